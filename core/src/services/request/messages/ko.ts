/** The pending-request service: texts in Korean (ko). */
import type { Translation } from '../../../intl/catalogue'
import type en from './en'

export default {
  'request.canceled': '요청이 취소되었습니다',
  'request.timedOut': '요청 시간이 초과되었습니다',
  'request.sessionEnded': '로그아웃되어 요청이 취소되었습니다',
  'request.pending': '다른 요청이 응답을 기다리고 있습니다',
} satisfies Translation<typeof en>
