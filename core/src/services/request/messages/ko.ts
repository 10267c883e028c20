/** The pending-request service: texts in Korean (ko). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'request.sessionEnded': '로그아웃되어 요청이 취소되었습니다',
} satisfies Translation<typeof en>
