/** The step-up flow: texts in Brazilian Portuguese (pt-BR). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'stepUp.invalidType': "Um código de verificação vai para 'email' ou 'phone'",
} satisfies Translation<typeof en>
