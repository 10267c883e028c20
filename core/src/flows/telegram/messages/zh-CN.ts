/** The Telegram flow: texts in Simplified Chinese (zh-CN). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'telegram.label': 'Telegram',
  'telegram.awaiting': '正在等待 Telegram',
  'telegram.awaitingDetail': '请在 Telegram 窗口中确认登录以继续。',
  'telegram.cancelled': 'Telegram 登录已关闭。',
  'telegram.unavailable': '此处无法使用 Telegram 登录。',
  'telegram.expired': '此 Telegram 登录已过期，请重试。',
  'telegram.failed': '无法验证 Telegram 登录，请重试。',
} satisfies Translation<typeof en>
