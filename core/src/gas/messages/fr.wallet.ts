/** The gas and price estimates: texts in French (fr). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'gas.unsupportedChain': 'Chaîne non prise en charge',
  'gas.estimateFailed': 'Impossible d’estimer le gas de cette transaction sur la chaîne {id}',
  'gas.feesFailed': 'Impossible de lire les frais de gas actuels de la chaîne {id}',
  'gas.polygonStationFailed':
    'Impossible de lire les prix du gas depuis la Polygon gas station ({url}) : {reason}. Réessayez dans un instant.',
  'gas.polygonStationMalformed':
    'La Polygon gas station ({url}) a répondu sans niveaux safeLow, standard et fast valides',
  'gas.arbitrumBaseFeeMissing':
    'Impossible de lire les frais de base du dernier bloc Arbitrum sur la chaîne {id} : aucun plafond de frais ne peut être fixé',
  'gas.l1FeeFailed':
    'Impossible de lire les frais de données L1 depuis l’oracle de prix du gas de la chaîne {id}',
  'price.unavailable': 'Le prix de {symbol} n’est pas disponible pour le moment',
} satisfies Translation<typeof en>
