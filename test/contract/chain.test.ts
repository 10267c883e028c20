/**
 * The chain layer against a real local chain: a hardhat 2 node process (gas, fees, a 0.01 ETH transfer signed by a
 * viem local account, the funding helper), hardhat in process through its EIP-1193 provider, and the send
 * screen's view model against the node plus the real reference server's token_price.
 */
import { createPublicClient, custom, type EIP1193Provider, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { getBalance, getChainId } from 'viem/actions'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi } from '../../core/src/api/client'
import { createChainClient } from '../../core/src/chains/client'
import { resolveConfig } from '../../core/src/config/resolve'
import { createDefaultEnv, createMemoryStorage } from '../../core/src/env'
import { estimateTransactionGas } from '../../core/src/gas/estimate'
import { fetchTokenPrice } from '../../core/src/gas/price'
import { prepareTransactionView } from '../../core/src/gas/view'
import {
  DEV_ADDRESS_0,
  DEV_MNEMONIC,
  devAccount,
  devWalletClient,
  fundAddress,
  type HardhatNode,
  type LocalChain,
  startHardhatNode,
  startLocalChain,
} from '../fixtures/chain'
import { APP_ID, type ContractServer, startContractServer } from './helpers'

let node: HardhatNode
let server: ContractServer

beforeAll(async () => {
  ;[node, server] = await Promise.all([startHardhatNode(), startContractServer()])
  console.info(`[chain] hardhat node answered eth_chainId ${node.startMs} ms after spawn (${node.rpcUrl})`)
}, 90_000)

afterAll(async () => {
  await Promise.all([node?.stop(), server?.close()])
})

const chainConfig = () =>
  resolveConfig({ supportedChains: [hardhat], rpcConfig: { rpcUrls: { 31337: node.rpcUrl } } }).config
const client = () => createChainClient({ config: chainConfig(), chainId: 31337 })
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address
const api = () =>
  createApi({
    appId: APP_ID,
    apiUrl: server.url,
    env: createDefaultEnv({ storage: createMemoryStorage(), sessionStorage: createMemoryStorage() }),
  })

describe('hardhat node process', () => {
  it('answers on a 127.0.0.1 port with chain 31337 and funds account #0 of the dev mnemonic', async () => {
    expect(node.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(await getChainId(client())).toBe(31337)
    expect(devAccount().address).toBe(DEV_ADDRESS_0)
    expect(DEV_MNEMONIC.split(' ')).toHaveLength(12)
    expect(await getBalance(client(), { address: DEV_ADDRESS_0 })).toBeGreaterThan(parseEther('9000'))
  })

  it('estimates gas and fees of a transfer through the gas module (viem actions)', async () => {
    const estimate = await estimateTransactionGas(client(), {
      from: DEV_ADDRESS_0,
      to: freshAddress(),
      value: parseEther('0.01'),
    })
    // hardhat's estimator answers a hair above the 21 000 a plain transfer uses
    expect(estimate.gas).toBeGreaterThanOrEqual(21_000n)
    expect(estimate.gas).toBeLessThan(21_100n)
    expect(estimate.fees.source).toBe('rpc')
    expect(estimate.fees.maxFeePerGas).toBeGreaterThan(0n)
    expect(estimate.fees.maxPriorityFeePerGas).toBeGreaterThanOrEqual(0n)
    expect(estimate.l1Fee).toBe(0n)
    expect(estimate.totalFee).toBe(estimate.gas * (estimate.fees.maxFeePerGas as bigint))
  })

  it('sends 0.01 ETH with a viem local account: the recipient has it, the sender paid value + gas', async () => {
    const to = freshAddress()
    const wallet = devWalletClient({ rpcUrl: node.rpcUrl })
    const before = await wallet.getBalance({ address: DEV_ADDRESS_0 })
    const estimate = await estimateTransactionGas(client(), {
      from: DEV_ADDRESS_0,
      to,
      value: parseEther('0.01'),
    })
    const hash = await wallet.sendTransaction({
      to,
      value: parseEther('0.01'),
      gas: estimate.gas,
      maxFeePerGas: estimate.fees.maxFeePerGas,
      maxPriorityFeePerGas: estimate.fees.maxPriorityFeePerGas,
    })
    const receipt = await wallet.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(receipt.gasUsed).toBe(21_000n)
    expect(await getBalance(client(), { address: to })).toBe(parseEther('0.01'))
    const after = await wallet.getBalance({ address: DEV_ADDRESS_0 })
    expect(before - after).toBe(parseEther('0.01') + receipt.gasUsed * receipt.effectiveGasPrice)
  })

  it('fundAddress: parallel fundings from account #0 all land (queued, no nonce race)', async () => {
    const targets = [freshAddress(), freshAddress(), freshAddress()]
    await Promise.all(
      targets.map((to, i) => fundAddress({ rpcUrl: node.rpcUrl }, to, BigInt(i + 1) * 10n ** 15n)),
    )
    for (const [i, to] of targets.entries()) {
      expect(await getBalance(client(), { address: to })).toBe(BigInt(i + 1) * 10n ** 15n)
    }
  })
})

describe('send screen view model against the node and the reference server', () => {
  it("token_price answers from the server's dev table", async () => {
    const res = await fetch(`${server.url}/api/v1/token_price?chainId=31337&tokenSymbol=ETH`, {
      headers: { 'privy-app-id': APP_ID },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ usd: 3000 })
    expect(await fetchTokenPrice(api(), { chainId: 31337, tokenSymbol: 'ETH' })).toBe(3000)
  })

  it('a funded wallet: "Send ETH", real gas and fees, fiat at the dev price; an empty one: insufficient funds', async () => {
    const from = freshAddress()
    await fundAddress({ rpcUrl: node.rpcUrl }, from, parseEther('0.02'))
    const started = performance.now()
    const view = await prepareTransactionView({
      client: client(),
      api: api(),
      from,
      request: { to: freshAddress(), value: '0x2386f26fc10000', chainId: 31337 },
    })
    const readyMs = Math.round(performance.now() - started)
    console.info(`[chain] prepareTransactionView ready in ${readyMs} ms (balance, gas, price in parallel)`)
    expect(view.title).toBe('Send ETH')
    expect(view.gas?.gas).toBeGreaterThanOrEqual(21_000n)
    expect(view.priceUsd).toBe(3000)
    expect(view.value).toMatchObject({ native: '0.01 ETH', fiat: '$30.00', primary: '$30.00' })
    expect(view.balance.native).toBe('0.02 ETH')
    expect(view).toMatchObject({ insufficientFunds: false, error: null })

    const empty = await prepareTransactionView({
      client: client(),
      api: api(),
      from: freshAddress(),
      request: { to: freshAddress(), value: parseEther('0.01') },
    })
    expect(empty).toMatchObject({
      insufficientFunds: true,
      error: 'Wallet has insufficient funds for this transaction.',
    })
  })
})

describe('hardhat in process (EIP-1193 provider)', () => {
  let chain: LocalChain
  beforeAll(async () => {
    chain = await startLocalChain()
  }, 60_000)
  afterAll(() => chain?.close())

  it('funds an address through the provider and reads it back, isolated by evm_snapshot / evm_revert', async () => {
    const provider = chain.provider as unknown as EIP1193Provider
    const reader = createPublicClient({ chain: hardhat, transport: custom(provider) })
    const snapshot = await chain.provider.request({ method: 'evm_snapshot', params: [] })
    const to = freshAddress()
    await fundAddress({ provider: chain.provider }, to, parseEther('0.5'))
    expect(await reader.getBalance({ address: to })).toBe(parseEther('0.5'))
    await chain.provider.request({ method: 'evm_revert', params: [snapshot] })
    expect(await reader.getBalance({ address: to })).toBe(0n)
  })
})
