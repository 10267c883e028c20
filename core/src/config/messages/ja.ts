/** The config checks: texts in Japanese (ja). */
import type { Translation } from '../../intl/translation'
import type en from './en'

export default {
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
  'config.apiUrlWithPath': 'apiUrl はパスを含まないサーバーのオリジンである必要があります: {origin}',
  'config.logoNotShown':
    '{source} {logo} は表示されません。https の URL(http は localhost のみ)、サイト内のパス、または data:image の URL を使用してください',
  'config.loginMethodOffOnServer':
    'loginMethods.{method} は設定で有効ですが、アプリのサーバー設定では無効です。サーバーはこれらのログインを拒否します',
  'config.unsupportedChainId': 'サポートされていない chainId です',
  'config.chainNotSupported':
    'チェーン ID {id} はサポートされていません。LatchProvider の config.supportedChains プロパティに追加する必要があります。',
  'config.unknownLocale':
    'intl.locale {locale} は同梱されている言語({locales})ではありません。テキストは英語で表示されます',
} satisfies Translation<typeof en>
