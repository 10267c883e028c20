/** The step-up flow: texts in Arabic (ar). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'stepUp.title': 'أكّد أنك أنت',
  'stepUp.body': 'حفاظًا على أمانك، أكّد أنك أنت قبل إجراء هذا التغيير على حسابك.',
  'stepUp.sendTo': 'إرسال رمز إلى {recipient}',
  'stepUp.sending': 'جارٍ إرسال رمز إلى {recipient}',
  'stepUp.otherMethod': 'استخدام طريقة أخرى',
  'stepUp.reloginBody': 'حفاظًا على أمانك، سجّل الدخول مجددًا لإجراء هذا التغيير.',
  'stepUp.logout': 'تسجيل الخروج',
  'stepUp.canceled': 'تم إلغاء التأكيد',
  'stepUp.timeout': 'انتهت مهلة التأكيد: حاول مرة أخرى',
  'stepUp.cannotRemove':
    'لم تُضف أي من طرق تسجيل الدخول الأخرى قبل هذه الطريقة، لذا لا يمكن لأي منها الموافقة على إزالتها.',
} satisfies Translation<typeof en>
