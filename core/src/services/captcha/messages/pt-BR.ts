/** The captcha: texts in Brazilian Portuguese (pt-BR). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'captcha.issueVerifying': 'Problema ao verificar que você é humano',
} satisfies Translation<typeof en>
