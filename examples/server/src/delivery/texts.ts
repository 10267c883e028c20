/**
 * The texts of delivered messages, per locale: login, step-up and MFA codes (email and SMS) and security notices.
 * `{app}`, `{code}`, `{minutes}`, `{when}`, `{ip}` and `{method}` are filled in by templates.ts.
 */

/** The locales messages are written in; a request's Accept-Language picks one (en when none fits). */
export const DELIVERY_LOCALES = ['en', 'ar', 'de', 'es', 'fr', 'ja', 'ko', 'pt-BR', 'zh-CN'] as const
export type DeliveryLocale = (typeof DELIVERY_LOCALES)[number]

/** What a code is for: it picks the subject and the lead line. */
export type CodeKind = 'login_code' | 'step_up_code' | 'mfa_code'

/** The security events a notice can tell about. */
export type NoticeEvent =
  | 'link'
  | 'unlink'
  | 'mfa_enrolled'
  | 'mfa_removed'
  | 'recovery_password_set'
  | 'wallet_exported'
  | 'wallet_recovered'
  | 'logout_everywhere'

export interface DeliveryTexts {
  subject: Record<CodeKind, string>
  lead: Record<CodeKind, string>
  sms: Record<CodeKind, string>
  expires: string
  ignore: string
  noticeSubject: string
  noticeWhen: string
  noticeAdvice: string
  events: Record<NoticeEvent, string>
  labels: Record<'email' | 'phone' | 'sms' | 'totp' | 'passkey' | 'wallet' | 'custom_auth', string>
}

const en: DeliveryTexts = {
  subject: {
    login_code: 'Your {app} login code',
    step_up_code: 'Your {app} verification code',
    mfa_code: 'Your {app} two-step verification code',
  },
  lead: {
    login_code: 'Enter this code to log in to {app}:',
    step_up_code: 'Enter this code on {app} to confirm it is you:',
    mfa_code: 'Enter this code on {app} to complete two-step verification:',
  },
  sms: {
    login_code: '{code} is your {app} login code. Do not share it.',
    step_up_code: '{code} is your {app} verification code. Do not share it.',
    mfa_code: '{code} is your {app} two-step verification code. Do not share it.',
  },
  expires: 'The code expires in {minutes} minutes.',
  ignore: 'If you did not ask for this code, ignore this message. Never share it with anyone.',
  noticeSubject: 'Security notice from {app}',
  noticeWhen: 'When: {when}. IP address: {ip}.',
  noticeAdvice: 'If this was not you, sign in and secure your account, or contact the support of {app}.',
  events: {
    link: 'A login method ({method}) was linked to your account.',
    unlink: 'A login method ({method}) was removed from your account.',
    mfa_enrolled: 'Two-step verification ({method}) was turned on for your account.',
    mfa_removed: 'Two-step verification ({method}) was removed from your account.',
    recovery_password_set: 'The recovery password of your wallet was set or changed.',
    wallet_exported: 'The private key of your wallet was exported.',
    wallet_recovered: 'Your wallet was recovered on a new device.',
    logout_everywhere: 'All sessions of your account were signed out.',
  },
  labels: {
    email: 'email',
    phone: 'phone number',
    sms: 'SMS',
    totp: 'authenticator app',
    passkey: 'passkey',
    wallet: 'wallet',
    custom_auth: 'custom login',
  },
}

const ar: DeliveryTexts = {
  subject: {
    login_code: 'رمز تسجيل الدخول إلى {app}',
    step_up_code: 'رمز التحقق من {app}',
    mfa_code: 'رمز التحقق بخطوتين من {app}',
  },
  lead: {
    login_code: 'أدخل هذا الرمز لتسجيل الدخول إلى {app}:',
    step_up_code: 'أدخل هذا الرمز في {app} لتأكيد هويتك:',
    mfa_code: 'أدخل هذا الرمز في {app} لإكمال التحقق بخطوتين:',
  },
  sms: {
    login_code: '{code} هو رمز تسجيل الدخول إلى {app}. لا تشاركه مع أحد.',
    step_up_code: '{code} هو رمز التحقق من {app}. لا تشاركه مع أحد.',
    mfa_code: '{code} هو رمز التحقق بخطوتين من {app}. لا تشاركه مع أحد.',
  },
  expires: 'تنتهي صلاحية الرمز خلال {minutes} دقيقة.',
  ignore: 'إذا لم تطلب هذا الرمز، فتجاهل هذه الرسالة. لا تشاركه مع أي شخص أبدًا.',
  noticeSubject: 'إشعار أمني من {app}',
  noticeWhen: 'الوقت: {when}. عنوان IP: {ip}.',
  noticeAdvice: 'إذا لم تكن أنت، فسجّل الدخول وأمّن حسابك، أو تواصل مع دعم {app}.',
  events: {
    link: 'تم ربط طريقة تسجيل دخول ({method}) بحسابك.',
    unlink: 'تمت إزالة طريقة تسجيل دخول ({method}) من حسابك.',
    mfa_enrolled: 'تم تفعيل التحقق بخطوتين ({method}) لحسابك.',
    mfa_removed: 'تمت إزالة التحقق بخطوتين ({method}) من حسابك.',
    recovery_password_set: 'تم تعيين كلمة مرور الاسترداد لمحفظتك أو تغييرها.',
    wallet_exported: 'تم تصدير المفتاح الخاص لمحفظتك.',
    wallet_recovered: 'تمت استعادة محفظتك على جهاز جديد.',
    logout_everywhere: 'تم تسجيل الخروج من جميع جلسات حسابك.',
  },
  labels: {
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    sms: 'الرسائل النصية',
    totp: 'تطبيق المصادقة',
    passkey: 'مفتاح المرور',
    wallet: 'المحفظة',
    custom_auth: 'تسجيل دخول مخصص',
  },
}

const de: DeliveryTexts = {
  subject: {
    login_code: 'Ihr Anmeldecode für {app}',
    step_up_code: 'Ihr Bestätigungscode für {app}',
    mfa_code: 'Ihr Code für die Bestätigung in zwei Schritten bei {app}',
  },
  lead: {
    login_code: 'Geben Sie diesen Code ein, um sich bei {app} anzumelden:',
    step_up_code: 'Geben Sie diesen Code bei {app} ein, um zu bestätigen, dass Sie es sind:',
    mfa_code: 'Geben Sie diesen Code bei {app} ein, um die Bestätigung in zwei Schritten abzuschließen:',
  },
  sms: {
    login_code: '{code} ist Ihr Anmeldecode für {app}. Geben Sie ihn nicht weiter.',
    step_up_code: '{code} ist Ihr Bestätigungscode für {app}. Geben Sie ihn nicht weiter.',
    mfa_code:
      '{code} ist Ihr Code für die Bestätigung in zwei Schritten bei {app}. Geben Sie ihn nicht weiter.',
  },
  expires: 'Der Code läuft in {minutes} Minuten ab.',
  ignore:
    'Wenn Sie diesen Code nicht angefordert haben, ignorieren Sie diese Nachricht. Geben Sie ihn niemals an andere weiter.',
  noticeSubject: 'Sicherheitshinweis von {app}',
  noticeWhen: 'Zeitpunkt: {when}. IP-Adresse: {ip}.',
  noticeAdvice:
    'Wenn Sie das nicht waren, melden Sie sich an und sichern Sie Ihr Konto, oder wenden Sie sich an den Support von {app}.',
  events: {
    link: 'Eine Anmeldemethode ({method}) wurde mit Ihrem Konto verknüpft.',
    unlink: 'Eine Anmeldemethode ({method}) wurde aus Ihrem Konto entfernt.',
    mfa_enrolled: 'Die Bestätigung in zwei Schritten ({method}) wurde für Ihr Konto aktiviert.',
    mfa_removed: 'Die Bestätigung in zwei Schritten ({method}) wurde aus Ihrem Konto entfernt.',
    recovery_password_set: 'Das Wiederherstellungspasswort Ihrer Wallet wurde festgelegt oder geändert.',
    wallet_exported: 'Der private Schlüssel Ihrer Wallet wurde exportiert.',
    wallet_recovered: 'Ihre Wallet wurde auf einem neuen Gerät wiederhergestellt.',
    logout_everywhere: 'Alle Sitzungen Ihres Kontos wurden abgemeldet.',
  },
  labels: {
    email: 'E-Mail',
    phone: 'Telefonnummer',
    sms: 'SMS',
    totp: 'Authenticator-App',
    passkey: 'Passkey',
    wallet: 'Wallet',
    custom_auth: 'eigene Anmeldung',
  },
}

const es: DeliveryTexts = {
  subject: {
    login_code: 'Tu código de inicio de sesión de {app}',
    step_up_code: 'Tu código de verificación de {app}',
    mfa_code: 'Tu código de verificación en dos pasos de {app}',
  },
  lead: {
    login_code: 'Introduce este código para iniciar sesión en {app}:',
    step_up_code: 'Introduce este código en {app} para confirmar que eres tú:',
    mfa_code: 'Introduce este código en {app} para completar la verificación en dos pasos:',
  },
  sms: {
    login_code: '{code} es tu código de inicio de sesión de {app}. No lo compartas.',
    step_up_code: '{code} es tu código de verificación de {app}. No lo compartas.',
    mfa_code: '{code} es tu código de verificación en dos pasos de {app}. No lo compartas.',
  },
  expires: 'El código caduca en {minutes} minutos.',
  ignore: 'Si no has pedido este código, ignora este mensaje. No lo compartas nunca con nadie.',
  noticeSubject: 'Aviso de seguridad de {app}',
  noticeWhen: 'Cuándo: {when}. Dirección IP: {ip}.',
  noticeAdvice: 'Si no has sido tú, inicia sesión y protege tu cuenta, o contacta con el soporte de {app}.',
  events: {
    link: 'Se ha vinculado un método de inicio de sesión ({method}) a tu cuenta.',
    unlink: 'Se ha quitado un método de inicio de sesión ({method}) de tu cuenta.',
    mfa_enrolled: 'Se ha activado la verificación en dos pasos ({method}) en tu cuenta.',
    mfa_removed: 'Se ha quitado la verificación en dos pasos ({method}) de tu cuenta.',
    recovery_password_set: 'Se ha establecido o cambiado la contraseña de recuperación de tu billetera.',
    wallet_exported: 'Se ha exportado la clave privada de tu billetera.',
    wallet_recovered: 'Tu billetera se ha recuperado en un dispositivo nuevo.',
    logout_everywhere: 'Se han cerrado todas las sesiones de tu cuenta.',
  },
  labels: {
    email: 'correo electrónico',
    phone: 'número de teléfono',
    sms: 'SMS',
    totp: 'aplicación de autenticación',
    passkey: 'llave de acceso',
    wallet: 'billetera',
    custom_auth: 'inicio de sesión personalizado',
  },
}

const fr: DeliveryTexts = {
  subject: {
    login_code: 'Votre code de connexion {app}',
    step_up_code: 'Votre code de vérification {app}',
    mfa_code: 'Votre code de validation en deux étapes {app}',
  },
  lead: {
    login_code: 'Saisissez ce code pour vous connecter à {app} :',
    step_up_code: 'Saisissez ce code sur {app} pour confirmer votre identité :',
    mfa_code: 'Saisissez ce code sur {app} pour terminer la validation en deux étapes :',
  },
  sms: {
    login_code: '{code} est votre code de connexion {app}. Ne le partagez pas.',
    step_up_code: '{code} est votre code de vérification {app}. Ne le partagez pas.',
    mfa_code: '{code} est votre code de validation en deux étapes {app}. Ne le partagez pas.',
  },
  expires: 'Le code expire dans {minutes} minutes.',
  ignore: "Si vous n'avez pas demandé ce code, ignorez ce message. Ne le communiquez jamais à personne.",
  noticeSubject: 'Avis de sécurité de {app}',
  noticeWhen: 'Date : {when}. Adresse IP : {ip}.',
  noticeAdvice:
    "Si ce n'était pas vous, connectez-vous et sécurisez votre compte, ou contactez l'assistance de {app}.",
  events: {
    link: 'Une méthode de connexion ({method}) a été associée à votre compte.',
    unlink: 'Une méthode de connexion ({method}) a été retirée de votre compte.',
    mfa_enrolled: 'La validation en deux étapes ({method}) a été activée sur votre compte.',
    mfa_removed: 'La validation en deux étapes ({method}) a été retirée de votre compte.',
    recovery_password_set: 'Le mot de passe de récupération de votre portefeuille a été défini ou modifié.',
    wallet_exported: 'La clé privée de votre portefeuille a été exportée.',
    wallet_recovered: 'Votre portefeuille a été récupéré sur un nouvel appareil.',
    logout_everywhere: 'Toutes les sessions de votre compte ont été déconnectées.',
  },
  labels: {
    email: 'e-mail',
    phone: 'numéro de téléphone',
    sms: 'SMS',
    totp: "application d'authentification",
    passkey: "clé d'accès",
    wallet: 'portefeuille',
    custom_auth: 'connexion personnalisée',
  },
}

const ja: DeliveryTexts = {
  subject: {
    login_code: '{app} のログインコード',
    step_up_code: '{app} の確認コード',
    mfa_code: '{app} の2段階認証コード',
  },
  lead: {
    login_code: '{app} にログインするには、このコードを入力してください:',
    step_up_code: 'ご本人確認のため、{app} でこのコードを入力してください:',
    mfa_code: '2段階認証を完了するには、{app} でこのコードを入力してください:',
  },
  sms: {
    login_code: '{code} は {app} のログインコードです。誰にも教えないでください。',
    step_up_code: '{code} は {app} の確認コードです。誰にも教えないでください。',
    mfa_code: '{code} は {app} の2段階認証コードです。誰にも教えないでください。',
  },
  expires: 'このコードの有効期限は{minutes}分です。',
  ignore:
    'このコードをリクエストしていない場合は、このメッセージを無視してください。コードは誰にも教えないでください。',
  noticeSubject: '{app} からのセキュリティ通知',
  noticeWhen: '日時: {when}。IPアドレス: {ip}。',
  noticeAdvice:
    '心当たりがない場合は、ログインしてアカウントを保護するか、{app} のサポートにお問い合わせください。',
  events: {
    link: 'ログイン方法（{method}）がアカウントにリンクされました。',
    unlink: 'ログイン方法（{method}）がアカウントから削除されました。',
    mfa_enrolled: 'アカウントで2段階認証（{method}）が有効になりました。',
    mfa_removed: 'アカウントから2段階認証（{method}）が削除されました。',
    recovery_password_set: 'ウォレットの復元用パスワードが設定または変更されました。',
    wallet_exported: 'ウォレットの秘密鍵がエクスポートされました。',
    wallet_recovered: 'ウォレットが新しいデバイスで復元されました。',
    logout_everywhere: 'アカウントのすべてのセッションがログアウトされました。',
  },
  labels: {
    email: 'メール',
    phone: '電話番号',
    sms: 'SMS',
    totp: '認証アプリ',
    passkey: 'パスキー',
    wallet: 'ウォレット',
    custom_auth: 'カスタムログイン',
  },
}

const ko: DeliveryTexts = {
  subject: {
    login_code: '{app} 로그인 코드',
    step_up_code: '{app} 인증 코드',
    mfa_code: '{app} 2단계 인증 코드',
  },
  lead: {
    login_code: '{app}에 로그인하려면 이 코드를 입력하세요:',
    step_up_code: '본인 확인을 위해 {app}에서 이 코드를 입력하세요:',
    mfa_code: '2단계 인증을 완료하려면 {app}에서 이 코드를 입력하세요:',
  },
  sms: {
    login_code: '[{app}] 로그인 코드: {code}. 다른 사람과 공유하지 마세요.',
    step_up_code: '[{app}] 인증 코드: {code}. 다른 사람과 공유하지 마세요.',
    mfa_code: '[{app}] 2단계 인증 코드: {code}. 다른 사람과 공유하지 마세요.',
  },
  expires: '이 코드는 {minutes}분 후에 만료됩니다.',
  ignore: '이 코드를 요청하지 않았다면 이 메시지를 무시하세요. 코드는 절대 다른 사람과 공유하지 마세요.',
  noticeSubject: '{app} 보안 알림',
  noticeWhen: '일시: {when}. IP 주소: {ip}.',
  noticeAdvice: '본인이 한 일이 아니라면 로그인하여 계정을 보호하거나 {app} 고객 지원에 문의하세요.',
  events: {
    link: '로그인 방법({method})이 계정에 연결되었습니다.',
    unlink: '로그인 방법({method})이 계정에서 제거되었습니다.',
    mfa_enrolled: '계정에 2단계 인증({method})이 켜졌습니다.',
    mfa_removed: '계정에서 2단계 인증({method})이 제거되었습니다.',
    recovery_password_set: '지갑의 복구 비밀번호가 설정되거나 변경되었습니다.',
    wallet_exported: '지갑의 개인 키를 내보냈습니다.',
    wallet_recovered: '새 기기에서 지갑이 복구되었습니다.',
    logout_everywhere: '계정의 모든 세션이 로그아웃되었습니다.',
  },
  labels: {
    email: '이메일',
    phone: '전화번호',
    sms: 'SMS',
    totp: '인증 앱',
    passkey: '패스키',
    wallet: '지갑',
    custom_auth: '맞춤 로그인',
  },
}

const ptBR: DeliveryTexts = {
  subject: {
    login_code: 'Seu código de login do {app}',
    step_up_code: 'Seu código de verificação do {app}',
    mfa_code: 'Seu código de verificação em duas etapas do {app}',
  },
  lead: {
    login_code: 'Digite este código para entrar no {app}:',
    step_up_code: 'Digite este código no {app} para confirmar que é você:',
    mfa_code: 'Digite este código no {app} para concluir a verificação em duas etapas:',
  },
  sms: {
    login_code: '{code} é seu código de login do {app}. Não o compartilhe.',
    step_up_code: '{code} é seu código de verificação do {app}. Não o compartilhe.',
    mfa_code: '{code} é seu código de verificação em duas etapas do {app}. Não o compartilhe.',
  },
  expires: 'O código expira em {minutes} minutos.',
  ignore: 'Se você não pediu este código, ignore esta mensagem. Nunca o compartilhe com ninguém.',
  noticeSubject: 'Aviso de segurança do {app}',
  noticeWhen: 'Quando: {when}. Endereço IP: {ip}.',
  noticeAdvice: 'Se não foi você, entre e proteja sua conta, ou fale com o suporte do {app}.',
  events: {
    link: 'Um método de login ({method}) foi vinculado à sua conta.',
    unlink: 'Um método de login ({method}) foi removido da sua conta.',
    mfa_enrolled: 'A verificação em duas etapas ({method}) foi ativada na sua conta.',
    mfa_removed: 'A verificação em duas etapas ({method}) foi removida da sua conta.',
    recovery_password_set: 'A senha de recuperação da sua carteira foi definida ou alterada.',
    wallet_exported: 'A chave privada da sua carteira foi exportada.',
    wallet_recovered: 'Sua carteira foi recuperada em um novo dispositivo.',
    logout_everywhere: 'Todas as sessões da sua conta foram encerradas.',
  },
  labels: {
    email: 'e-mail',
    phone: 'número de telefone',
    sms: 'SMS',
    totp: 'app autenticador',
    passkey: 'chave de acesso',
    wallet: 'carteira',
    custom_auth: 'login personalizado',
  },
}

const zhCN: DeliveryTexts = {
  subject: {
    login_code: '您的 {app} 登录验证码',
    step_up_code: '您的 {app} 身份验证码',
    mfa_code: '您的 {app} 两步验证码',
  },
  lead: {
    login_code: '输入此验证码以登录 {app}：',
    step_up_code: '在 {app} 中输入此验证码，以确认是您本人：',
    mfa_code: '在 {app} 中输入此验证码，以完成两步验证：',
  },
  sms: {
    login_code: '【{app}】您的登录验证码是 {code}，请勿告诉他人。',
    step_up_code: '【{app}】您的身份验证码是 {code}，请勿告诉他人。',
    mfa_code: '【{app}】您的两步验证码是 {code}，请勿告诉他人。',
  },
  expires: '验证码将在 {minutes} 分钟后失效。',
  ignore: '如果您没有请求此验证码，请忽略此消息。切勿与任何人分享验证码。',
  noticeSubject: '来自 {app} 的安全通知',
  noticeWhen: '时间：{when}。IP 地址：{ip}。',
  noticeAdvice: '如果这不是您本人的操作，请登录并保护您的账户，或联系 {app} 的客服。',
  events: {
    link: '一种登录方式（{method}）已关联到您的账户。',
    unlink: '一种登录方式（{method}）已从您的账户中移除。',
    mfa_enrolled: '您的账户已开启两步验证（{method}）。',
    mfa_removed: '您的账户已移除两步验证（{method}）。',
    recovery_password_set: '您的钱包恢复密码已设置或更改。',
    wallet_exported: '您的钱包私钥已被导出。',
    wallet_recovered: '您的钱包已在新设备上恢复。',
    logout_everywhere: '您账户的所有会话均已退出登录。',
  },
  labels: {
    email: '邮箱',
    phone: '手机号',
    sms: '短信',
    totp: '身份验证器应用',
    passkey: '通行密钥',
    wallet: '钱包',
    custom_auth: '自定义登录',
  },
}

export const TEXTS: Record<DeliveryLocale, DeliveryTexts> = {
  en,
  ar,
  de,
  es,
  fr,
  ja,
  ko,
  'pt-BR': ptBR,
  'zh-CN': zhCN,
}
