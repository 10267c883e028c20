/** The Telegram flow: texts in German (de). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'telegram.label': 'Telegram',
  'telegram.awaiting': 'Warten auf Telegram',
  'telegram.awaitingDetail': 'Bestätigen Sie die Anmeldung im Telegram-Fenster, um fortzufahren.',
  'telegram.cancelled': 'Die Telegram-Anmeldung wurde geschlossen.',
  'telegram.unavailable': 'Die Anmeldung mit Telegram ist hier nicht verfügbar.',
  'telegram.expired': 'Diese Telegram-Anmeldung ist abgelaufen. Bitte versuchen Sie es erneut.',
  'telegram.failed': 'Die Telegram-Anmeldung konnte nicht geprüft werden. Bitte versuchen Sie es erneut.',
} satisfies Translation<typeof en>
