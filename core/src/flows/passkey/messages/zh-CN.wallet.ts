/** The passkey flow: texts in Simplified Chinese (zh-CN). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'passkey.manageTitle': '通行密钥',
  'passkey.manageDetail': '使用指纹、面容或屏幕锁定登录，无需验证码。',
  'passkey.empty': '你还没有通行密钥。',
  'passkey.add': '添加通行密钥',
  'passkey.rename': '重命名',
  'passkey.renameNamed': '重命名 {name}',
  'passkey.nameLabel': '通行密钥名称',
  'passkey.save': '保存',
  'passkey.remove': '移除',
  'passkey.removeNamed': '移除 {name}',
  'passkey.removeConfirm': '移除 {name}？之后将无法再用它登录。',
} satisfies Translation<typeof en>
