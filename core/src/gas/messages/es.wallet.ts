/** The gas and price estimates: texts in Spanish (es). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'gas.unsupportedChain': 'Cadena no compatible',
  'gas.estimateFailed': 'No se pudo estimar el gas de esta transacción en la cadena {id}',
  'gas.feesFailed': 'No se pudieron leer las comisiones de gas actuales de la cadena {id}',
  'gas.polygonStationFailed':
    'No se pudieron leer los precios del gas de la Polygon gas station ({url}): {reason}. Inténtalo de nuevo en un momento.',
  'gas.polygonStationMalformed':
    'La Polygon gas station ({url}) respondió sin niveles safeLow, standard y fast válidos',
  'gas.arbitrumBaseFeeMissing':
    'No se pudo leer la comisión base del último bloque de Arbitrum en la cadena {id}, así que no se puede fijar una comisión máxima',
  'gas.l1FeeFailed':
    'No se pudo leer la comisión de datos de L1 del oráculo de precios del gas de la cadena {id}',
  'price.unavailable': 'El precio de {symbol} no está disponible en este momento',
} satisfies Translation<typeof en>
