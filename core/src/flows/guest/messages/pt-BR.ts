/** The guest flow: texts in Portuguese (Brazil) (pt-BR). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'guest.continue': 'Continuar como convidado',
  'guest.disabled': 'Contas de convidado não estão ativadas para este app.',
} as const satisfies Translation<typeof en>
