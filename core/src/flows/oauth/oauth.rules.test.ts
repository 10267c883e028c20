import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ApiError, LatchError } from '../../errors'
import de from '../../locales/de'
import { messages } from '../../messages'
import { base64Url, mapOAuthError, parsePendingOAuth } from './oauth.rules'

describe('OAuth messages', () => {
  const map = (error: unknown, provider: string | null = 'google') => mapOAuthError(error, provider, messages)
  it("default 'Authentication failed'", () => {
    expect(map(new Error('x'))).toEqual({
      message: 'Authentication failed',
      retryable: false,
      allowlist: false,
    })
  })
  it("linked_to_another_user 'This account has already been linked to another user.'", () => {
    expect(map(new ApiError('linked_to_another_user', 'x', { status: 400 })).message).toBe(
      'This account has already been linked to another user.',
    )
  })
  it("already_linked: the catalogue's 'User already has a {provider} account ...', in the locale", () => {
    const refused = new ApiError(
      'already_linked',
      'User already has a github account linked to their account.',
      {
        status: 400,
      },
    )
    expect(map(refused, 'github')).toEqual({
      message: 'User already has a github account linked to their account.',
      retryable: false,
      allowlist: false,
    })
    expect(mapOAuthError(refused, 'github', de).message).toBe(
      de['link.alreadyHasSocial'].replace('{provider}', 'github'),
    )
    // a 400 that merely says 'already' is not read as one
    expect(map(new ApiError('invalid_request', 'already something', { status: 400 })).message).toBe(
      'Authentication failed',
    )
  })
  it("invalid_credentials 'Something went wrong. Try again.' (retryable)", () => {
    expect(map(new ApiError('invalid_credentials', 'x', { status: 401 }))).toEqual({
      message: 'Something went wrong. Try again.',
      retryable: true,
      allowlist: false,
    })
  })
  it('oauth_user_denied: a hint to check the provider (retryable)', () => {
    expect(map(new LatchError('oauth_user_denied', 'x'), 'github')).toEqual({
      message: 'Check GitHub to finish connecting your account.',
      retryable: true,
      allowlist: false,
    })
  })
  it("oauth_failed: the provider's name and a retryable message, never the server's reason", () => {
    const failed = new ApiError('oauth_failed', "GitHub's token endpoint answered 503", { status: 502 })
    expect(map(failed, 'github')).toEqual({
      message: 'Could not sign in with GitHub. Try again.',
      retryable: true,
      allowlist: false,
    })
    expect(
      map(new ApiError('oauth_failed', 'Google login is not available right now', { status: 502 })).message,
    ).not.toContain('available')
  })
  it('allowlist_rejected: the rejection screen', () => {
    expect(map(new ApiError('allowlist_rejected', 'x', { status: 403 })).allowlist).toBe(true)
  })
  it("state mismatch: 'Invalid code during OAuth flow.'", () => {
    expect(map(new LatchError('oauth_state_mismatch', 'x')).message).toBe('Invalid code during OAuth flow.')
  })
  it('never throws on anything thrown', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.option(fc.string()),
        (e, p) => typeof mapOAuthError(e, p, messages).message === 'string',
      ),
    )
  })
  it("names the provider in the denied message as its brand does ('Check GitHub ...')", () => {
    const denied = new LatchError('oauth_user_denied', 'denied')
    expect(mapOAuthError(denied, 'github', messages).message).toContain('GitHub')
  })
})

describe('pending OAuth record', () => {
  it('reads a good record and refuses tampered ones', () => {
    expect(parsePendingOAuth('{"provider":"google","state":"s","mode":"login"}')).toEqual({
      provider: 'google',
      state: 's',
      mode: 'login',
    })
    for (const text of [
      null,
      '',
      'nope',
      '{"provider":"evil","state":"s","mode":"login"}',
      '{"provider":"google","state":1,"mode":"login"}',
      '{"provider":"google","state":"s","mode":"admin"}',
      'null',
      '[]',
    ]) {
      expect(parsePendingOAuth(text)).toBeNull()
    }
  })
  it('never throws, and anything it accepts is well formed', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.anything().map((v) => JSON.stringify(v) ?? ''),
        ),
        (text) => {
          const pending = parsePendingOAuth(text)
          return (
            pending === null ||
            ((pending.mode === 'login' || pending.mode === 'link') &&
              (pending.state === null || typeof pending.state === 'string'))
          )
        },
      ),
    )
  })
})

describe('base64Url', () => {
  it('is the unpadded base64url of the bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const encoded = base64Url(bytes)
        expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/)
        expect(Buffer.from(encoded, 'base64url').equals(Buffer.from(bytes))).toBe(true)
      }),
    )
  })
})
