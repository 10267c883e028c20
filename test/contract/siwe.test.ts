/**
 * SIWE against the real server, driven by core's wallet modules: the test wallet (an EIP-1193 provider over a viem
 * local account) is connected through core's connector and `$wallets`, core builds and signs the EIP-4361 message
 * from the server's nonce, and the session stores the result. Every refusal is a 4xx with a code and creates nothing
 * (the wallet's first good login afterwards is still a new user).
 */
import { getGrant, getStepUpMethods } from '@latch/core'
import { getLatchContext } from '@latch/core/internal'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseAuthResponseJSON, parseUserResponseJSON } from '../../core/src/api/shapes'
import { createEip1193Connector } from '../../core/src/connectors/connector'
import { createSiweCredentials, requestSiweNonce } from '../../core/src/connectors/siwe'
import { createWallets } from '../../core/src/connectors/wallets.store'
import type { LatchContext } from '../../core/src/context'
import { submitSiweCredentials } from '../../core/src/flows/wallets/wallets.siwe'
import type { Latch } from '../../core/src/latch'
import { mapWalletError } from '../../core/src/rules/wallet-errors'
import { createTestWalletProvider } from '../fixtures/wallet/index'
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

/** The client's internal context (API client, session, env). */
function contextOf(latch: Latch): LatchContext {
  return getLatchContext(latch)
}

/** A client on `page` with a connected test wallet. */
async function clientWithWallet(options: { page?: string; rejectSignatures?: boolean } = {}) {
  const { location } = createFakeLocation(options.page ?? PAGE)
  const latch = createClient(server, { location })
  await latch.ready()
  const ctx = contextOf(latch)
  const provider = createTestWalletProvider({
    privateKey: generatePrivateKey(),
    rejectSignatures: options.rejectSignatures ?? false,
  })
  const wallets = createWallets({ env: ctx.env, messages: ctx.messages, $config: ctx.$config })
  const wallet = await wallets.connect(
    createEip1193Connector({
      id: 'test-wallet',
      name: 'Latch Test Wallet',
      provider,
      connectorType: 'injected',
      walletClientType: 'metamask',
      clock: ctx.env.clock,
    }),
  )
  return { latch, ctx, wallet, provider }
}

describe('SIWE login and link through core', () => {
  it('logs in: the session holds the wallet user; a second login is the same user', async () => {
    const { latch, ctx, wallet } = await clientWithWallet()
    const credentials = await createSiweCredentials(
      { api: ctx.api, env: ctx.env, messages: ctx.messages },
      wallet,
    )
    expect(credentials.message).toContain('127.0.0.1:5173 wants you to sign in with your Ethereum account:')
    expect(credentials.message).toContain('This does not initiate a transaction or cost any fees.')
    const { user, isNewUser } = await submitSiweCredentials(ctx, credentials, 'login')
    expect(isNewUser).toBe(true)
    expect(latch.$auth.get().status).toBe('authenticated')
    expect(user.wallet).toMatchObject({
      address: wallet.address,
      walletClientType: 'metamask',
      connectorType: 'injected',
      chainId: 'eip155:1',
    })
    await latch.logout()
    const again = await submitSiweCredentials(
      ctx,
      await createSiweCredentials({ api: ctx.api, env: ctx.env }, wallet),
      'login',
    )
    expect(again).toMatchObject({ isNewUser: false, user: { id: user.id } })
  })

  it('links a wallet to an email user; the same wallet on another user is refused; unlink', async () => {
    const { latch, ctx, wallet } = await clientWithWallet()
    await loginByEmail(server, latch, 'siwe-linker@example.com')
    const linked = await submitSiweCredentials(
      ctx,
      await createSiweCredentials({ api: ctx.api, env: ctx.env }, wallet),
      'link',
    )
    expect(linked.user.linkedAccounts.map((a) => a.type)).toEqual(['email', 'wallet'])

    const other = createClient(server, { location: createFakeLocation(PAGE).location })
    await loginByEmail(server, other, 'siwe-thief@example.com')
    const otherCtx = contextOf(other)
    const refused = submitSiweCredentials(
      otherCtx,
      await createSiweCredentials({ api: otherCtx.api, env: otherCtx.env }, wallet),
      'link',
    )
    await expect(refused).rejects.toMatchObject({ status: 400, code: 'linked_to_another_user' })
    expect(mapWalletError(await refused.catch((e: unknown) => e), 'link')).toMatchObject({
      message: 'User already exists for this address',
      detail: 'Try another address!',
      retryable: false,
    })

    // removing the wallet takes a code to the email (linked before it), made for this unlink
    const unlink = () =>
      ctx.api.request({
        method: 'POST',
        path: '/api/v1/siwe/unlink',
        body: { address: wallet.address },
        auth: 'protected',
        parse: parseUserResponseJSON,
      })
    const refusal = await unlink().catch((error: unknown) => error)
    expect(refusal).toMatchObject({ status: 403, code: 'step_up_required' })
    const grant = getGrant(refusal)
    expect(grant).toMatchObject({ action: 'unlink', target: `wallet:${wallet.address.toLowerCase()}` })
    expect(getStepUpMethods(refusal)).toEqual(['email'])
    await latch.initStepUp('email')
    await latch.submitStepUp({
      type: 'email',
      code: await readCode(server, 'siwe-linker@example.com'),
      grant,
    })
    const unlinked = await unlink()
    expect(unlinked.linked_accounts.map((a) => a.type)).toEqual(['email'])
  })

  it("a rejected signature is 'Signature rejected' and nothing reaches authenticate; a retry works", async () => {
    const { ctx, wallet, provider } = await clientWithWallet({ rejectSignatures: true })
    const deps = { api: ctx.api, env: ctx.env, messages: ctx.messages }
    await expect(createSiweCredentials(deps, wallet)).rejects.toMatchObject({
      name: 'WalletError',
      message: 'Signature rejected',
      details: 'Please try signing again.',
      retryable: true,
    })
    provider.configure({ rejectSignatures: false })
    const { isNewUser } = await submitSiweCredentials(ctx, await createSiweCredentials(deps, wallet), 'login')
    expect(isNewUser).toBe(true)
  })
})

describe('EIP-4361 refusals: a 4xx with a code, and nothing created', () => {
  type Overrides = Partial<Parameters<typeof createSiweMessage>[0]> & {
    bodyChainId?: unknown
    origin?: string
    signer?: ReturnType<typeof privateKeyToAccount>
  }

  /** Signs a message with overrides and posts it to siwe/authenticate (raw, to set an Origin header). */
  async function attempt(account: ReturnType<typeof privateKeyToAccount>, overrides: Overrides = {}) {
    const latch = createClient(server)
    const nonce = await requestSiweNonce(contextOf(latch).api, account.address)
    const { bodyChainId, origin, signer, ...fields } = overrides
    const message = createSiweMessage({
      address: account.address,
      chainId: 1,
      domain: '127.0.0.1:5173',
      nonce,
      uri: PAGE,
      version: '1',
      issuedAt: new Date(),
      ...fields,
    })
    const signature = await (signer ?? account).signMessage({ message })
    const body = { message, signature, chainId: bodyChainId === undefined ? 'eip155:1' : bodyChainId }
    const res = await post(server, '/api/v1/siwe/authenticate', body, origin ? { origin } : {})
    return { res, message, signature, body }
  }

  const minute = 60_000
  const cases: Array<[string, Overrides, number, string]> = [
    ['a domain that is not an allowed origin', { domain: 'evil.example' }, 401, 'invalid_credentials'],
    [
      'a domain other than the calling Origin host',
      { origin: 'http://localhost:5173' },
      401,
      'invalid_credentials',
    ],
    ['a chain that is not one of the app’s', { chainId: 56, bodyChainId: 56 }, 401, 'invalid_credentials'],
    ['a body chain id other than the message’s', { bodyChainId: 137 }, 401, 'invalid_credentials'],
    ['no chain id in the body', { bodyChainId: null }, 400, 'invalid_request'],
    ['a uri off the allowed origins', { uri: 'https://evil.example/login' }, 401, 'invalid_credentials'],
    ['a scheme the app does not allow', { scheme: 'https' }, 401, 'invalid_credentials'],
    ['issued in the future', { issuedAt: new Date(Date.now() + 5 * minute) }, 401, 'invalid_credentials'],
    ['not valid yet', { notBefore: new Date(Date.now() + 5 * minute) }, 401, 'invalid_credentials'],
    ['expired', { expirationTime: new Date(Date.now() - minute) }, 401, 'invalid_credentials'],
    ['a nonce this server never issued', { nonce: 'abcdefgh12345678' }, 401, 'invalid_credentials'],
  ]

  it.each(cases)('%s', async (_name, overrides, status, code) => {
    const account = privateKeyToAccount(generatePrivateKey())
    const { res } = await attempt(account, overrides)
    expect(res.status).toBe(status)
    expect(await res.json()).toMatchObject({ code })
    // nothing was created: the wallet's first good login is a new user
    const good = await attempt(account)
    expect(good.res.status).toBe(200)
    expect(parseAuthResponseJSON(await good.res.json()).is_new_user).toBe(true)
  })

  it('a signature by another key', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const { res } = await attempt(account, { signer: privateKeyToAccount(generatePrivateKey()) })
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ code: 'invalid_credentials', error: 'Invalid SIWE signature' })
  })

  it('a replayed message (nonce used once) is refused, and core maps it to "Could not log in with wallet"', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const first = await attempt(account)
    expect(first.res.status).toBe(200)
    const latch = createClient(server)
    const replay = latch.ready().then(() =>
      contextOf(latch).session.authenticate(() =>
        contextOf(latch).api.request({
          method: 'POST',
          path: '/api/v1/siwe/authenticate',
          body: first.body,
          parse: parseAuthResponseJSON,
        }),
      ),
    )
    await expect(replay).rejects.toMatchObject({ status: 401, code: 'invalid_credentials' })
    expect(mapWalletError(await replay.catch((e: unknown) => e), 'login')).toMatchObject({
      message: 'Could not log in with wallet',
      detail: 'Please try connecting again.',
      retryable: true,
    })
  })
})
