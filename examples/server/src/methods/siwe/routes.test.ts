import type { AuthResponseJSON, SiweInitResponseJSON } from '@latch/core/protocol'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { demoAppSeed } from '../../config'
import { createTestServer, errorOf, type TestServer } from '../../testing'

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
    uri?: string
    scheme?: string
    issuedAt?: Date
    notBefore?: Date
    origin?: string
    /** Runs between init and authenticate (e.g. a storage fingerprint). */
    beforeSubmit?: () => Promise<void>
  } = {},
) {
  const account = opts.account ?? privateKeyToAccount(generatePrivateKey())
  const init = await t.post('/api/v1/siwe/init', { address: account.address })
  expect(init.status).toBe(200)
  const { nonce, address, expires_at } = (await init.json()) as SiweInitResponseJSON
  expect(address).toBe(account.address)
  expect(new Date(expires_at).getTime() - t.deps.config.now()).toBe(600_000)
  const message = createSiweMessage({
    address: account.address,
    chainId: opts.chainId ?? 1,
    domain: opts.domain ?? '127.0.0.1:5173',
    nonce: opts.nonce ?? nonce,
    uri: opts.uri ?? 'http://127.0.0.1:5173/',
    version: '1',
    issuedAt: opts.issuedAt ?? NOW,
    expirationTime: opts.expirationTime,
    notBefore: opts.notBefore,
    scheme: opts.scheme,
  })
  const signature = await (opts.signer ?? account).signMessage({ message })
  await opts.beforeSubmit?.()
  const headers = opts.origin ? { origin: opts.origin } : undefined
  const res = await t.post(
    opts.path ?? '/api/v1/siwe/authenticate',
    {
      message,
      signature,
      chainId: opts.bodyChainId === 'omit' ? undefined : (opts.bodyChainId ?? `eip155:${opts.chainId ?? 1}`),
      walletClientType: 'metamask',
      connectorType: 'injected',
    },
    { ...(opts.token ? { token: opts.token } : {}), ...(headers ? { headers } : {}) },
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

  it('writes login_success (with the user id) and login_failure to the security log, never the signature', async () => {
    const lines: string[] = []
    const t = await createTestServer({ log: (l: string) => lines.push(l) })
    const { res, signature } = await signIn(t)
    const user = ((await res.json()) as AuthResponseJSON).user.id
    expect((await signIn(t, { domain: 'evil.example' })).res.status).toBe(401)
    const security = lines.filter((l) => l.startsWith('security: '))
    expect(security.some((l) => l.startsWith('security: login_success') && l.includes(`user=${user}`))).toBe(
      true,
    )
    expect(security.some((l) => l.startsWith('security: login_failure') && l.includes('method=siwe'))).toBe(
      true,
    )
    expect(lines.some((l) => l.includes(signature))).toBe(false)
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
    t.advance(1)
    const { res, account } = await signIn(t, { path: '/api/v1/siwe/link', token: a.token })
    expect(res.status).toBe(200)
    const { user } = (await res.json()) as { user: AuthResponseJSON['user'] }
    expect(user.linked_accounts.map((x) => x.type)).toEqual(['email', 'wallet'])
    const same = await signIn(t, { account, path: '/api/v1/siwe/link', token: a.token })
    expect((await errorOf(same.res)).error).toBe('User already has this wallet linked to their account.')
    const b = await t.loginEmail('b@example.com')
    const other = await signIn(t, { account, path: '/api/v1/siwe/link', token: b.token })
    expect(await errorOf(other.res)).toMatchObject({ status: 400, code: 'linked_to_another_user' })
    // the unlink: a grant by a code to the (older) email
    const unlinked = await t.granted(a.token, () =>
      t.post('/api/v1/siwe/unlink', { address: account.address.toLowerCase() }, { token: a.token }),
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

  describe('EIP-4361 checks: each refusal is a 401 with a code and changes nothing', () => {
    async function refused(opts: Parameters<typeof signIn>[1], error: string, t?: TestServer): Promise<void> {
      const server = t ?? (await createTestServer())
      let before: Record<string, number> = {}
      const { res } = await signIn(server, {
        ...opts,
        beforeSubmit: async () => {
          before = await server.fingerprint()
        },
      })
      expect(await errorOf(res)).toEqual({ status: 401, code: 'invalid_credentials', error })
      // nothing is created or changed but the caller's rate-limit counter (one row, one change)
      const after = await server.fingerprint()
      const { rate_limits: _r1, total_changes: changesBefore = 0, ...rowsBefore } = before
      const { rate_limits: _r2, total_changes: changesAfter = 0, ...rowsAfter } = after
      expect(rowsAfter).toEqual(rowsBefore)
      expect(changesAfter - changesBefore).toBeLessThanOrEqual(1)
    }

    it('chainId is required in the body', async () => {
      const t = await createTestServer()
      let before: Record<string, number> = {}
      const { res } = await signIn(t, {
        bodyChainId: 'omit',
        beforeSubmit: async () => {
          before = await t.fingerprint()
        },
      })
      expect(await errorOf(res)).toEqual({
        status: 400,
        code: 'invalid_request',
        error: "Missing or invalid field 'chainId'",
      })
      expect(await t.fingerprint()).toEqual(before)
    })

    it("a chain that is not one of the app's", async () => {
      await refused({ chainId: 56 }, 'SIWE chain 56 is not supported by this app')
      const seed = demoAppSeed()
      const t = await createTestServer({}, [
        { ...seed, settings: { ...seed.settings, chains: [{ id: 8453 }] } as typeof seed.settings },
      ])
      await refused({ chainId: 1 }, 'SIWE chain 1 is not supported by this app', t)
      expect((await signIn(t, { chainId: 8453 })).res.status).toBe(200)
    })

    it('a domain that is not the host of the calling Origin', async () => {
      await refused({ origin: 'http://localhost:5173' }, 'SIWE domain does not match the requesting origin')
      const t = await createTestServer()
      expect((await signIn(t, { origin: 'http://127.0.0.1:5173' })).res.status).toBe(200)
    })

    it('a uri off the allowed origins, or on another origin than the caller', async () => {
      await refused({ uri: 'https://evil.example/' }, 'SIWE uri is not on an allowed origin')
      await refused({ uri: 'http://127.0.0.1:4173/' }, 'SIWE uri is not on an allowed origin')
      await refused({ uri: 'javascript:alert(1)' }, 'SIWE uri is not on an allowed origin')
    })

    it('a scheme that makes the origin one the app does not allow', async () => {
      await refused({ scheme: 'https' }, 'SIWE scheme is not allowed for this app')
      const t = await createTestServer()
      expect((await signIn(t, { scheme: 'http' })).res.status).toBe(200)
    })

    it('issued in the future (beyond 60 s of skew), not yet valid, expired', async () => {
      await refused({ issuedAt: new Date(NOW.getTime() + 61_000) }, 'SIWE message issued in the future')
      await refused({ notBefore: new Date(NOW.getTime() + 60_000) }, 'SIWE message expired or not yet valid')
      await refused({ expirationTime: new Date(NOW.getTime() - 1) }, 'SIWE message expired or not yet valid')
      const t = await createTestServer()
      expect((await signIn(t, { issuedAt: new Date(NOW.getTime() + 30_000) })).res.status).toBe(200)
    })

    it('a signature by another key or for another nonce', async () => {
      await refused({ signer: privateKeyToAccount(generatePrivateKey()) }, 'Invalid SIWE signature')
    })

    it('a nonce the server did not issue is refused after the signature check', async () => {
      const t = await createTestServer()
      const { res } = await signIn(t, { nonce: 'abcdefgh12345678' })
      expect(await errorOf(res)).toEqual({
        status: 401,
        code: 'invalid_credentials',
        error: 'Invalid or expired SIWE nonce',
      })
    })
  })

  it('an unreachable RPC url still lets an EOA sign in (recovered locally)', async () => {
    const seed = demoAppSeed()
    const t = await createTestServer({}, [
      {
        ...seed,
        settings: {
          ...seed.settings,
          chains: [{ id: 1, rpcUrl: 'http://127.0.0.1:9/' }],
        } as typeof seed.settings,
      },
    ])
    expect((await signIn(t)).res.status).toBe(200)
    expect((await signIn(t, { signer: privateKeyToAccount(generatePrivateKey()) })).res.status).toBe(401)
  })
})
