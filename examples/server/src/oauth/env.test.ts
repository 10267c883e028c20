import { describe, expect, it } from 'vitest'
import { oauthProvidersFromEnv } from './env'

describe('oauthProvidersFromEnv', () => {
  it('reads each provider that has variables, and only those', () => {
    const providers = oauthProvidersFromEnv({
      LATCH_OAUTH_GITHUB_CLIENT_ID: 'gh-id',
      LATCH_OAUTH_GITHUB_CLIENT_SECRET: 'gh-secret',
      LATCH_OAUTH_TIKTOK_CLIENT_ID: 'tt-key',
      LATCH_OAUTH_TIKTOK_CLIENT_SECRET: 'tt-secret',
      LATCH_OAUTH_TIKTOK_SCOPE: 'user.info.basic',
      LATCH_OAUTH_GOOGLE_CLIENT_ID: '  ',
      UNRELATED: 'x',
    })
    expect(providers).toEqual({
      github: { clientId: 'gh-id', clientSecret: 'gh-secret' },
      tiktok: { clientId: 'tt-key', clientSecret: 'tt-secret', scope: 'user.info.basic' },
    })
  })

  it('endpoint overrides must be URLs; a provider without a client id is refused by name', () => {
    expect(
      oauthProvidersFromEnv({
        LATCH_OAUTH_DISCORD_CLIENT_ID: 'd',
        LATCH_OAUTH_DISCORD_TOKEN_ENDPOINT: 'http://127.0.0.1:9999/token',
      }).discord,
    ).toEqual({ clientId: 'd', tokenEndpoint: 'http://127.0.0.1:9999/token' })
    expect(() =>
      oauthProvidersFromEnv({
        LATCH_OAUTH_DISCORD_CLIENT_ID: 'd',
        LATCH_OAUTH_DISCORD_TOKEN_ENDPOINT: 'nope',
      }),
    ).toThrow('LATCH_OAUTH_DISCORD_TOKEN_ENDPOINT must be a URL')
    expect(() => oauthProvidersFromEnv({ LATCH_OAUTH_GITHUB_CLIENT_SECRET: 's' })).toThrow(
      'LATCH_OAUTH_GITHUB_CLIENT_ID is required when LATCH_OAUTH_GITHUB_CLIENT_SECRET is set',
    )
  })

  it('Apple takes its team key (PEM with \\n escapes), all three parts or none', () => {
    const pem = '-----BEGIN PRIVATE KEY-----\\nMIG...\\n-----END PRIVATE KEY-----'
    const apple = oauthProvidersFromEnv({
      LATCH_OAUTH_APPLE_CLIENT_ID: 'com.example.web',
      LATCH_OAUTH_APPLE_TEAM_ID: 'TEAM',
      LATCH_OAUTH_APPLE_KEY_ID: 'KEY',
      LATCH_OAUTH_APPLE_PRIVATE_KEY: pem,
    }).apple
    expect(apple?.apple).toEqual({
      teamId: 'TEAM',
      keyId: 'KEY',
      privateKey: '-----BEGIN PRIVATE KEY-----\nMIG...\n-----END PRIVATE KEY-----',
    })
    expect(() =>
      oauthProvidersFromEnv({ LATCH_OAUTH_APPLE_CLIENT_ID: 'c', LATCH_OAUTH_APPLE_TEAM_ID: 'TEAM' }),
    ).toThrow('go together')
    expect(() => oauthProvidersFromEnv({ LATCH_OAUTH_APPLE_CLIENT_ID: 'c' })).toThrow(
      'Sign in with Apple needs',
    )
  })

  it('outside dev mode a provider without its client secret is refused with the reason; Apple signs its own', () => {
    expect(() =>
      oauthProvidersFromEnv({ LATCH_OAUTH_GOOGLE_CLIENT_ID: 'g' }, { requireSecrets: true }),
    ).toThrow(
      'LATCH_OAUTH_GOOGLE_CLIENT_SECRET is required: Google refuses a login without the client secret',
    )
    expect(
      oauthProvidersFromEnv(
        { LATCH_OAUTH_GOOGLE_CLIENT_ID: 'g', LATCH_OAUTH_GOOGLE_CLIENT_SECRET: 's' },
        { requireSecrets: true },
      ).google,
    ).toEqual({ clientId: 'g', clientSecret: 's' })
    const apple = oauthProvidersFromEnv(
      {
        LATCH_OAUTH_APPLE_CLIENT_ID: 'com.example.web',
        LATCH_OAUTH_APPLE_TEAM_ID: 'TEAM',
        LATCH_OAUTH_APPLE_KEY_ID: 'KEY',
        LATCH_OAUTH_APPLE_PRIVATE_KEY: 'PEM',
      },
      { requireSecrets: true },
    )
    expect(apple.apple?.clientSecret).toBeUndefined()
  })
})
