/** The funding flow: texts in Arabic (ar). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'fiat.fundAccount': 'تمويل الحساب',
  'fiat.promptBody': 'اشترِ العملات المشفّرة ببطاقتك وأرسلها مباشرة إلى محفظتك.',
  'fiat.onRampDisabled': 'يجب تفعيل الشراء بالعملة التقليدية',
  'fiat.unsupportedProvider':
    'مزوّد الشراء بالعملة التقليدية {provider} غير مدعوم: moonpay هو المزوّد الوحيد المدعوم',
  'fiat.inProgress': 'قيد التنفيذ',
  'fiat.inProgressBody': 'أكمل عملية الشراء في نافذة الدفع. ستتحدّث هذه الصفحة عند إتمامها.',
  'fiat.completedTitle': 'تم تمويل حسابك!',
  'fiat.completedBody': 'قد يستغرق ظهور الأصول في محفظتك بضع دقائق.',
  'fiat.failedTitle': 'حدث خطأ ما!',
  'fiat.failedBody': 'لم تتم عملية الدفع. يُرجى المحاولة مرة أخرى، أو التواصل مع الدعم إذا استمرت المشكلة.',
  'fiat.failedDebitCardHint': 'غالبًا ما تعمل بطاقات الخصم المباشر بشكل أفضل من البطاقات الائتمانية.',
  'fiat.serviceFailureTitle': 'حدث خطأ ما!',
  'fiat.serviceFailureBody': 'واجه مزوّد الدفع لدينا خطأً. يُرجى المحاولة مرة أخرى لاحقًا.',
  'fiat.awaitingAuthorizationTitle': 'جارٍ معالجة الدفع',
  'fiat.awaitingAuthorizationBody':
    'قد يستغرق ذلك بضع ساعات. ستصلك رسالة بريد إلكتروني عند اكتمال عملية الشراء.',
  'fiat.invalidAddress': 'يجب أن يكون العنوان المراد تمويله عنوانًا ست عشريًا بطول 20 بايت',
  'fiat.noApiKey': 'عنوان URL الموقّع للشراء لا يتضمّن apiKey',
  'fiat.nothingToStart': 'لا توجد عملية تمويل في انتظار البدء',
  'fiat.walletLabel': 'المحفظة المراد تمويلها',
  'fiat.openWindow': 'فتح نافذة الدفع',
  'fiat.backToTransaction': 'العودة إلى المعاملة',
} satisfies Translation<typeof en>
