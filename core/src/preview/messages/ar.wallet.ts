/** The transaction preview: texts in Arabic (ar). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'preview.title': 'تغييرات الرصيد',
  'preview.simulating': 'جارٍ محاكاة المعاملة…',
  'preview.noChanges': 'لا توجد تغييرات في الرصيد',
  'preview.unavailable': 'المعاينة غير متاحة',
  'preview.unavailableBody': 'تعذّرت محاكاة هذه المعاملة. تحقّق منها قبل الإرسال.',
  'preview.reverted': 'ستفشل هذه المعاملة: {reason}',
  'preview.noReason': 'لم يذكر العقد سببًا',
  'preview.transfer': 'إرسال {amount} {symbol} إلى {to}',
  'preview.transferFrom': 'نقل {amount} {symbol} من {from} إلى {to}',
  'preview.approve': 'السماح لـ {spender} بإنفاق {amount} {symbol}',
  'preview.approveUnlimited': 'السماح لـ {spender} بإنفاق كل ما لديك من {symbol}',
  'preview.unlimitedWarning':
    'موافقة غير محدودة: يمكن لـ {spender} أخذ كل ما لديك من {symbol}، الآن ولاحقًا، إلى أن تلغيها.',
} satisfies Translation<typeof en>
