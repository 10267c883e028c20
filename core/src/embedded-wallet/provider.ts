/**
 * The embedded wallet's EIP-1193 provider, over the frame proxy. Accounts and the chain id are answered here;
 * signing goes to the frame with a valid access token; read and node methods (`eth_getBalance`, `eth_call`,
 * `eth_estimateGas`, `eth_getTransactionReceipt`, ...) go to the current chain's RPC node through a viem public
 * client, so ethers' `BrowserProvider` and viem's `custom(provider)` work on it. `end()` (logout) disconnects it for
 * good: `eth_accounts` is `[]`, signing is refused with 4100. Every failure is an `EmbeddedProviderError` with an
 * EIP-1193 or JSON-RPC code.
 */
import type { Chain } from 'viem'
import { EMBEDDED_WALLET_RDNS, embeddedChainKey } from '../constants'
import type { Clock, KeyValueStorage } from '../env'
import { formatMessage, messages } from '../messages'
import { formatWalletMessage } from '../messages.wallet'
import { FRAME_RPC_METHODS, type FrameRpcMethod } from './protocol'
import { CODE_FOR, EmbeddedProviderError, PROVIDER_ERROR_CODES, toProviderError } from './provider-errors'
import { createProviderEvents } from './provider-events'
import type { EmbeddedWalletProxy } from './proxy'

export { EmbeddedProviderError, PROVIDER_ERROR_CODES, toProviderError }

/** An EIP-1193 request. */
export interface RequestArguments {
  method: string
  params?: readonly unknown[] | object
}

/** Methods answered by the provider itself or signed in the frame. */
export const EMBEDDED_PROVIDER_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_signTransaction',
  'eth_populateTransactionRequest',
  'wallet_switchEthereumChain',
] as const

/**
 * Read and node methods forwarded to the current chain's RPC node as they are (the node's answer and its error
 * code come back unchanged). Wallet methods not listed here or above are refused with 4200.
 */
export const FORWARDED_RPC_METHODS = [
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_listening',
  'net_version',
  'web3_clientVersion',
] as const

/**
 * What the provider needs of a chain's client: a viem client (its `request`; transactions are prepared with viem's
 * `prepareTransactionRequest` action on it).
 */
export interface ChainRpcClient {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

export interface EmbeddedWalletProviderOptions {
  proxy: Pick<EmbeddedWalletProxy, 'rpc'>
  /** The embedded wallet's address. */
  address: `0x${string}`
  /** A valid access token (refreshed if needed), or null when the user is not authenticated. */
  getAccessToken(): Promise<string | null>
  /** Chains the app supports; the first is the default. */
  chains: readonly Chain[]
  /** Remembers the chain per address; absent: the default chain at each start. */
  storage?: KeyValueStorage
  /**
   * The client of a chain for read and node methods: with the app's RPC url and timeout for that chain.
   * @default a viem public client over `http` to the chain's default RPC url
   */
  client?: (chain: Chain) => ChainRpcClient | Promise<ChainRpcClient>
  /** Schedules the `connect` event after creation (so listeners added right after can hear it). */
  clock?: Pick<Clock, 'setTimeout'>
  /**
   * Hears each request once it settles: its method, outcome, duration (`now`) and EIP-1193 error code (the flight
   * recorder, when `config.debug` is on). Never its params or result.
   */
  onRequest?: (request: { method: string; outcome: 'ok' | 'error'; ms: number; code?: string }) => void
  /** The clock `onRequest` durations are read on. @default Date.now */
  now?: () => number
}

const hex = (n: number | bigint) => `0x${n.toString(16)}`

function parseChainId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value
  if (typeof value === 'string' && /^(0x[0-9a-fA-F]+|\d+)$/.test(value)) {
    const n = Number(value)
    return Number.isSafeInteger(n) && n > 0 ? n : null
  }
  return null
}

/** Finds the JSON-RPC error a node answered with, in a viem error's cause chain. */
function nodeError(error: unknown): { code: number; message: string; data?: unknown } | null {
  let e = error as {
    code?: unknown
    name?: unknown
    details?: unknown
    data?: unknown
    cause?: unknown
  } | null
  for (let depth = 0; e && depth < 8; depth++) {
    if (e.name === 'RpcRequestError' && typeof e.code === 'number') {
      return {
        code: e.code,
        message: typeof e.details === 'string' ? e.details : 'RPC error',
        ...(e.data === undefined ? {} : { data: e.data }),
      }
    }
    e = e.cause as typeof e
  }
  return null
}

/** An EIP-1193 provider for the embedded wallet. */
export function createEmbeddedWalletProvider(options: EmbeddedWalletProviderOptions) {
  const { proxy, address, chains, storage } = options
  if (chains.length === 0) throw new Error(messages['config.unsupportedChainId'])
  const { emit, methods: listenerMethods } = createProviderEvents()
  const remembered = parseChainId(storage?.getItem(embeddedChainKey(address)))
  let chainId = chains.some((c) => c.id === remembered) ? (remembered as number) : (chains[0] as Chain).id
  let connected = true
  const clients = new Map<number, Promise<ChainRpcClient>>()

  const badParams = (method: string) =>
    new EmbeddedProviderError(
      PROVIDER_ERROR_CODES.unsupportedMethod,
      formatWalletMessage(undefined, 'embeddedProvider.invalidParams', { method }),
    )
  const unauthorized = () =>
    new EmbeddedProviderError(PROVIDER_ERROR_CODES.unauthorized, messages['error.mustBeAuthenticated'])
  const disconnected = () =>
    new EmbeddedProviderError(
      PROVIDER_ERROR_CODES.disconnected,
      formatWalletMessage(undefined, 'embeddedProvider.disconnected'),
    )

  async function token(): Promise<string> {
    if (!connected) throw unauthorized()
    const t = await options.getAccessToken()
    if (!t || !connected) throw unauthorized()
    return t
  }

  async function sign(method: FrameRpcMethod, params: unknown[]): Promise<string> {
    const accessToken = await token()
    try {
      const { result } = await proxy.rpc({ accessToken, address, request: { method, params } })
      return result
    } catch (error) {
      const e = error as { code?: string; type?: string; message?: string }
      if (e.type === 'invalid_request_arguments') throw badParams(method)
      if (typeof e.code === 'string' && e.code in CODE_FOR) throw toProviderError(error)
      throw new EmbeddedProviderError(PROVIDER_ERROR_CODES.internal, e.message ?? 'Internal error', {
        type: e.type ?? e.code,
      })
    }
  }

  function chainById(id: number | null): Chain {
    const chain = chains.find((c) => c.id === id)
    if (!chain) {
      throw new EmbeddedProviderError(
        PROVIDER_ERROR_CODES.unrecognizedChain,
        formatMessage(undefined, 'config.chainNotSupported', { id: String(id) }),
      )
    }
    return chain
  }

  /** The chain's client, made once per chain. */
  function clientFor(chain: Chain): Promise<ChainRpcClient> {
    let client = clients.get(chain.id)
    if (!client) {
      client = (async () => {
        if (options.client) return options.client(chain)
        const url = chain.rpcUrls.default.http[0]
        if (!url) {
          throw new EmbeddedProviderError(
            PROVIDER_ERROR_CODES.internal,
            formatWalletMessage(undefined, 'embeddedProvider.noRpcUrl', { id: chain.id }),
          )
        }
        const { createClient, http } = await import('../chains/viem-client')
        return createClient({ chain, transport: http(url, { retryCount: 0 }) }) as ChainRpcClient
      })()
      // a client that could not be made (a bad url) is made again next time
      client.catch(() => clients.delete(chain.id))
      clients.set(chain.id, client)
    }
    return client
  }

  /** A read or node method, to the current chain's node; the node's error code and data come back unchanged. */
  async function forward(method: string, params: unknown[]): Promise<unknown> {
    if (!connected) throw disconnected()
    const chain = chainById(chainId)
    const client = await clientFor(chain)
    try {
      return await client.request({ method, params })
    } catch (error) {
      const answered = nodeError(error)
      if (answered) throw new EmbeddedProviderError(answered.code, answered.message, answered.data)
      // No JSON-RPC answer: the node did not answer in time or could not be reached.
      throw new EmbeddedProviderError(
        PROVIDER_ERROR_CODES.chainDisconnected,
        formatWalletMessage(undefined, 'embeddedProvider.chainUnreachable', { id: chain.id }),
        { cause: (error as { shortMessage?: string }).shortMessage },
      )
    }
  }

  function switchChain(params: unknown[]): null {
    if (!connected) throw disconnected()
    const arg = params[0] as { chainId?: unknown } | undefined
    const id = parseChainId(arg?.chainId)
    if (id === null) throw badParams('wallet_switchEthereumChain')
    chainById(id)
    if (id !== chainId) {
      chainId = id
      storage?.setItem(embeddedChainKey(address), String(id))
      emit('chainChanged', hex(id))
    }
    return null
  }

  async function populate(params: unknown[]): Promise<Record<string, unknown>> {
    await token()
    const tx = params[0]
    if (typeof tx !== 'object' || tx === null) throw badParams('eth_populateTransactionRequest')
    const request = tx as Record<string, unknown>
    if (request.from !== undefined && String(request.from).toLowerCase() !== address.toLowerCase()) {
      throw badParams('eth_populateTransactionRequest')
    }
    const chain = chainById(request.chainId === undefined ? chainId : parseChainId(request.chainId))
    const client = await clientFor(chain)
    const big = (v: unknown) => (v === undefined || v === null ? undefined : BigInt(v as string))
    let prepared: Record<string, unknown>
    try {
      const { prepareTransactionRequest } = await import('../chains/viem-client')
      prepared = (await prepareTransactionRequest(
        client as never,
        {
          account: address,
          chain,
          to: request.to as `0x${string}` | undefined,
          data: request.data as `0x${string}` | undefined,
          value: big(request.value),
          gas: big(request.gas ?? request.gasLimit),
          nonce: request.nonce === undefined ? undefined : Number(request.nonce),
        } as never,
      )) as Record<string, unknown>
    } catch (error) {
      throw new EmbeddedProviderError(
        PROVIDER_ERROR_CODES.internal,
        (error as { shortMessage?: string }).shortMessage ?? 'Could not prepare the transaction',
      )
    }
    const out: Record<string, unknown> = { from: address, chainId: hex(chain.id) }
    for (const [k, v] of Object.entries(prepared)) {
      if (k === 'account' || k === 'chain' || k === 'from' || k === 'chainId' || v === undefined) continue
      out[k] = typeof v === 'bigint' || typeof v === 'number' ? hex(v) : v
    }
    return out
  }

  async function answer({ method, params }: RequestArguments): Promise<unknown> {
    if (typeof method !== 'string' || method === '') throw badParams(String(method))
    const list = Array.isArray(params) ? (params as unknown[]) : params === undefined ? [] : null
    if (list === null) throw badParams(method)
    switch (method) {
      case 'eth_accounts':
        return connected ? [address] : []
      case 'eth_requestAccounts':
        if (!connected) throw unauthorized()
        return [address]
      case 'eth_chainId':
        return hex(chainId)
      case 'wallet_switchEthereumChain':
        return switchChain(list)
      case 'eth_populateTransactionRequest':
        return populate(list)
      case 'eth_signTransaction': {
        const tx = list[0]
        if (typeof tx !== 'object' || tx === null) throw badParams(method)
        const withChain = {
          ...(tx as object),
          chainId: (tx as { chainId?: unknown }).chainId ?? hex(chainId),
        }
        return sign(method, [withChain])
      }
      default:
        if ((FRAME_RPC_METHODS as readonly string[]).includes(method))
          return sign(method as FrameRpcMethod, list)
        if ((FORWARDED_RPC_METHODS as readonly string[]).includes(method)) return forward(method, list)
        throw new EmbeddedProviderError(
          PROVIDER_ERROR_CODES.unsupportedMethod,
          formatWalletMessage(undefined, 'embeddedProvider.unsupportedMethod', { method }),
        )
    }
  }

  async function request(args: RequestArguments): Promise<unknown> {
    if (typeof args !== 'object' || args === null) throw badParams('request')
    const { onRequest } = options
    const now = options.now ?? Date.now
    const startedAt = onRequest ? now() : 0
    try {
      const result = await answer(args)
      onRequest?.({ method: String(args.method), outcome: 'ok', ms: now() - startedAt })
      return result
    } catch (error) {
      const thrown = toProviderError(error)
      onRequest?.({
        method: String(args.method),
        outcome: 'error',
        ms: now() - startedAt,
        code: String(thrown.code),
      })
      throw thrown
    }
  }
  // EIP-1193: 'connect' with the chain id once the provider can serve requests (after this turn, so a host that
  // adds its listener right after receiving the provider hears it).
  ;(options.clock?.setTimeout ?? ((fn: () => void) => setTimeout(fn, 0)))(() => {
    if (connected) emit('connect', { chainId: hex(chainId) })
  }, 0)

  return {
    /** Marks the provider for hosts that look for it. */
    isLatchEmbedded: true as const,
    request,
    ...listenerMethods,
    /** The wallet's address (answered by `eth_accounts` while connected). */
    address,
    /** The current chain id (a number). */
    get chainId() {
      return chainId
    },
    /** True until `end()`. */
    isConnected: () => connected,
    /**
     * Ends the provider for good (logout, a session ended elsewhere, another user signed in): `accountsChanged([])`
     * and `disconnect` (4900) are emitted once; then `eth_accounts` is `[]`, signing and `eth_requestAccounts` are
     * refused with 4100, and other requests with 4900.
     */
    end() {
      if (!connected) return
      connected = false
      emit('accountsChanged', [])
      emit('disconnect', disconnected())
    },
  }
}

/** The embedded wallet's provider. */
export type EmbeddedWalletProvider = ReturnType<typeof createEmbeddedWalletProvider>

/** EIP-6963 provider info of the embedded wallet. */
export interface EmbeddedWalletProviderInfo {
  uuid: string
  name: string
  /** A data URI (RFC 2397). */
  icon: `data:image/${string}`
  rdns: string
}

/** Default EIP-6963 info; `uuid` is made per announcement. */
export const EMBEDDED_WALLET_PROVIDER_INFO: Omit<EmbeddedWalletProviderInfo, 'uuid'> = {
  name: 'Latch Embedded Wallet',
  icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Crect width="32" height="32" rx="8" fill="%23676FFF"/%3E%3Cpath d="M10 8v16h12v-4h-8V8z" fill="white"/%3E%3C/svg%3E',
  rdns: EMBEDDED_WALLET_RDNS,
}

/**
 * Announces a provider by EIP-6963 (and again on each `eip6963:requestProvider`); returns the function that
 * stops answering requests. Without a `window` (server rendering) it does nothing.
 */
export async function announceEmbeddedWalletProvider(
  provider: { request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown> },
  info: Partial<EmbeddedWalletProviderInfo> = {},
): Promise<() => void> {
  if (typeof (globalThis as { window?: unknown }).window === 'undefined') return () => {}
  const { announceProvider } = await import('mipd')
  // the page may have gone while the module loaded (a test environment torn down, a server render finishing)
  if (typeof (globalThis as { window?: unknown }).window === 'undefined') return () => {}
  return announceProvider({
    info: { uuid: globalThis.crypto.randomUUID(), ...EMBEDDED_WALLET_PROVIDER_INFO, ...info },
    // biome-ignore lint/suspicious/noExplicitAny: mipd's EIP1193Provider type is viem's; the shape matches at run time
    provider: provider as any,
  })
}
