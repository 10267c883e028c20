/** The guest flow: texts in Japanese (ja). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'guest.continue': 'ゲストとして続ける',
  'guest.disabled': 'このアプリではゲストアカウントが有効になっていません。',
} as const satisfies Translation<typeof en>
