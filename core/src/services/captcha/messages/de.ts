/** The captcha: texts in German (de). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'captcha.issueVerifying': 'Problem bei der Prüfung, ob du ein Mensch bist',
} satisfies Translation<typeof en>
