/** The modal chrome: texts in Spanish (es). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'generic.close': 'Cerrar',
  'generic.back': 'Atrás',
  'generic.cancel': 'Cancelar',
  'generic.continue': 'Continuar',
  'generic.loading': 'Cargando',
} satisfies Translation<typeof en>
