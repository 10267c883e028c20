/** The Telegram flow: texts in Japanese (ja). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'telegram.label': 'Telegram',
  'telegram.awaiting': 'Telegram を待っています',
  'telegram.awaitingDetail': '続行するには Telegram のウィンドウでログインを確認してください。',
  'telegram.cancelled': 'Telegram のログインが閉じられました。',
  'telegram.unavailable': 'ここでは Telegram でログインできません。',
  'telegram.expired': 'この Telegram ログインは期限切れです。もう一度お試しください。',
  'telegram.failed': 'Telegram のログインを確認できませんでした。もう一度お試しください。',
} satisfies Translation<typeof en>
