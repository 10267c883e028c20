/** The Telegram flow: texts in Arabic (ar). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'telegram.label': 'Telegram',
  'telegram.awaiting': 'في انتظار Telegram',
  'telegram.awaitingDetail': 'أكّد تسجيل الدخول في نافذة Telegram للمتابعة.',
  'telegram.cancelled': 'تم إغلاق تسجيل الدخول عبر Telegram.',
  'telegram.unavailable': 'تسجيل الدخول عبر Telegram غير متاح هنا.',
  'telegram.expired': 'انتهت صلاحية تسجيل الدخول عبر Telegram هذا. يُرجى المحاولة مرة أخرى.',
  'telegram.failed': 'تعذّر التحقق من تسجيل الدخول عبر Telegram. يُرجى المحاولة مرة أخرى.',
} satisfies Translation<typeof en>
