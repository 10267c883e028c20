import { describe, expect, it } from 'vitest'
import { defaultAppSettings, OAUTH_PROVIDERS } from '../config'
import type { AccountRecord } from '../storage'
import { accountToJSON } from '../users'
import { SERVER_METHODS } from './list'
import { SERVER_METHOD_ROUTES } from './mount'

const account = (type: string, data: Record<string, unknown> = {}): AccountRecord => ({
  id: 1,
  userId: 'u',
  type,
  key: 'k',
  data,
  firstVerifiedAt: 100,
  firstVerifiedMs: 100_000,
  latestVerifiedAt: 200,
})

describe('SERVER_METHODS', () => {
  it('names each method once, and each has its routes', () => {
    const ids = SERVER_METHODS.map((m) => m.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(Object.keys(SERVER_METHOD_ROUTES).sort()).toEqual([...ids].sort())
  })

  it('maps every account type it stores to JSON of that type, with the verification times', () => {
    const types = SERVER_METHODS.flatMap((m) => Object.keys(m.accounts))
    expect(types).toEqual(
      expect.arrayContaining([
        'email',
        'phone',
        'wallet',
        'passkey',
        'custom_auth',
        ...OAUTH_PROVIDERS.map((p) => `${p}_oauth`),
      ]),
    )
    for (const type of types) {
      const json = accountToJSON(account(type, { address: '0xabc' }))
      expect(json).toMatchObject({ type, verified_at: 200, first_verified_at: 100, latest_verified_at: 200 })
    }
  })

  it('a type stored by two methods (wallet: SIWE and SIWS) has one mapping', () => {
    const walletMappers = SERVER_METHODS.flatMap((m) => (m.accounts as Record<string, unknown>).wallet ?? [])
    expect(walletMappers.length).toBe(2)
    expect(walletMappers[0]).toBe(walletMappers[1])
  })

  it("gives the app config every login flag, each from the app's settings", () => {
    const on = {
      ...defaultAppSettings(),
      walletAuth: true,
      emailAuth: false,
      smsAuth: true,
      passkeyAuth: true,
      guestAuth: true,
      telegramAuth: true,
    }
    const flags = Object.assign(
      {},
      ...SERVER_METHODS.map((m) => m.appConfig({ ...on, oauthProviders: ['github'] })),
    )
    expect(flags).toEqual({
      wallet_auth: true,
      email_auth: false,
      sms_auth: true,
      passkey_auth: true,
      guest_auth: true,
      telegram_auth: true,
      ...Object.fromEntries(OAUTH_PROVIDERS.map((p) => [`${p}_oauth`, p === 'github'])),
      // the app's own OpenID Connect providers (none here)
      oidc_providers: [],
    })
  })
})
