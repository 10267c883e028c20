/** The formatting rules: texts in German (de). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'format.invalidAmount':
    '{value} kann nicht formatiert werden: erwartet wird ein endlicher, nicht negativer Betrag',
} satisfies Translation<typeof en>
