/**
 * Which chains a client may use and where their RPC nodes are: a chain must be in `supportedChains`, and its RPC
 * url comes from `rpcConfig.rpcUrls` (the host's) or else the chain definition's default. Framework-free and
 * viem-free at runtime, so the eager bundle can use it.
 */
import type { Chain } from 'viem'
import type { ResolvedConfig } from '../config/types'
import { WALLET_RPC_TIMEOUT_MS } from '../constants'
import { LatchError } from '../errors'
import { formatMessage, type MessageKey } from '../messages'
import { formatWalletMessage } from '../messages.wallet'

/** The part of the resolved config the chain rules read. */
export type ChainsConfig = Pick<ResolvedConfig, 'supportedChains' | 'rpcConfig'>

type Catalogue = Partial<Record<MessageKey, string>> | undefined

/** The wallet type whose RPC timeout applies when none is named: the embedded wallet ('privy' on the wire). */
export const EMBEDDED_WALLET_CLIENT_TYPE = 'privy'

/**
 * The supported chain with this id. Throws `LatchError('unsupported_chain')` with message 'Unsupported chainId'
 * and details 'Chain ID {id} is not supported. It must be added to the config.supportedChains property of the
 * LatchProvider.' for any other id.
 */
export function findSupportedChain(config: ChainsConfig, chainId: number, catalogue?: Catalogue): Chain {
  const chain = config.supportedChains.find((c) => c.id === chainId)
  if (!chain) throw unsupportedChainError(chainId, catalogue)
  return chain
}

/** The error of a chain that is not in `supportedChains` (code 'unsupported_chain'). */
export function unsupportedChainError(chainId: number | string, catalogue?: Catalogue): LatchError {
  return new LatchError('unsupported_chain', formatMessage(catalogue, 'config.unsupportedChainId'), {
    details: formatMessage(catalogue, 'config.chainNotSupported', { id: String(chainId) }),
  })
}

/**
 * The RPC url of a supported chain: the host's `rpcConfig.rpcUrls[chainId]`, else the chain's default http url.
 * Throws `LatchError('unsupported_chain')` for a chain outside `supportedChains`, and
 * `LatchError('missing_rpc_url')` when neither gives a url.
 */
export function rpcUrlFor(config: ChainsConfig, chainId: number, catalogue?: Catalogue): string {
  const chain = findSupportedChain(config, chainId, catalogue)
  const url = config.rpcConfig.rpcUrls[chainId] ?? chain.rpcUrls.default?.http[0]
  if (typeof url !== 'string' || url.trim() === '') {
    throw new LatchError('missing_rpc_url', formatWalletMessage(catalogue, 'chain.noRpcUrl', { id: chainId }))
  }
  return url
}

/**
 * The RPC timeout for a wallet type: `rpcConfig.rpcTimeouts[walletClientType]`, else 120 000 ms.
 * @default walletClientType 'privy' (the embedded wallet)
 */
export function rpcTimeoutFor(config: ChainsConfig, walletClientType = EMBEDDED_WALLET_CLIENT_TYPE): number {
  const timeout = config.rpcConfig.rpcTimeouts[walletClientType]
  return typeof timeout === 'number' && Number.isFinite(timeout) && timeout > 0
    ? timeout
    : WALLET_RPC_TIMEOUT_MS
}
