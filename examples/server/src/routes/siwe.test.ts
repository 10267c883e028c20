import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import type { AuthResponseJSON, SiweInitResponseJSON } from '../../../../core/src/api/wire'
import { demoAppSeed } from '../config'
import { createTestServer, errorOf, type TestServer } from '../testing'

const NOW = new Date(Date.UTC(2026, 10, 25, 12, 0, 0))

async function signIn(
  t: TestServer,
  opts: {
    account?: ReturnType<typeof privateKeyToAccount>
    domain?: string
    chainId?: number
    bodyChainId?: unknown
    expirationTime?: Date
    nonce?: string
    signer?: ReturnType<typeof privateKeyToAccount>
    path?: string
    token?: string
  } = {},
) {
  const account = opts.account ?? privateKeyToAccount(generatePrivateKey())
  const init = await t.post('/api/v1/siwe/init', { address: account.address })
  expect(init.status).toBe(200)
  const { nonce, address, expires_at } = (await init.json()) as SiweInitResponseJSON
  expect(address).toBe(account.address)
  expect(new Date(expires_at).getTime() - NOW.getTime()).toBe(600_000)
  const message = createSiweMessage({
    address: account.address,
    chainId: opts.chainId ?? 1,
    domain: opts.domain ?? '127.0.0.1:5173',
    nonce: opts.nonce ?? nonce,
    uri: 'http://127.0.0.1:5173/',
    version: '1',
    issuedAt: NOW,
    expirationTime: opts.expirationTime,
  })
  const signature = await (opts.signer ?? account).signMessage({ message })
  const res = await t.post(
    opts.path ?? '/api/v1/siwe/authenticate',
    {
      message,
      signature,
      chainId: opts.bodyChainId ?? `eip155:${opts.chainId ?? 1}`,
      walletClientType: 'metamask',
      connectorType: 'injected',
    },
    opts.token ? { token: opts.token } : {},
  )
  return { res, account, message, signature }
}

describe('SIWE', () => {
  it('logs in with a signed EIP-4361 message', async () => {
    const t = await createTestServer()
    const { res, account } = await signIn(t)
    expect(res.status).toBe(200)
    const body = (await res.json()) as AuthResponseJSON
    expect(body.is_new_user).toBe(true)
    expect(body.user.linked_accounts[0]).toMatchObject({
      type: 'wallet',
      address: account.address,
      chain_type: 'ethereum',
      chain_id: 'eip155:1',
      wallet_client: 'unknown',
      wallet_client_type: 'metamask',
      connector_type: 'injected',
    })
    const again = await signIn(t, { account })
    expect(((await again.res.json()) as AuthResponseJSON).user.id).toBe(body.user.id)
  })

  it('a nonce is single use', async () => {
    const t = await createTestServer()
    const { res, message, signature } = await signIn(t)
    expect(res.status).toBe(200)
    const replay = await t.post('/api/v1/siwe/authenticate', { message, signature, chainId: 1 })
    expect(await errorOf(replay)).toMatchObject({ status: 401, code: 'invalid_credentials' })
  })

  it('refuses a domain outside the allowed origins, a chain id mismatch, an expired message', async () => {
    const t = await createTestServer()
    expect((await signIn(t, { domain: 'evil.example' })).res.status).toBe(401)
    expect((await signIn(t, { chainId: 1, bodyChainId: 137 })).res.status).toBe(401)
    expect((await signIn(t, { expirationTime: new Date(NOW.getTime() - 1000) })).res.status).toBe(401)
  })

  it('refuses a nonce the server did not issue, a stale nonce, and a wrong signer', async () => {
    const t = await createTestServer()
    expect((await signIn(t, { nonce: 'abcdefgh12345678' })).res.status).toBe(401)
    const other = privateKeyToAccount(generatePrivateKey())
    expect((await signIn(t, { signer: other })).res.status).toBe(401)
    const account = privateKeyToAccount(generatePrivateKey())
    const init = await t.post('/api/v1/siwe/init', { address: account.address })
    const { nonce } = (await init.json()) as SiweInitResponseJSON
    t.advance(601)
    const message = createSiweMessage({
      address: account.address,
      chainId: 1,
      domain: '127.0.0.1:5173',
      nonce,
      uri: 'http://127.0.0.1:5173/',
      version: '1',
    })
    const res = await t.post('/api/v1/siwe/authenticate', {
      message,
      signature: await account.signMessage({ message }),
      chainId: 1,
    })
    expect(res.status).toBe(401)
  })

  it('bad input is 400 and changes nothing', async () => {
    const t = await createTestServer()
    const before = await t.fingerprint()
    expect((await t.post('/api/v1/siwe/init', { address: '0x1234' })).status).toBe(400)
    expect((await t.post('/api/v1/siwe/authenticate', { message: 'hello', signature: '0x00' })).status).toBe(
      400,
    )
    expect((await t.post('/api/v1/siwe/authenticate', { message: 5, signature: '0x00' })).status).toBe(400)
    expect(await t.fingerprint()).toEqual(before)
  })

  it('links a wallet; the same wallet on another user is linked_to_another_user; unlink', async () => {
    const t = await createTestServer()
    const a = await t.loginEmail('a@example.com')
    const { res, account } = await signIn(t, { path: '/api/v1/siwe/link', token: a.token })
    expect(res.status).toBe(200)
    const { user } = (await res.json()) as { user: AuthResponseJSON['user'] }
    expect(user.linked_accounts.map((x) => x.type)).toEqual(['email', 'wallet'])
    const same = await signIn(t, { account, path: '/api/v1/siwe/link', token: a.token })
    expect((await errorOf(same.res)).error).toBe('User already has this wallet linked to their account.')
    const b = await t.loginEmail('b@example.com')
    const other = await signIn(t, { account, path: '/api/v1/siwe/link', token: b.token })
    expect(await errorOf(other.res)).toMatchObject({ status: 400, code: 'linked_to_another_user' })
    const unlinked = await t.post(
      '/api/v1/siwe/unlink',
      { address: account.address.toLowerCase() },
      { token: a.token },
    )
    expect(unlinked.status).toBe(200)
  })

  it('embedded wallets cannot be linked or unlinked', async () => {
    const t = await createTestServer()
    const a = await t.loginEmail('a@example.com')
    const embedded = privateKeyToAccount(generatePrivateKey())
    await t.deps.storage.addAccount(
      'latchdemoapp0000000000001',
      a.user.id,
      {
        type: 'wallet',
        key: embedded.address.toLowerCase(),
        data: {
          address: embedded.address,
          wallet_client_type: 'privy',
          connector_type: 'embedded',
          recovery_method: 'privy',
        },
      },
      1,
    )
    const unlink = await t.post('/api/v1/siwe/unlink', { address: embedded.address }, { token: a.token })
    expect(await errorOf(unlink)).toMatchObject({
      status: 400,
      error: 'Embedded wallets cannot be linked or unlinked.',
    })
    const link = await signIn(t, { account: embedded, path: '/api/v1/siwe/link', token: a.token })
    expect((await errorOf(link.res)).error).toBe('Embedded wallets cannot be linked or unlinked.')
    // signing in with the embedded wallet's key reaches its user and leaves the wallet embedded
    const viaKey = await signIn(t, { account: embedded })
    expect(((await viaKey.res.json()) as AuthResponseJSON).user.id).toBe(a.user.id)
    const me = (await (
      await t.post('/api/v1/sessions', { refresh_token: a.refresh_token })
    ).json()) as AuthResponseJSON
    expect(me.user.linked_accounts.find((x) => x.type === 'wallet')).toMatchObject({
      wallet_client: 'privy',
      wallet_client_type: 'privy',
      recovery_method: 'privy',
    })
  })

  it('allowlist of wallet addresses', async () => {
    const allowed = privateKeyToAccount(generatePrivateKey())
    const seed = demoAppSeed()
    const t = await createTestServer({}, [
      {
        ...seed,
        settings: {
          ...seed.settings,
          allowlist: {
            enabled: true,
            emails: [],
            phones: [],
            wallets: [allowed.address],
            errorTitle: null,
            errorDetail: null,
            ctaText: null,
            ctaLink: null,
          },
        },
      },
    ])
    expect((await signIn(t, { account: allowed })).res.status).toBe(200)
    const rejected = await signIn(t)
    expect(await errorOf(rejected.res)).toMatchObject({ status: 403, code: 'allowlist_rejected' })
  })
})
