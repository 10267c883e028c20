/** The formatting rules: texts in Japanese (ja). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'format.invalidAmount': '{value} を表示形式に変換できません。有限で 0 以上の金額を指定してください',
} satisfies Translation<typeof en>
