/** The embedded wallet's EIP-1193 provider: texts in French (fr). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'embeddedProvider.unsupportedMethod': 'Méthode non prise en charge : {method}',
  'embeddedProvider.invalidParams': 'Paramètres non valides pour {method}',
  'embeddedProvider.noRpcUrl': 'Aucune URL RPC pour la chaîne {id}',
  'embeddedProvider.disconnected': 'Le portefeuille intégré est déconnecté : l’utilisateur s’est déconnecté',
  'embeddedProvider.chainUnreachable': 'Le nœud RPC de la chaîne {id} n’a pas répondu',
} satisfies Translation<typeof en>
