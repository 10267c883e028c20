/** The email and SMS code flow: texts in Simplified Chinese (zh-CN). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'code.title': '输入验证码',
  'code.sentTo': '我们已向 {recipient} 发送了一封邮件,请查收并在下方输入验证码。',
  'code.sentToPhone': '我们已向 {recipient} 发送了一条短信,请查收并在下方输入验证码。',
  'code.resend': '重新发送验证码',
  'code.resent': '验证码已发送',
  'code.numeric': '验证码只能包含数字',
  'code.invalidOrExpired': '验证码无效或已过期',
  'code.issueVerifying': '验证验证码时出现问题',
  'code.label': '验证码第 {index} 位(共 {length} 位)',
  'code.requestPending': '已有一个通过{channel}进行的登录正在处理中',
  'code.noCodeSent': '尚未通过{channel}发送验证码:请先调用 init 命令',
  'code.noChannelWaiting': '尚未发送验证码:请先调用 initLoginWithEmail 或 initLoginWithSms',
  'email.issueSubmitting': '提交电子邮箱时出现问题',
  'email.invalid': '请输入有效的电子邮箱地址',
  'sms.issueSubmitting': '提交手机号码时出现问题',
  'sms.invalid': '请输入有效的手机号码',
  'sms.unavailable': '此手机号码无法使用短信',
} satisfies Translation<typeof en>
