/**
 * The sign and send flows against the real reference server (session, token_price) and a real local chain (a
 * hardhat 2 node on a free 127.0.0.1 port): a 0.01 ETH transfer through the send flow (one signature, the receipt,
 * the recipient's balance on the node), insufficient funds, and typed data signed without a prompt.
 */
import { createPublicClient, http, parseEther, verifyTypedData } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LatchConfig } from '../../core/src/config/types'
import type { Latch } from '../../core/src/latch'
import { fundAddress, type HardhatNode, startHardhatNode } from '../fixtures/chain'
import { createLocalSigner } from '../fixtures/wallet/local-signer'
import { type ContractServer, createClient, loginByEmail, startContractServer } from './helpers'

let node: HardhatNode
let server: ContractServer

beforeAll(async () => {
  ;[node, server] = await Promise.all([startHardhatNode(), startContractServer()])
}, 90_000)

afterAll(async () => {
  await Promise.all([node?.stop(), server?.close()])
})

async function client(config: LatchConfig = {}, funded = true) {
  const latch = createClient(server, {
    config: {
      supportedChains: [hardhat],
      rpcConfig: { rpcUrls: { [hardhat.id]: node.rpcUrl } },
      ...config,
      embeddedWallets: { createOnLogin: 'off', ...config.embeddedWallets },
    },
  })
  await loginByEmail(server, latch, `tx-${Math.random().toString(36).slice(2)}@example.com`)
  const wallet = createLocalSigner(generatePrivateKey())
  if (funded) await fundAddress({ rpcUrl: node.rpcUrl }, wallet.signer.address, parseEther('1'))
  latch.flows.sign.setSigner(() => wallet.signer)
  return { latch, wallet }
}

function until(latch: Latch, step: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${step}`)), 15_000)
    const off = latch.flows.sendTransaction.$state.subscribe((s) => {
      if (s.step === step) {
        clearTimeout(timer)
        queueMicrotask(() => off())
        resolve(s)
      }
    })
  })
}

describe('send and sign against the server and a hardhat node', () => {
  it('0.01 ETH through the send flow: ready with the server price, one signature, the receipt, the recipient paid', async () => {
    const { latch, wallet } = await client()
    const chain = createPublicClient({ chain: hardhat, transport: http(node.rpcUrl) })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const ready = until(latch, 'ready')
    const sent = latch.sendTransaction({ to: recipient, value: parseEther('0.01'), chainId: 31337 })
    expect(await ready).toMatchObject({
      view: { title: 'Send ETH', insufficientFunds: false, value: { native: '0.01 ETH' } },
    })
    const state = latch.flows.sendTransaction.$state.get()
    expect(state.step === 'ready' && state.view.priceUsd).toBeGreaterThan(0)
    await latch.flows.sendTransaction.submit()
    const result = await sent
    expect(result.receipt?.status).toBe('success')
    expect(await chain.getBalance({ address: recipient })).toBe(parseEther('0.01'))
    const signed = wallet.calls.filter((c) => c.method === 'eth_signTransaction')
    expect(signed).toHaveLength(1)
    const tx = await chain.getTransaction({ hash: result.transactionHash })
    expect(tx.from.toLowerCase()).toBe(wallet.signer.address.toLowerCase())
    expect(latch.flows.sendTransaction.$state.get()).toMatchObject({
      step: 'complete',
      receipt: { status: 'success', gasUsed: 21_000n },
    })
    latch.destroy()
  })

  it('an unfunded wallet: the insufficient-funds view, nothing sent', async () => {
    const { latch, wallet } = await client({}, false)
    const ready = until(latch, 'ready')
    const sent = latch.sendTransaction({ to: wallet.signer.address, value: 1n }).catch((e: unknown) => e)
    expect(await ready).toMatchObject({
      view: { insufficientFunds: true, error: 'Wallet has insufficient funds for this transaction.' },
    })
    await latch.flows.sendTransaction.submit()
    latch.closeModal()
    expect(await sent).toMatchObject({ code: 'user_rejected' })
    expect(wallet.calls.some((c) => c.method === 'eth_signTransaction')).toBe(false)
    latch.destroy()
  })

  it('noPromptOnSignature: typed data signed at once verifies with viem', async () => {
    const { latch, wallet } = await client({ embeddedWallets: { noPromptOnSignature: true } }, false)
    const typed = {
      domain: { name: 'Latch', version: '1', chainId: 31337 },
      types: { Note: [{ name: 'text', type: 'string' }] },
      primaryType: 'Note',
      message: { text: 'hello' },
    } as const
    const signature = await latch.signTypedData(typed)
    expect(await verifyTypedData({ address: wallet.signer.address, ...typed, signature })).toBe(true)
    expect(latch.$modal.get().open).toBe(false)
    latch.destroy()
  })
})
