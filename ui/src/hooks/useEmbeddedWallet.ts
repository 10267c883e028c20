'use client'
import type { EmbeddedWallet, Latch } from '@latch/core'
import { useStore } from '@nanostores/react'
import { useLatchClient } from '../context'

/** What `useEmbeddedWallet` returns. */
export interface UseEmbeddedWalletReturnType {
  /** The user's embedded wallet (address, recovery method), or null while there is none. */
  wallet: EmbeddedWallet | null
  /** Creates the embedded wallet (the modal asks for a recovery password when the app requires one). */
  createWallet: Latch['createWallet']
  /** The wallet's EIP-1193 provider, for viem, ethers or wagmi. */
  getEmbeddedWalletProvider: Latch['getEmbeddedWalletProvider']
}

/** The signed-in user's embedded wallet and its commands. */
export function useEmbeddedWallet(): UseEmbeddedWalletReturnType {
  const latch = useLatchClient()
  return {
    wallet: useStore(latch.flows.embeddedWallet.$wallet),
    createWallet: latch.createWallet,
    getEmbeddedWalletProvider: latch.getEmbeddedWalletProvider,
  }
}
