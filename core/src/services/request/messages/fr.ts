/** The pending-request service: texts in French (fr). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'request.sessionEnded': 'Vous avez été déconnecté, la demande a donc été annulée',
} satisfies Translation<typeof en>
