import { createLatch, type Latch } from '@latch/core'
import { latch as latchConnector } from '@latch/core/wagmi'
import { createConfig, http } from 'wagmi'
import { hardhat } from 'wagmi/chains'

/** The reference server's seeded demo app (examples/server); override with VITE_LATCH_APP_ID. */
export const DEMO_APP_ID = 'latchdemoapp0000000000001'
/** Where the Latch API lives. @default 'http://127.0.0.1:8787' (the reference server's dev port) */
export const apiUrl = import.meta.env.VITE_LATCH_API_URL || 'http://127.0.0.1:8787'
export const appId = import.meta.env.VITE_LATCH_APP_ID || DEMO_APP_ID
/** The local hardhat chain (`npm run demo` starts a node there). */
export const rpcUrl = import.meta.env.VITE_LATCH_LOCAL_RPC_URL || hardhat.rpcUrls.default.http[0]

/**
 * One Latch client and the wagmi config whose connector follows it. Both are made once per page by `createClients`
 * (called by main.tsx), and the same client goes to `<LatchProvider client>`: the modal the connector opens is the
 * provider's.
 */
export function createClients(): { latch: Latch; wagmi: ReturnType<typeof createWagmiConfig> } {
  const latch = createLatch({
    appId,
    apiUrl,
    config: {
      supportedChains: [hardhat],
      rpcConfig: { rpcUrls: { [hardhat.id]: rpcUrl } },
      // the account wagmi sees is made on the first login
      embeddedWallets: { createOnLogin: 'users-without-wallets' },
    },
  })
  return { latch, wagmi: createWagmiConfig(latch) }
}

function createWagmiConfig(latch: Latch) {
  return createConfig({
    chains: [hardhat],
    connectors: [latchConnector({ client: latch })],
    transports: { [hardhat.id]: http(rpcUrl) },
    // only Latch's connector: the modal lists the browser's wallets itself
    multiInjectedProviderDiscovery: false,
  })
}

declare module 'wagmi' {
  interface Register {
    config: ReturnType<typeof createWagmiConfig>
  }
}
