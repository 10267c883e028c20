/**
 * The demo's Latch options that the page and its Content Security Policy share (no `import.meta.env` here, so
 * vite.config.ts can import it too): the chains with the local hardhat node, and the dev stand-in of the card
 * on-ramp on the reference server.
 */
import type { LatchConfig } from '@latch/core'
import { hardhat, mainnet } from 'viem/chains'

/** The reference server's dev address. */
export const DEFAULT_API_URL = 'http://127.0.0.1:8787'
/** The local hardhat node's RPC url (`npm run demo` starts a node there). */
export const DEFAULT_LOCAL_RPC_URL: string = hardhat.rpcUrls.default.http[0]

/** Ethereum plus the local hardhat chain (31337), whose RPC url is `localRpcUrl`. */
export function demoChains(localRpcUrl: string): Pick<LatchConfig, 'supportedChains' | 'rpcConfig'> {
  return { supportedChains: [mainnet, hardhat], rpcConfig: { rpcUrls: { [hardhat.id]: localRpcUrl } } }
}

/** Card funding polls the reference server's stand-in of the provider (dev mode). */
export function demoFiatOnRamp(apiUrl: string): NonNullable<LatchConfig['fiatOnRamp']> {
  return { apiUrl: `${apiUrl}/dev/moonpay`, useSandbox: true }
}
