/** The captcha: texts in French (fr). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'captcha.issueVerifying': 'Problème lors de la vérification que vous êtes un humain',
} satisfies Translation<typeof en>
