/** The modal chrome: texts in Brazilian Portuguese (pt-BR). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'generic.close': 'Fechar',
  'generic.back': 'Voltar',
  'generic.cancel': 'Cancelar',
  'generic.continue': 'Continuar',
  'generic.loading': 'Carregando',
} satisfies Translation<typeof en>
