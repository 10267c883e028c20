/** The link flow: texts in Arabic (ar). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'link.emailTitle': 'اربط بريدك الإلكتروني',
  'link.phoneTitle': 'اربط رقم هاتفك',
  'link.walletTitle': 'اربط محفظتك',
} satisfies Translation<typeof en>
