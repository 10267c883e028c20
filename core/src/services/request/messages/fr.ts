/** The pending-request service: texts in French (fr). */
import type { Translation } from '../../../intl/catalogue'
import type en from './en'

export default {
  'request.canceled': 'La demande a été annulée',
  'request.timedOut': 'La demande a expiré',
  'request.sessionEnded': 'Vous avez été déconnecté, la demande a donc été annulée',
  'request.pending': 'Une autre demande attend une réponse',
} satisfies Translation<typeof en>
