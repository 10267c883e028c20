/** The gas and price estimates: texts in English (the wallet group, loaded with the wallet code). Each translation beside it has exactly these keys. */
export default {
  'gas.unsupportedChain': 'Unsupported chain',
  'gas.estimateFailed': 'Could not estimate the gas of this transaction on chain {id}',
  'gas.feesFailed': 'Could not read the current gas fees of chain {id}',
  'gas.polygonStationFailed':
    'Could not read gas prices from the Polygon gas station ({url}): {reason}. Try again in a moment.',
  'gas.polygonStationMalformed':
    'The Polygon gas station ({url}) answered without valid safeLow, standard and fast tiers',
  'gas.arbitrumBaseFeeMissing':
    'Could not read the base fee of the latest Arbitrum block on chain {id}, so no max fee can be set',
  'gas.l1FeeFailed': 'Could not read the L1 data fee from the gas price oracle of chain {id}',
  'price.unavailable': 'The {symbol} price is not available right now',
} as const
