/** The modal chrome: texts in German (de). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'generic.close': 'Schließen',
  'generic.back': 'Zurück',
  'generic.cancel': 'Abbrechen',
  'generic.continue': 'Weiter',
  'generic.loading': 'Wird geladen',
} satisfies Translation<typeof en>
