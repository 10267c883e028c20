/** The transaction preview: texts in French (fr). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'preview.title': 'Variations de solde',
  'preview.simulating': 'Simulation de la transaction…',
  'preview.noChanges': 'Aucune variation de solde',
  'preview.unavailable': 'Aperçu indisponible',
  'preview.unavailableBody': 'Cette transaction n’a pas pu être simulée. Vérifiez-la avant de l’envoyer.',
  'preview.reverted': 'Cette transaction échouerait : {reason}',
  'preview.noReason': 'le contrat n’a donné aucune raison',
  'preview.transfer': 'Envoyer {amount} {symbol} à {to}',
  'preview.transferFrom': 'Transférer {amount} {symbol} de {from} à {to}',
  'preview.approve': 'Autoriser {spender} à dépenser {amount} {symbol}',
  'preview.approveUnlimited': 'Autoriser {spender} à dépenser tous vos {symbol}',
  'preview.unlimitedWarning':
    'Autorisation illimitée : {spender} peut prendre tous vos {symbol}, maintenant et plus tard, jusqu’à ce que vous la révoquiez.',
} satisfies Translation<typeof en>
