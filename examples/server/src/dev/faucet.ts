/**
 * Dev mode only: POST /api/v1/dev/faucet { "address": "0x..." } -> { address, value_wei, hash }: 1 test ETH on the
 * local dev chain (the demo's hardhat node, `LATCH_DEV_CHAIN_RPC_URL`), sent from the dev chain's funded account and
 * mined before the answer. The demo's 'Get 1 test ETH' button and any host page of an app call it like any other
 * app call (`privy-app-id`, an allowed origin). The route does not exist outside dev mode; without a dev chain it
 * answers 503 `dev_chain_off`; a node that cannot be reached or refuses the transfer, 502 `dev_chain_failed`.
 */
import { Hono } from 'hono'
import { isAddress, parseEther } from 'viem'
import { limit } from '../auth'
import type { Deps, HonoEnv } from '../context'
import { badRequest, HttpError, readJson, str } from '../http'
import { createDevChainFunder } from './onramp-chain'

/** What one call sends, in ether. */
export const FAUCET_ETHER = '1'
/** Calls per IP: enough for a demo and its tests, not a way to drain the funder. */
const FAUCET_PER_IP = { max: 30, windowSeconds: 60 }

/** The faucet's route (mounted by `app.ts` under /api/v1 in dev mode only). */
export function devFaucetRoutes(deps: Deps): Hono<HonoEnv> {
  const r = new Hono<HonoEnv>()
  // only dev mode mounts this route, and only dev mode accepts a dev chain (config refuses it otherwise)
  const funder =
    deps.config.devMode && deps.config.devChain ? createDevChainFunder(deps.config.devChain) : null
  r.post('/dev/faucet', async (c) => {
    const address = str(await readJson(c), 'address', 64)
    if (!isAddress(address, { strict: false })) throw badRequest("'address' is not an EVM address")
    if (!funder) {
      throw new HttpError(503, 'dev_chain_off', 'No dev chain is configured (LATCH_DEV_CHAIN_RPC_URL)')
    }
    await limit(deps, `faucet-ip:${c.get('ip')}`, FAUCET_PER_IP)
    let hash: string
    try {
      hash = await funder.credit(address, FAUCET_ETHER)
    } catch (error) {
      deps.config.logger?.warn({ err: error }, 'dev faucet transfer failed')
      throw new HttpError(502, 'dev_chain_failed', 'The dev chain did not take the transfer')
    }
    return c.json({ address, value_wei: parseEther(FAUCET_ETHER).toString(), hash })
  })
  return r
}
