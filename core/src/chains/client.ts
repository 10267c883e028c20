/**
 * A viem public client per chain, pointed at the chain's RPC url (see `rpcUrlFor`) with the wallet type's RPC
 * timeout. Requests go through the injected fetch, so tests mock the node with msw and a host can add headers.
 */
import { type Chain, type Client, createClient, http, type Transport } from 'viem'
import type { LatchEnv } from '../env'
import type { MessageKey } from '../messages'
import { type ChainsConfig, findSupportedChain, rpcTimeoutFor, rpcUrlFor } from './rpc'

/** Parameters of `createChainClient`. */
export interface CreateChainClientParameters {
  config: ChainsConfig
  chainId: number
  /** Whose RPC timeout applies (`rpcConfig.rpcTimeouts` key). @default 'privy' (the embedded wallet) */
  walletClientType?: string
  /** The fetch the transport uses. @default globalThis.fetch */
  fetch?: LatchEnv['fetch']
  /** Overrides the configured timeout (ms). */
  timeoutMs?: number
  /** Retries of a failed read (viem's backoff). Transactions are never sent through this client. @default 1 */
  retryCount?: number
  /** The host's message overrides, for the chain errors. */
  messages?: Partial<Record<MessageKey, string>>
}

/**
 * A client bound to one supported chain, with the timeout it uses. viem's bare client: its actions are imported one
 * by one (`getBalance(client, ...)` from 'viem/actions'), so a bundle keeps only those (a public client carries
 * every public action).
 */
export type ChainClient = Client<Transport, Chain> & { latchTimeoutMs: number }

/**
 * Creates a viem client for a supported chain with transport `http(url, { timeout })`. Throws
 * `LatchError('unsupported_chain')` or `LatchError('missing_rpc_url')` before any request.
 */
export function createChainClient(parameters: CreateChainClientParameters): ChainClient {
  const { config, chainId, messages } = parameters
  const chain = findSupportedChain(config, chainId, messages)
  const url = rpcUrlFor(config, chainId, messages)
  const timeout = parameters.timeoutMs ?? rpcTimeoutFor(config, parameters.walletClientType)
  const fetchFn = parameters.fetch
  const client = createClient({
    chain,
    transport: http(url, {
      timeout,
      retryCount: parameters.retryCount ?? 1,
      ...(fetchFn ? { fetchFn: (input, init) => fetchFn(input, init) } : {}),
    }),
  })
  return Object.assign(client, { latchTimeoutMs: timeout }) as ChainClient
}
