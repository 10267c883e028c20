/**
 * `@latch/core/server` against the real server: an app made as an operator makes it (id and secret), a user signed
 * in through the core client, and the SDK verifying that user's access token, reading and managing users through
 * the server API, following key rotations, and verifying the server's webhooks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createLatchServerClient,
  isLatchServerError,
  type LatchServerClient,
  type User,
} from '../../core/src/server/index'
import { createApp } from '../../examples/server/src/apps'
import { newWebhookSecret } from '../../examples/server/src/webhooks/secret'
import { type Receiver, startReceiver } from '../../examples/server/src/webhooks/testing'
import {
  type ContractServer,
  createClient,
  APP_ID as DEMO_APP,
  decodeClaims,
  loginByEmail,
  startContractServer,
} from './helpers'

const ORIGIN = 'http://127.0.0.1:5173'
const WEBHOOK_SECRET = newWebhookSecret()

let server: ContractServer
let receiver: Receiver
let appId: string
let appSecret: string
let sdkNow = Date.now()
let sdk: LatchServerClient

beforeAll(async () => {
  server = await startContractServer()
  receiver = await startReceiver(WEBHOOK_SECRET)
  const storage = server.server.deps.storage
  ;({ appId, appSecret } = await createApp(
    storage,
    {
      name: 'Backend',
      origins: [ORIGIN],
      settings: { webhookUrl: receiver.url, webhookSecret: WEBHOOK_SECRET },
    },
    Math.floor(Date.now() / 1000),
    { allowPrivateWebhookUrls: true },
  ))
  sdk = createLatchServerClient({
    appId,
    appSecret,
    apiUrl: server.url,
    webhookSecret: WEBHOOK_SECRET,
    jwksCacheTtlMs: 60_000,
    jwksCooldownMs: 0,
    now: () => sdkNow,
  })
}, 30_000)
afterAll(async () => {
  await receiver?.close()
  await server?.close()
})

async function signIn(email: string) {
  const latch = createClient(server, { appId })
  const result = await loginByEmail(server, latch, email)
  return { latch, userId: result.user.id, token: (await latch.getAccessToken()) as string }
}

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p
  } catch (error) {
    if (!isLatchServerError(error)) throw error
    expect(error.message).not.toContain(appSecret)
    return error.code
  }
  throw new Error('expected a refusal')
}

describe('@latch/core/server against the server', () => {
  it("verifyAuthToken: the signed-in user's token gives their id, the app and the session", async () => {
    const { userId, token } = await signIn('sdk-ann@example.com')
    const claims = await sdk.verifyAuthToken(`Bearer ${token}`)
    expect(claims).toMatchObject({ userId, appId, sessionId: decodeClaims(token).sid })
    expect(claims.expiration - claims.issuedAt).toBe(3600)
    // a token of another app on the same server is refused
    const other = createClient(server, { appId: DEMO_APP })
    await loginByEmail(server, other, 'sdk-other-app@example.com')
    expect(await codeOf(sdk.verifyAuthToken((await other.getAccessToken()) as string))).toBe('invalid_token')
  })

  it('key rotation: the new key is fetched on first sight; a dropped key is refused after the cache life', async () => {
    const before = await signIn('sdk-rot@example.com')
    await sdk.verifyAuthToken(before.token)
    await server.server.rotateSigningKey(appId)
    const after = await signIn('sdk-rot2@example.com')
    expect((await sdk.verifyAuthToken(after.token)).userId).toBe(after.userId)
    // the previous key is still served: the old token keeps working
    expect((await sdk.verifyAuthToken(before.token)).userId).toBe(before.userId)
    // a second rotation drops it: once the SDK's cache is refreshed, the old token is refused
    await server.server.rotateSigningKey(appId)
    sdkNow += 61_000
    expect(await codeOf(sdk.verifyAuthToken(before.token))).toBe('invalid_token')
    sdkNow = Date.now()
  })

  it('getUser, getUserByEmail, listUsers (pages), importUser, deleteUser', async () => {
    const { userId } = await signIn('sdk-bob@example.com')
    const user = await sdk.getUser(userId)
    expect(user.email?.address).toBe('sdk-bob@example.com')
    expect((await sdk.getUserByEmail('SDK-Bob@Example.com')).id).toBe(userId)

    const imported = await sdk.importUser({
      linkedAccounts: [
        { type: 'email', address: 'sdk-imported@example.com' },
        { type: 'github_oauth', subject: '4242', username: 'imported', name: 'Imported' },
      ],
    })
    expect(imported.github).toMatchObject({ subject: '4242', username: 'imported' })
    expect(
      await codeOf(sdk.importUser({ linkedAccounts: [{ type: 'email', address: 'sdk-bob@example.com' }] })),
    ).toBe('linked_to_another_user')
    expect(
      await codeOf(sdk.importUser({ linkedAccounts: [{ type: 'email', address: 'not an email' }] })),
    ).toBe('invalid_request')

    const seen: User[] = []
    for await (const u of sdk.listUsers({ pageSize: 2 })) seen.push(u)
    expect(new Set(seen.map((u) => u.id)).size).toBe(seen.length)
    expect(seen.map((u) => u.id)).toEqual(expect.arrayContaining([userId, imported.id]))
    expect(seen.length).toBeGreaterThanOrEqual(5)

    await sdk.deleteUser(imported.id)
    expect(await codeOf(sdk.getUser(imported.id))).toBe('not_found')
    expect(await codeOf(sdk.deleteUser(imported.id))).toBe('not_found')
    expect(await codeOf(sdk.getUserByEmail('nobody@example.com'))).toBe('not_found')
  })

  it('a wrong app secret: unauthorized, and the secret is in no message', async () => {
    const wrong = createLatchServerClient({ appId, appSecret: `${appSecret}x`, apiUrl: server.url })
    expect(await codeOf(wrong.getUser('whoever'))).toBe('unauthorized')
    try {
      await wrong.getUser('whoever')
    } catch (error) {
      expect(String(error)).not.toContain(appSecret)
    }
  })

  it("verifyWebhook accepts the server's webhooks and refuses a tampered one", async () => {
    const { userId } = await signIn('sdk-hooks@example.com')
    const [created] = await receiver.waitFor(1, (w) => (w.body.user as { id?: string })?.id === userId)
    if (!created) throw new Error('no webhook')
    const event = sdk.verifyWebhook(created.payload, created.headers)
    expect(event).toMatchObject({ type: 'user.created', user: { id: userId } })
    const tampered = created.payload.replace(userId, 'someone-else')
    expect(() => sdk.verifyWebhook(tampered, created.headers)).toThrow(
      expect.objectContaining({ code: 'invalid_webhook' }),
    )
  })
})
