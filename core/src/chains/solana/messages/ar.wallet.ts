/** The Solana chain family: texts in Arabic (ar). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'solana.noSignIn': 'لا يمكن لهذه المحفظة تسجيل الدخول: فهي لا تدعم Sign In With Solana ولا توقيع الرسائل',
  'solana.noAccount': 'لم تشارك محفظتك أي حساب Solana',
  'solana.signedOtherMessage': 'وقّعت محفظتك رسالة غير الرسالة المطلوبة',
} satisfies Translation<typeof en>
