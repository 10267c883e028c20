'use client'
import type { ConnectedWallet, Latch } from '@latch/core'
import { useStore } from '@nanostores/react'
import { useLatchClient } from '../context'

/** What `useWallets` returns. */
export interface UseWalletsReturnType {
  /** Connected wallets (external and embedded): the active one first, then newest first. */
  wallets: ConnectedWallet[]
  /** Logs in with a wallet; without one, opens the wallet list. */
  loginWithWallet: Latch['loginWithWallet']
  /** Links a wallet to the signed-in user; without one, opens the wallet list. */
  linkWallet: Latch['linkWallet']
  /** Unlinks an external wallet from the signed-in user. */
  unlinkWallet: Latch['unlinkWallet']
  /** Connects a wallet without logging in; without one, opens the connect-only wallet list. */
  connectWallet: Latch['connectWallet']
}

/** The connected wallets and the wallet commands. */
export function useWallets(): UseWalletsReturnType {
  const latch = useLatchClient()
  const wallets = useStore(latch.$wallets)
  return {
    wallets,
    loginWithWallet: latch.loginWithWallet,
    linkWallet: latch.linkWallet,
    unlinkWallet: latch.unlinkWallet,
    connectWallet: latch.connectWallet,
  }
}
