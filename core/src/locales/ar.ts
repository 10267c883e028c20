/** Arabic (ar): the login group, shown right to left. Keys and placeholders as in `../messages.ts`. */
import type { LoginCatalogue } from '../intl/catalogue'

const ar: LoginCatalogue = {
  // ── Config ──────────────────────────────────────────────────────────────────
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
  'config.logoNotShown':
    'لن يُعرض {source} {logo}: استخدم عنوان https (أو http على localhost فقط)، أو مسارًا على موقعك، أو عنوان data:image',
  'config.loginMethodOffOnServer':
    'loginMethods.{method} مفعّلة في الإعدادات لكنها معطّلة في إعدادات خادم التطبيق: سيرفض الخادم عمليات الدخول هذه',
  'config.unsupportedChainId': 'chainId غير مدعوم',
  'config.chainNotSupported':
    'معرّف الشبكة {id} غير مدعوم. يجب إضافته إلى الخاصية config.supportedChains في LatchProvider.',
  'config.unknownLocale': 'intl.locale {locale} ليست لغة مضمّنة ({locales}): ستُعرض النصوص بالإنجليزية',
  'intl.loadFailed': 'تعذّر تحميل نصوص {locale}، لذا تُعرض بالإنجليزية: {reason}',

  // ── Client errors ───────────────────────────────────────────────────────────
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

  // ── Landing ─────────────────────────────────────────────────────────────────
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

  // ── Wallet list / connection ────────────────────────────────────────────────
  'wallet.connect': 'اتصال',
  'wallet.dontSeeWallet': 'لا ترى محفظتك؟ تحقّق من نوافذ المتصفح الأخرى.',
  'wallet.unableToConnect': 'تعذّر ربط المحفظة',
  'wallet.useDifferentWallet': 'استخدام محفظة أخرى',
  'wallet.loginFailed': 'تعذّر الاتصال بالمحفظة',
  'wallet.tryAgain': 'حاول مرة أخرى',
  'wallet.cancel': 'إلغاء',

  // ── Code entry ──────────────────────────────────────────────────────────────
  'code.title': 'أدخل رمز التأكيد',
  'code.sentTo': 'تحقّق من {recipient} بحثًا عن رسالة بريد إلكتروني منّا، ثم أدخل الرمز أدناه.',
  'code.sentToPhone': 'تحقّق من الرسائل النصية على {recipient}، ثم أدخل الرمز أدناه.',
  'code.resend': 'إعادة إرسال الرمز',
  'code.resent': 'تم إرسال الرمز',
  'code.numeric': 'يجب أن يتكوّن الرمز من أرقام فقط',
  'stepUp.invalidType': "يُرسل رمز التحقق إلى 'email' أو 'phone'",
  'code.invalidOrExpired': 'رمز التحقق غير صالح أو منتهي الصلاحية',
  'code.issueVerifying': 'حدثت مشكلة أثناء التحقق من الرمز',
  'code.label': 'الرقم {index} من {length} في الرمز',
  'code.requestPending': 'هناك عملية تسجيل دخول عبر {channel} قيد التنفيذ بالفعل',
  'code.noCodeSent': 'لم يُرسل أي رمز عبر {channel}: استدعِ أمر init أولًا',
  'code.noChannelWaiting': 'لم يُرسل أي رمز: استدعِ initLoginWithEmail أو initLoginWithSms أولًا',

  // ── Email / SMS submit ──────────────────────────────────────────────────────
  'email.issueSubmitting': 'حدثت مشكلة أثناء إرسال البريد الإلكتروني',
  'email.invalid': 'يُرجى إدخال بريد إلكتروني صالح',
  'sms.issueSubmitting': 'حدثت مشكلة أثناء إرسال رقم الهاتف',
  'sms.invalid': 'يُرجى إدخال رقم هاتف صالح',
  'captcha.issueVerifying': 'حدثت مشكلة أثناء التحقق من أنك إنسان',

  // ── OAuth ───────────────────────────────────────────────────────────────────
  'oauth.awaiting': 'جارٍ تسجيل الدخول باستخدام {provider}',
  'oauth.awaitingDetail': 'أكمل تسجيل الدخول في نافذة {provider} للمتابعة.',
  'oauth.failed': 'فشلت المصادقة',
  'oauth.linkedToAnotherUser': 'هذا الحساب مرتبط بالفعل بمستخدم آخر.',
  'oauth.invalidCredentials': 'حدث خطأ ما. حاول مرة أخرى.',
  'oauth.userDenied': 'تحقّق من {provider} لإكمال ربط حسابك.',
  'oauth.stateMismatch': 'رمز غير صالح أثناء عملية OAuth.',
  'oauth.retry': 'إعادة المحاولة',
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

  // ── Allowlist ───────────────────────────────────────────────────────────────
  'allowlist.title': 'ليس لديك صلاحية الوصول إلى هذا التطبيق',
  'allowlist.detail': 'هل تلقّيت دعوة؟',
  'allowlist.cta': 'جرّب حسابًا آخر',

  // ── Link ────────────────────────────────────────────────────────────────────
  'link.alreadyHasEmail': 'لدى المستخدم بريد إلكتروني مرتبط بحسابه بالفعل.',
  'link.alreadyHasPhone': 'لدى المستخدم رقم هاتف مرتبط بحسابه بالفعل.',
  'link.alreadyHasSocial': 'لدى المستخدم حساب {provider} مرتبط بحسابه بالفعل.',
  'link.alreadyHasWallet': 'هذه المحفظة مرتبطة بحساب المستخدم بالفعل.',
  'link.linkedToAnotherUser': 'هذا الحساب مرتبط بالفعل بمستخدم آخر.',
  'link.cannotLinkEmbedded': 'لا يمكن ربط المحافظ المدمجة أو إلغاء ربطها.',
  'link.lastLoginMethod': 'لا يمكن إلغاء ربط آخر طريقة لتسجيل الدخول لدى المستخدم.',

  // ── Generic ─────────────────────────────────────────────────────────────────
  'generic.close': 'إغلاق',
  'generic.back': 'رجوع',
  'generic.cancel': 'إلغاء',
  'generic.continue': 'متابعة',
  'generic.loading': 'جارٍ التحميل',
}

export default ar
