/**
 * Transaction previews on a real local chain (hardhat in process, served over JSON-RPC) with a deployed ERC-20
 * (test/fixtures/chain/contracts/TestToken.sol): the sender's native and token balance changes, `transfer`,
 * `approve` and `transferFrom` decoded with the token's symbol and decimals read from the chain, an unlimited
 * approval as a warning, a revert with its reason before anything is signed, and 'Preview unavailable' when the
 * node does not answer. hardhat has no eth_simulateV1: these run the eth_call path (the eth_simulateV1 path is
 * covered by core/src/preview/preview.test.ts against a mocked node). The last tests drive the send flow through
 * the reference server: the preview is settled when the screen turns ready, and a reverting call is refused with
 * its reason with no signature asked.
 */
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDefaultEnv } from '../../core/src/env'
import type { Latch } from '../../core/src/latch'
import { previewTransaction } from '../../core/src/preview/preview'
import {
  DEV_ADDRESS_0,
  deployTestToken,
  fundAddress,
  type LocalChain,
  sendTestToken,
  startLocalChain,
  type TestToken,
} from '../fixtures/chain'
import { createLocalSigner } from '../fixtures/wallet/local-signer'
import { type ContractServer, createClient, loginByEmail, startContractServer } from './helpers'

let chain: LocalChain
let server: ContractServer
let token: TestToken
const clock = createDefaultEnv().clock
const native = hardhat.nativeCurrency

beforeAll(async () => {
  ;[chain, server] = await Promise.all([startLocalChain(), startContractServer()])
  token = await deployTestToken({ rpcUrl: chain.rpcUrl })
}, 90_000)

afterAll(async () => {
  await Promise.all([chain?.close(), server?.close()])
})

const publicClient = () => createPublicClient({ chain: hardhat, transport: http(chain.rpcUrl) })
const fresh = () => privateKeyToAccount(generatePrivateKey()).address
const data = {
  transfer: (to: `0x${string}`, amount: bigint) =>
    encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
  approve: (spender: `0x${string}`, amount: bigint) =>
    encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }),
  transferFrom: (from: `0x${string}`, to: `0x${string}`, amount: bigint) =>
    encodeFunctionData({ abi: erc20Abi, functionName: 'transferFrom', args: [from, to, amount] }),
}

describe('previewTransaction on the local chain (eth_call path)', () => {
  it('a native transfer: the sender loses the value; the node without eth_simulateV1 is remembered', async () => {
    const unsupported = new Set<string>()
    const preview = await previewTransaction({
      client: publicClient(),
      request: { from: DEV_ADDRESS_0, to: fresh(), value: parseEther('0.25') },
      native,
      clock,
      unsupported,
    })
    expect(preview).toMatchObject({
      status: 'ok',
      source: 'eth_call',
      call: null,
      warnings: [],
      changes: [{ asset: 'native', diff: -parseEther('0.25'), formatted: '-0.25 ETH', symbol: 'ETH' }],
    })
    expect([...unsupported]).toEqual([`31337:${chain.rpcUrl}`])
  })

  it('an ERC-20 transfer: decoded with the symbol and decimals read from the chain, the token leaves the sender', async () => {
    const to = fresh()
    const preview = await previewTransaction({
      client: publicClient(),
      request: { from: DEV_ADDRESS_0, to: token.address, data: data.transfer(to, parseUnits('12.5', 6)) },
      native,
      clock,
    })
    expect(preview.status).toBe('ok')
    if (preview.status !== 'ok') return
    expect(preview.call).toMatchObject({
      kind: 'transfer',
      to,
      amount: 12_500_000n,
      token: { address: token.address, symbol: 'TST', decimals: 6 },
      summary: `Send 12.5 TST to ${to.slice(0, 6)}…${to.slice(-4)}`,
    })
    expect(preview.changes).toEqual([
      { asset: token.address, symbol: 'TST', decimals: 6, diff: -12_500_000n, formatted: '-12.5 TST' },
    ])
  })

  it('an unlimited approve is a warning and changes no balance; a bounded one is not', async () => {
    const spender = fresh()
    const unlimited = await previewTransaction({
      client: publicClient(),
      request: { from: DEV_ADDRESS_0, to: token.address, data: data.approve(spender, maxUint256) },
      native,
      clock,
    })
    expect(unlimited).toMatchObject({
      status: 'ok',
      changes: [],
      call: { kind: 'approve', unlimited: true, spender, token: { symbol: 'TST' } },
      warnings: [{ code: 'unlimited_approval' }],
    })
    expect(unlimited.status === 'ok' && unlimited.warnings[0]?.message).toContain('Unlimited approval')
    const bounded = await previewTransaction({
      client: publicClient(),
      request: { from: DEV_ADDRESS_0, to: token.address, data: data.approve(spender, parseUnits('5', 6)) },
      native,
      clock,
    })
    expect(bounded).toMatchObject({
      status: 'ok',
      warnings: [],
      call: { kind: 'approve', unlimited: false, summary: expect.stringContaining('spend 5 TST') },
    })
  })

  it('transferFrom into the sender credits it; without an allowance it reverts with the reason', async () => {
    const holder = createLocalSigner(generatePrivateKey())
    const spender = createLocalSigner(generatePrivateKey())
    await fundAddress({ rpcUrl: chain.rpcUrl }, holder.signer.address, parseEther('1'))
    await sendTestToken({ rpcUrl: chain.rpcUrl }, token.address, holder.signer.address, parseUnits('3', 6))
    const request = {
      from: spender.signer.address,
      to: token.address,
      data: data.transferFrom(holder.signer.address, spender.signer.address, parseUnits('2', 6)),
    }
    const refused = await previewTransaction({ client: publicClient(), request, native, clock })
    expect(refused).toMatchObject({
      status: 'reverted',
      reason: 'TestToken: insufficient allowance',
      message: 'This transaction would fail: TestToken: insufficient allowance',
      call: { kind: 'transferFrom', amount: 2_000_000n },
      warnings: [{ code: 'reverts' }],
    })
    // the holder approves the spender: now the same call moves 2 TST to it
    const wallet = createWalletClient({
      account: holder.account,
      chain: hardhat,
      transport: http(chain.rpcUrl),
    })
    const hash = await wallet.writeContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'approve',
      args: [spender.signer.address, parseUnits('2', 6)],
    })
    await publicClient().waitForTransactionReceipt({ hash, pollingInterval: 50 })
    const allowed = await previewTransaction({ client: publicClient(), request, native, clock })
    expect(allowed).toMatchObject({
      status: 'ok',
      changes: [{ asset: token.address, diff: 2_000_000n, formatted: '+2 TST' }],
    })
  })

  it("a transfer above the balance reverts with the token's reason", async () => {
    const preview = await previewTransaction({
      client: publicClient(),
      request: { from: fresh(), to: token.address, data: data.transfer(fresh(), 1n) },
      native,
      clock,
    })
    expect(preview).toMatchObject({
      status: 'reverted',
      source: 'eth_call',
      reason: 'TestToken: transfer amount exceeds balance',
    })
  })

  it('a node that does not answer: Preview unavailable when the time limit passes', async () => {
    const silent = createPublicClient({
      chain: hardhat,
      transport: http(chain.rpcUrl, { fetchFn: () => new Promise<Response>(() => undefined), retryCount: 0 }),
    })
    const preview = await previewTransaction({
      client: silent,
      request: { from: DEV_ADDRESS_0, to: fresh(), value: 1n },
      native,
      clock,
      timeoutMs: 200,
    })
    expect(preview).toEqual({ status: 'unavailable', cause: 'timeout', message: 'Preview unavailable' })
  })
})

describe('the send flow previews before the screen is ready (reference server + local chain)', () => {
  async function signedIn() {
    const latch = createClient(server, {
      config: {
        supportedChains: [hardhat],
        rpcConfig: { rpcUrls: { [hardhat.id]: chain.rpcUrl } },
        embeddedWallets: { createOnLogin: 'off' },
      },
    })
    await loginByEmail(server, latch, `preview-${Math.random().toString(36).slice(2)}@example.com`)
    const wallet = createLocalSigner(generatePrivateKey())
    await fundAddress({ rpcUrl: chain.rpcUrl }, wallet.signer.address, parseEther('1'))
    await sendTestToken({ rpcUrl: chain.rpcUrl }, token.address, wallet.signer.address, parseUnits('100', 6))
    latch.flows.sign.setSigner(() => wallet.signer)
    return { latch, wallet }
  }

  function until(latch: Latch, step: string): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${step}`)), 20_000)
      const off = latch.flows.sendTransaction.$state.subscribe((s) => {
        if (s.step === step) {
          clearTimeout(timer)
          queueMicrotask(() => off())
          resolve(s)
        }
      })
    })
  }

  it('a token transfer: ready with its preview, Submit sends it, the balances move as previewed', async () => {
    const { latch, wallet } = await signedIn()
    const to = fresh()
    const ready = until(latch, 'ready')
    const sent = latch.sendTransaction({ to: token.address, data: data.transfer(to, parseUnits('40', 6)) })
    await ready
    const preview = latch.flows.sendTransaction.$preview.get()
    expect(preview).toMatchObject({
      step: 'done',
      preview: {
        status: 'ok',
        call: { kind: 'transfer', token: { symbol: 'TST' } },
        changes: [{ asset: token.address, formatted: '-40 TST' }],
      },
    })
    expect(latch.flows.sendTransaction.$canSubmit.get()).toBe(true)
    await latch.flows.sendTransaction.submit()
    expect((await sent).receipt?.status).toBe('success')
    const balance = await publicClient().readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [wallet.signer.address],
    })
    expect(balance).toBe(parseUnits('60', 6))
    latch.destroy()
  })

  it('a reverting call: the reason before signing, no signature asked, Submit impossible', async () => {
    const { latch, wallet } = await signedIn()
    const failed = until(latch, 'error')
    const sent = latch.sendTransaction({
      to: token.address,
      data: data.transfer(fresh(), parseUnits('1000', 6)),
    })
    sent.catch(() => undefined)
    expect(await failed).toMatchObject({
      error: { code: 'transaction_reverts', details: 'TestToken: transfer amount exceeds balance' },
      message: 'This transaction would fail: TestToken: transfer amount exceeds balance',
      retry: 'prepare',
    })
    expect(latch.flows.sendTransaction.$preview.get()).toMatchObject({ preview: { status: 'reverted' } })
    expect(latch.flows.sendTransaction.$canSubmit.get()).toBe(false)
    expect(wallet.calls.some((c) => c.method === 'eth_signTransaction')).toBe(false)
    latch.closeModal()
    await expect(sent).rejects.toMatchObject({ code: 'transaction_reverts' })
    latch.destroy()
  })
})
