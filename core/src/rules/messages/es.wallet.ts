/** The formatting rules: texts in Spanish (es). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'format.invalidAmount': 'No se puede formatear {value}: se esperaba una cantidad finita y no negativa',
} satisfies Translation<typeof en>
