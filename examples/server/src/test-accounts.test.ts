import { describe, expect, it } from 'vitest'
import { type AppSeed, demoAppSeed } from './config'
import { testAccountsIssue } from './test-accounts'
import { createTestServer, errorOf } from './testing'

const REVIEWER = 'reviewer@example.com'
const PHONE = '+15555550123'
const withTests = (extra: Partial<AppSeed['settings']> = {}): AppSeed => {
  const seed = demoAppSeed()
  return {
    ...seed,
    settings: {
      ...seed.settings,
      testAccounts: { emails: [REVIEWER], phones: [PHONE], code: '424242' },
      ...extra,
    },
  }
}

describe('test accounts', () => {
  it('a listed email and phone log in with the fixed code; nothing is delivered; each use is in the security log', async () => {
    const t = await createTestServer({}, [withTests()])
    expect((await t.post('/api/v1/passwordless/init', { email: 'Reviewer@Example.com' })).status).toBe(200)
    await expect(t.code(REVIEWER)).rejects.toThrow(/no code sent/)
    const wrong = await t.post('/api/v1/passwordless/authenticate', { email: REVIEWER, code: '111111' })
    expect(await errorOf(wrong)).toMatchObject({ status: 422 })
    const ok = await t.post('/api/v1/passwordless/authenticate', { email: REVIEWER, code: '424242' })
    expect(ok.status).toBe(200)
    // the code is single use like any other
    const again = await t.post('/api/v1/passwordless/authenticate', { email: REVIEWER, code: '424242' })
    expect(again.status).toBe(422)
    expect((await t.post('/api/v1/passwordless_sms/init', { phoneNumber: PHONE })).status).toBe(200)
    const sms = await t.post('/api/v1/passwordless_sms/authenticate', { phoneNumber: PHONE, code: '424242' })
    expect(sms.status).toBe(200)
    const events = await t.deps.storage.listSecurityEvents({ type: 'test_account_code', limit: 10 })
    expect(events.map((e) => e.method).sort()).toEqual(['email', 'sms'])
  })

  it('only those recipients: anyone else gets a random code delivered, and the fixed one does not work for them', async () => {
    const t = await createTestServer({}, [withTests()])
    await t.post('/api/v1/passwordless/init', { email: 'someone@example.com' })
    const code = await t.code('someone@example.com')
    const fixed = await t.post('/api/v1/passwordless/authenticate', {
      email: 'someone@example.com',
      code: '424242',
    })
    expect(code === '424242' || fixed.status === 422).toBe(true)
    const real = await t.post('/api/v1/passwordless/authenticate', { email: 'someone@example.com', code })
    expect(real.status).toBe(200)
  })

  it('the allowlist applies to a test account like to anyone', async () => {
    const allowlist = {
      enabled: true,
      emails: ['other@example.com'],
      phones: [],
      wallets: [],
      errorTitle: null,
      errorDetail: null,
      ctaText: null,
      ctaLink: null,
    }
    const t = await createTestServer({}, [withTests({ allowlist })])
    await t.post('/api/v1/passwordless/init', { email: REVIEWER })
    const res = await t.post('/api/v1/passwordless/authenticate', { email: REVIEWER, code: '424242' })
    expect(res.status).toBe(403)
  })

  it('bad settings are refused when the app is set, with the reason', async () => {
    expect(testAccountsIssue({ testAccounts: { emails: [REVIEWER], phones: [], code: '12345' } })).toMatch(
      /six digits/,
    )
    expect(
      testAccountsIssue({ testAccounts: { emails: ['Not An Email'], phones: [], code: '123456' } }),
    ).toMatch(/not an email/)
    expect(testAccountsIssue({ testAccounts: { emails: [], phones: ['555'], code: '123456' } })).toMatch(
      /E\.164/,
    )
    expect(testAccountsIssue({ testAccounts: { emails: [], phones: [], code: '123456' } })).toMatch(
      /no email/,
    )
    expect(testAccountsIssue({ testAccounts: null })).toBeNull()
    await expect(
      createTestServer({}, [
        {
          ...withTests(),
          settings: { ...withTests().settings, testAccounts: { emails: [], phones: [], code: '1' } },
        },
      ]),
    ).rejects.toThrow(/testAccounts/)
  })
})
