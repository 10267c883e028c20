/** The link flow: texts in Spanish (es). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'link.emailTitle': 'Vincula tu correo electrónico',
  'link.phoneTitle': 'Vincula tu teléfono',
  'link.walletTitle': 'Vincula tu billetera',
} satisfies Translation<typeof en>
