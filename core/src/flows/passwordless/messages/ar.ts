/** The email and SMS code flow: texts in Arabic (ar). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'code.title': 'أدخل رمز التأكيد',
  'code.sentTo': 'تحقّق من {recipient} بحثًا عن رسالة بريد إلكتروني منّا، ثم أدخل الرمز أدناه.',
  'code.sentToPhone': 'تحقّق من الرسائل النصية على {recipient}، ثم أدخل الرمز أدناه.',
  'code.resend': 'إعادة إرسال الرمز',
  'code.resent': 'تم إرسال الرمز',
  'code.numeric': 'يجب أن يتكوّن الرمز من أرقام فقط',
  'code.invalidOrExpired': 'رمز التحقق غير صالح أو منتهي الصلاحية',
  'code.issueVerifying': 'حدثت مشكلة أثناء التحقق من الرمز',
  'code.label': 'الرقم {index} من {length} في الرمز',
  'code.requestPending': 'هناك عملية تسجيل دخول عبر {channel} قيد التنفيذ بالفعل',
  'code.noCodeSent': 'لم يُرسل أي رمز عبر {channel}: استدعِ أمر init أولًا',
  'code.noChannelWaiting': 'لم يُرسل أي رمز: استدعِ initLoginWithEmail أو initLoginWithSms أولًا',
  'email.issueSubmitting': 'حدثت مشكلة أثناء إرسال البريد الإلكتروني',
  'email.invalid': 'يُرجى إدخال بريد إلكتروني صالح',
  'sms.issueSubmitting': 'حدثت مشكلة أثناء إرسال رقم الهاتف',
  'sms.invalid': 'يُرجى إدخال رقم هاتف صالح',
  'sms.unavailable': 'الرسائل القصيرة غير متاحة لرقم الهاتف هذا',
} satisfies Translation<typeof en>
