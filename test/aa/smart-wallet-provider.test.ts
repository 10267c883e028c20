/**
 * core's smart-wallet provider against the local ERC-4337 stack and the reference server's paymaster: sponsored
 * sends from an owner with no ETH, an EIP-5792 batch polled to success, capabilities, and coded failures. The owner
 * here is a local key standing in for the embedded wallet's frame (the frame's request kind is not wired yet).
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { type Address, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toLatchSmartAccount } from '../../core/src/smart-wallet/account'
import { SmartWalletError } from '../../core/src/smart-wallet/errors'
import { createSmartWalletProvider } from '../../core/src/smart-wallet/provider'
import { demoAppSeed } from '../../examples/server/src/config'
import { applySponsorshipSpec, loadPaymasterSigner } from '../../examples/server/src/paymaster'
import { APP_ID, createTestServer, type TestServer } from '../../examples/server/src/testing'
import { type AaStack, startAaStack } from '../fixtures/aa/stack'

const RECIPIENT: Address = '0x000000000000000000000000000000000000dEaD'
const OTHER: Address = '0x00000000000000000000000000000000000b0b0b'

let stack: AaStack
let server: TestServer
let node: ReturnType<typeof serve>
let url: string
let token: string

async function setPolicy(spec: string) {
  const app = await server.deps.storage.getApp(APP_ID)
  if (!app) throw new Error('no demo app')
  await server.seedApp({
    id: APP_ID,
    name: app.name,
    settings: { ...app.settings, sponsorship: applySponsorshipSpec(undefined, spec) },
  })
}

async function provider(opts: { bundlerUrl?: string; paymaster?: boolean; paymasterUrl?: string } = {}) {
  const owner = privateKeyToAccount(generatePrivateKey())
  const account = await toLatchSmartAccount({
    implementation: 'simple',
    owner,
    client: stack.publicClient,
    factoryAddress: stack.simpleAccountFactory,
  })
  const chain = { ...foundry, rpcUrls: { default: { http: [stack.rpcUrl] } } }
  const p = createSmartWalletProvider({
    account,
    implementation: 'simple',
    chain,
    publicClient: stack.publicClient,
    config: {
      bundlerUrl: opts.bundlerUrl ?? stack.bundlerUrl,
      paymasterUrl: opts.paymaster === false ? undefined : (opts.paymasterUrl ?? `${url}/api/v1/paymaster`),
    },
    paymasterHeaders: () => ({ 'privy-app-id': APP_ID, authorization: `Bearer ${token}` }),
    pollingInterval: 50,
    paymasterTimeoutMs: 1_000,
  })
  return { owner, account, provider: p }
}

beforeAll(async () => {
  stack = await startAaStack()
  server = await createTestServer(
    { now: () => Date.now(), paymaster: { contracts: {}, validitySeconds: 120 } },
    [demoAppSeed()],
  )
  const signer = await loadPaymasterSigner(server.deps.storage, server.deps.data)
  const paymaster = await stack.deployVerifyingPaymaster(signer.address)
  ;(server.deps.config.paymaster as { contracts: Record<number, Address> }).contracts[stack.chainId] =
    paymaster
  node = await new Promise((resolve) => {
    const s = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
  })
  url = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
  token = (await server.loginEmail('smart@example.com')).token
  await setPolicy(`on,chains=${foundry.id},cap=${parseEther('1')}`)
}, 90_000)

afterAll(async () => {
  await new Promise<void>((resolve) => (node ? node.close(() => resolve()) : resolve()))
  await server?.close()
  await stack?.stop()
})

describe('smart wallet provider', () => {
  it('eth_sendTransaction: a sponsored user operation from an owner with no ETH; deployed once, by the first', async () => {
    const { owner, account, provider: p } = await provider()
    expect(await stack.publicClient.getCode({ address: account.address })).toBeUndefined()
    const times: number[] = []
    const hashes: Hex[] = []
    for (let i = 0; i < 3; i++) {
      const started = performance.now()
      hashes.push(
        (await p.request({
          method: 'eth_sendTransaction',
          params: [{ from: account.address, to: RECIPIENT, value: '0x0', data: '0x' }],
        })) as Hex,
      )
      times.push(performance.now() - started)
    }
    expect(p.lastSponsor()).toEqual({ name: (await server.deps.storage.getApp(APP_ID))?.name })
    const receipts = await Promise.all(
      hashes.map((hash) => stack.publicClient.getTransactionReceipt({ hash })),
    )
    expect(receipts.every((r) => r.status === 'success')).toBe(true)
    // AccountDeployed(bytes32,address,address,address) is emitted by the first operation only
    const deployedTopic = '0xd51a9c61267aa6196961883ecf5ff2da6619c37dac0fa92122513fb32c032d2d'
    expect(receipts.map((r) => r.logs.some((l) => l.topics[0] === deployedTopic))).toEqual([
      true,
      false,
      false,
    ])
    expect(await stack.publicClient.getBalance({ address: owner.address })).toBe(0n)
    expect(await stack.publicClient.getBalance({ address: account.address })).toBe(0n)
    // gas next to a plain EOA transfer
    const eoa = privateKeyToAccount(generatePrivateKey())
    await stack.fund(eoa.address, '1')
    const { createWalletClient } = await import('viem')
    const wallet = createWalletClient({ account: eoa, chain: foundry, transport: http(stack.rpcUrl) })
    const plain = await stack.publicClient.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({ to: RECIPIENT, value: 0n }),
      pollingInterval: 20,
    })
    const sorted = [...times].sort((a, b) => a - b)
    console.log('sponsored eth_sendTransaction to receipt (ms), median of 3:', Math.round(sorted[1] ?? 0))
    console.log(
      'gas used: first (deploys)',
      receipts[0]?.gasUsed,
      'next',
      receipts[1]?.gasUsed,
      'plain EOA',
      plain.gasUsed,
    )
  }, 90_000)

  it('wallet_sendCalls: one atomic user operation for a batch, polled to success by wallet_getCallsStatus', async () => {
    const { account, provider: p } = await provider()
    const { id } = (await p.request({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: `0x${foundry.id.toString(16)}`,
          from: account.address,
          atomicRequired: true,
          calls: [
            { to: RECIPIENT, value: '0x0', data: '0x' },
            { to: OTHER, value: '0x0', data: '0x' },
          ],
        },
      ],
    })) as { id: Hex }
    let status: { status: number; atomic: boolean; receipts?: { status: string; transactionHash: Hex }[] }
    const deadline = Date.now() + 20_000
    for (;;) {
      status = (await p.request({ method: 'wallet_getCallsStatus', params: [id] })) as typeof status
      if (status.status !== 100 || Date.now() > deadline) break
      await new Promise((r) => setTimeout(r, 50))
    }
    expect(status.status).toBe(200)
    expect(status.atomic).toBe(true)
    expect(status.receipts?.[0]?.status).toBe('0x1')
    // one transaction, one user operation
    const receipt = await stack.publicClient.getTransactionReceipt({
      hash: status.receipts?.[0]?.transactionHash as Hex,
    })
    expect(receipt.status).toBe('success')
  }, 60_000)

  it('wallet_getCapabilities: atomic batches, and a paymaster only where one is configured', async () => {
    const chainHex = `0x${foundry.id.toString(16)}`
    expect(
      await (await provider()).provider.request({ method: 'wallet_getCapabilities', params: [] }),
    ).toEqual({
      [chainHex]: { atomic: { status: 'supported' }, paymasterService: { supported: true } },
    })
    expect(
      await (await provider({ paymaster: false })).provider.request({
        method: 'wallet_getCapabilities',
        params: [],
      }),
    ).toEqual({ [chainHex]: { atomic: { status: 'supported' }, paymasterService: { supported: false } } })
  })

  it('a refused sponsorship, a bundler that is down and a method the account cannot do are coded errors', async () => {
    await setPolicy(`on,chains=${foundry.id},cap=1000`)
    try {
      const refused = await (await provider()).provider
        .request({ method: 'eth_sendTransaction', params: [{ to: RECIPIENT }] })
        .catch((e: unknown) => e)
      expect(refused).toBeInstanceOf(SmartWalletError)
      expect((refused as SmartWalletError).data).toEqual({
        code: 'sponsorship_denied',
        retryable: false,
        reason: 'cap_reached',
      })
    } finally {
      await setPolicy(`on,chains=${foundry.id},cap=${parseEther('1')}`)
    }
    const down = await (await provider({ bundlerUrl: 'http://127.0.0.1:9/', paymaster: false })).provider
      .request({ method: 'eth_sendTransaction', params: [{ to: RECIPIENT }] })
      .catch((e: unknown) => e)
    expect(down).toBeInstanceOf(SmartWalletError)
    expect((down as SmartWalletError).data).toMatchObject({ code: 'bundler_unreachable', retryable: true })
    const unsupported = await (await provider()).provider
      .request({ method: 'personal_sign', params: ['0x68656c6c6f', RECIPIENT] })
      .catch((e: unknown) => e)
    expect((unsupported as SmartWalletError).code).toBe(4200)
    const bad = await (await provider()).provider
      .request({ method: 'wallet_sendCalls', params: [{ calls: [{ to: 'nope' }] }] })
      .catch((e: unknown) => e)
    expect((bad as SmartWalletError).data.code).toBe('invalid_params')
  }, 60_000)

  it('a paymaster that answers garbage or too slowly is a coded, retryable error, not a stuck send', async () => {
    const held: import('node:http').ServerResponse[] = []
    const bad = createServer((req, res) => {
      if (req.url === '/garbage') res.end('<html>bad gateway</html>')
      else held.push(res) // never answers
    })
    await new Promise<void>((resolve) => bad.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(bad.address() as AddressInfo).port}`
    try {
      const garbage = await (await provider({ paymasterUrl: `${base}/garbage` })).provider
        .request({ method: 'eth_sendTransaction', params: [{ to: RECIPIENT }] })
        .catch((e: unknown) => e)
      expect(garbage).toBeInstanceOf(SmartWalletError)
      expect((garbage as SmartWalletError).data).toMatchObject({
        code: 'paymaster_unreachable',
        retryable: true,
      })
      const started = performance.now()
      const slow = await (await provider({ paymasterUrl: `${base}/slow` })).provider
        .request({ method: 'eth_sendTransaction', params: [{ to: RECIPIENT }] })
        .catch((e: unknown) => e)
      expect((slow as SmartWalletError).data).toMatchObject({
        code: 'paymaster_unreachable',
        retryable: true,
      })
      expect(performance.now() - started).toBeLessThan(5_000)
    } finally {
      for (const res of held) res.destroy()
      await new Promise<void>((resolve) => bad.close(() => resolve()))
    }
  }, 30_000)
})
