/** The link flow: texts in Brazilian Portuguese (pt-BR). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'link.emailTitle': 'Vincule seu e-mail',
  'link.phoneTitle': 'Vincule seu telefone',
  'link.walletTitle': 'Vincule sua carteira',
} satisfies Translation<typeof en>
