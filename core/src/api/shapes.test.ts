import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultAppConfigJSON } from '../../../test/fixtures/msw/state'
import { parseAppConfig } from '../config/app-config'
import {
  parseAppConfigJSON,
  parseAuthResponseJSON,
  parseErrorJSON,
  parseForkResponseJSON,
  parseSessionResponseJSON,
  ShapeError,
} from './shapes'
import { parseOAuthInitResponseJSON, parseSiweInitResponseJSON, parseTokenPriceJSON } from './shapes.lazy'

const user = { id: 'u1', created_at: 1, linked_accounts: [], mfa_methods: [] }

describe('response shapes', () => {
  it('auth responses need user, token and refresh_token; is_new_user defaults to false', () => {
    expect(parseAuthResponseJSON({ user, token: 't', refresh_token: 'r' })).toEqual({
      user,
      token: 't',
      refresh_token: 'r',
      is_new_user: false,
    })
    expect(() => parseAuthResponseJSON({ user, token: '', refresh_token: 'r' })).toThrow(ShapeError)
    expect(() => parseSessionResponseJSON({ token: 't', refresh_token: 'r' })).toThrow('$.user')
  })

  it('fork responses need new_session_refresh_token', () => {
    expect(() => parseForkResponseJSON({ token: 't', refresh_token: 'r' })).toThrow(
      'new_session_refresh_token',
    )
  })

  it('oauth init needs an absolute url', () => {
    expect(parseOAuthInitResponseJSON({ url: 'https://idp.test/authorize' }).url).toBe(
      'https://idp.test/authorize',
    )
    expect(() => parseOAuthInitResponseJSON({ url: '/relative' })).toThrow(ShapeError)
  })

  it('siwe init and token price', () => {
    expect(
      parseSiweInitResponseJSON({ nonce: 'n', address: '0x1', expires_at: '2026-01-01T00:00:00Z' }).nonce,
    ).toBe('n')
    expect(() => parseTokenPriceJSON({ usd: '1' })).toThrow(ShapeError)
  })

  it('error bodies are recognised only with string error and code', () => {
    expect(parseErrorJSON({ error: 'e', code: 'c', type: 't' })).toEqual({ error: 'e', code: 'c', type: 't' })
    expect(parseErrorJSON({ error: 'e' })).toBeNull()
    expect(parseErrorJSON('e')).toBeNull()
  })

  it('a refusal names the grant it wants; a grant of an unknown action or without a target is dropped', () => {
    const grant = { action: 'unlink', target: 'email:a@b.c', expires_at: 9 }
    expect(parseErrorJSON({ error: 'e', code: 'step_up_required', grant })).toEqual({
      error: 'e',
      code: 'step_up_required',
      grant,
    })
    for (const bad of [
      { action: 'drop_tables', target: 'x' },
      { action: 'unlink' },
      { action: 'unlink', target: '' },
    ]) {
      expect(parseErrorJSON({ error: 'e', code: 'c', grant: bad })).toEqual({ error: 'e', code: 'c' })
    }
  })

  it('the app config parses to camelCase with dates and login method flags', () => {
    const config = parseAppConfig(defaultAppConfigJSON())
    expect(config.loginMethods).toMatchObject({ email: true, wallet: true, sms: false })
    expect(config.createdAt).toEqual(new Date(1_700_000_000_000))
    expect(config.embeddedWalletConfig.createOnLogin).toBe('off')
  })

  it('flags an older server omits default to off', () => {
    const parsed = parseAppConfigJSON({ id: 'app', name: 'App' })
    expect(parsed.email_auth).toBe(false)
    expect(parsed.mfa_methods).toEqual([])
    expect(parsed.allowlist_config.cta_link).toBeNull()
  })

  it('a wrongly typed app config field is a ShapeError naming it', () => {
    expect(() => parseAppConfigJSON({ ...defaultAppConfigJSON(), email_auth: 'yes' })).toThrow('$.email_auth')
    expect(() => parseAppConfigJSON({ ...defaultAppConfigJSON(), mfa_methods: [3] })).toThrow(
      '$.mfa_methods[0]',
    )
  })

  it('an MFA method this client does not know is dropped (a newer server does not break it); passkey is known', () => {
    const config = parseAppConfigJSON({
      ...defaultAppConfigJSON(),
      mfa_methods: ['email', 'totp', 'passkey'],
    })
    expect(config.mfa_methods).toEqual(['totp', 'passkey'])
  })

  it('property: every parser either returns or throws a ShapeError, whatever the JSON', () => {
    const parsers = [
      parseAuthResponseJSON,
      parseSessionResponseJSON,
      parseForkResponseJSON,
      parseAppConfigJSON,
      parseOAuthInitResponseJSON,
      parseSiweInitResponseJSON,
      parseTokenPriceJSON,
    ]
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        for (const parse of parsers) {
          try {
            parse(json)
          } catch (error) {
            if (!(error instanceof ShapeError)) return false
          }
        }
        return true
      }),
      { numRuns: 300 },
    )
  })
})
