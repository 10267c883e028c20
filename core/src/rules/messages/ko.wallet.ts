/** The formatting rules: texts in Korean (ko). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'format.invalidAmount': '{value}의 형식을 지정할 수 없습니다. 유한하고 음수가 아닌 금액이어야 합니다',
} satisfies Translation<typeof en>
