import { describe, expect, it } from 'vitest'
import { signQuery, verifySignedQuery } from '../domain/onramp'
import { APP_ID, createTestServer, type TestServer } from '../testing'

const ADDRESS = '0x000000000000000000000000000000000000dEaD'
/** Links ADDRESS to the user as an external wallet (straight in storage: nobody holds its key). */
const ownWallet = (t: TestServer, userId: string) =>
  t.deps.storage.linkAccount(
    APP_ID,
    userId,
    {
      type: 'wallet',
      key: ADDRESS.toLowerCase(),
      data: { address: ADDRESS, wallet_client_type: 'metamask' },
    },
    0,
    false,
  )
const MOONPAY = {
  apiKey: 'pk_live_x',
  sandboxApiKey: 'pk_test_x',
  secretKey: 'sk_live_x',
  sandboxSecretKey: 'sk_test_x',
  widgetUrl: 'https://widget.example/live/',
  sandboxWidgetUrl: 'https://widget.example/sandbox',
}

describe('on-ramp signer', () => {
  it('the widget base URL and key follow useSandbox when configured', async () => {
    const t = await createTestServer({ moonpay: MOONPAY })
    const { token, user } = await t.loginEmail('a@example.com')
    await ownWallet(t, user.id)
    for (const [useSandbox, base, key] of [
      [true, 'https://widget.example/sandbox', 'pk_test_x'],
      [false, 'https://widget.example/live', 'pk_live_x'],
    ] as const) {
      const res = await t.post(
        '/api/v1/plugins/moonpay_on_ramp/sign',
        { address: ADDRESS, useSandbox },
        { token },
      )
      const { signedUrl } = (await res.json()) as { signedUrl: string }
      const url = new URL(signedUrl)
      expect(`${url.origin}${url.pathname}`).toBe(base)
      expect(url.searchParams.get('apiKey')).toBe(key)
      expect(verifySignedQuery(url.search, useSandbox ? 'sk_test_x' : 'sk_live_x')).not.toBeNull()
    }
  })

  it("the app's accent colour is used when the caller gives none", async () => {
    const t = await createTestServer({ moonpay: MOONPAY })
    const seed = (await import('../config')).demoAppSeed()
    await t.seedApp({ ...seed, settings: { ...seed.settings, accentColor: '#123456' } })
    const { token, user } = await t.loginEmail('b@example.com')
    await ownWallet(t, user.id)
    const res = await t.post('/api/v1/plugins/moonpay_on_ramp/sign', { address: ADDRESS }, { token })
    const { signedUrl } = (await res.json()) as { signedUrl: string }
    expect(new URL(signedUrl).searchParams.get('colorCode')).toBe('#123456')
  })

  it("an address that is not one of the caller's wallets is refused (403 wallet_not_owned), nothing signed", async () => {
    const t = await createTestServer({ moonpay: MOONPAY })
    const { token, user } = await t.loginEmail('thief@example.com')
    const res = await t.post('/api/v1/plugins/moonpay_on_ramp/sign', { address: ADDRESS }, { token })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ code: 'wallet_not_owned' })
    await ownWallet(t, user.id)
    expect(
      (await t.post('/api/v1/plugins/moonpay_on_ramp/sign', { address: ADDRESS }, { token })).status,
    ).toBe(200)
  })

  it('outside dev mode: no secret key is a 503, and the stand-in does not exist', async () => {
    const sent: string[] = []
    const t = await createTestServer({
      devMode: false,
      dataKey: Buffer.alloc(32, 7).toString('base64'),
      deliver: async (m) => {
        if (m.kind !== 'notice') sent.push(m.code)
      },
      moonpay: { apiKey: 'pk_live_x', sandboxApiKey: 'pk_test_x', secretKey: null },
    })
    await t.post('/api/v1/passwordless/init', { email: 'c@example.com' })
    const auth = await t.post('/api/v1/passwordless/authenticate', { email: 'c@example.com', code: sent[0] })
    const { token, user } = (await auth.json()) as { token: string; user: { id: string } }
    await ownWallet(t, user.id)
    const res = await t.post('/api/v1/plugins/moonpay_on_ramp/sign', { address: ADDRESS }, { token })
    expect(res.status).toBe(503)
    expect(await res.json()).toMatchObject({ code: 'on_ramp_not_configured' })
    expect((await t.get('/dev/moonpay/widget.js')).status).toBe(404)
    expect((await t.get('/dev/moonpay/v1/transactions/ext/x?apiKey=pk_test_x')).status).toBe(404)
  })
})

describe('signature helpers', () => {
  it('verifySignedQuery accepts exactly what signQuery made', () => {
    const search = '?apiKey=pk_test_x&walletAddress=0xabc&externalTransactionId=1'
    const signed = `${search}&signature=${encodeURIComponent(signQuery(search, 'secret'))}`
    expect(verifySignedQuery(signed, 'secret')?.get('walletAddress')).toBe('0xabc')
    expect(verifySignedQuery(signed, 'other')).toBeNull()
    expect(verifySignedQuery(signed.replace('0xabc', '0xabd'), 'secret')).toBeNull()
    expect(verifySignedQuery(search, 'secret')).toBeNull()
    expect(verifySignedQuery(`${search}&signature=%E0%A4%A`, 'secret')).toBeNull()
  })
})
