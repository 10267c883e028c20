/** The signing flow: texts in German (de). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'sign.title': 'Nachricht signieren',
  'sign.description': 'Das Signieren dieser Nachricht kostet dich keine Gebühren.',
  'sign.button': 'Signieren und fortfahren',
  'sign.success': 'Erfolgreich',
  'sign.typedDataLabel': 'Typisierte Daten',
  'sign.messageLabel': 'Nachricht',
} satisfies Translation<typeof en>
