/**
 * A hardhat node for one spec file, and the route that sends a page's calls to its local-chain RPC url there. The
 * example hosts are built with hardhat's default url for chain 31337, so the node can run on any free port.
 */
import { type Page, test } from '@playwright/test'
import { createPublicClient, http } from 'viem'
import { hardhat } from 'viem/chains'
import { type HardhatNode, startHardhatNode } from '../fixtures/chain/node'
import { DEV_CHAIN_URL } from './env'

/** The pages' RPC url of chain 31337 (hardhat's default; the e2e builds set no other). */
export const PAGE_RPC = 'http://127.0.0.1:8545'

/** Starts a node before this file's tests and stops it after (call at the top of a spec file). */
export function useLocalChain() {
  let node: HardhatNode | undefined
  test.beforeAll(async () => {
    node = await startHardhatNode()
  })
  test.afterAll(async () => {
    await node?.stop()
  })
  const rpcUrl = () => {
    if (!node) throw new Error('the local chain starts in beforeAll')
    return node.rpcUrl
  }
  return {
    rpcUrl,
    /** A viem client of the node, to read balances and receipts. */
    client: () => createPublicClient({ chain: hardhat, transport: http(rpcUrl()) }),
    /** Routes the page's local-chain RPC calls to the node. */
    route: (page: Page) =>
      page.route(`${PAGE_RPC}/**`, async (route) => {
        const response = await route.fetch({ url: rpcUrl() })
        await route.fulfill({ response })
      }),
  }
}

/**
 * The reference server's local chain for the whole run (started by the Playwright config on DEV_CHAIN_PORT): the
 * chain a completed stand-in card payment credits. Pages reach it through their local-chain RPC url.
 */
export function useDevChain() {
  return {
    rpcUrl: () => DEV_CHAIN_URL,
    client: () => createPublicClient({ chain: hardhat, transport: http(DEV_CHAIN_URL) }),
    route: (page: Page) =>
      page.route(`${PAGE_RPC}/**`, async (route) => {
        const response = await route.fetch({ url: DEV_CHAIN_URL })
        await route.fulfill({ response })
      }),
  }
}
