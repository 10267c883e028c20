import { exportSPKI, generateKeyPair, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoAppSeed } from '../../examples/server/src/index'
import { type ContractServer, createClient, startContractServer } from './helpers'

const CUSTOM_APP = 'latchcustomauthapp0000001'
let server: ContractServer
let keys: Awaited<ReturnType<typeof generateKeyPair>>

beforeAll(async () => {
  keys = await generateKeyPair('ES256', { extractable: true })
  const seed = demoAppSeed()
  server = await startContractServer({
    apps: [
      seed,
      {
        id: CUSTOM_APP,
        name: 'Custom auth host',
        settings: {
          ...seed.settings,
          customAuth: {
            enabled: true,
            jwksUrl: null,
            publicKeyPem: await exportSPKI(keys.publicKey),
            algorithm: 'ES256',
            issuer: 'https://host.example',
            audience: 'latch-contract',
            userIdClaim: 'sub',
          },
        },
      },
    ],
  })
})
afterAll(() => server.close())

const hostToken = (sub: string, key: CryptoKey = keys.privateKey) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'ES256' })
    .setSubject(sub)
    .setIssuer('https://host.example')
    .setAudience('latch-contract')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key)

describe('custom JWT', () => {
  it('loginWithCustomToken exchanges the host token for a session with a custom_auth account', async () => {
    const latch = createClient(server, {
      appId: CUSTOM_APP,
      config: {
        customAuth: {
          enabled: true,
          isLoading: false,
          getCustomAccessToken: () => hostToken('host-user-42'),
        },
      },
    })
    await latch.ready()
    const user = await latch.loginWithCustomToken()
    expect(latch.$auth.get().status).toBe('authenticated')
    expect(user?.customAuth?.customUserId ?? latch.$user.get()?.customAuth?.customUserId).toBe('host-user-42')
  })

  it('a token signed by another key is refused with invalid_credentials', async () => {
    const other = await generateKeyPair('ES256')
    const latch = createClient(server, {
      appId: CUSTOM_APP,
      config: {
        customAuth: {
          enabled: true,
          isLoading: false,
          getCustomAccessToken: () => hostToken('intruder', other.privateKey),
        },
      },
    })
    await latch.ready().catch(() => undefined)
    const outcome = await latch.loginWithCustomToken().then(
      (u) => ({ user: u, error: null }),
      (e: unknown) => ({ user: null, error: e as { code?: string; status?: number } }),
    )
    expect(outcome.user).toBeNull()
    // the flow wraps the server's 401 invalid_credentials into its own LatchError with the same code
    expect(outcome.error).toMatchObject({ code: 'invalid_credentials' })
    expect(latch.$auth.get().status).toBe('unauthenticated')
  })
})
