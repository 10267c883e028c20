/** The link flow: texts in Simplified Chinese (zh-CN). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'link.emailTitle': '关联你的电子邮箱',
  'link.phoneTitle': '关联你的手机号',
  'link.walletTitle': '关联你的钱包',
} satisfies Translation<typeof en>
