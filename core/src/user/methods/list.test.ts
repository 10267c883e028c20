import { describe, expect, expectTypeOf, it } from 'vitest'
import type { LoginMethod, OAuthProvider } from '../../config/types'
import { OAUTH_PROVIDERS } from '../../constants'
import type { LandingOption } from '../../flows/landing/landing.types'
import { FLOW_MODULES } from '../../flows/list'
import type { LinkedAccount, LinkedAccountType, User } from '../types'
import { ACCOUNT_KINDS, LOGIN_METHOD_LIST } from './list'

describe('the login method list', () => {
  it('keeps the public LoginMethod union: email, sms, passkey, wallet, the social providers, guest and Telegram', () => {
    type BuiltIn = (typeof OAUTH_PROVIDERS)[number]
    expectTypeOf<BuiltIn>().toEqualTypeOf<
      | 'apple'
      | 'discord'
      | 'github'
      | 'google'
      | 'linkedin'
      | 'twitter'
      | 'tiktok'
      | 'spotify'
      | 'twitch'
      | 'instagram'
      | 'line'
    >()
    expectTypeOf<LoginMethod>().toEqualTypeOf<
      'email' | 'sms' | 'passkey' | 'wallet' | BuiltIn | 'guest' | 'telegram'
    >()
    // an app's own OpenID Connect provider is a provider of the OAuth calls, not a LoginMethod key
    expectTypeOf<OAuthProvider>().toEqualTypeOf<BuiltIn | `oidc:${string}`>()
    expectTypeOf<LinkedAccountType>().toEqualTypeOf<
      | 'wallet'
      | 'email'
      | 'phone'
      | 'google_oauth'
      | 'twitter_oauth'
      | 'discord_oauth'
      | 'github_oauth'
      | 'tiktok_oauth'
      | 'linkedin_oauth'
      | 'apple_oauth'
      | 'spotify_oauth'
      | 'twitch_oauth'
      | 'instagram_oauth'
      | 'line_oauth'
      | `oidc:${string}_oauth`
      | 'custom_auth'
      | 'passkey'
      | 'smart_wallet'
      | 'telegram'
    >()
    expectTypeOf<Extract<LandingOption, { type: 'oauth' }>['provider']>().toEqualTypeOf<OAuthProvider>()
    expectTypeOf<
      Extract<LinkedAccount, { type: `oidc:${string}_oauth` }>['provider']
    >().toEqualTypeOf<`oidc:${string}`>()
    expectTypeOf<Extract<LandingOption, { type: 'email' }>['display']>().toEqualTypeOf<'input' | 'button'>()
    expectTypeOf<Extract<LinkedAccount, { type: 'passkey' }>['lastUsedAt']>().toEqualTypeOf<Date | null>()
    expect(LOGIN_METHOD_LIST.map((m) => m.id)).toEqual([
      'email',
      'sms',
      'passkey',
      'wallet',
      ...OAUTH_PROVIDERS,
      'guest',
      'telegram',
    ])
  })

  it('is the list of the methods the flow modules run, in the same order, each id once', () => {
    const run = FLOW_MODULES.flatMap((module) => module.methods ?? [])
    expect(run.map((m) => m.id).sort()).toEqual(LOGIN_METHOD_LIST.map((m) => m.id).sort())
    for (const method of LOGIN_METHOD_LIST) expect(run).toContain(method)
    expect(new Set(LOGIN_METHOD_LIST.map((m) => m.id)).size).toBe(LOGIN_METHOD_LIST.length)
  })

  it('names one account kind per wire type, each shortcut a field of User', () => {
    const types = ACCOUNT_KINDS.map((kind) => kind.type)
    expect(new Set(types).size).toBe(types.length)
    const fields: Array<keyof User> = ['email', 'phone', 'wallet', 'google', 'twitter', 'discord', 'github']
    fields.push(
      'tiktok',
      'linkedin',
      'apple',
      'spotify',
      'twitch',
      'instagram',
      'line',
      'customAuth',
      'smartWallet',
      'telegram',
    )
    expect(ACCOUNT_KINDS.flatMap((kind) => (kind.shortcut ? [kind.shortcut] : [])).sort()).toEqual(
      fields.sort(),
    )
    // a guest login links no account
    for (const method of LOGIN_METHOD_LIST)
      if (method.account) expect(ACCOUNT_KINDS).toContain(method.account)
  })
})
