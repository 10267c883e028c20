/** The client errors: texts in Arabic (ar). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'error.requestTimeout': 'انتهت مهلة الطلب',
  'error.mustBeAuthenticated': 'يجب أن يكون المستخدم مسجّل الدخول',
  'error.captchaFailed': 'فشل التحقق عبر captcha',
  'error.oauthInvalidCode': 'رمز غير صالح أثناء عملية OAuth.',
  'error.noApiInstance': 'لا توجد نسخة API لعملية المصادقة',
  'error.unableToConnectWallet': 'تعذّر الاتصال بالمحفظة.',
  'error.malformedResponse': 'أرسل الخادم استجابة بصيغة غير متوقعة',
  'error.network': 'فشل طلب الشبكة',
  'error.rateLimited': 'طلبات كثيرة جدًا. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
  'error.somethingWentWrong': 'حدث خطأ ما',
  'error.alreadyAuthenticated': 'تم استدعاء login() بينما المستخدم مسجّل الدخول بالفعل',
  'error.exitedAuthFlow': 'أغلق المستخدم نافذة تسجيل الدخول قبل اكتمالها',
  'error.unknownScreen': 'شاشة غير معروفة في النافذة: {screen}',
  'error.originNotAllowed':
    'هذا المصدر ({origin}) غير مسموح به للتطبيق {appId}: أضفه إلى المصادر المسموح بها في التطبيق',
  'error.requestFailed': 'فشل الطلب برمز الحالة {status}',
} satisfies Translation<typeof en>
