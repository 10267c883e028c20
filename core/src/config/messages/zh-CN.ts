/** The config checks: texts in Simplified Chinese (zh-CN). */
import type { Translation } from '../../intl/translation'
import type en from './en'

export default {
  'config.invalidAppId': '无法使用无效的 Privy 应用 ID 初始化 Privy 提供方',
  'config.noLoginMethods': '至少需要启用一种登录方式',
  'config.emptySupportedChains': 'supportedChains 至少需要包含一条链',
  'config.defaultChainNotSupported': 'defaultChain 必须是 supportedChains 中的一条链',
  'config.supportedChainsWins':
    '同时提供了 supportedChains 和 additionalChains:将使用 supportedChains,忽略 additionalChains',
  'config.waitForConfirmationNeedsNoPrompt':
    '只有当 embeddedWallets.noPromptOnSignature 为 true 时,embeddedWallets.waitForTransactionConfirmation 才能为 false',
  'config.unknownWalletName': '不支持的钱包名称:{name}',
  'config.unsupportedCaptchaSiteKey': '不支持的人机验证站点密钥',
  'config.backgroundLuminance':
    '背景色 {color} 的亮度介于 0.2 和 0.8 之间:无论浅色还是深色模式,上面的文字都可能难以阅读',
  'config.invalidApiUrl': 'apiUrl 必须是绝对的 http(s) URL',
  'config.apiUrlWithPath': 'apiUrl 必须是不带路径的服务器源：{origin}',
  'config.logoNotShown':
    '{source} {logo} 未显示:请使用 https URL(http 仅限 localhost)、站点内的路径或 data:image URL',
  'config.loginMethodOffOnServer':
    'loginMethods.{method} 在配置中已开启,但在应用的服务器设置中已关闭:服务器会拒绝这些登录',
  'config.unsupportedChainId': '不支持的 chainId',
  'config.chainNotSupported':
    '不支持链 ID {id}。必须将其添加到 LatchProvider 的 config.supportedChains 属性中。',
  'config.unknownLocale': 'intl.locale {locale} 不是内置语言({locales}):文本将以英文显示',
} satisfies Translation<typeof en>
