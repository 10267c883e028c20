/** The pending-request service: texts in Brazilian Portuguese (pt-BR). */
import type { Translation } from '../../../intl/catalogue'
import type en from './en'

export default {
  'request.canceled': 'A solicitação foi cancelada',
  'request.timedOut': 'A solicitação expirou',
  'request.sessionEnded': 'Você saiu da conta, então a solicitação foi cancelada',
  'request.pending': 'Outra solicitação está aguardando uma resposta',
} satisfies Translation<typeof en>
