/** The wallet flow's stores: the step, the connected wallets (external and those other flows put in), the list. */
import { atom, computed, type ReadableAtom, type WritableAtom } from 'nanostores'
import type { ConnectedWallet } from '../../connectors/types'
import type { WalletOption } from '../../rules/wallet-list'
import { walletView } from './wallets.rules'
import type { WalletConnectLoader, WalletEntry, WalletFlowState, WalletView } from './wallets.types'

/** The wallet flow's atoms; made per client. */
export interface WalletsStore {
  $state: WritableAtom<WalletFlowState>
  $view: ReadableAtom<WalletView>
  /** External wallets, as the connection store lists them (filled once the wallet code is loaded). */
  $external: WritableAtom<ConnectedWallet[]>
  /** Wallets other flows put in (the embedded wallet), as the context's wallet list holds them. */
  $entries: ReadableAtom<WalletEntry[]>
  /** The active wallet's address, lower case, else null. */
  $active: WritableAtom<string | null>
  /** Every connected wallet: the active one first, then newest first. */
  $wallets: ReadableAtom<ConnectedWallet[]>
  /** The wallet list rows (filled while someone listens, once the wallet code is loaded). */
  $options: WritableAtom<WalletOption[]>
  /** False until the rows were listed once (the wallet code loads first): an empty list meanwhile means nothing. */
  $optionsLoaded: WritableAtom<boolean>
  /** The host's loader of `@walletconnect/ethereum-provider` (an optional peer): null hides WalletConnect. */
  $walletConnect: WritableAtom<WalletConnectLoader | null>
}

/** Orders wallets newest first, the active one (by address) first of all. */
export function orderConnectedWallets(
  wallets: readonly ConnectedWallet[],
  active: string | null,
): ConnectedWallet[] {
  const sorted = [...wallets].sort((a, b) => b.connectedAt - a.connectedAt)
  const at = active ? sorted.findIndex((w) => w.address.toLowerCase() === active) : -1
  if (at > 0) sorted.unshift(...sorted.splice(at, 1))
  return sorted
}

/** Creates the wallet flow's stores over the wallets other flows put in (`ctx.walletList.$entries`). */
export function createWalletsStore($entries: ReadableAtom<WalletEntry[]>): WalletsStore {
  const $state = atom<WalletFlowState>({ step: 'idle' })
  const $external = atom<ConnectedWallet[]>([])
  const $active = atom<string | null>(null)
  return {
    $state,
    $view: computed($state, walletView),
    $external,
    $entries,
    $active,
    $wallets: computed([$external, $entries, $active], (external, entries, active) => {
      const taken = new Set(entries.map((e) => `${e.connectorType}:${e.address.toLowerCase()}`))
      const rest = external.filter((w) => !taken.has(`${w.connectorType}:${w.address.toLowerCase()}`))
      return orderConnectedWallets([...entries, ...rest], active)
    }),
    $options: atom<WalletOption[]>([]),
    $optionsLoaded: atom(false),
    $walletConnect: atom<WalletConnectLoader | null>(null),
  }
}
