/** The send-transaction flow: texts in Arabic (ar). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'transaction.prepareError': 'حدث خطأ أثناء تجهيز معاملتك. يُرجى المحاولة مرة أخرى.',
  'transaction.processError': 'حدث خطأ أثناء معالجة معاملتك. يُرجى التواصل مع الدعم.',
  'transaction.insufficientFunds': 'لا يوجد في المحفظة رصيد كافٍ لهذه المعاملة.',
  'transaction.submitting': 'جارٍ الإرسال (قد يستغرق بضع دقائق)...',
  'transaction.sendTitle': 'إرسال {symbol}',
  'transaction.reviewTitle': 'مراجعة المعاملة',
  'transaction.submit': 'إرسال',
  'transaction.addFunds': 'إضافة رصيد',
  'transaction.success': 'تم بنجاح',
  'transaction.invalidQuantity':
    'قيمة {field} في المعاملة غير صالحة: المتوقع رقم غير سالب، أو bigint، أو نص ست عشري يبدأ بـ 0x',
  'transaction.invalidChainId': 'قيمة chainId في المعاملة غير صالحة: المتوقع عدد صحيح موجب',
  'transaction.invalidData':
    'قيمة data في المعاملة غير صالحة: المتوقع نص ست عشري يبدأ بـ 0x ومكوّن من بايتات كاملة',
  'transaction.invalidAddress': 'قيمة {field} في المعاملة غير صالحة: المتوقع عنوان ست عشري بطول 20 بايت',
  'transaction.invalidRequest': 'يجب أن يكون طلب المعاملة كائنًا',
  'transaction.preparing': 'جارٍ تجهيز معاملتك',
  'transaction.amountLabel': 'المبلغ',
  'transaction.feeLabel': 'الرسوم التقديرية',
  'transaction.totalLabel': 'الإجمالي',
  'transaction.networkLabel': 'الشبكة',
  'transaction.fromLabel': 'من',
  'transaction.toLabel': 'إلى',
  'transaction.tryAgain': 'حاول مرة أخرى',
  'transaction.completeTitle': 'اكتملت المعاملة',
  'transaction.completeBody': 'تم تأكيد معاملتك.',
  'transaction.sentBody': 'تم إرسال معاملتك.',
  'transaction.revertedBody': 'تم تضمين معاملتك لكنها أُلغيت (revert).',
  'transaction.hashLabel': 'معرّف المعاملة (hash)',
  'transaction.statusLabel': 'الحالة',
  'transaction.statusSuccess': 'مؤكدة',
  'transaction.statusReverted': 'ملغاة',
  'transaction.gasUsedLabel': 'الغاز المستخدم',
  'transaction.feePaidLabel': 'الرسوم المدفوعة',
  'transaction.blockLabel': 'الكتلة',
  'transaction.done': 'تم',
  'transaction.sentUnconfirmed': 'تم إرسال المعاملة؛ أُغلقت الشاشة قبل تأكيدها',
  'transaction.notFromWallet': 'المعاملة ليست من هذه المحفظة',
} satisfies Translation<typeof en>
