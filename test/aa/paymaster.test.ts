/**
 * The reference server's ERC-7677 paymaster against a real ERC-4337 stack: anvil, EntryPoint v0.7, eth-infinitism's
 * VerifyingPaymaster deployed for the server's own (sealed) signer key, and the alto bundler. User operations are
 * built by permissionless's SimpleAccount and viem's paymaster client over real HTTP.
 */
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createSmartAccountClient } from 'permissionless'
import { toSimpleSmartAccount } from 'permissionless/accounts'
import { type Address, type Hex, http, parseEther } from 'viem'
import {
  createPaymasterClient,
  entryPoint07Abi,
  entryPoint07Address,
  toPackedUserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoAppSeed } from '../../examples/server/src/config'
import { applySponsorshipSpec, loadPaymasterSigner, memoryLedger } from '../../examples/server/src/paymaster'
import { createPaymasterService } from '../../examples/server/src/paymaster/service'
import { APP_ID, createTestServer, type TestServer } from '../../examples/server/src/testing'
import { type AaStack, startAaStack, verifyingPaymasterAbi } from '../fixtures/aa/stack'

const RECIPIENT: Address = '0x000000000000000000000000000000000000dEaD'
const OTHER: Address = '0x00000000000000000000000000000000000b0b0b'

let stack: AaStack
let server: TestServer
let node: ReturnType<typeof serve>
let url: string
let paymaster: Address
let token: string
const logs: string[] = []

async function setPolicy(spec: string) {
  const app = await server.deps.storage.getApp(APP_ID)
  if (!app) throw new Error('no demo app')
  await server.seedApp({
    id: APP_ID,
    name: app.name,
    settings: { ...app.settings, sponsorship: applySponsorshipSpec(undefined, spec) },
  })
}

/** A SimpleAccount owned by a fresh key that holds no ETH, with a client that asks the server's paymaster. */
async function sponsoredAccount(opts: { guest?: boolean } = {}) {
  const owner = privateKeyToAccount(generatePrivateKey())
  const account = await toSimpleSmartAccount({
    client: stack.publicClient,
    owner,
    factoryAddress: stack.simpleAccountFactory,
    entryPoint: { address: entryPoint07Address, version: '0.7' },
  })
  const headers: Record<string, string> = { 'privy-app-id': APP_ID }
  if (!opts.guest) headers.authorization = `Bearer ${token}`
  const paymasterClient = createPaymasterClient({
    transport: http(`${url}/api/v1/paymaster`, { fetchOptions: { headers } }),
  })
  const client = createSmartAccountClient({
    account,
    chain: { ...foundry, rpcUrls: { default: { http: [stack.rpcUrl] } } },
    client: stack.publicClient,
    bundlerTransport: http(stack.bundlerUrl),
    paymaster: paymasterClient,
    pollingInterval: 100,
  })
  return { owner, account, client, paymasterClient }
}

const deposit = () =>
  stack.publicClient.readContract({
    address: paymaster,
    abi: verifyingPaymasterAbi,
    functionName: 'getDeposit',
  }) as Promise<bigint>

beforeAll(async () => {
  stack = await startAaStack()
  console.log('aa stack startup (ms)', stack.startupMs)
  server = await createTestServer(
    {
      now: () => Date.now(),
      paymaster: { contracts: {}, validitySeconds: 60 },
      log: (line) => logs.push(line),
    },
    [demoAppSeed()],
  )
  const signer = await loadPaymasterSigner(server.deps.storage, server.deps.data)
  paymaster = await stack.deployVerifyingPaymaster(signer.address)
  ;(server.deps.config.paymaster as { contracts: Record<number, Address> }).contracts[stack.chainId] =
    paymaster
  node = await new Promise((resolve) => {
    const s = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
  })
  url = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
  token = (await server.loginEmail('pays-no-gas@example.com')).token
}, 90_000)

afterAll(async () => {
  await new Promise<void>((resolve) => (node ? node.close(() => resolve()) : resolve()))
  await server?.close()
  await stack?.stop()
})

describe('ERC-7677 paymaster on the reference server', () => {
  it('sponsors a user operation from an account whose owner holds no ETH: the EntryPoint accepts the signature', async () => {
    await setPolicy(`on,chains=${foundry.id},cap=${parseEther('1')},contracts=${RECIPIENT}`)
    const { owner, account, client } = await sponsoredAccount()
    expect(await stack.publicClient.getBalance({ address: owner.address })).toBe(0n)
    expect(await stack.publicClient.getBalance({ address: account.address })).toBe(0n)
    const before = await deposit()
    const started = performance.now()
    const hash = await client.sendUserOperation({ calls: [{ to: RECIPIENT, value: 0n, data: '0x' }] })
    const receipt = await client.waitForUserOperationReceipt({ hash, pollingInterval: 50 })
    console.log('sponsored user op: send to receipt (ms)', Math.round(performance.now() - started))
    expect(receipt.success).toBe(true)
    expect(receipt.paymaster?.toLowerCase()).toBe(paymaster.toLowerCase())
    // deployed by this first operation, and the gas came out of the paymaster's deposit
    expect(await stack.publicClient.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]{20,}/)
    expect(await deposit()).toBe(before - receipt.actualGasCost)
    expect(await stack.publicClient.getBalance({ address: account.address })).toBe(0n)
    expect(logs.some((l) => l.includes('paymaster sponsored') && l.includes(account.address))).toBe(true)
  }, 60_000)

  it('refuses a call to a contract the policy does not allow, with a coded answer and nothing signed', async () => {
    await setPolicy(`on,chains=${foundry.id},cap=${parseEther('1')},contracts=${RECIPIENT}`)
    const { account, paymasterClient } = await sponsoredAccount()
    const request = {
      sender: account.address,
      nonce: '0x0',
      callData: await account.encodeCalls([{ to: OTHER, value: 0n, data: '0x' }]),
      callGasLimit: '0x10000',
      verificationGasLimit: '0x10000',
      preVerificationGas: '0x10000',
      maxFeePerGas: '0x3b9aca00',
      maxPriorityFeePerGas: '0x3b9aca00',
      signature: '0x',
    }
    const res = await fetch(`${url}/api/v1/paymaster`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'privy-app-id': APP_ID,
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 7,
        method: 'pm_getPaymasterData',
        params: [request, entryPoint07Address, `0x${foundry.id.toString(16)}`, {}],
      }),
    })
    const body = (await res.json()) as {
      id: number
      result?: unknown
      error?: { message: string; data: unknown }
    }
    expect(body.id).toBe(7)
    expect(body.result).toBeUndefined()
    expect(body.error?.message).toBe('sponsorship_denied: contract_not_allowed')
    expect(body.error?.data).toEqual({ code: 'sponsorship_denied', reason: 'contract_not_allowed' })
    // and through viem's client the same refusal surfaces as an RPC error
    await expect(
      paymasterClient.getPaymasterStubData({
        ...(await account.getFactoryArgs()),
        sender: account.address,
        nonce: 0n,
        callData: request.callData as Hex,
        chainId: foundry.id,
        entryPointAddress: entryPoint07Address,
      }),
    ).rejects.toThrow(/sponsorship_denied: contract_not_allowed/)
    expect(
      logs.some((l) => l.includes('paymaster denied') && l.includes('reason=contract_not_allowed')),
    ).toBe(true)
  })

  it('refuses once the user reached the daily cap: the bundler never sees a signed operation', async () => {
    // a cap far below one operation's maximum cost: the stub passes (nothing spent yet), the final answer does not
    await setPolicy(`on,chains=${foundry.id},cap=1000`)
    const { client } = await sponsoredAccount()
    await expect(
      client.sendUserOperation({ calls: [{ to: RECIPIENT, value: 0n, data: '0x' }] }),
    ).rejects.toThrow(/sponsorship_denied: cap_reached/)
  }, 30_000)

  it('refuses guests unless the policy sponsors them', async () => {
    await setPolicy(`on,chains=${foundry.id},cap=${parseEther('1')},guests=off`)
    const guest = await sponsoredAccount({ guest: true })
    await expect(
      guest.client.sendUserOperation({ calls: [{ to: RECIPIENT, value: 0n, data: '0x' }] }),
    ).rejects.toThrow(/sponsorship_denied: guest_not_sponsored/)
  }, 30_000)

  it('measures paymaster decisions per second (policy, ledger, hash and signature)', async () => {
    await setPolicy(`on,chains=${foundry.id},cap=${parseEther('1000')}`)
    const service = createPaymasterService(server.deps, memoryLedger())
    const app = await server.deps.storage.getApp(APP_ID)
    if (!app) throw new Error('no app')
    const { account } = await sponsoredAccount()
    const callData = await account.encodeCalls([{ to: RECIPIENT, value: 0n, data: '0x' }])
    const n = 300
    const started = performance.now()
    for (let i = 0; i < n; i++) {
      const result = (await service.handle({
        app,
        userId: `user-${i % 10}`,
        method: 'pm_getPaymasterData',
        params: [
          {
            sender: account.address,
            nonce: `0x${i.toString(16)}`,
            callData,
            callGasLimit: '0x10000',
            verificationGasLimit: '0x10000',
            preVerificationGas: '0x10000',
            maxFeePerGas: '0x3b9aca00',
            maxPriorityFeePerGas: '0x3b9aca00',
            paymasterVerificationGasLimit: '0xea60',
            paymasterPostOpGasLimit: '0x0',
            signature: '0x',
          },
          entryPoint07Address,
          `0x${foundry.id.toString(16)}`,
        ],
      })) as { paymasterData: Hex }
      expect(result.paymasterData).toHaveLength(2 + 128 + 130)
    }
    const perSecond = Math.round(n / ((performance.now() - started) / 1000))
    console.log('paymaster decisions per second (in process, one core)', perSecond)
    expect(perSecond).toBeGreaterThan(10)
  }, 60_000)

  it('refuses a replayed answer on chain once its validity window has passed (AA32)', async () => {
    await setPolicy(`on,chains=${foundry.id},cap=${parseEther('1')}`)
    const { account, client } = await sponsoredAccount()
    const prepared = await client.prepareUserOperation({ calls: [{ to: RECIPIENT, value: 0n, data: '0x' }] })
    const signature = await account.signUserOperation(prepared)
    const op = { ...prepared, signature }
    const packed = toPackedUserOperation(op)
    const handleOps = {
      address: entryPoint07Address,
      abi: entryPoint07Abi,
      functionName: 'handleOps',
      args: [[packed], stack.funderAddress],
    } as const
    // inside the window the EntryPoint accepts it (simulated, not sent)
    await stack.publicClient.simulateContract({ ...handleOps, account: stack.funderAddress })
    // 61 s later (the server signs for 60 s) the same answer is refused by the EntryPoint itself
    await stack.increaseTime(61)
    await expect(
      stack.publicClient.simulateContract({ ...handleOps, account: stack.funderAddress }),
    ).rejects.toThrow(/AA32 paymaster expired or not due/)
  }, 60_000)
})
