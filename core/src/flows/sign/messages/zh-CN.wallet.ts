/** The signing flow: texts in Simplified Chinese (zh-CN). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'sign.title': '签名消息',
  'sign.description': '签名此消息不会产生任何费用。',
  'sign.button': '签名并继续',
  'sign.success': '成功',
  'sign.typedDataLabel': '结构化数据',
  'sign.messageLabel': '消息',
} satisfies Translation<typeof en>
