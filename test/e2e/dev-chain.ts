/**
 * The e2e run's local chain, as `npm run demo` has one: a hardhat node on DEV_CHAIN_PORT that the reference server
 * (e2e/server.ts, `devChain`) credits when a stand-in card payment completes. Started by test/playwright.config.ts.
 */
import { startHardhatNode } from '../fixtures/chain/node'
import { DEV_CHAIN_PORT } from './env'

const node = await startHardhatNode({ port: DEV_CHAIN_PORT })
console.log(`[e2e-chain] hardhat node on ${node.rpcUrl} (ready in ${node.startMs} ms)`)
const stop = async () => {
  await node.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
