/** The pending-request service: texts in Japanese (ja). */
import type { Translation } from '../../../intl/catalogue'
import type en from './en'

export default {
  'request.canceled': 'リクエストはキャンセルされました',
  'request.timedOut': 'リクエストがタイムアウトしました',
  'request.sessionEnded': 'ログアウトしたため、リクエストはキャンセルされました',
  'request.pending': '別のリクエストが応答を待っています',
} satisfies Translation<typeof en>
