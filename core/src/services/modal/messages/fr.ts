/** The modal chrome: texts in French (fr). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'generic.close': 'Fermer',
  'generic.back': 'Retour',
  'generic.cancel': 'Annuler',
  'generic.continue': 'Continuer',
  'generic.loading': 'Chargement',
} satisfies Translation<typeof en>
