/** The gas and price estimates: texts in German (de). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'gas.unsupportedChain': 'Nicht unterstützte Chain',
  'gas.estimateFailed': 'Das Gas dieser Transaktion auf Chain {id} konnte nicht geschätzt werden',
  'gas.feesFailed': 'Die aktuellen Gasgebühren von Chain {id} konnten nicht gelesen werden',
  'gas.polygonStationFailed':
    'Die Gaspreise der Polygon Gas Station ({url}) konnten nicht gelesen werden: {reason}. Versuche es gleich noch einmal.',
  'gas.polygonStationMalformed':
    'Die Polygon Gas Station ({url}) hat ohne gültige Stufen safeLow, standard und fast geantwortet',
  'gas.arbitrumBaseFeeMissing':
    'Die Basisgebühr des letzten Arbitrum-Blocks auf Chain {id} konnte nicht gelesen werden, daher lässt sich keine Höchstgebühr festlegen',
  'gas.l1FeeFailed': 'Die L1-Datengebühr konnte nicht aus dem Gaspreis-Orakel von Chain {id} gelesen werden',
  'price.unavailable': 'Der Preis von {symbol} ist gerade nicht verfügbar',
} satisfies Translation<typeof en>
