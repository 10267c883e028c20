/**
 * The dev faucet (POST /api/v1/dev/faucet) on a real local chain: a `hardhat node` process and the reference server in
 * dev mode with `devChain` pointing at it. One call sends exactly 1 test ETH from the dev funder to the address and
 * answers once it is mined; a bad address is a coded 400; a dev-mode server without a dev chain answers 503
 * `dev_chain_off`; a server outside dev mode has no such route.
 */
import { createPublicClient, http, parseEther } from 'viem'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_FUNDER_INDEX } from '../../examples/server/src/dev/onramp-chain'
import { demoAppSeed, type RunningServer, startServer } from '../../examples/server/src/index'
import { DEV_MNEMONIC, type HardhatNode, startHardhatNode } from '../fixtures/chain'
import { APP_ID, RELAXED_LIMITS } from './helpers'

const FUNDER = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: DEFAULT_FUNDER_INDEX }).address

let node: HardhatNode
const servers: RunningServer[] = []
const chain = () => createPublicClient({ chain: hardhat, transport: http(node.rpcUrl) })

async function start(options: { devMode: boolean; devChain: { rpcUrl: string } | null }) {
  const s = await startServer({ apps: [demoAppSeed()], rateLimits: RELAXED_LIMITS, ...options })
  servers.push(s)
  return s
}

const faucet = (s: RunningServer, body: unknown) =>
  fetch(`${s.url}/api/v1/dev/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'privy-app-id': APP_ID },
    body: JSON.stringify(body),
  })

beforeAll(async () => {
  node = await startHardhatNode()
}, 60_000)

afterAll(async () => {
  for (const s of servers) await s.close()
  await node?.stop()
})

describe('POST /api/v1/dev/faucet', () => {
  it('sends 1 test ETH from the dev funder to the address, mined before the answer', async () => {
    const s = await start({ devMode: true, devChain: { rpcUrl: node.rpcUrl } })
    const to = privateKeyToAccount(generatePrivateKey()).address
    const res = await faucet(s, { address: to })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { address: string; value_wei: string; hash: `0x${string}` }
    expect(body).toMatchObject({ address: to, value_wei: parseEther('1').toString() })
    expect(await chain().getBalance({ address: to })).toBe(parseEther('1'))
    const tx = await chain().getTransaction({ hash: body.hash })
    expect(tx.from.toLowerCase()).toBe(FUNDER.toLowerCase())
    // a second call adds another one
    expect((await faucet(s, { address: to })).status).toBe(200)
    expect(await chain().getBalance({ address: to })).toBe(parseEther('2'))
  }, 60_000)

  it('refuses a missing or malformed address with a coded 400 and sends nothing', async () => {
    const s = await start({ devMode: true, devChain: { rpcUrl: node.rpcUrl } })
    for (const body of [{}, { address: 'not-an-address' }, { address: '0x1234' }]) {
      const res = await faucet(s, body)
      expect(res.status).toBe(400)
      expect(((await res.json()) as { code: string }).code).toBe('invalid_request')
    }
  })

  it('answers 503 dev_chain_off on a dev-mode server without a dev chain', async () => {
    const s = await start({ devMode: true, devChain: null })
    const res = await faucet(s, { address: privateKeyToAccount(generatePrivateKey()).address })
    expect(res.status).toBe(503)
    expect(((await res.json()) as { code: string }).code).toBe('dev_chain_off')
  })

  it('does not exist outside dev mode', async () => {
    const s = await start({ devMode: false, devChain: null })
    const res = await faucet(s, { address: privateKeyToAccount(generatePrivateKey()).address })
    expect(res.status).toBe(404)
  })
})
