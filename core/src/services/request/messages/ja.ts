/** The pending-request service: texts in Japanese (ja). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'request.sessionEnded': 'ログアウトしたため、リクエストはキャンセルされました',
  'request.timeout': '時間内に応答がなかったため、リクエストはキャンセルされました',
} satisfies Translation<typeof en>
