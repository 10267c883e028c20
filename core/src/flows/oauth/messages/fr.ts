/** The OAuth flow: texts in French (fr). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'oauth.awaiting': 'Connexion avec {provider}',
  'oauth.awaitingDetail': 'Terminez la connexion dans la fenêtre {provider} pour continuer.',
  'oauth.failed': 'Échec de l’authentification',
  'oauth.linkedToAnotherUser': 'Ce compte est déjà associé à un autre utilisateur.',
  'oauth.invalidCredentials': 'Une erreur s’est produite. Réessayez.',
  'oauth.providerFailed': 'Impossible de se connecter avec {provider}. Réessayez.',
  'oauth.userDenied': 'Vérifiez {provider} pour terminer la connexion de votre compte.',
  'oauth.stateMismatch': 'Code non valide pendant le parcours OAuth.',
  'oauth.retry': 'Réessayer',
} satisfies Translation<typeof en>
