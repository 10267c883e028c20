/**
 * SIWE with smart-contract wallets, checked by the server on a local chain (hardhat 2 in this process, served
 * over JSON-RPC): an undeployed account signs with ERC-6492 (the factory call that would deploy it wraps the
 * owner's signature), a deployed one with ERC-1271. The app names the chain and its RPC url in its settings.
 */
import { createPublicClient, custom, type Hex, parseAbi } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_APP_ID, demoAppSeed } from '../../examples/server/src/index'
import { type LocalChain, startLocalChain } from '../fixtures/chain/local-chain'
import {
  CREATE2_FACTORY_ADDRESS,
  CREATE2_FACTORY_RUNTIME,
  smartAccount,
} from '../fixtures/wallet/smart-account'
import { type ContractServer, PAGE, post, startContractServer } from './helpers'

let chain: LocalChain
let server: ContractServer

beforeAll(async () => {
  chain = await startLocalChain()
  await chain.provider.request({
    method: 'hardhat_setCode',
    params: [CREATE2_FACTORY_ADDRESS, CREATE2_FACTORY_RUNTIME],
  })
  const seed = demoAppSeed()
  server = await startContractServer({
    apps: [
      {
        ...seed,
        id: DEMO_APP_ID,
        settings: {
          ...seed.settings,
          chains: [{ id: 1 }, { id: 31337, rpcUrl: chain.rpcUrl }],
        } as typeof seed.settings,
      },
    ],
  })
}, 60_000)
afterAll(async () => {
  await server?.close()
  await chain?.close()
})

const client = () => createPublicClient({ transport: custom(chain.provider) })
const erc1271 = parseAbi(['function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)'])

/** Gets a nonce for `address`, builds the message for chain 31337 and posts it with the signature `sign` makes. */
async function signIn(address: `0x${string}`, sign: (message: string) => Promise<Hex>, chainId = 31337) {
  const init = await post(server, '/api/v1/siwe/init', { address })
  const { nonce } = (await init.json()) as { nonce: string }
  const message = createSiweMessage({
    address,
    chainId,
    domain: '127.0.0.1:5173',
    nonce,
    uri: PAGE,
    version: '1',
    issuedAt: new Date(),
  })
  return post(server, '/api/v1/siwe/authenticate', {
    message,
    signature: await sign(message),
    chainId: `eip155:${chainId}`,
    walletClientType: 'smart_wallet',
    connectorType: 'injected',
  })
}

describe('the smart account fixture on the local chain', () => {
  it('deploys through the factory at its CREATE2 address and answers ERC-1271 for its owner only', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = smartAccount(owner, `0x${'07'.repeat(32)}`)
    const [from] = (await chain.provider.request({ method: 'eth_accounts' })) as `0x${string}`[]
    await chain.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from, to: CREATE2_FACTORY_ADDRESS, data: account.factoryData, gas: '0x100000' }],
    })
    expect(await client().getCode({ address: account.address })).not.toBeUndefined()
    const hash = `0x${'ab'.repeat(32)}` as const
    const call = (signature: Hex) =>
      client().readContract({
        address: account.address,
        abi: erc1271,
        functionName: 'isValidSignature',
        args: [hash, signature],
      })
    expect(await call(await owner.sign({ hash }))).toBe('0x1626ba7e')
    expect(await call(await privateKeyToAccount(generatePrivateKey()).sign({ hash }))).toBe('0xffffffff')
  })
})

describe('SIWE with smart-contract wallets', () => {
  it('an undeployed account logs in with an ERC-6492 signature, and stays undeployed', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = smartAccount(owner, `0x${'11'.repeat(32)}`)
    expect(await client().getCode({ address: account.address })).toBeUndefined()
    const res = await signIn(account.address, account.signMessage6492)
    expect(res.status).toBe(200)
    const body = (await res.json()) as {
      is_new_user: boolean
      user: { linked_accounts: Array<{ address: string }> }
    }
    expect(body.is_new_user).toBe(true)
    expect(body.user.linked_accounts[0]?.address).toBe(account.address)
    expect(await client().getCode({ address: account.address })).toBeUndefined()
  })

  it('an ERC-6492 signature whose inner signature is by another key is refused', async () => {
    const account = smartAccount(privateKeyToAccount(generatePrivateKey()), `0x${'22'.repeat(32)}`)
    const impostor = smartAccount(privateKeyToAccount(generatePrivateKey()), `0x${'22'.repeat(32)}`)
    // the impostor's factory call deploys the impostor's account, not the claimed one
    const res = await signIn(account.address, impostor.signMessage6492)
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ code: 'invalid_credentials', error: 'Invalid SIWE signature' })
  })

  it('a deployed account logs in with a plain ERC-1271 signature', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = smartAccount(owner, `0x${'33'.repeat(32)}`)
    const [from] = (await chain.provider.request({ method: 'eth_accounts' })) as `0x${string}`[]
    await chain.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from, to: CREATE2_FACTORY_ADDRESS, data: account.factoryData, gas: '0x100000' }],
    })
    expect(await client().getCode({ address: account.address })).not.toBeUndefined()
    expect((await signIn(account.address, account.signMessage)).status).toBe(200)
    const stranger = privateKeyToAccount(generatePrivateKey())
    expect((await signIn(account.address, (message) => stranger.signMessage({ message }))).status).toBe(401)
  })

  it('ERC-1271 on the wrong chain: a deployed account signing a message for another chain is refused', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = smartAccount(owner, `0x${'55'.repeat(32)}`)
    const [from] = (await chain.provider.request({ method: 'eth_accounts' })) as `0x${string}`[]
    await chain.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from, to: CREATE2_FACTORY_ADDRESS, data: account.factoryData, gas: '0x100000' }],
    })
    // chain 1 is one of the app's chains, but the account exists on 31337 only: its signature proves nothing there
    const res = await signIn(account.address, account.signMessage, 1)
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ code: 'invalid_credentials', error: 'Invalid SIWE signature' })
    // the same account signs in for the chain it is on
    expect((await signIn(account.address, account.signMessage, 31337)).status).toBe(200)
  })

  it('an EOA still logs in on the chain with an RPC url', async () => {
    const eoa = privateKeyToAccount(generatePrivateKey())
    expect((await signIn(eoa.address, (message) => eoa.signMessage({ message }))).status).toBe(200)
  })

  it('without an RPC url for the chain, a contract-wallet signature cannot be checked and is refused', async () => {
    const account = smartAccount(privateKeyToAccount(generatePrivateKey()), `0x${'44'.repeat(32)}`)
    const res = await signIn(account.address, account.signMessage6492, 1)
    expect(res.status).toBe(401)
  })
})
