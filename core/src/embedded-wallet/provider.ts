/**
 * The embedded wallet's EIP-1193 provider, over the frame proxy. Reads (accounts, chain) are answered here;
 * signing goes to the frame with a valid access token; `eth_populateTransactionRequest` fills a transaction from
 * the chain's RPC url. The provider can be announced by EIP-6963 so wagmi-style hosts discover it.
 */
import type { Chain } from 'viem'
import { EMBEDDED_WALLET_RDNS } from '../constants'
import type { KeyValueStorage } from '../env'
import { formatMessage, messages } from '../messages'
import { formatWalletMessage } from '../messages.wallet'
import { FRAME_RPC_METHODS, type FrameRpcMethod } from './protocol'
import type { EmbeddedWalletProxy } from './proxy'

/** An EIP-1193 error: `code` is the standard provider or JSON-RPC code, `data` may carry the frame's error type. */
export class EmbeddedProviderError extends Error {
  override name = 'EmbeddedProviderError' as const
  readonly code: number
  readonly data: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

/** EIP-1193 and JSON-RPC codes used by the provider. */
export const PROVIDER_ERROR_CODES = {
  unauthorized: 4100,
  unsupportedMethod: 4200,
  unrecognizedChain: 4902,
  internal: -32603,
} as const

/** An EIP-1193 request. */
export interface RequestArguments {
  method: string
  params?: readonly unknown[] | object
}

type Listener = (...args: unknown[]) => void

/** The methods the embedded wallet's provider answers. */
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
}

/** Storage key of the embedded wallet's chain, per address. */
export const embeddedChainKey = (address: string) => `latch:embedded-chain:${address.toLowerCase()}`

const hex = (n: number | bigint) => `0x${n.toString(16)}`

function parseChainId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value
  if (typeof value === 'string' && /^(0x[0-9a-fA-F]+|\d+)$/.test(value)) {
    const n = Number(value)
    return Number.isSafeInteger(n) && n > 0 ? n : null
  }
  return null
}

/** An EIP-1193 provider for the embedded wallet. */
export function createEmbeddedWalletProvider(options: EmbeddedWalletProviderOptions) {
  const { proxy, address, chains, storage } = options
  if (chains.length === 0) throw new Error(messages['config.unsupportedChainId'])
  const listeners = new Map<string, Set<Listener>>()
  const remembered = parseChainId(storage?.getItem(embeddedChainKey(address)))
  let chainId = chains.some((c) => c.id === remembered) ? (remembered as number) : (chains[0] as Chain).id

  const emit = (event: string, ...args: unknown[]) => {
    for (const fn of listeners.get(event) ?? []) fn(...args)
  }
  const badParams = (method: string) =>
    new EmbeddedProviderError(
      PROVIDER_ERROR_CODES.unsupportedMethod,
      formatWalletMessage(undefined, 'embeddedProvider.invalidParams', { method }),
    )

  async function token(): Promise<string> {
    const t = await options.getAccessToken()
    if (!t)
      throw new EmbeddedProviderError(
        PROVIDER_ERROR_CODES.unauthorized,
        messages['error.mustBeAuthenticated'],
      )
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
      throw new EmbeddedProviderError(PROVIDER_ERROR_CODES.internal, e.message ?? 'Internal error', {
        type: e.type ?? e.code,
      })
    }
  }

  function switchChain(params: unknown[]): null {
    const arg = params[0] as { chainId?: unknown } | undefined
    const id = parseChainId(arg?.chainId)
    if (id === null) throw badParams('wallet_switchEthereumChain')
    if (!chains.some((c) => c.id === id)) {
      throw new EmbeddedProviderError(
        PROVIDER_ERROR_CODES.unrecognizedChain,
        formatMessage(undefined, 'config.chainNotSupported', { id }),
      )
    }
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
    const id = request.chainId === undefined ? chainId : parseChainId(request.chainId)
    const chain = chains.find((c) => c.id === id)
    if (!chain) {
      throw new EmbeddedProviderError(
        PROVIDER_ERROR_CODES.unrecognizedChain,
        formatMessage(undefined, 'config.chainNotSupported', { id: String(request.chainId) }),
      )
    }
    const url = chain.rpcUrls.default.http[0]
    if (!url) {
      throw new EmbeddedProviderError(
        PROVIDER_ERROR_CODES.internal,
        formatWalletMessage(undefined, 'embeddedProvider.noRpcUrl', { id: chain.id }),
      )
    }
    const { createPublicClient, http } = await import('viem')
    const client = createPublicClient({ chain, transport: http(url) })
    const big = (v: unknown) => (v === undefined || v === null ? undefined : BigInt(v as string))
    let prepared: Record<string, unknown>
    try {
      prepared = (await client.prepareTransactionRequest({
        account: address,
        chain,
        to: request.to as `0x${string}` | undefined,
        data: request.data as `0x${string}` | undefined,
        value: big(request.value),
        gas: big(request.gas ?? request.gasLimit),
        nonce: request.nonce === undefined ? undefined : Number(request.nonce),
        // biome-ignore lint/suspicious/noExplicitAny: viem's union of fee fields is checked by viem itself
      } as any)) as Record<string, unknown>
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

  async function request({ method, params }: RequestArguments): Promise<unknown> {
    const list = Array.isArray(params) ? (params as unknown[]) : params === undefined ? [] : null
    if (list === null) throw badParams(method)
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
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
        throw new EmbeddedProviderError(
          PROVIDER_ERROR_CODES.unsupportedMethod,
          formatWalletMessage(undefined, 'embeddedProvider.unsupportedMethod', { method }),
        )
    }
  }

  return {
    /** Marks the provider for hosts that look for it. */
    isLatchEmbedded: true as const,
    request,
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      listeners.set(event, set)
      set.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    /** The current chain id (a number). */
    get chainId() {
      return chainId
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
 * Announces the provider by EIP-6963 (and again on each `eip6963:requestProvider`); returns the function that
 * stops answering requests. Without a `window` (server rendering) it does nothing.
 */
export async function announceEmbeddedWalletProvider(
  provider: EmbeddedWalletProvider,
  info: Partial<EmbeddedWalletProviderInfo> = {},
): Promise<() => void> {
  if (typeof (globalThis as { window?: unknown }).window === 'undefined') return () => {}
  const { announceProvider } = await import('mipd')
  return announceProvider({
    info: { uuid: globalThis.crypto.randomUUID(), ...EMBEDDED_WALLET_PROVIDER_INFO, ...info },
    // biome-ignore lint/suspicious/noExplicitAny: mipd's EIP1193Provider type is viem's; the shape matches at run time
    provider: provider as any,
  })
}
