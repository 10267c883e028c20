/** The email and SMS code flow: texts in German (de). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'code.title': 'Bestätigungscode eingeben',
  'code.sentTo': 'Wir haben dir eine E-Mail an {recipient} geschickt. Gib den Code unten ein.',
  'code.sentToPhone': 'Wir haben dir eine SMS an {recipient} geschickt. Gib den Code unten ein.',
  'code.resend': 'Code erneut senden',
  'code.resent': 'Code gesendet',
  'code.numeric': 'Der Code darf nur Ziffern enthalten',
  'code.invalidOrExpired': 'Ungültiger oder abgelaufener Bestätigungscode',
  'code.issueVerifying': 'Problem beim Prüfen des Codes',
  'code.label': 'Ziffer {index} von {length} des Codes',
  'code.requestPending': 'Eine Anmeldung per {channel} läuft bereits',
  'code.noCodeSent': 'Es wurde kein Code per {channel} gesendet: Rufe zuerst den init-Befehl auf',
  'code.noChannelWaiting':
    'Es wurde kein Code gesendet: Rufe zuerst initLoginWithEmail oder initLoginWithSms auf',
  'email.issueSubmitting': 'Problem beim Senden der E-Mail-Adresse',
  'email.invalid': 'Bitte gib eine gültige E-Mail-Adresse ein',
  'sms.issueSubmitting': 'Problem beim Senden der Telefonnummer',
  'sms.invalid': 'Bitte gib eine gültige Telefonnummer ein',
  'sms.unavailable': 'SMS ist für diese Telefonnummer nicht verfügbar',
} satisfies Translation<typeof en>
