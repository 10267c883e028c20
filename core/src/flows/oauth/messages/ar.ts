/** The OAuth flow: texts in Arabic (ar). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'oauth.awaiting': 'جارٍ تسجيل الدخول باستخدام {provider}',
  'oauth.awaitingDetail': 'أكمل تسجيل الدخول في نافذة {provider} للمتابعة.',
  'oauth.failed': 'فشلت المصادقة',
  'oauth.linkedToAnotherUser': 'هذا الحساب مرتبط بالفعل بمستخدم آخر.',
  'oauth.invalidCredentials': 'حدث خطأ ما. حاول مرة أخرى.',
  'oauth.providerFailed': 'تعذّر تسجيل الدخول باستخدام {provider}. حاول مرة أخرى.',
  'oauth.userDenied': 'تحقّق من {provider} لإكمال ربط حسابك.',
  'oauth.stateMismatch': 'رمز غير صالح أثناء عملية OAuth.',
  'oauth.retry': 'إعادة المحاولة',
} satisfies Translation<typeof en>
