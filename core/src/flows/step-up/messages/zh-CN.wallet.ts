/** The step-up flow: texts in Simplified Chinese (zh-CN). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'stepUp.title': '确认是您本人',
  'stepUp.body': '为了您的安全，更改账户前请确认是您本人。',
  'stepUp.sendTo': '发送验证码到 {recipient}',
  'stepUp.sending': '正在发送验证码到 {recipient}',
  'stepUp.otherMethod': '使用其他方式',
  'stepUp.reloginBody': '为了您的安全，请重新登录以进行此更改。',
  'stepUp.logout': '退出登录',
  'stepUp.canceled': '确认已取消',
  'stepUp.timeout': '确认已超时，请重试',
  'stepUp.cannotRemove': '您的其他登录方式都不是在此方式之前添加的，因此无法批准将其移除。',
} satisfies Translation<typeof en>
