/** The allowlist rejection shared by the login flows: texts in Brazilian Portuguese (pt-BR). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'allowlist.title': 'Você não tem acesso a este app',
  'allowlist.detail': 'Você recebeu um convite?',
  'allowlist.cta': 'Tentar outra conta',
} satisfies Translation<typeof en>
