/** The step-up flow: texts in Arabic (ar). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'stepUp.invalidType': "يُرسل رمز التحقق إلى 'email' أو 'phone'",
} satisfies Translation<typeof en>
