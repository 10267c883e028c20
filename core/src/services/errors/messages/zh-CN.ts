/** The client errors: texts in Simplified Chinese (zh-CN). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'error.requestTimeout': '请求超时',
  'error.mustBeAuthenticated': '用户必须先登录',
  'error.captchaFailed': '人机验证失败',
  'error.oauthInvalidCode': 'OAuth 流程中的代码无效。',
  'error.noApiInstance': '认证流程没有 API 实例',
  'error.unableToConnectWallet': '无法连接到钱包。',
  'error.malformedResponse': '服务器返回的响应格式不符合预期',
  'error.network': '网络请求失败',
  'error.rateLimited': '请求过于频繁。请稍候再试。',
  'error.somethingWentWrong': '出了点问题',
  'error.alreadyAuthenticated': '用户已登录时调用了 login()',
  'error.exitedAuthFlow': '用户在登录完成前关闭了窗口',
  'error.unknownScreen': '未知的弹窗页面:{screen}',
  'error.originNotAllowed': '应用 {appId} 不允许此来源({origin}):请将其添加到应用的允许来源中',
  'error.requestFailed': '请求失败,状态码 {status}',
} satisfies Translation<typeof en>
