import { relative } from 'node:path'
import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { defaultAppSettings } from '../config'
import { APP_ID, createTestServer, errorOf } from '../testing'
import { MFA_FRESHNESS_SECONDS } from './embedded-wallets'
import { buildFrameBundle, frameCsp } from './wallet-frame'

const FRAME = 'http://127.0.0.1:8787'

describe('wallet frame bundle', () => {
  it('imports only the frame folder, the protocol module and its crypto libraries; size within budget', async () => {
    const b = await buildFrameBundle()
    const outside = b.inputs
      .map((p) => relative(process.cwd(), p))
      .filter(
        (p) =>
          !p.startsWith('core/src/embedded-wallet/frame/') &&
          p !== 'core/src/embedded-wallet/protocol.ts' &&
          !/^node_modules\/(viem|@noble|@scure|shamir-secret-sharing|abitype|ox)\//.test(p),
      )
    expect(outside).toEqual([])
    expect(b.gzipBytes).toBeLessThan(45_000)
    console.info(
      `frame bundle: ${(b.bytes / 1024).toFixed(1)} kB min, ${(b.gzipBytes / 1024).toFixed(1)} kB gzip, built in ${b.buildMs.toFixed(0)} ms`,
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
  })
})

describe('embedded wallet share routes', () => {
  const body = (address: string) => ({
    address,
    auth_share: 'A'.repeat(44),
    recovery_method: 'privy',
    recovery_share: `v1.key.${'B'.repeat(16)}.${'C'.repeat(66)}`,
  })
  const ADDRESS = '0x00000000000000000000000000000000000000aA'

  it('needs a bearer; one wallet per user; a plaintext recovery share is refused and changes nothing', async () => {
    const s = await createTestServer()
    expect((await s.post('/api/v1/embedded_wallets', body(ADDRESS))).status).toBe(401)
    const { token } = await s.loginEmail('one@example.com')
    const before = await s.fingerprint()
    const plain = await s.post(
      '/api/v1/embedded_wallets',
      { ...body(ADDRESS), recovery_share: 'A'.repeat(44) },
      { token, headers: { origin: FRAME } },
    )
    expect(plain.status).toBe(400)
    const after = await s.fingerprint()
    expect(after.embedded_wallets).toBe(before.embedded_wallets)
    expect(after.accounts).toBe(before.accounts)
    expect(
      (await s.post('/api/v1/embedded_wallets', body(ADDRESS), { token, headers: { origin: FRAME } })).status,
    ).toBe(200)
    const second = await s.post(
      '/api/v1/embedded_wallets',
      body('0x00000000000000000000000000000000000000bB'),
      { token },
    )
    expect(await errorOf(second)).toMatchObject({ status: 409, code: 'embedded_wallet_already_exists' })
    expect(
      (await s.post('/api/v1/embedded_wallets/recovery_key', { address: ADDRESS }, { token })).status,
    ).toBe(409)
  })

  it('browser requests from anywhere but the frame origin are refused, even with the owner token', async () => {
    const s = await createTestServer()
    const { token } = await s.loginEmail('four@example.com')
    await s.post('/api/v1/embedded_wallets', body(ADDRESS), {
      token,
      headers: { 'sec-fetch-site': 'same-origin' },
    })
    const path = `/api/v1/embedded_wallets/${ADDRESS}/auth_share`
    expect((await s.get(path, { token, headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(200)
    expect((await s.get(path, { token, headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403)
    expect((await s.get(path, { token, headers: { 'sec-fetch-site': 'same-site' } })).status).toBe(403)
    const hostOrigin = await s.get(path, { token, headers: { origin: 'http://127.0.0.1:5173' } })
    expect(await errorOf(hostOrigin)).toMatchObject({ status: 403, code: 'origin_not_allowed' })
  })

  it('embedded wallets cannot be unlinked through siwe/unlink', async () => {
    const s = await createTestServer()
    const { token } = await s.loginEmail('two@example.com')
    await s.post('/api/v1/embedded_wallets', body(ADDRESS), { token })
    const res = await s.post('/api/v1/siwe/unlink', { address: ADDRESS }, { token })
    expect(res.status).toBe(400)
    expect((await errorOf(res)).error).toBe('Embedded wallets cannot be linked or unlinked.')
  })

  it(`once the user enrolled in MFA, shares need an MFA verification of the session within ${MFA_FRESHNESS_SECONDS} s`, async () => {
    const s = await createTestServer()
    const { token } = await s.loginEmail('three@example.com')
    await s.post('/api/v1/embedded_wallets', body(ADDRESS), { token })
    const path = `/api/v1/embedded_wallets/${ADDRESS}/auth_share`
    expect((await s.get(path, { token })).status).toBe(200)
    const { sub, sid } = decodeJwt(token) as { sub: string; sid: string }
    const now = Math.floor(s.deps.config.now() / 1000)
    await s.deps.storage.setMfa(sub, { type: 'totp', phone: null, secret: 'x', verifiedAt: now })
    expect(await errorOf(await s.get(path, { token }))).toMatchObject({
      status: 403,
      code: 'missing_or_invalid_mfa',
    })
    await s.deps.storage.setSessionMfaVerified(sid, now)
    expect((await s.get(path, { token })).status).toBe(200)
    s.advance(MFA_FRESHNESS_SECONDS + 1)
    expect((await s.get(`/api/v1/embedded_wallets/${ADDRESS}/recovery_share`, { token })).status).toBe(403)
  })
})
