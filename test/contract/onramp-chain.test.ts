/**
 * The dev stand-in of the card on-ramp delivering on a real local chain: a `hardhat node` process and the reference
 * server in dev mode with `devChain` pointing at it. A completed stand-in payment sends the bought ETH (the fiat
 * amount after fees at the stand-in's ETH price) to the wallet from dev account #19 and reports the hash as the
 * record's `cryptoTransactionId`; nothing is sent twice, nothing is sent for other outcomes or tokens, a wrong or
 * unreachable chain fails the payment with the reason, and a server outside dev mode refuses a dev chain.
 */
import { createPublicClient, getAddress, http, parseEther } from 'viem'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseOnRampStatusRecords } from '../../core/src/fiat/fiat.api'
import { DEV_TOKEN_PRICES, resolveConfig } from '../../examples/server/src/config'
import { DEFAULT_FUNDER_INDEX } from '../../examples/server/src/dev/onramp-chain'
import { demoAppSeed, type RunningServer, startServer } from '../../examples/server/src/index'
import { DEV_MNEMONIC, freePort, type HardhatNode, startHardhatNode } from '../fixtures/chain'
import { APP_ID, createClient, loginByEmail, RELAXED_LIMITS } from './helpers'

const FUNDER = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: DEFAULT_FUNDER_INDEX }).address
const SANDBOX_KEY = 'pk_test_chain'
const MOONPAY = { apiKey: 'pk_live_chain', sandboxApiKey: SANDBOX_KEY, secretKey: 'sk_live_chain' }
/** The stand-in's purchase: 50 USD less 3.99 + 0.5 + 0.42 of fees, at the dev ETH price, to 6 decimals. */
const BOUGHT_ETH = ((50 - 3.99 - 0.5 - 0.42) / (DEV_TOKEN_PRICES.ETH as number)).toFixed(6)

let node: HardhatNode
let server: RunningServer
const chain = () => createPublicClient({ chain: hardhat, transport: http(node.rpcUrl) })

/** Starts a dev-mode server with `devChain` (or none) and a user owning a fresh wallet; signs funding URLs for it. */
async function serverWithWallet(devChain: { rpcUrl: string; chainId?: number } | null, email: string) {
  const s = await startServer({
    devMode: true,
    apps: [demoAppSeed()],
    rateLimits: RELAXED_LIMITS,
    moonpay: MOONPAY,
    devChain,
  })
  const client = createClient(s)
  await loginByEmail(s, client, email)
  const token = (await client.getAccessToken()) as string
  // the user's external wallet, linked straight in storage (the signer funds only the caller's own wallets)
  const wallet = privateKeyToAccount(generatePrivateKey()).address
  await s.server.deps.storage.linkAccount(
    APP_ID,
    client.$user.get()?.id as string,
    { type: 'wallet', key: wallet.toLowerCase(), data: { address: wallet, wallet_client_type: 'metamask' } },
    0,
    false,
  )
  const signed = async (currencyCode?: string) => {
    const res = await fetch(`${s.url}/api/v1/plugins/moonpay_on_ramp/sign`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'privy-app-id': APP_ID,
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({
        address: wallet,
        useSandbox: true,
        config: currencyCode ? { currencyCode } : {},
      }),
    })
    expect(res.status).toBe(200)
    return (await res.json()) as { signedUrl: string; externalTransactionId: string }
  }
  const pick = async (signedUrl: string, outcome: string) => {
    const res = await fetch(`${s.url}/dev/moonpay/widget/pick`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: new URL(signedUrl).search, outcome }),
    })
    expect(res.status).toBe(200)
    return (await res.json()) as {
      status: string
      cryptoTransactionId: string | null
      failureReason: string | null
    }
  }
  const status = async (externalId: string) => {
    const res = await fetch(`${s.url}/dev/moonpay/v1/transactions/ext/${externalId}?apiKey=${SANDBOX_KEY}`)
    expect(res.status).toBe(200)
    return (await res.json()) as unknown[]
  }
  return { s, wallet, signed, pick, status }
}
type Funding = Awaited<ReturnType<typeof serverWithWallet>>

let funding: Funding

beforeAll(async () => {
  node = await startHardhatNode()
  funding = await serverWithWallet({ rpcUrl: node.rpcUrl }, 'chain-funding@example.com')
  server = funding.s
}, 90_000)
afterAll(async () => {
  await server?.close()
  await node?.stop()
})

const funderNonce = () => chain().getTransactionCount({ address: FUNDER })

describe('the stand-in delivers on the local chain (dev mode)', () => {
  it('a completed payment sends the bought ETH to the wallet from the funded dev account; the status reports the hash', async () => {
    const { signedUrl, externalTransactionId } = await funding.signed()
    expect(await chain().getBalance({ address: funding.wallet })).toBe(0n)
    const picked = await funding.pick(signedUrl, 'completed')
    expect(picked).toMatchObject({ status: 'completed', failureReason: null })
    const hash = picked.cryptoTransactionId as `0x${string}`
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await chain().getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(getAddress(receipt.from)).toBe(FUNDER)
    expect(getAddress(receipt.to as string)).toBe(funding.wallet)
    const tx = await chain().getTransaction({ hash })
    expect(tx.value).toBe(parseEther(BOUGHT_ETH))
    expect(await chain().getBalance({ address: funding.wallet })).toBe(parseEther('0.01503'))
    // what the client's status poll reads
    const record = parseOnRampStatusRecords(await funding.status(externalTransactionId))
    expect(record).toMatchObject({
      status: 'completed',
      currencyCode: 'eth',
      quoteCurrencyAmount: Number(BOUGHT_ETH),
      cryptoTransactionId: hash,
    })
  })

  it('a payment is delivered once: picking completed again, even twice at once, sends nothing more', async () => {
    const { signedUrl } = await funding.signed()
    const first = await funding.pick(signedUrl, 'completed')
    const nonce = await funderNonce()
    const balance = await chain().getBalance({ address: funding.wallet })
    const again = await Promise.all([funding.pick(signedUrl, 'completed'), funding.pick(signedUrl, 'failed')])
    expect(again.map((p) => p.cryptoTransactionId)).toEqual([
      first.cryptoTransactionId,
      first.cryptoTransactionId,
    ])
    expect(again.map((p) => p.status)).toEqual(['completed', 'completed'])
    expect(await funderNonce()).toBe(nonce)
    expect(await chain().getBalance({ address: funding.wallet })).toBe(balance)
  })

  it('two purchases picked at once are both delivered, one nonce each', async () => {
    const [a, b] = await Promise.all([funding.signed(), funding.signed()])
    const nonce = await funderNonce()
    const balance = await chain().getBalance({ address: funding.wallet })
    const picked = await Promise.all([
      funding.pick(a.signedUrl, 'completed'),
      funding.pick(b.signedUrl, 'completed'),
    ])
    expect(picked.every((p) => p.status === 'completed' && p.cryptoTransactionId)).toBe(true)
    expect(await funderNonce()).toBe(nonce + 2)
    expect(await chain().getBalance({ address: funding.wallet })).toBe(balance + 2n * parseEther(BOUGHT_ETH))
  })

  it('a failed payment and a token purchase (no contract on the local chain) send nothing', async () => {
    const nonce = await funderNonce()
    const failed = await funding.signed()
    expect(await funding.pick(failed.signedUrl, 'failed')).toMatchObject({
      status: 'failed',
      cryptoTransactionId: null,
    })
    const usdc = await funding.signed('USDC_BASE')
    expect(await funding.pick(usdc.signedUrl, 'completed')).toMatchObject({
      status: 'completed',
      cryptoTransactionId: null,
    })
    expect(await funderNonce()).toBe(nonce)
  })
})

describe('a chain the stand-in cannot deliver on', () => {
  it('a node answering another chain id, or no node at all: the payment fails with the reason, nothing is sent', async () => {
    const nonce = await funderNonce()
    const cases = [
      { devChain: { rpcUrl: node.rpcUrl, chainId: 1 }, reason: /chain 31337, not 1/ },
      { devChain: { rpcUrl: `http://127.0.0.1:${await freePort()}` }, reason: /could not be credited/ },
    ]
    for (const [i, { devChain, reason }] of cases.entries()) {
      const f = await serverWithWallet(devChain, `chain-wrong-${i}@example.com`)
      try {
        const { signedUrl, externalTransactionId } = await f.signed()
        const picked = await f.pick(signedUrl, 'completed')
        expect(picked).toMatchObject({ status: 'failed', cryptoTransactionId: null })
        expect(picked.failureReason).toMatch(reason)
        expect(parseOnRampStatusRecords(await f.status(externalTransactionId))).toMatchObject({
          status: 'failed',
          cryptoTransactionId: null,
        })
      } finally {
        await f.s.close()
      }
    }
    expect(await funderNonce()).toBe(nonce)
  })
})

describe('outside dev mode', () => {
  it('a dev chain is refused: by the config and by startServer, so no production server holds the dev key', async () => {
    const devChain = { rpcUrl: 'http://127.0.0.1:8545' }
    expect(() => resolveConfig({ devMode: false, devChain })).toThrow(/dev mode only/)
    await expect(
      startServer({ devMode: false, dataKey: Buffer.alloc(32, 7).toString('base64'), devChain }),
    ).rejects.toThrow(/dev mode only/)
    expect(resolveConfig({ devMode: false }).devChain).toBeNull()
    expect(resolveConfig({ devMode: true, devChain }).devChain).toEqual({
      rpcUrl: 'http://127.0.0.1:8545',
      chainId: 31337,
      funderKey: null,
    })
  })
})
