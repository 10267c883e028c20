/** The captcha: texts in Japanese (ja). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'captcha.issueVerifying': '人間であることの確認中に問題が発生しました',
} satisfies Translation<typeof en>
