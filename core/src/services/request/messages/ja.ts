/** The pending-request service: texts in Japanese (ja). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'request.sessionEnded': 'ログアウトしたため、リクエストはキャンセルされました',
} satisfies Translation<typeof en>
