/** The guest flow: texts in Korean (ko). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'guest.continue': '게스트로 계속하기',
  'guest.disabled': '이 앱에서는 게스트 계정이 활성화되어 있지 않습니다.',
} as const satisfies Translation<typeof en>
