/** The passkey flow: texts in Arabic (ar). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'passkey.manageTitle': 'مفاتيح المرور',
  'passkey.manageDetail': 'سجّل الدخول ببصمتك أو وجهك أو قفل الشاشة بدلًا من الرمز.',
  'passkey.empty': 'ليس لديك أي مفتاح مرور بعد.',
  'passkey.add': 'إضافة مفتاح مرور',
  'passkey.rename': 'إعادة التسمية',
  'passkey.renameNamed': 'إعادة تسمية {name}',
  'passkey.nameLabel': 'اسم مفتاح المرور',
  'passkey.save': 'حفظ',
  'passkey.remove': 'إزالة',
  'passkey.removeNamed': 'إزالة {name}',
  'passkey.removeConfirm': 'هل تريد إزالة {name}؟ لن تتمكن بعد ذلك من تسجيل الدخول به.',
} satisfies Translation<typeof en>
