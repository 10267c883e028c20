/** The allowlist rejection shared by the login flows: texts in Simplified Chinese (zh-CN). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'allowlist.title': '你没有访问此应用的权限',
  'allowlist.detail': '你收到邀请了吗?',
  'allowlist.cta': '尝试其他账号',
} satisfies Translation<typeof en>
