import type { LatchConfig } from '@latch/core'
import { DEFAULT_API_URL, DEFAULT_LOCAL_RPC_URL, demoChains } from './latch-options'

/** The reference server's seeded demo app (examples/server); override with VITE_LATCH_APP_ID. */
export const DEMO_APP_ID = 'latchdemoapp0000000000001'

/** Where the Latch API lives. @default 'http://127.0.0.1:8787' (the reference server's dev port) */
export const apiUrl = import.meta.env.VITE_LATCH_API_URL || DEFAULT_API_URL
export const appId = import.meta.env.VITE_LATCH_APP_ID || DEMO_APP_ID

/** The app's own backend (examples/host-backend), which verifies Latch tokens; '' hides its panel. */
export const backendUrl: string = import.meta.env.VITE_LATCH_BACKEND_URL || ''

/** The local hardhat chain's RPC url (`npm run demo` starts a node there). @default 'http://127.0.0.1:8545' */
export const localRpcUrl: string = import.meta.env.VITE_LATCH_LOCAL_RPC_URL || DEFAULT_LOCAL_RPC_URL

/**
 * The chains of the demo: Ethereum, plus the local hardhat chain (31337) that the transactions demo sends test ETH
 * on. `?noPrompt=1` turns on `noPromptOnSignature` (the wallet signs without the sign and send screens).
 */
export function withChains(config: LatchConfig): LatchConfig {
  const noPrompt = new URLSearchParams(globalThis.location?.search ?? '').get('noPrompt') === '1'
  const chains = demoChains(localRpcUrl)
  return {
    ...config,
    ...chains,
    rpcConfig: {
      ...config.rpcConfig,
      rpcUrls: { ...config.rpcConfig?.rpcUrls, ...chains.rpcConfig?.rpcUrls },
    },
    ...(noPrompt ? { embeddedWallets: { ...config.embeddedWallets, noPromptOnSignature: true } } : {}),
  }
}
