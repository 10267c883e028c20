/** The landing screen: texts in Arabic (ar). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'landing.title': 'تسجيل الدخول أو إنشاء حساب',
  'landing.legalPrefix': 'بتسجيل الدخول، أوافق على',
  'landing.terms': 'الشروط',
  'landing.termsOfService': 'شروط الخدمة',
  'landing.privacyPolicy': 'سياسة الخصوصية',
  'landing.and': 'و',
  'landing.protectedBy': 'محمي بواسطة',
  'landing.protectedByName': 'Latch',
  'landing.moreOptions': 'خيارات أخرى',
  'landing.moreWallets': 'محافظ أخرى',
  'landing.emailPlaceholder': 'your@email.com',
  'landing.phonePlaceholder': 'رقم الهاتف',
  'landing.submit': 'إرسال',
  'landing.continueWith': 'المتابعة باستخدام {provider}',
  'landing.continueWithWallet': 'المتابعة باستخدام محفظة',
  'landing.continueWithPasskey': 'المتابعة باستخدام مفتاح مرور',
  'landing.back': 'رجوع',
  'landing.close': 'إغلاق',
  'landing.country': 'البلد',
  'landing.emailLabel': 'البريد الإلكتروني',
  'landing.phoneLabel': 'رقم الهاتف',
  'landing.continueWithEmail': 'المتابعة بالبريد الإلكتروني',
  'landing.continueWithPhone': 'المتابعة برقم الهاتف',
} satisfies Translation<typeof en>
