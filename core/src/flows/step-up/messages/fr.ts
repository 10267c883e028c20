/** The step-up flow: texts in French (fr). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'stepUp.invalidType': "Un code de vérification part vers 'email' ou 'phone'",
} satisfies Translation<typeof en>
