/** The step-up flow: texts in German (de). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'stepUp.invalidType': "Ein Bestätigungscode geht an 'email' oder 'phone'",
} satisfies Translation<typeof en>
