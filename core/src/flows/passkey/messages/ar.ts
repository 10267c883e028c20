/** The passkey flow: texts in Arabic (ar). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'passkey.awaiting': 'في انتظار مفتاح المرور',
  'passkey.awaitingDetail': 'استخدم بصمتك أو وجهك أو قفل الشاشة في نافذة المتصفح للمتابعة.',
  'passkey.awaitingCreate': 'جارٍ إنشاء مفتاح مرور',
  'passkey.cancel': 'إلغاء',
  'passkey.retry': 'إعادة المحاولة',
  'passkey.noPasskey':
    'لم يُستخدم أي مفتاح مرور. إذا لم يكن على هذا الجهاز مفتاح مرور لهذا التطبيق، فسجّل الدخول بطريقة أخرى ثم أضف واحدًا.',
  'passkey.notAllowed': 'أُلغي طلب مفتاح المرور أو لم يُسمح به.',
  'passkey.unsupported': 'هذا المتصفح لا يدعم مفاتيح المرور.',
  'passkey.alreadyRegistered': 'مفتاح المرور هذا مرتبط بحسابك بالفعل.',
  'passkey.failed': 'تعذّر التحقق من مفتاح المرور. يُرجى المحاولة مرة أخرى.',
  'passkey.created': 'أُنشئ في {date}',
  'passkey.lastUsed': 'آخر استخدام في {date}',
  'passkey.neverUsed': 'لم يُستخدم بعد',
  'passkey.nameRequired': 'أدخل اسمًا لمفتاح المرور هذا.',
  'passkey.nameTooLong': 'استخدم {max} حرفًا على الأكثر.',
  'passkey.nameInvalid': 'يحتوي هذا الاسم على أحرف لا يمكن استخدامها.',
} satisfies Translation<typeof en>
