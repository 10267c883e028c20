/** The step-up flow: texts in French (fr). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'stepUp.title': 'Confirmez qu’il s’agit bien de vous',
  'stepUp.body':
    'Pour votre sécurité, confirmez qu’il s’agit bien de vous avant cette modification de votre compte.',
  'stepUp.sendTo': 'Envoyer un code à {recipient}',
  'stepUp.sending': 'Envoi d’un code à {recipient}',
  'stepUp.otherMethod': 'Utiliser une autre méthode',
  'stepUp.reloginBody': 'Pour votre sécurité, reconnectez-vous pour effectuer cette modification.',
  'stepUp.logout': 'Se déconnecter',
  'stepUp.canceled': 'Confirmation annulée',
  'stepUp.timeout': 'Délai de confirmation dépassé : réessayez',
  'stepUp.cannotRemove':
    "Aucune de vos autres méthodes de connexion n'a été ajoutée avant celle-ci : aucune ne peut donc approuver sa suppression.",
} satisfies Translation<typeof en>
