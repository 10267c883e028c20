import { createHash } from 'node:crypto'
import { relative } from 'node:path'
import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { defaultAppSettings } from '../config'
import { buildFrameBundle } from '../domain/frame-bundle'
import { APP_ID, createTestServer, errorOf, type TestServer } from '../testing'
import { frameCall, registerWallet as register, TEST_SERVER_ORIGIN } from '../wallet-testing'
import { frameCsp } from './wallet-frame'

const FRAME = TEST_SERVER_ORIGIN

describe('wallet frame bundle', () => {
  it('imports only the frame folder, the protocol module (and the grant parser), its crypto libraries (viem, shamir-secret-sharing, jose) and idb-keyval; size within budget', async () => {
    const b = await buildFrameBundle()
    const outside = b.inputs
      .map((p) => relative(process.cwd(), p))
      .filter(
        (p) =>
          !p.startsWith('core/src/embedded-wallet/frame/') &&
          p !== 'core/src/embedded-wallet/protocol.ts' &&
          // the grant parser the protocol keeps a refusal's grant with (pure: type imports only)
          p !== 'core/src/api/shapes.ts' &&
          // which OAuth providers and `oidc:<id>` names the shapes accept (constants only)
          p !== 'core/src/protocol/providers.ts' &&
          !/^node_modules\/(viem|@noble|@scure|shamir-secret-sharing|abitype|ox|jose|idb-keyval)\//.test(p),
      )
    expect(outside).toEqual([])
    // 44.3 kB before grants; refusals with their grant, share purposes and the export view's channel add 1.2 kB;
    // passkey (PRF) recovery's envelope, its HKDF split and its WebAuthn ceremony 0.7 kB (46,239 B on 2026-12-07);
    // one copy of @noble/hashes 1.8.0 instead of two nested ones (viem's and @noble/curves') -2.0 kB (44.2 kB);
    // the createFrameWallet split +0.2 kB; the passkey view and the WebAuthn ceremony wired in +1.1 kB (45.5 kB).
    // HD seeds (the seed's mark, the chunk's loader, seed-aware rebuild) +0.3 kB (45,721 B on 2026-12-08); the
    // seed's derivation itself is the frame-seed.js chunk, fetched on first use (below).
    expect(b.gzipBytes).toBeLessThan(46_500)
    // the entry imports only the seed chunk, dynamically, by its file name beside the frame script
    expect(b.code.match(/import\([^)]*\)/g)).toEqual(['import("./frame-seed.js")'])
    const seed = b.chunks.get('frame-seed.js')
    expect(seed?.code).toContain('m/44') // the chunk holds the derivation paths
    console.info(
      `frame bundle: ${(b.bytes / 1024).toFixed(1)} kB min, ${(b.gzipBytes / 1024).toFixed(1)} kB gzip; seed chunk ${((seed?.bytes ?? 0) / 1024).toFixed(1)} kB min, ${((seed?.gzipBytes ?? 0) / 1024).toFixed(1)} kB gzip; built in ${b.buildMs.toFixed(0)} ms`,
    )
  })
})

describe('frame CSP', () => {
  it("frame-ancestors lists the app's origins; malformed origins are dropped; none at all is 'none'", () => {
    const app = {
      id: APP_ID,
      name: 'x',
      createdAt: 0,
      updatedAt: 0,
      settings: defaultAppSettings({
        allowedOrigins: ['https://a.example', "https://b.example; script-src 'unsafe-inline'"],
      }),
    }
    const csp = frameCsp(app)
    expect(csp).toContain('frame-ancestors https://a.example')
    expect(csp).not.toContain('unsafe-inline')
    expect(frameCsp({ ...app, settings: defaultAppSettings({ allowedOrigins: [] }) })).toContain(
      "frame-ancestors 'none'",
    )
  })

  it("the export page: a main landmark with its level-one heading; the CSP allows only the page's own style", async () => {
    const s = await createTestServer()
    const res = await s.get(`/apps/${APP_ID}/embedded-wallets/export`, { appId: null })
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toMatch(/<body><main><h1>Export wallet<\/h1><div data-frame-root><\/div><\/main><\/body>/)
    const styles = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1] ?? '')
    expect(styles).toHaveLength(1)
    const hash = createHash('sha256')
      .update(styles[0] ?? '')
      .digest('base64')
    const styleSrc = (res.headers.get('content-security-policy') ?? '')
      .split('; ')
      .find((d) => d.startsWith('style-src'))
    expect(styleSrc).toBe(`style-src 'sha256-${hash}'`)
    expect(html).not.toContain(' style=')
  })

  it('the passkey page (passkey recovery): the same frame page, CSP and frame-ancestors, its own heading', async () => {
    const s = await createTestServer()
    const res = await s.get(`/apps/${APP_ID}/embedded-wallets/passkey`, { appId: null })
    expect(res.status).toBe(200)
    expect(await res.text()).toMatch(/<main><h1>Use your passkey<\/h1><div data-frame-root><\/div><\/main>/)
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain('frame-ancestors ')
    expect(csp).not.toContain('unsafe-inline')
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    expect((await s.get('/apps/nope/embedded-wallets/passkey', { appId: null })).status).toBe(404)
  })

  it('pages and script through the app: headers, 404 for an unknown app, ETag revalidation', async () => {
    const s = await createTestServer()
    const page = await s.get(`/apps/${APP_ID}/embedded-wallets?caid=1`, { appId: null })
    expect(page.status).toBe(200)
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await page.text()).toContain(`"appId":"${APP_ID}"`.replace(/"/g, '&quot;'))
    expect((await s.get('/apps/latchdemoapp0000000000002/embedded-wallets', { appId: null })).status).toBe(
      404,
    )
    const js = await s.get('/embedded-wallets/frame.js', { appId: null })
    const etag = js.headers.get('etag') as string
    expect(etag).toBeTruthy()
    const again = await s.get('/embedded-wallets/frame.js', {
      appId: null,
      headers: { 'if-none-match': etag },
    })
    expect(again.status).toBe(304)
    // the seed chunk: same headers and revalidation; no other file is served under that name pattern
    const chunk = await s.get('/embedded-wallets/frame-seed.js', { appId: null })
    expect(chunk.status).toBe(200)
    expect(chunk.headers.get('content-type')).toContain('text/javascript')
    expect(chunk.headers.get('x-content-type-options')).toBe('nosniff')
    const chunkTag = chunk.headers.get('etag') as string
    const chunkAgain = await s.get('/embedded-wallets/frame-seed.js', {
      appId: null,
      headers: { 'if-none-match': chunkTag },
    })
    expect(chunkAgain.status).toBe(304)
    expect((await s.get('/embedded-wallets/frame-other.js', { appId: null })).status).toBe(404)
  })
})

describe('embedded wallet share routes', () => {
  const registerWallet = async (s: TestServer, token: string, overrides: Record<string, unknown> = {}) => {
    const r = await register(s, token, overrides)
    return { created: r.res, address: r.address, key: r.key }
  }

  it('needs a bearer, a device proof and the wallet key signature; one wallet per user; bad input changes nothing', async () => {
    const s = await createTestServer()
    expect((await s.post('/api/v1/embedded_wallets', {})).status).toBe(401)
    const { token } = await s.loginEmail('one@example.com')
    const before = await s.fingerprint()
    const plain = await registerWallet(s, token, { recovery_share: 'A'.repeat(44) })
    expect(plain.created.status).toBe(400)
    const unproven = await s.post(
      '/api/v1/embedded_wallets',
      {
        address: plain.address,
        auth_share: 'A'.repeat(44),
        recovery_method: 'privy',
        recovery_share: `v1.key.${'B'.repeat(16)}.${'C'.repeat(66)}`,
        signature: `0x${'1'.repeat(130)}`,
      },
      { token, headers: { origin: FRAME } },
    )
    expect(await errorOf(unproven)).toMatchObject({ status: 401, code: 'missing_device_proof' })
    const after = await s.fingerprint()
    for (const table of ['embedded_wallets', 'accounts', 'wallet_devices', 'wallet_share_sets']) {
      expect(after[table]).toBe(before[table])
    }
    const { created, address } = await registerWallet(s, token)
    expect(created.status).toBe(200)
    expect(created.headers.get('dpop-nonce')).toBeTruthy()
    const second = await registerWallet(s, token)
    expect(await errorOf(second.created)).toMatchObject({
      status: 409,
      code: 'embedded_wallet_already_exists',
    })
    expect((await s.post('/api/v1/embedded_wallets/recovery_key', { address }, { token })).status).toBe(409)
  })

  it('browser requests from anywhere but the frame origin are refused, even with the owner token and a proof', async () => {
    const s = await createTestServer()
    const { token } = await s.loginEmail('four@example.com')
    const { address, key } = await registerWallet(s, token)
    const path = `/api/v1/embedded_wallets/${address}/auth_share`
    const call = (headers: Record<string, string>) =>
      frameCall(s, token, key, 'GET', path, undefined, headers)
    expect((await call({ 'sec-fetch-site': 'same-origin' })).status).toBe(200)
    expect((await call({ 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await call({ 'sec-fetch-site': 'same-site' })).status).toBe(403)
    expect(await errorOf(await call({ origin: 'http://127.0.0.1:5173' }))).toMatchObject({
      status: 403,
      code: 'origin_not_allowed',
    })
  })

  it('embedded wallets cannot be unlinked through siwe/unlink', async () => {
    const s = await createTestServer()
    const { token } = await s.loginEmail('two@example.com')
    const { address } = await registerWallet(s, token)
    const res = await s.post('/api/v1/siwe/unlink', { address }, { token })
    expect(res.status).toBe(400)
    expect((await errorOf(res)).error).toBe('Embedded wallets cannot be linked or unlinked.')
  })

  it('once the user enrolled in MFA, each share release needs a grant for what it is for, spent by that release', async () => {
    const s = await createTestServer()
    const { token } = await s.loginEmail('three@example.com')
    const { address, key } = await registerWallet(s, token)
    const path = `/api/v1/embedded_wallets/${address}/auth_share`
    expect((await frameCall(s, token, key, 'GET', path)).status).toBe(200)
    const { sub, sid } = decodeJwt(token) as { sub: string; sid: string }
    const now = Math.floor(s.deps.config.now() / 1000)
    await s.deps.storage.setMfa(sub, { type: 'totp', phone: null, secret: 'x', verifiedAt: now })
    const lower = address.toLowerCase()
    const hash = 'ab'.repeat(32)
    const sign = `${path}?purpose=sign&request=${hash}`
    // the refusal names the grant: the request's hash, or 'unknown' without one
    expect(await (await frameCall(s, token, key, 'GET', sign)).json()).toMatchObject({
      code: 'missing_or_invalid_mfa',
      grant: { action: 'wallet_sign', target: `${lower}:${hash}` },
    })
    expect(await (await frameCall(s, token, key, 'GET', path)).json()).toMatchObject({
      code: 'missing_or_invalid_mfa',
      grant: { action: 'wallet_sign', target: `${lower}:unknown` },
    })
    // a verification marking the session (no grant) opens nothing any more
    await s.deps.storage.setSessionMfaVerified(sid, now)
    expect((await frameCall(s, token, key, 'GET', sign)).status).toBe(403)
    const grant = (action: string, target: string) =>
      s.deps.storage.addGrant({
        id: `g-${action}-${target}`,
        appId: APP_ID,
        userId: sub,
        sessionId: sid,
        action,
        target,
        verifiedBy: 'mfa:totp',
        createdAt: now,
        expiresAt: now + 300,
      })
    await grant('wallet_sign', `${lower}:${hash}`)
    // another request's hash, an export: not this grant
    expect(
      (await frameCall(s, token, key, 'GET', `${path}?purpose=sign&request=${'cd'.repeat(32)}`)).status,
    ).toBe(403)
    expect((await frameCall(s, token, key, 'GET', `${path}?purpose=export`)).status).toBe(403)
    expect((await frameCall(s, token, key, 'GET', sign)).status).toBe(200)
    // spent
    expect((await frameCall(s, token, key, 'GET', sign)).status).toBe(403)
    // an export grant opens an export release, once
    await grant('wallet_export', lower)
    expect((await frameCall(s, token, key, 'GET', `${path}?purpose=export`)).status).toBe(200)
    expect((await frameCall(s, token, key, 'GET', `${path}?purpose=export`)).status).toBe(403)
    // a recovery-password grant is only looked at by the release, and spent by the change that follows
    await grant('recovery_password', lower)
    expect((await frameCall(s, token, key, 'GET', `${path}?purpose=recovery_password`)).status).toBe(200)
    expect((await frameCall(s, token, key, 'GET', `${path}?purpose=recovery_password`)).status).toBe(200)
    const recovery = `/api/v1/embedded_wallets/${address}/recovery_share`
    expect((await frameCall(s, token, key, 'GET', recovery)).status).toBe(403)
  })
})
