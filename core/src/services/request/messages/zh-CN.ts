/** The pending-request service: texts in Simplified Chinese (zh-CN). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'request.sessionEnded': '你已退出登录，因此请求已取消',
} satisfies Translation<typeof en>
