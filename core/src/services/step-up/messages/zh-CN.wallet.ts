/** What a step-up or MFA verification approves: texts in Simplified Chinese (zh-CN). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'grant.enterCode': '请输入验证码以{action}',
  'grant.usePasskey': '请使用您的通行密钥以{action}',
  'grant.confirm': '请确认是您本人以{action}',
  'grant.linkEmail': '添加 {email}',
  'grant.linkPhone': '添加 {phone}',
  'grant.linkWallet': '添加钱包 {address}',
  'grant.linkPasskey': '添加通行密钥',
  'grant.linkOauth': '添加您的 {provider} 账户',
  'grant.linkAccount': '添加登录方式',
  'grant.unlinkEmail': '移除您的邮箱 {email}',
  'grant.unlinkPhone': '移除您的手机号 {phone}',
  'grant.unlinkWallet': '移除您的钱包 {address}',
  'grant.unlinkPasskey': '移除通行密钥',
  'grant.unlinkOauth': '移除您的 {provider} 账户',
  'grant.unlinkAccount': '移除登录方式',
  'grant.mfaEnroll': '开启两步验证',
  'grant.mfaRemove': '关闭两步验证',
  'grant.passkeyRename': '重命名通行密钥',
  'grant.recoveryPassword': '设置钱包的恢复密码',
  'grant.walletExport': '导出您的钱包',
  'grant.walletSign': '批准此签名',
  'grant.deviceRegister': '将此设备添加到您的钱包',
  'grant.deviceRevoke': '从您的钱包中移除设备',
  'grant.other': '批准此更改',
} satisfies Translation<typeof en>
