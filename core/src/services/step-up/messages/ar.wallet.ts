/** What a step-up or MFA verification approves: texts in Arabic (ar). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'grant.enterCode': 'أدخل الرمز من أجل {action}',
  'grant.usePasskey': 'استخدم مفتاح المرور من أجل {action}',
  'grant.confirm': 'أكّد أنك أنت من أجل {action}',
  'grant.linkEmail': 'إضافة {email}',
  'grant.linkPhone': 'إضافة {phone}',
  'grant.linkWallet': 'إضافة المحفظة {address}',
  'grant.linkPasskey': 'إضافة مفتاح مرور',
  'grant.linkOauth': 'إضافة حسابك على {provider}',
  'grant.linkAccount': 'إضافة طريقة تسجيل دخول',
  'grant.unlinkEmail': 'إزالة بريدك الإلكتروني {email}',
  'grant.unlinkPhone': 'إزالة رقم هاتفك {phone}',
  'grant.unlinkWallet': 'إزالة محفظتك {address}',
  'grant.unlinkPasskey': 'إزالة مفتاح مرور',
  'grant.unlinkOauth': 'إزالة حسابك على {provider}',
  'grant.unlinkAccount': 'إزالة طريقة تسجيل دخول',
  'grant.mfaEnroll': 'تشغيل التحقق بخطوتين',
  'grant.mfaRemove': 'إيقاف التحقق بخطوتين',
  'grant.passkeyRename': 'إعادة تسمية مفتاح مرور',
  'grant.recoveryPassword': 'تعيين كلمة مرور الاسترداد لمحفظتك',
  'grant.walletExport': 'تصدير محفظتك',
  'grant.walletSign': 'الموافقة على هذا التوقيع',
  'grant.deviceRegister': 'إضافة هذا الجهاز إلى محفظتك',
  'grant.deviceRevoke': 'إزالة جهاز من محفظتك',
  'grant.other': 'الموافقة على هذا التغيير',
} satisfies Translation<typeof en>
