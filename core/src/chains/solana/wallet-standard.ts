/**
 * Solana wallets in the page, through the Wallet Standard (`@wallet-standard/app`'s `getWallets`): Phantom,
 * Backpack, Solflare and any wallet that registers itself, whenever it registers. A wallet is listed when it has a
 * Solana chain and can sign in (`solana:signIn`, or `solana:signMessage` to sign the same message).
 */
import { SolanaSignIn, SolanaSignMessage } from '@solana/wallet-standard-features'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { atom, type ReadableAtom } from 'nanostores'

/** The Wallet Standard's connect feature (`standard:connect`), as much of it as Latch calls. */
interface ConnectFeature {
  'standard:connect': {
    connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }>
  }
}

/** True for a chain id of the Solana family ('solana:mainnet', 'solana:devnet', ...). */
const isSolanaChain = (chain: string) => chain.startsWith('solana:')

/** True when `wallet` has a Solana chain and signs in, with `solana:signIn` or `solana:signMessage`. */
export function isSolanaSignInWallet(wallet: Wallet): boolean {
  return (
    wallet.chains.some(isSolanaChain) &&
    (SolanaSignIn in wallet.features || SolanaSignMessage in wallet.features)
  )
}

/** The Solana wallets in the page, kept up to date as wallets register and unregister. */
export interface SolanaWallets {
  $wallets: ReadableAtom<readonly Wallet[]>
  /** Stops listening for wallets. */
  stop(): void
}

/** Starts listening for Solana wallets (browser only: the Wallet Standard registers through window events). */
export function createSolanaWallets(): SolanaWallets {
  const registry = getWallets()
  const $wallets = atom<readonly Wallet[]>([])
  const refresh = () => $wallets.set(registry.get().filter(isSolanaSignInWallet))
  refresh()
  const offRegister = registry.on('register', refresh)
  const offUnregister = registry.on('unregister', refresh)
  return {
    $wallets,
    stop() {
      offRegister()
      offUnregister()
    },
  }
}

/**
 * The wallet's Solana account: one it already shared, else the first Solana account it shares on
 * `standard:connect`; null when it shares none.
 */
export async function solanaAccountOf(wallet: Wallet): Promise<WalletAccount | null> {
  const shared = wallet.accounts.find((a) => a.chains.some(isSolanaChain))
  if (shared) return shared
  const connect = (wallet.features as Partial<ConnectFeature>)['standard:connect']
  if (!connect) return null
  const { accounts } = await connect.connect()
  return accounts.find((a) => a.chains.some(isSolanaChain)) ?? null
}
