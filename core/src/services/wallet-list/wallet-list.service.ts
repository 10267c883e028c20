/**
 * The wallets other flows put into `$wallets` (the embedded wallet, walletClientType 'privy'), beside the external
 * wallets the wallets flow connects. The wallets flow reads this list into `$wallets`; a flow that owns a wallet
 * puts it in and takes it out here, without knowing the wallets flow.
 */
import { atom, type ReadableAtom } from 'nanostores'
import type { ConnectedWallet } from '../../connectors/types'

/** The wallet list service of one client. */
export interface WalletListService {
  /** The wallets put in, in the order they came. */
  readonly $entries: ReadableAtom<ConnectedWallet[]>
  /** Puts a wallet in; replaces one with the same address. */
  upsert(entry: ConnectedWallet): void
  /** Takes the wallet with this address out. */
  remove(address: string): void
}

/** Creates an empty wallet list. */
export function createWalletListService(): WalletListService {
  const $entries = atom<ConnectedWallet[]>([])
  const other = (address: string) => (entry: ConnectedWallet) =>
    entry.address.toLowerCase() !== address.toLowerCase()
  return {
    $entries,
    upsert: (entry) => $entries.set([...$entries.get().filter(other(entry.address)), entry]),
    remove: (address) => $entries.set($entries.get().filter(other(address))),
  }
}
