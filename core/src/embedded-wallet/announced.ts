/**
 * The provider a client announces by EIP-6963: one object for the page's life that speaks for whoever is signed in.
 * Dapps and wagmi keep the first provider they discover for an rdns, so the announced object stays the same while
 * the wallet behind it follows the session: after a logout it answers `eth_accounts` with `[]` (and re-emits the
 * old provider's `accountsChanged([])` and `disconnect`); when another user's wallet is handed out it speaks for
 * that wallet only (`connect`, then `accountsChanged([address])`). The first user's provider itself is never
 * handed to the second user: it stays ended.
 */
import type { RequestArguments } from './provider'
import { EmbeddedProviderError, PROVIDER_ERROR_CODES, toProviderError } from './provider-errors'
import { createProviderEvents, type ProviderListener } from './provider-events'

/** The part of a user's provider the announced provider uses. */
export interface FollowedProvider {
  request(args: RequestArguments): Promise<unknown>
  on(event: string, listener: ProviderListener): unknown
  removeListener(event: string, listener: ProviderListener): unknown
  readonly address: string
  readonly chainId: number
}

export interface AnnouncedProviderOptions {
  /** Connects the signed-in user's wallet and returns its provider (it is then followed); rejects when none. */
  connect(): Promise<FollowedProvider>
  /** The chain id answered while no wallet is followed. */
  defaultChainId(): number
}

/** Methods that connect the signed-in user's wallet first when none is followed. */
const CONNECTING = new Set([
  'eth_requestAccounts',
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_signTransaction',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
])

const EVENTS = ['accountsChanged', 'chainChanged', 'connect', 'disconnect'] as const

/** Creates the announced provider; `follow(provider)` points it at a user's provider, `follow(null)` at nobody. */
export function createAnnouncedProvider(options: AnnouncedProviderOptions) {
  const { emit, methods: listenerMethods } = createProviderEvents()
  let followed: { provider: FollowedProvider; off(): void } | null = null

  function follow(provider: FollowedProvider | null): void {
    if (followed?.provider === provider) return
    followed?.off()
    followed = null
    if (!provider) return
    const relays = EVENTS.map((event) => {
      const relay: ProviderListener = (...args) => {
        if (followed?.provider === provider) emit(event, ...args)
      }
      provider.on(event, relay)
      return () => provider.removeListener(event, relay)
    })
    followed = {
      provider,
      off: () => {
        for (const off of relays) off()
      },
    }
    emit('connect', { chainId: `0x${provider.chainId.toString(16)}` })
    emit('accountsChanged', [provider.address])
  }

  async function request(args: RequestArguments): Promise<unknown> {
    try {
      const method = (args as { method?: unknown } | null)?.method
      let provider = followed?.provider ?? null
      if (!provider) {
        if (method === 'eth_accounts') return []
        if (method === 'eth_chainId') return `0x${options.defaultChainId().toString(16)}`
        if (typeof method !== 'string' || !CONNECTING.has(method)) {
          throw new EmbeddedProviderError(
            PROVIDER_ERROR_CODES.disconnected,
            'The embedded wallet is not connected: no user is signed in with a wallet',
          )
        }
        provider = await options.connect()
        follow(provider)
      }
      return await provider.request(args)
    } catch (error) {
      throw toProviderError(error)
    }
  }

  return {
    /** Marks the provider for hosts that look for it. */
    isLatchEmbedded: true as const,
    request,
    ...listenerMethods,
    follow,
    /** The provider followed now, or null. */
    get followed(): FollowedProvider | null {
      return followed?.provider ?? null
    },
  }
}

/** The announced provider. */
export type AnnouncedProvider = ReturnType<typeof createAnnouncedProvider>
