/** The allowlist rejection shared by the login flows: texts in Korean (ko). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'allowlist.title': '이 앱에 접근할 권한이 없습니다',
  'allowlist.detail': '초대를 받으셨나요?',
  'allowlist.cta': '다른 계정으로 시도',
} satisfies Translation<typeof en>
