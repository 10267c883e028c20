/** The link flow: texts in French (fr). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'link.emailTitle': 'Associez votre adresse e-mail',
  'link.phoneTitle': 'Associez votre téléphone',
  'link.walletTitle': 'Associez votre portefeuille',
} satisfies Translation<typeof en>
