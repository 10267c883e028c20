/** The formatting rules: texts in Brazilian Portuguese (pt-BR). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'format.invalidAmount': 'Não é possível formatar {value}: esperado um valor finito e não negativo',
} satisfies Translation<typeof en>
