/** The external-wallet flow: texts in German (de). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'wallet.connect': 'Verbinden',
  'wallet.dontSeeWallet': 'Du siehst deine Wallet nicht? Prüfe deine anderen Browserfenster.',
  'wallet.unableToConnect': 'Wallet konnte nicht verbunden werden',
  'wallet.useDifferentWallet': 'Andere Wallet verwenden',
  'wallet.loginFailed': 'Verbindung mit der Wallet fehlgeschlagen',
  'wallet.tryAgain': 'Erneut versuchen',
  'wallet.cancel': 'Abbrechen',
} satisfies Translation<typeof en>
