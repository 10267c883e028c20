/** The guest flow: texts in Japanese (ja). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'guest.continue': 'ゲストとして続ける',
  'guest.disabled': 'このアプリではゲストアカウントが有効になっていません。',
  'guest.failed': 'ゲストセッションを開始できませんでした。もう一度お試しください。',
} as const satisfies Translation<typeof en>
