/** The external-wallet flow: texts in French (fr). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'wallet.connect': 'Connecter',
  'wallet.dontSeeWallet':
    'Vous ne voyez pas votre portefeuille ? Vérifiez vos autres fenêtres de navigateur.',
  'wallet.unableToConnect': 'Impossible de connecter le portefeuille',
  'wallet.useDifferentWallet': 'Utiliser un autre portefeuille',
  'wallet.loginFailed': 'Impossible de se connecter avec le portefeuille',
  'wallet.tryAgain': 'Réessayer',
  'wallet.cancel': 'Annuler',
} satisfies Translation<typeof en>
