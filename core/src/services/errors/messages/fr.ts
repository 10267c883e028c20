/** The client errors: texts in French (fr). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'error.requestTimeout': 'La requête a expiré',
  'error.mustBeAuthenticated': 'L’utilisateur doit être connecté',
  'error.captchaFailed': 'Échec du captcha',
  'error.oauthInvalidCode': 'Code non valide pendant le parcours OAuth.',
  'error.noApiInstance': 'Le parcours d’authentification n’a pas d’instance d’API',
  'error.unableToConnectWallet': 'Impossible de se connecter au portefeuille.',
  'error.malformedResponse': 'Le serveur a envoyé une réponse d’un format inattendu',
  'error.network': 'La requête réseau a échoué',
  'error.rateLimited': 'Trop de requêtes. Patientez un instant, puis réessayez.',
  'error.somethingWentWrong': 'Une erreur s’est produite',
  'error.alreadyAuthenticated': 'login() a été appelé alors que l’utilisateur est déjà connecté',
  'error.exitedAuthFlow': 'L’utilisateur a fermé la connexion avant la fin',
  'error.unknownScreen': 'Écran de la fenêtre inconnu : {screen}',
  'error.originNotAllowed':
    'Cette origine ({origin}) n’est pas autorisée pour l’app {appId} : ajoutez-la aux origines autorisées de l’app',
  'error.requestFailed': 'La requête a échoué avec le statut {status}',
} satisfies Translation<typeof en>
