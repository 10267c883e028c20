/**
 * Browser wallet discovery: EIP-6963 announcements (mipd's store, through `env.walletHost`), and the injected
 * `window.ethereum` as a fallback once the detection wait is over, unless it is one of the announced providers.
 * Starts when `$wallets` gets its first listener and stops with its last (SSR-safe: nothing runs at import).
 */
import { atom, onMount, type ReadableAtom } from 'nanostores'
import { EMBEDDED_WALLET_RDNS, INJECTED_PROVIDER_DETECTION_MS } from '../constants'
import type { AnnouncedProviderLike, LatchEnv } from '../env'
import { stripEmoji } from '../rules/wallet-list'
import { findKnownWallet, findKnownWalletByRdns, KNOWN_WALLETS, type KnownWallet } from './known-wallets'
import type { DiscoveredWallet, EIP1193ProviderLike } from './types'

/** Discovery's progress: 'detecting' until the injected-provider wait is over. */
export type DiscoveryStatus = 'idle' | 'detecting' | 'ready'

/** Discovered browser wallets, as stores. */
export interface WalletDiscovery {
  /** Discovered wallets, in discovery order, deduplicated. */
  $wallets: ReadableAtom<DiscoveredWallet[]>
  $status: ReadableAtom<DiscoveryStatus>
}

/** Dependencies of `createWalletDiscovery`. */
export interface WalletDiscoveryDeps {
  env: Pick<LatchEnv, 'walletHost' | 'clock' | 'logger'>
  /** @default KNOWN_WALLETS */
  knownWallets?: readonly KnownWallet[]
}

/** `window.ethereum` flags that name a wallet, most specific first (many wallets also set isMetaMask). */
const INJECTED_FLAGS: ReadonlyArray<[flag: string, walletId: string]> = [
  ['isRabby', 'rabby'],
  ['isBraveWallet', 'brave'],
  ['isCoinbaseWallet', 'coinbase_wallet'],
  ['isPhantom', 'phantom'],
  ['isRainbow', 'rainbow'],
  ['isZerion', 'zerion'],
  ['isTrust', 'trust'],
  ['isOkxWallet', 'okx_wallet'],
  ['isMetaMask', 'metamask'],
]

function isProvider(value: unknown): value is EIP1193ProviderLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  )
}

/** The known wallet an injected provider says it is, from its flags. */
export function identifyInjectedProvider(
  provider: unknown,
  knownWallets: readonly KnownWallet[] = KNOWN_WALLETS,
): KnownWallet | undefined {
  if (typeof provider !== 'object' || provider === null) return undefined
  const flags = provider as Record<string, unknown>
  for (const [flag, id] of INJECTED_FLAGS) if (flags[flag] === true) return findKnownWallet(id, knownWallets)
  return undefined
}

function fromAnnouncement(
  detail: AnnouncedProviderLike,
  known: readonly KnownWallet[],
): DiscoveredWallet | null {
  if (!isProvider(detail.provider) || typeof detail.info?.uuid !== 'string') return null
  // The user's own embedded wallet announces itself for wagmi-style hosts; it is not a wallet to log in with.
  if (detail.info.rdns === EMBEDDED_WALLET_RDNS) return null
  const wallet = findKnownWalletByRdns(detail.info.rdns, known)
  return {
    id: detail.info.uuid,
    name: stripEmoji(String(detail.info.name ?? '')) || wallet?.name || 'Browser wallet',
    icon: typeof detail.info.icon === 'string' ? detail.info.icon : undefined,
    rdns: detail.info.rdns,
    provider: detail.provider,
    source: 'eip6963',
    walletClientType: wallet?.id ?? 'unknown',
    connectorType: wallet?.id === 'coinbase_wallet' ? 'coinbase_wallet' : 'injected',
  }
}

/**
 * Merges announced wallets (first announcement of a uuid or of a provider object wins) and the injected fallback,
 * which is dropped when it is one of the announced providers or a wallet whose extension announced itself.
 */
export function mergeDiscoveredWallets(
  announced: readonly AnnouncedProviderLike[],
  injected: unknown,
  knownWallets: readonly KnownWallet[] = KNOWN_WALLETS,
): DiscoveredWallet[] {
  const out: DiscoveredWallet[] = []
  for (const detail of announced) {
    const wallet = fromAnnouncement(detail, knownWallets)
    if (!wallet) continue
    if (out.some((w) => w.id === wallet.id || w.provider === wallet.provider)) continue
    out.push(wallet)
  }
  if (isProvider(injected) && !out.some((w) => w.provider === injected)) {
    const known = identifyInjectedProvider(injected, knownWallets)
    const alreadyAnnounced = known !== undefined && out.some((w) => w.walletClientType === known.id)
    if (!alreadyAnnounced) {
      out.push({
        id: 'injected',
        name: known?.name ?? 'Browser wallet',
        icon: undefined,
        rdns: known?.rdns?.[0],
        provider: injected,
        source: 'injected',
        walletClientType: known?.id ?? 'unknown',
        connectorType: known?.id === 'coinbase_wallet' ? 'coinbase_wallet' : 'injected',
      })
    }
  }
  return out
}

/** Creates the discovery stores; listening starts with the first subscriber of `$wallets`. */
export function createWalletDiscovery({
  env,
  knownWallets = KNOWN_WALLETS,
}: WalletDiscoveryDeps): WalletDiscovery {
  const $wallets = atom<DiscoveredWallet[]>([])
  const $status = atom<DiscoveryStatus>('idle')

  onMount($wallets, () => {
    const host = env.walletHost
    if (!host) {
      $status.set('ready')
      return
    }
    let stopped = false
    let announced: readonly AnnouncedProviderLike[] = []
    let waited = false
    let unsubscribe: (() => void) | undefined
    let destroyStore: (() => void) | undefined
    const update = () => {
      const next = mergeDiscoveredWallets(
        announced,
        waited ? host.injectedProvider() : undefined,
        knownWallets,
      )
      const current = $wallets.get()
      const same =
        next.length === current.length &&
        next.every((w, i) => w.id === current[i]?.id && w.provider === current[i]?.provider)
      if (!same) $wallets.set(next)
    }
    $status.set('detecting')
    const timer = env.clock.setTimeout(() => {
      waited = true
      update()
      $status.set('ready')
    }, INJECTED_PROVIDER_DETECTION_MS)
    host
      .createProviderStore()
      .then((store) => {
        if (stopped) return store.destroy()
        destroyStore = () => store.destroy()
        unsubscribe = store.subscribe(
          (providers) => {
            announced = providers
            update()
          },
          { emitImmediately: true },
        )
      })
      .catch((error: unknown) => env.logger.warn('EIP-6963 wallet discovery could not start', error))
    return () => {
      stopped = true
      env.clock.clearTimeout(timer)
      unsubscribe?.()
      destroyStore?.()
      $wallets.set([])
      $status.set('idle')
    }
  })

  return { $wallets, $status }
}
