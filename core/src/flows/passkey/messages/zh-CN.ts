/** The passkey flow: texts in Simplified Chinese (zh-CN). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'passkey.awaiting': '正在等待你的通行密钥',
  'passkey.awaitingDetail': '请在浏览器窗口中使用指纹、面容或屏幕锁定以继续。',
  'passkey.awaitingCreate': '正在创建通行密钥',
  'passkey.cancel': '取消',
  'passkey.retry': '重试',
  'passkey.noPasskey': '未使用通行密钥。如果此设备上没有此应用的通行密钥，请用其他方式登录，然后添加一个。',
  'passkey.notAllowed': '通行密钥请求已取消或未被允许。',
  'passkey.unsupported': '此浏览器不支持通行密钥。',
  'passkey.alreadyRegistered': '此通行密钥已在你的账户中。',
  'passkey.failed': '无法验证通行密钥。请重试。',
  'passkey.created': '创建于 {date}',
  'passkey.lastUsed': '上次使用于 {date}',
  'passkey.neverUsed': '尚未使用',
  'passkey.nameRequired': '请输入此通行密钥的名称。',
  'passkey.nameTooLong': '最多使用 {max} 个字符。',
  'passkey.nameInvalid': '此名称包含无法使用的字符。',
} satisfies Translation<typeof en>
