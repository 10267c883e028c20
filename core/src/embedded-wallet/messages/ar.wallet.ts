/** The embedded wallet's EIP-1193 provider: texts in Arabic (ar). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'embeddedProvider.unsupportedMethod': 'طريقة غير مدعومة: {method}',
  'embeddedProvider.invalidParams': 'معلمات غير صالحة لـ {method}',
  'embeddedProvider.noRpcUrl': 'لا يوجد عنوان RPC للشبكة {id}',
  'embeddedProvider.disconnected': 'المحفظة المدمجة غير متصلة: سجّل المستخدم الخروج',
  'embeddedProvider.chainUnreachable': 'لم تستجب عقدة RPC للشبكة {id}',
} satisfies Translation<typeof en>
