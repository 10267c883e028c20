/**
 * Chains: the supported-chain and RPC url rules, the per-chain viem client, and the built-in chain catalogue
 * (loaded with `import()` only). Not re-exported by the package entry yet: the transaction flows import it.
 */

// ── Clients and errors ───────────────────────────────────────────────────────
export { type ChainClient, type CreateChainClientParameters, createChainClient } from './client'
export { isTimeoutError, type RpcErrorContext, toRpcError } from './errors'
// ── Built-in catalogue (lazy) ────────────────────────────────────────────────
export { loadBuiltInChain, loadBuiltInChains } from './load'
// ── Rules ────────────────────────────────────────────────────────────────────
export {
  type ChainsConfig,
  EMBEDDED_WALLET_CLIENT_TYPE,
  findSupportedChain,
  rpcTimeoutFor,
  rpcUrlFor,
  unsupportedChainError,
} from './rpc'
