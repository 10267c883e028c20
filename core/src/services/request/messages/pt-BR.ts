/** The pending-request service: texts in Brazilian Portuguese (pt-BR). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'request.sessionEnded': 'Você saiu da conta, então a solicitação foi cancelada',
} satisfies Translation<typeof en>
