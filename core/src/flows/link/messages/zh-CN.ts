/** The link flow: texts in Simplified Chinese (zh-CN). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'link.alreadyHasEmail': '该用户的账号已关联电子邮箱。',
  'link.alreadyHasPhone': '该用户的账号已关联手机号码。',
  'link.alreadyHasSocial': '该用户的账号已关联 {provider} 账号。',
  'link.alreadyHasWallet': '该用户的账号已关联此钱包。',
  'link.linkedToAnotherUser': '此账号已关联到其他用户。',
  'link.cannotLinkEmbedded': '嵌入式钱包无法关联或取消关联。',
  'link.lastLoginMethod': '无法取消关联用户的最后一种登录方式。',
} satisfies Translation<typeof en>
