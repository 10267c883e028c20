/** The allowlist rejection shared by the login flows: texts in Japanese (ja). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'allowlist.title': 'このアプリへのアクセス権がありません',
  'allowlist.detail': '招待を受けていますか?',
  'allowlist.cta': '別のアカウントを試す',
} satisfies Translation<typeof en>
