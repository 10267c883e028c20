/**
 * Sign In With Solana against the real server, driven by core's Solana module: a test Wallet Standard wallet (a real
 * ed25519 key) signs the SIWS message core builds from the server's nonce, with `solana:signIn` or, without it,
 * `solana:signMessage`; the session stores the result. Every refusal is a 4xx with a code and creates nothing (the
 * wallet's first good login afterwards is still a new user).
 */

import { getGrant, getStepUpMethods } from '@latch/core'
import { getLatchContext } from '@latch/core/internal'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { createSignInMessageText } from '@solana/wallet-standard-util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseAuthResponseJSON, parseUserResponseJSON } from '../../core/src/api/shapes'
import { buildSiwsInput, createSiwsCredentials, requestSiwsNonce } from '../../core/src/chains/solana/siws'
import { submitSiwsCredentials } from '../../core/src/flows/wallets/wallets.siws'
import type { Latch } from '../../core/src/latch'
import { createTestSolanaWallet } from '../fixtures/solana-wallet/wallet'
import {
  type ContractServer,
  createClient,
  createFakeLocation,
  loginByEmail,
  PAGE,
  post,
  readCode,
  startContractServer,
} from './helpers'

let server: ContractServer
beforeAll(async () => {
  server = await startContractServer()
})
afterAll(() => server.close())

async function client(page = PAGE): Promise<Latch> {
  const latch = createClient(server, { location: createFakeLocation(page).location })
  await latch.ready()
  return latch
}

const depsOf = (latch: Latch) => {
  const ctx = getLatchContext(latch)
  return { ctx, deps: { api: ctx.api, env: ctx.env, messages: ctx.messages } }
}

describe('SIWS login and link through core', () => {
  it('logs in with solana:signIn: a Solana wallet account; a second login is the same user', async () => {
    const latch = await client()
    const { ctx, deps } = depsOf(latch)
    const wallet = createTestSolanaWallet()
    const credentials = await createSiwsCredentials(deps, wallet)
    expect(credentials.message).toContain('127.0.0.1:5173 wants you to sign in with your Solana account:')
    expect(credentials.message).toContain(`\n${wallet.address}\n`)
    expect(credentials.message).toContain('This does not initiate a transaction or cost any fees.')
    const { user, isNewUser } = await submitSiwsCredentials(ctx, credentials, 'login')
    expect(isNewUser).toBe(true)
    expect(latch.$auth.get().status).toBe('authenticated')
    expect(user.linkedAccounts).toHaveLength(1)
    expect(user.linkedAccounts[0]).toMatchObject({
      type: 'wallet',
      address: wallet.address,
      chainType: 'solana',
      chainId: 'solana:mainnet',
      walletClientType: 'latch test solana',
      connectorType: 'wallet_standard',
    })
    await latch.logout()
    const again = await submitSiwsCredentials(ctx, await createSiwsCredentials(deps, wallet), 'login')
    expect(again).toMatchObject({ isNewUser: false, user: { id: user.id } })
  })

  it('a wallet without solana:signIn signs the same message with solana:signMessage', async () => {
    const latch = await client()
    const { ctx, deps } = depsOf(latch)
    const wallet = createTestSolanaWallet({ features: ['signMessage'] })
    const credentials = await createSiwsCredentials(deps, wallet)
    expect(credentials.message).toContain('wants you to sign in with your Solana account:')
    const { user, isNewUser } = await submitSiwsCredentials(ctx, credentials, 'login')
    expect(isNewUser).toBe(true)
    expect(user.wallet).toMatchObject({ address: wallet.address, chainType: 'solana' })
  })

  it('a refusal in the wallet is "Signature rejected", a wallet signing another message is refused in core, a wallet with neither feature is unsupported; nothing reaches authenticate', async () => {
    const latch = await client()
    const { ctx, deps } = depsOf(latch)
    const wallet = createTestSolanaWallet()
    wallet.behaviour.reject = true
    await expect(createSiwsCredentials(deps, wallet)).rejects.toMatchObject({ name: 'WalletError' })
    wallet.behaviour.reject = false
    // connected now: the refusal on signing is the signature's
    await createSiwsCredentials(deps, wallet)
    wallet.behaviour.reject = true
    await expect(createSiwsCredentials(deps, wallet)).rejects.toMatchObject({
      name: 'WalletError',
      message: 'Signature rejected',
      retryable: true,
    })
    wallet.behaviour.reject = false
    wallet.behaviour.tamper = true
    await expect(createSiwsCredentials(deps, wallet)).rejects.toMatchObject({
      code: 'solana_signed_other_message',
      message: 'Your wallet signed a different message than the one asked for',
    })
    wallet.behaviour.features = ['signMessage']
    await expect(createSiwsCredentials(deps, wallet)).rejects.toMatchObject({
      code: 'solana_signed_other_message',
    })
    wallet.behaviour.features = []
    await expect(createSiwsCredentials(deps, wallet)).rejects.toMatchObject({ code: 'unsupported_method' })
    wallet.behaviour.tamper = false
    wallet.behaviour.features = ['signIn', 'signMessage']
    const { isNewUser } = await submitSiwsCredentials(ctx, await createSiwsCredentials(deps, wallet), 'login')
    expect(isNewUser).toBe(true)
  })

  it('links a Solana wallet to an email user; the same wallet on another user is refused; unlink asks a code to the email', async () => {
    const latch = await client()
    const { ctx, deps } = depsOf(latch)
    const wallet = createTestSolanaWallet()
    await loginByEmail(server, latch, 'siws-linker@example.com')
    const linked = await submitSiwsCredentials(ctx, await createSiwsCredentials(deps, wallet), 'link')
    expect(linked.user.linkedAccounts.map((a) => a.type)).toEqual(['email', 'wallet'])
    expect(linked.user.linkedAccounts[1]).toMatchObject({ address: wallet.address, chainType: 'solana' })

    const other = await client()
    await loginByEmail(server, other, 'siws-thief@example.com')
    const o = depsOf(other)
    await expect(
      submitSiwsCredentials(o.ctx, await createSiwsCredentials(o.deps, wallet), 'link'),
    ).rejects.toMatchObject({ status: 400, code: 'linked_to_another_user' })

    const unlink = (address: string) =>
      ctx.api.request({
        method: 'POST',
        path: '/api/v1/siws/unlink',
        body: { address },
        auth: 'protected',
        parse: parseUserResponseJSON,
      })
    await expect(unlink('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).rejects.toMatchObject({
      status: 400,
      code: 'invalid_request',
    })
    const refusal = await unlink(wallet.address).catch((error: unknown) => error)
    expect(refusal).toMatchObject({ status: 403, code: 'step_up_required' })
    const grant = getGrant(refusal)
    // base58 is case-sensitive: the target keeps the address as it is
    expect(grant).toMatchObject({ action: 'unlink', target: `wallet:${wallet.address}` })
    expect(getStepUpMethods(refusal)).toEqual(['email'])
    await latch.initStepUp('email')
    await latch.submitStepUp({
      type: 'email',
      code: await readCode(server, 'siws-linker@example.com'),
      grant,
    })
    const unlinked = await unlink(wallet.address)
    expect(unlinked.linked_accounts.map((a) => a.type)).toEqual(['email'])
  })
})

describe('SIWS refusals: a 4xx with a code, and nothing created', () => {
  type Fields = Partial<ReturnType<typeof buildSiwsInput>> & { chainId?: string; notBefore?: string }
  interface Overrides {
    fields?: Fields
    /** The Origin header. */
    origin?: string
    /** Another key signs. */
    otherSigner?: boolean
    /** Text around the message. */
    wrap?: (message: string) => string
  }

  /** Signs a SIWS message with overrides and posts it to siws/authenticate (raw, to set an Origin header). */
  async function attempt(privateKey: Uint8Array, overrides: Overrides = {}) {
    const address = base58.encode(ed25519.getPublicKey(privateKey))
    const latch = createClient(server)
    const nonce = await requestSiwsNonce(getLatchContext(latch).api, address)
    const input = {
      ...buildSiwsInput({ address, nonce, domain: '127.0.0.1:5173', uri: PAGE, issuedAt: new Date() }),
      ...overrides.fields,
    }
    const text = createSignInMessageText(input)
    const message = overrides.wrap ? overrides.wrap(text) : text
    const signer = overrides.otherSigner ? ed25519.utils.randomPrivateKey() : privateKey
    const signature = base58.encode(ed25519.sign(new TextEncoder().encode(message), signer))
    const body = { message, signature }
    const res = await post(
      server,
      '/api/v1/siws/authenticate',
      body,
      overrides.origin ? { origin: overrides.origin } : {},
    )
    return { res, body }
  }

  const minute = 60_000
  const iso = (ms: number) => new Date(Date.now() + ms).toISOString()
  const cases: Array<[string, Overrides, number, string]> = [
    [
      'a domain that is not an allowed origin (cross-domain)',
      { fields: { domain: 'evil.example' } },
      401,
      'invalid_credentials',
    ],
    [
      'a domain other than the calling Origin host',
      { origin: 'http://localhost:5173' },
      401,
      'invalid_credentials',
    ],
    [
      'a uri off the allowed origins',
      { fields: { uri: 'https://evil.example/login' } },
      401,
      'invalid_credentials',
    ],
    ['a chain that is not a Solana cluster', { fields: { chainId: 'eip155:1' } }, 401, 'invalid_credentials'],
    ['issued in the future', { fields: { issuedAt: iso(5 * minute) } }, 401, 'invalid_credentials'],
    ['not valid yet', { fields: { notBefore: iso(5 * minute) } }, 401, 'invalid_credentials'],
    ['expired', { fields: { expirationTime: iso(-minute) } }, 401, 'invalid_credentials'],
    [
      'a nonce this server never issued',
      { fields: { nonce: 'abcdefgh12345678' } },
      401,
      'invalid_credentials',
    ],
    ['a signature by another key', { otherSigner: true }, 401, 'invalid_credentials'],
    ['version 2', { fields: { version: '2' } }, 400, 'invalid_request'],
    ['text after the message', { wrap: (m) => `${m}\nExtra: field` }, 400, 'invalid_request'],
    [
      'an address that is not a public key',
      { fields: { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' } },
      400,
      'invalid_request',
    ],
  ]

  it.each(cases)('%s', async (_name, overrides, status, code) => {
    const privateKey = ed25519.utils.randomPrivateKey()
    const { res } = await attempt(privateKey, overrides)
    expect(res.status).toBe(status)
    expect(await res.json()).toMatchObject({ code })
    // nothing was created: the wallet's first good login is a new user
    const good = await attempt(privateKey)
    expect(good.res.status).toBe(200)
    expect(parseAuthResponseJSON(await good.res.json()).is_new_user).toBe(true)
  })

  it('a replayed message (nonce used once) is refused', async () => {
    const privateKey = ed25519.utils.randomPrivateKey()
    const first = await attempt(privateKey)
    expect(first.res.status).toBe(200)
    const replay = await post(server, '/api/v1/siws/authenticate', first.body)
    expect(replay.status).toBe(401)
    expect(await replay.json()).toMatchObject({
      code: 'invalid_credentials',
      error: 'Invalid or expired SIWS nonce',
    })
  })

  it('a nonce issued for another Solana address, or for an Ethereum address (SIWE), is refused', async () => {
    const privateKey = ed25519.utils.randomPrivateKey()
    const api = getLatchContext(createClient(server)).api
    const otherAddress = base58.encode(ed25519.getPublicKey(ed25519.utils.randomPrivateKey()))
    const othersNonce = await requestSiwsNonce(api, otherAddress)
    const siwe = await post(server, '/api/v1/siwe/init', {
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    })
    const { nonce: siweNonce } = (await siwe.json()) as { nonce: string }
    for (const nonce of [othersNonce, siweNonce]) {
      const { res } = await attempt(privateKey, { fields: { nonce } })
      expect(res.status).toBe(401)
      expect(await res.json()).toMatchObject({ error: 'Invalid or expired SIWS nonce' })
    }
  })

  it('an init for something that is not a Solana address is a 400', async () => {
    const res = await post(server, '/api/v1/siws/init', { address: 'not-base58-0OIl' })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'invalid_request' })
  })
})
