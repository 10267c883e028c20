/** The funding flow: texts in French (fr). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'fiat.fundAccount': 'Approvisionner le compte',
  'fiat.promptBody': 'Achetez des cryptos par carte et recevez-les directement dans votre portefeuille.',
  'fiat.onRampDisabled': 'L’achat en monnaie fiduciaire doit être activé',
  'fiat.unsupportedProvider':
    'Fournisseur d’achat en monnaie fiduciaire non pris en charge : {provider} (seul moonpay est pris en charge)',
  'fiat.inProgress': 'En cours',
  'fiat.inProgressBody':
    'Terminez votre achat dans la fenêtre de paiement. Cette page se mettra à jour une fois l’achat validé.',
  'fiat.completedTitle': 'Votre compte est approvisionné !',
  'fiat.completedBody': 'Les actifs peuvent mettre quelques minutes à apparaître dans votre portefeuille.',
  'fiat.failedTitle': 'Une erreur s’est produite !',
  'fiat.failedBody':
    'Votre paiement n’a pas abouti. Réessayez, ou contactez le support si le problème persiste.',
  'fiat.failedDebitCardHint': 'Les cartes de débit fonctionnent souvent mieux que les cartes de crédit.',
  'fiat.serviceFailureTitle': 'Une erreur s’est produite !',
  'fiat.serviceFailureBody': 'Notre prestataire de paiement a rencontré une erreur. Réessayez plus tard.',
  'fiat.awaitingAuthorizationTitle': 'Paiement en cours de traitement',
  'fiat.awaitingAuthorizationBody':
    'Cela peut prendre quelques heures. Vous recevrez un e-mail une fois l’achat terminé.',
  'fiat.invalidAddress': 'L’adresse à approvisionner doit être une adresse hexadécimale de 20 octets',
  'fiat.noApiKey': 'L’URL d’achat signée n’a pas d’apiKey',
  'fiat.nothingToStart': 'Aucun approvisionnement n’attend d’être lancé',
  'fiat.walletLabel': 'Portefeuille approvisionné',
  'fiat.openWindow': 'Ouvrir la fenêtre de paiement',
  'fiat.backToTransaction': 'Revenir à la transaction',
} satisfies Translation<typeof en>
