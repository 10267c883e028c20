/** The link flow: texts in German (de). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'link.emailTitle': 'E-Mail-Adresse verknüpfen',
  'link.phoneTitle': 'Telefonnummer verknüpfen',
  'link.walletTitle': 'Wallet verknüpfen',
} satisfies Translation<typeof en>
