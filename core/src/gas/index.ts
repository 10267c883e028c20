/**
 * Gas, fees, the native token's price and the send screen's view model. Not re-exported by the package entry
 * yet: the transaction flows import it (lazily).
 */

export { arbitrumFeesFromBaseFee, estimateArbitrumFees, isArbitrumChain } from './arbitrum'
export { type GasErrorCode, gasLookupError, gasUnsupportedChain } from './errors'
// ── Fees and gas ─────────────────────────────────────────────────────────────
export {
  estimateFees,
  estimateTransactionGas,
  type FeeEstimate,
  type FeeSource,
  type GasEstimate,
  type GasOptions,
  type GasRequest,
} from './estimate'
export { estimateOpStackL1Fee, type L1FeeRequest, paysL1DataFee } from './l1-fee'
export {
  type FetchPolygonGasTiersParameters,
  fetchPolygonGasTiers,
  GAS_TIER_NAMES,
  type GasTier,
  type GasTierName,
  type GasTiers,
  parsePolygonGasStation,
  polygonGasStationUrl,
  usesPolygonGasStation,
} from './polygon'

// ── Price and the send screen ────────────────────────────────────────────────
export { type FetchTokenPriceParameters, fetchTokenPrice } from './price'
export {
  type AmountView,
  type PrepareTransactionViewParameters,
  type PriceDisplay,
  prepareTransactionView,
  type TransactionUiOptions,
  type TransactionView,
} from './view'
