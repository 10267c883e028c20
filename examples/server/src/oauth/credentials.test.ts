/**
 * An app's own OAuth clients at login: its registration wins over the server's; one whose sealed secret does not
 * open with this server's data key ends the login with a retryable `oauth_failed` naming the provider (the reason
 * is logged for the operator, never the secret); an incomplete one is refused when the app is set up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AppOAuthCredential, demoAppSeed, type OAuthProvider } from '../config'
import { type DevProviders, startDevProviders } from '../dev/providers'
import { createDataCrypto } from '../secrets'
import { createTestServer, errorOf } from '../testing'
import { credentialIssue, oauthSecretContext, sealCredential } from './credentials'
import { oauthLogin } from './testing'

let fakes: DevProviders
beforeAll(async () => {
  fakes = await startDevProviders()
}, 30_000)
afterAll(() => fakes.stop())

const seed = demoAppSeed()
/** The server's GitHub client is wrong: a login works only with the app's own. */
const server = (
  oauthCredentials: Partial<Record<OAuthProvider, AppOAuthCredential>>,
  log?: (l: string) => void,
) =>
  createTestServer(
    {
      oauthProviders: { ...fakes.providers, github: { ...fakes.providers.github, clientSecret: 'wrong' } },
      ...(log ? { log } : {}),
    },
    [{ ...seed, settings: { ...seed.settings, oauthCredentials } }],
  )

describe("an app's own client at login", () => {
  it("wins over the server's (a plain secret in an app seed is read as given)", async () => {
    const t = await server({ github: { clientId: 'github', clientSecret: 'dev-github-secret' } })
    const body = await oauthLogin(t, 'github', 'gus@example.com')
    expect(body.user.linked_accounts.find((a) => a.type === 'github_oauth')).toMatchObject({
      username: 'gus',
    })
  })

  it('a sealed secret is opened with the data key, bound to its app and provider', async () => {
    const t = await server({})
    const sealed = sealCredential(t.deps.data, seed.id, 'github', {
      clientId: 'github',
      clientSecret: 'dev-github-secret',
    })
    expect(sealed.clientSecret).toMatch(/^v2\./)
    expect(t.deps.data.open(sealed.clientSecret, oauthSecretContext(seed.id, 'github'))).toBe(
      'dev-github-secret',
    )
    // sealed for another provider, it does not open as GitHub's
    expect(() => t.deps.data.open(sealed.clientSecret, oauthSecretContext(seed.id, 'discord'))).toThrow()
  })

  it("one sealed with a key this server does not hold: oauth_failed 502 naming the provider; the operator's log says why", async () => {
    const other = createDataCrypto(Buffer.alloc(32, 7))
    const lines: string[] = []
    const cred = sealCredential(other, seed.id, 'github', {
      clientId: 'github',
      clientSecret: 'dev-github-secret',
    })
    const t = await server({ github: cred }, (l) => lines.push(l))
    const before = await t.fingerprint()
    const res = await t.post('/api/v1/oauth/init', {
      provider: 'github',
      redirect_to: 'http://127.0.0.1:5173/',
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'S256',
    })
    expect(await errorOf(res)).toEqual({
      status: 502,
      code: 'oauth_failed',
      error: 'GitHub login is not available right now',
    })
    expect(await t.fingerprint()).toEqual(before)
    expect(lines).toContain(`oauth: the github credentials of app ${seed.id} do not open with this data key`)
    expect(lines.join('\n')).not.toContain(cred.clientSecret)
  })
})

describe('an incomplete registration is refused when the app is set up, with the reason', () => {
  it.each([
    ['github', { clientId: 'github' }, 'GitHub needs its client secret (--client-secret-file FILE)'],
    ['discord', { clientId: 'has space', clientSecret: 's' }, 'Discord needs its client id'],
    [
      'apple',
      { clientId: 'apple', clientSecret: 'k', appleTeamId: 'T' },
      'Sign in with Apple needs the id of the team key',
    ],
    [
      'apple',
      { clientId: 'apple', clientSecret: 'not a key', appleTeamId: 'T', appleKeyId: 'K' },
      'ES256 private key',
    ],
    ['myspace', { clientId: 'x', clientSecret: 's' }, "'myspace' is not an OAuth provider"],
  ] as const)('%s %j', async (provider, cred, reason) => {
    expect(credentialIssue(provider, cred)).toContain(reason)
    await expect(
      createTestServer({}, [
        { ...seed, settings: { ...seed.settings, oauthCredentials: { [provider]: cred } as never } },
      ]),
    ).rejects.toThrow(`App '${seed.id}': ${credentialIssue(provider, cred)}`)
  })

  it('a complete Apple registration (the .p8 key, team id, key id) passes', () => {
    const key = fakes.providers.apple.apple?.privateKey as string
    expect(
      credentialIssue('apple', { clientId: 'apple', clientSecret: key, appleTeamId: 'T', appleKeyId: 'K' }),
    ).toBeNull()
  })
})
