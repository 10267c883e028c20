/** The config checks: texts in Arabic (ar). */
import type { Translation } from '../../intl/translation'
import type en from './en'

export default {
  'config.invalidAppId': 'تعذّر تهيئة موفّر Privy بمعرّف تطبيق Privy غير صالح',
  'config.noLoginMethods': 'يجب تفعيل طريقة واحدة على الأقل لتسجيل الدخول',
  'config.emptySupportedChains': 'يجب أن تحتوي supportedChains على شبكة واحدة على الأقل',
  'config.defaultChainNotSupported': 'يجب أن تكون defaultChain إحدى شبكات supportedChains',
  'config.supportedChainsWins':
    'تم تمرير supportedChains وadditionalChains معًا: ستُستخدم supportedChains وسيتم تجاهل additionalChains',
  'config.waitForConfirmationNeedsNoPrompt':
    'لا يمكن أن تكون embeddedWallets.waitForTransactionConfirmation بقيمة false إلا عندما تكون embeddedWallets.noPromptOnSignature بقيمة true',
  'config.unknownWalletName': 'اسم محفظة غير مدعوم: {name}',
  'config.unsupportedCaptchaSiteKey': 'مفتاح موقع captcha غير مدعوم',
  'config.backgroundLuminance':
    'سطوع لون الخلفية {color} يقع بين 0.2 و0.8: قد تصعب قراءة النص عليها في الوضعين الفاتح والداكن',
  'config.invalidApiUrl': 'يجب أن يكون apiUrl عنوان URL مطلقًا يبدأ بـ http(s)',
  'config.apiUrlWithPath': 'يجب أن يكون apiUrl أصل الخادم دون مسار: {origin}',
  'config.logoNotShown':
    'لن يُعرض {source} {logo}: استخدم عنوان https (أو http على localhost فقط)، أو مسارًا على موقعك، أو عنوان data:image',
  'config.loginMethodOffOnServer':
    'loginMethods.{method} مفعّلة في الإعدادات لكنها معطّلة في إعدادات خادم التطبيق: سيرفض الخادم عمليات الدخول هذه',
  'config.unsupportedChainId': 'chainId غير مدعوم',
  'config.chainNotSupported':
    'معرّف الشبكة {id} غير مدعوم. يجب إضافته إلى الخاصية config.supportedChains في LatchProvider.',
  'config.unknownLocale': 'intl.locale {locale} ليست لغة مضمّنة ({locales}): ستُعرض النصوص بالإنجليزية',
} satisfies Translation<typeof en>
