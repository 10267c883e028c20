/** The send-transaction flow: texts in French (fr). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'transaction.prepareError':
    'Une erreur s’est produite lors de la préparation de votre transaction. Veuillez réessayer.',
  'transaction.processError':
    'Une erreur s’est produite lors du traitement de votre transaction. Veuillez contacter le support.',
  'transaction.insufficientFunds': 'Le portefeuille n’a pas assez de fonds pour cette transaction.',
  'transaction.submitting': 'Envoi en cours (cela peut prendre quelques minutes)...',
  'transaction.sendTitle': 'Envoyer des {symbol}',
  'transaction.reviewTitle': 'Vérifier la transaction',
  'transaction.submit': 'Envoyer',
  'transaction.addFunds': 'Ajouter des fonds',
  'transaction.success': 'Terminé',
  'transaction.invalidQuantity':
    'Champ {field} de la transaction non valide : un nombre positif ou nul, un bigint ou une chaîne hexadécimale préfixée par 0x est attendu',
  'transaction.invalidChainId': 'chainId de la transaction non valide : un entier positif est attendu',
  'transaction.invalidData':
    'data de la transaction non valide : une chaîne hexadécimale préfixée par 0x, d’octets entiers, est attendue',
  'transaction.invalidAddress':
    'Champ {field} de la transaction non valide : une adresse hexadécimale de 20 octets est attendue',
  'transaction.invalidRequest': 'Une demande de transaction doit être un objet',
  'transaction.preparing': 'Préparation de votre transaction',
  'transaction.amountLabel': 'Montant',
  'transaction.feeLabel': 'Frais estimés',
  'transaction.totalLabel': 'Total',
  'transaction.networkLabel': 'Réseau',
  'transaction.fromLabel': 'De',
  'transaction.toLabel': 'À',
  'transaction.tryAgain': 'Réessayer',
  'transaction.completeTitle': 'Transaction terminée',
  'transaction.completeBody': 'Votre transaction a été confirmée.',
  'transaction.sentBody': 'Votre transaction a été envoyée.',
  'transaction.revertedBody': 'Votre transaction a été incluse mais annulée (revert).',
  'transaction.hashLabel': 'Hash de la transaction',
  'transaction.statusLabel': 'Statut',
  'transaction.statusSuccess': 'Confirmée',
  'transaction.statusReverted': 'Annulée',
  'transaction.gasUsedLabel': 'Gas utilisé',
  'transaction.feePaidLabel': 'Frais payés',
  'transaction.blockLabel': 'Bloc',
  'transaction.done': 'OK',
  'transaction.sentUnconfirmed': 'La transaction a été envoyée ; l’écran a été fermé avant sa confirmation',
  'transaction.notFromWallet': 'La transaction ne provient pas de ce portefeuille',
} satisfies Translation<typeof en>
