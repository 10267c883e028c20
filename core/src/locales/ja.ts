/** Japanese (ja): the login group. Keys and placeholders as in `../messages.ts`. */
import type { LoginCatalogue } from '../intl/catalogue'

const ja: LoginCatalogue = {
  'config.invalidAppId': '無効な Privy アプリ ID では Privy プロバイダーを初期化できません',
  'config.noLoginMethods': 'ログイン方法を少なくとも 1 つ有効にしてください',
  'config.emptySupportedChains': 'supportedChains には少なくとも 1 つのチェーンが必要です',
  'config.defaultChainNotSupported': 'defaultChain は supportedChains のいずれかである必要があります',
  'config.supportedChainsWins':
    'supportedChains と additionalChains の両方が指定されました。supportedChains を使用し、additionalChains は無視します',
  'config.waitForConfirmationNeedsNoPrompt':
    'embeddedWallets.waitForTransactionConfirmation を false にできるのは、embeddedWallets.noPromptOnSignature が true の場合のみです',
  'config.unknownWalletName': 'サポートされていないウォレット名です: {name}',
  'config.unsupportedCaptchaSiteKey': 'サポートされていない CAPTCHA サイトキーです',
  'config.backgroundLuminance':
    '背景色 {color} の輝度が 0.2 から 0.8 の間にあります。ライトモードとダークモードのどちらでも文字が読みにくくなる可能性があります',
  'config.invalidApiUrl': 'apiUrl は http(s) の絶対 URL である必要があります',
  'config.logoNotShown':
    '{source} {logo} は表示されません。https の URL(http は localhost のみ)、サイト内のパス、または data:image の URL を使用してください',
  'config.loginMethodOffOnServer':
    'loginMethods.{method} は設定で有効ですが、アプリのサーバー設定では無効です。サーバーはこれらのログインを拒否します',
  'config.unsupportedChainId': 'サポートされていない chainId です',
  'config.chainNotSupported':
    'チェーン ID {id} はサポートされていません。LatchProvider の config.supportedChains プロパティに追加する必要があります。',
  'config.unknownLocale':
    'intl.locale {locale} は同梱されている言語({locales})ではありません。テキストは英語で表示されます',
  'intl.loadFailed': '{locale} のテキストを読み込めなかったため、英語で表示しています: {reason}',

  'error.requestTimeout': 'リクエストがタイムアウトしました',
  'error.mustBeAuthenticated': 'ユーザーのログインが必要です',
  'error.captchaFailed': 'CAPTCHA に失敗しました',
  'error.oauthInvalidCode': 'OAuth フロー中に無効なコードを受け取りました。',
  'error.noApiInstance': '認証フローに API インスタンスがありません',
  'error.unableToConnectWallet': 'ウォレットに接続できません。',
  'error.malformedResponse': 'サーバーから想定外の形式のレスポンスが返されました',
  'error.network': 'ネットワークリクエストに失敗しました',
  'error.rateLimited': 'リクエストが多すぎます。しばらく待ってから、もう一度お試しください。',
  'error.somethingWentWrong': '問題が発生しました',
  'error.alreadyAuthenticated': 'ユーザーがすでにログインしている状態で login() が呼び出されました',
  'error.exitedAuthFlow': 'ログインが完了する前にユーザーが閉じました',
  'error.unknownScreen': '不明なモーダル画面です: {screen}',
  'error.originNotAllowed':
    'このオリジン({origin})はアプリ {appId} で許可されていません。アプリの許可済みオリジンに追加してください',
  'error.requestFailed': 'リクエストがステータス {status} で失敗しました',

  'landing.title': 'ログインまたは新規登録',
  'landing.legalPrefix': 'ログインすると、次に同意したことになります:',
  'landing.terms': '規約',
  'landing.termsOfService': '利用規約',
  'landing.privacyPolicy': 'プライバシーポリシー',
  'landing.and': 'および',
  'landing.protectedBy': 'セキュリティ提供:',
  'landing.protectedByName': 'Latch',
  'landing.moreOptions': 'その他の方法',
  'landing.moreWallets': 'その他のウォレット',
  'landing.emailPlaceholder': 'your@email.com',
  'landing.phonePlaceholder': '電話番号',
  'landing.submit': '送信',
  'landing.continueWith': '{provider} で続ける',
  'landing.continueWithWallet': 'ウォレットで続ける',
  'landing.back': '戻る',
  'landing.close': '閉じる',
  'landing.country': '国',
  'landing.emailLabel': 'メールアドレス',
  'landing.phoneLabel': '電話番号',
  'landing.continueWithEmail': 'メールアドレスで続ける',
  'landing.continueWithPhone': '電話番号で続ける',

  'wallet.connect': '接続',
  'wallet.dontSeeWallet': 'ウォレットが見つかりませんか?ブラウザの他のウィンドウを確認してください。',
  'wallet.unableToConnect': 'ウォレットを接続できません',
  'wallet.useDifferentWallet': '別のウォレットを使う',
  'wallet.loginFailed': 'ウォレットで接続できませんでした',
  'wallet.tryAgain': 'もう一度試す',
  'wallet.cancel': 'キャンセル',

  'code.title': '確認コードを入力',
  'code.sentTo': '{recipient} 宛てに送信したメールを確認し、下にコードを入力してください。',
  'code.sentToPhone': '{recipient} 宛てに送信した SMS を確認し、下にコードを入力してください。',
  'code.resend': 'コードを再送信',
  'code.resent': 'コードを送信しました',
  'code.numeric': 'コードは数字で入力してください',
  'stepUp.invalidType': "確認コードは 'email' または 'phone' に送信されます",
  'code.invalidOrExpired': '確認コードが無効か、有効期限が切れています',
  'code.issueVerifying': 'コードの確認中に問題が発生しました',
  'code.label': 'コードの {length} 桁中 {index} 桁目',
  'code.requestPending': '{channel} でのログインがすでに進行中です',
  'code.noCodeSent': '{channel} のコードは送信されていません。先に init コマンドを呼び出してください',
  'code.noChannelWaiting':
    'コードは送信されていません。先に initLoginWithEmail または initLoginWithSms を呼び出してください',

  'email.issueSubmitting': 'メールアドレスの送信中に問題が発生しました',
  'email.invalid': '有効なメールアドレスを入力してください',
  'sms.issueSubmitting': '電話番号の送信中に問題が発生しました',
  'sms.invalid': '有効な電話番号を入力してください',
  'captcha.issueVerifying': '人間であることの確認中に問題が発生しました',

  'oauth.awaiting': '{provider} でログインしています',
  'oauth.awaitingDetail': '続行するには、{provider} のウィンドウでログインを完了してください。',
  'oauth.failed': '認証に失敗しました',
  'oauth.linkedToAnotherUser': 'このアカウントはすでに別のユーザーに連携されています。',
  'oauth.invalidCredentials': '問題が発生しました。もう一度お試しください。',
  'oauth.userDenied': 'アカウントの接続を完了するには {provider} を確認してください。',
  'oauth.stateMismatch': 'OAuth フロー中に無効なコードを受け取りました。',
  'oauth.retry': '再試行',

  'allowlist.title': 'このアプリへのアクセス権がありません',
  'allowlist.detail': '招待を受けていますか?',
  'allowlist.cta': '別のアカウントを試す',

  'link.emailTitle': 'メールアドレスを連携',
  'link.phoneTitle': '電話番号を連携',
  'link.walletTitle': 'ウォレットを連携',
  'link.alreadyHasEmail': 'このユーザーのアカウントにはすでにメールアドレスが連携されています。',
  'link.alreadyHasPhone': 'このユーザーのアカウントにはすでに電話番号が連携されています。',
  'link.alreadyHasSocial': 'このユーザーのアカウントにはすでに {provider} アカウントが連携されています。',
  'link.alreadyHasWallet': 'このウォレットはすでにユーザーのアカウントに連携されています。',
  'link.linkedToAnotherUser': 'このアカウントはすでに別のユーザーに連携されています。',
  'link.cannotLinkEmbedded': '埋め込みウォレットは連携も連携解除もできません。',

  'generic.close': '閉じる',
  'generic.back': '戻る',
  'generic.cancel': 'キャンセル',
  'generic.continue': '続ける',
  'generic.loading': '読み込み中',
}

export default ja
