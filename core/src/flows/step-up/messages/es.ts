/** The step-up flow: texts in Spanish (es). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'stepUp.invalidType': "Un código de verificación va a 'email' o 'phone'",
} satisfies Translation<typeof en>
