/** The pending-request service: texts in Simplified Chinese (zh-CN). */
import type { Translation } from '../../../intl/catalogue'
import type en from './en'

export default {
  'request.canceled': '请求已取消',
  'request.timedOut': '请求超时',
  'request.sessionEnded': '你已退出登录，因此请求已取消',
  'request.pending': '另一个请求正在等待回应',
} satisfies Translation<typeof en>
