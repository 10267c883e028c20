/** Transaction previews: simulate before approving, the sender's balance changes, the decoded ERC-20 call. */

export { type PreviewTransactionParameters, previewTransaction } from './preview'
export {
  decodeRevertData,
  decodeTokenCall,
  isUnlimitedAllowance,
  readTokenInfo,
  type TokenCallData,
  UNLIMITED_ALLOWANCE,
} from './preview.decode'
export { type Simulation, type SimulationRequest, simulateTransaction } from './preview.simulate'
export type {
  BalanceChange,
  DecodedTokenCall,
  PreviewSource,
  PreviewState,
  PreviewWarning,
  TokenInfo,
  TransactionPreview,
} from './preview.types'
