/** The external-wallet flow: texts in Arabic (ar). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'wallet.connect': 'اتصال',
  'wallet.dontSeeWallet': 'لا ترى محفظتك؟ تحقّق من نوافذ المتصفح الأخرى.',
  'wallet.unableToConnect': 'تعذّر ربط المحفظة',
  'wallet.useDifferentWallet': 'استخدام محفظة أخرى',
  'wallet.loginFailed': 'تعذّر الاتصال بالمحفظة',
  'wallet.tryAgain': 'حاول مرة أخرى',
  'wallet.cancel': 'إلغاء',
} satisfies Translation<typeof en>
