/**
 * The embedded provider's forwarded reads (not a test: it prints figures and asserts nothing), printed by
 * `npm run bench`. Against a hardhat node on a free 127.0.0.1 port, the same `eth_getBalance` asked
 *   (a) of viem directly (a public client over http, as a dapp would),
 *   (b) of the embedded provider (its dispatch, then the same kind of viem client: createChainClient),
 *   (c) of the announced EIP-6963 provider that follows it (one more hop),
 * interleaved round by round so the machine's noise hits all three alike; median and p95 of each, and the time
 * the provider adds (median of the per-round differences).
 * Bounded: a fixed number of rounds, every call has a timeout.
 */
import { createPublicClient, http } from 'viem'
import { hardhat } from 'viem/chains'
import { createChainClient } from '../../core/src/chains/client'
import { resolveConfig } from '../../core/src/config/resolve'
import { createAnnouncedProvider } from '../../core/src/embedded-wallet/announced'
import { type ChainRpcClient, createEmbeddedWalletProvider } from '../../core/src/embedded-wallet/provider'
import { DEV_ADDRESS_0 } from '../fixtures/chain/accounts'
import { startHardhatNode } from '../fixtures/chain/node'

const ROUNDS = Number(process.env.BENCH_PROVIDER_ROUNDS ?? 300)
const ms = (x: number) => `${x.toFixed(3)} ms`
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0
const timeout = <T>(p: Promise<T>, what: string) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: no answer in 10 s`)), 10_000),
    ),
  ])

console.log('::: embedded provider: forwarded reads')
const node = await startHardhatNode()
try {
  const { config } = resolveConfig({
    supportedChains: [hardhat],
    rpcConfig: { rpcUrls: { [hardhat.id]: node.rpcUrl } },
  })
  const direct = createPublicClient({ chain: hardhat, transport: http(node.rpcUrl, { retryCount: 0 }) })
  const provider = createEmbeddedWalletProvider({
    proxy: { rpc: () => Promise.reject(new Error('no signing in this bench')) },
    address: DEV_ADDRESS_0,
    getAccessToken: async () => 'unused',
    chains: [hardhat],
    client: (chain) =>
      createChainClient({ config, chainId: chain.id, retryCount: 0 }) as unknown as ChainRpcClient,
  })
  const announced = createAnnouncedProvider({
    connect: async () => provider,
    defaultChainId: () => hardhat.id,
  })
  announced.follow(provider)
  const ask = {
    viem: () => direct.getBalance({ address: DEV_ADDRESS_0 }),
    provider: () => provider.request({ method: 'eth_getBalance', params: [DEV_ADDRESS_0, 'latest'] }),
    announced: () => announced.request({ method: 'eth_getBalance', params: [DEV_ADDRESS_0, 'latest'] }),
  }
  // warm-up: the clients, the node's JIT
  for (let i = 0; i < 20; i++) for (const f of Object.values(ask)) await timeout(f(), 'warm-up')
  const times: Record<keyof typeof ask, number[]> = { viem: [], provider: [], announced: [] }
  const added: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const order = (Object.keys(ask) as Array<keyof typeof ask>).sort(() => (round % 2 ? 1 : -1))
    for (const name of order) {
      const t = performance.now()
      await timeout(ask[name](), name)
      times[name].push(performance.now() - t)
    }
    added.push((times.provider.at(-1) as number) - (times.viem.at(-1) as number))
  }
  const balance = BigInt((await ask.provider()) as string)
  if (balance !== (await ask.viem())) console.log('  (the provider and viem disagree on the balance!)')
  for (const [name, xs] of Object.entries(times)) {
    console.log(`  eth_getBalance via ${name.padEnd(9)} median ${ms(pct(xs, 0.5))}  p95 ${ms(pct(xs, 0.95))}`)
  }
  console.log(
    `  added by the embedded provider: median ${ms(pct(added, 0.5))} per read (n=${ROUNDS}, hardhat on 127.0.0.1)`,
  )
} finally {
  await node.stop()
}
