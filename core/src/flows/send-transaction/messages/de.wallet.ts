/** The send-transaction flow: texts in German (de). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'transaction.prepareError':
    'Beim Vorbereiten deiner Transaktion ist ein Fehler aufgetreten. Bitte versuche es erneut.',
  'transaction.processError':
    'Beim Verarbeiten deiner Transaktion ist ein Fehler aufgetreten. Bitte wende dich an den Support.',
  'transaction.insufficientFunds': 'Das Guthaben der Wallet reicht für diese Transaktion nicht aus.',
  'transaction.submitting': 'Wird gesendet (kann einige Minuten dauern)...',
  'transaction.sendTitle': '{symbol} senden',
  'transaction.reviewTitle': 'Transaktion prüfen',
  'transaction.submit': 'Senden',
  'transaction.addFunds': 'Guthaben aufladen',
  'transaction.success': 'Erfolgreich',
  'transaction.invalidQuantity':
    'Ungültiges Transaktionsfeld {field}: erwartet wird eine nicht negative Zahl, ein bigint oder ein hexadezimaler String mit 0x-Präfix',
  'transaction.invalidChainId': 'Ungültige chainId der Transaktion: erwartet wird eine positive Ganzzahl',
  'transaction.invalidData':
    'Ungültige data der Transaktion: erwartet wird ein hexadezimaler String mit 0x-Präfix aus ganzen Bytes',
  'transaction.invalidAddress':
    'Ungültiges Transaktionsfeld {field}: erwartet wird eine hexadezimale Adresse mit 20 Bytes',
  'transaction.invalidRequest': 'Eine Transaktionsanfrage muss ein Objekt sein',
  'transaction.preparing': 'Deine Transaktion wird vorbereitet',
  'transaction.amountLabel': 'Betrag',
  'transaction.feeLabel': 'Geschätzte Gebühr',
  'transaction.totalLabel': 'Gesamt',
  'transaction.networkLabel': 'Netzwerk',
  'transaction.fromLabel': 'Von',
  'transaction.toLabel': 'An',
  'transaction.tryAgain': 'Erneut versuchen',
  'transaction.completeTitle': 'Transaktion abgeschlossen',
  'transaction.completeBody': 'Deine Transaktion wurde bestätigt.',
  'transaction.sentBody': 'Deine Transaktion wurde gesendet.',
  'transaction.revertedBody': 'Deine Transaktion wurde aufgenommen, aber rückgängig gemacht (Revert).',
  'transaction.hashLabel': 'Transaktions-Hash',
  'transaction.statusLabel': 'Status',
  'transaction.statusSuccess': 'Bestätigt',
  'transaction.statusReverted': 'Rückgängig gemacht',
  'transaction.gasUsedLabel': 'Verbrauchtes Gas',
  'transaction.feePaidLabel': 'Gezahlte Gebühr',
  'transaction.blockLabel': 'Block',
  'transaction.done': 'Fertig',
  'transaction.sentUnconfirmed':
    'Die Transaktion wurde gesendet; der Bildschirm wurde vor ihrer Bestätigung geschlossen',
  'transaction.notFromWallet': 'Die Transaktion stammt nicht von dieser Wallet',
} satisfies Translation<typeof en>
