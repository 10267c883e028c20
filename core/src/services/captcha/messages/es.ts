/** The captcha: texts in Spanish (es). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'captcha.issueVerifying': 'Problema al verificar que eres una persona',
} satisfies Translation<typeof en>
