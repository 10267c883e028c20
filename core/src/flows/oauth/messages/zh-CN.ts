/** The OAuth flow: texts in Simplified Chinese (zh-CN). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'oauth.awaiting': '正在通过 {provider} 登录',
  'oauth.awaitingDetail': '请在 {provider} 窗口中完成登录以继续。',
  'oauth.failed': '认证失败',
  'oauth.linkedToAnotherUser': '此账号已关联到其他用户。',
  'oauth.invalidCredentials': '出了点问题。请重试。',
  'oauth.providerFailed': '无法使用 {provider} 登录。请重试。',
  'oauth.userDenied': '请前往 {provider} 完成账号连接。',
  'oauth.stateMismatch': 'OAuth 流程中的代码无效。',
  'oauth.retry': '重试',
} satisfies Translation<typeof en>
