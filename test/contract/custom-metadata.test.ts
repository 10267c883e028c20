/**
 * Custom metadata against the real server: the host's backend sets it (the server API, through `@latch/core/server`
 * and as raw HTTP), the page reads it in its user after a refresh, and the page has no way to set it (its bearer on
 * the server API is refused, and no client route takes it). Oversized or non-object metadata is a coded 4xx and
 * leaves what was stored untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createLatchServerClient,
  isLatchServerError,
  type LatchServerClient,
} from '../../core/src/server/index'
import { createApp } from '../../examples/server/src/apps'
import { type ContractServer, createClient, loginByEmail, startContractServer } from './helpers'

const ORIGIN = 'http://127.0.0.1:5173'

let server: ContractServer
let appId: string
let appSecret: string
let sdk: LatchServerClient

beforeAll(async () => {
  server = await startContractServer()
  ;({ appId, appSecret } = await createApp(
    server.server.deps.storage,
    { name: 'Metadata', origins: [ORIGIN] },
    Math.floor(Date.now() / 1000),
  ))
  sdk = createLatchServerClient({ appId, appSecret, apiUrl: server.url })
}, 30_000)
afterAll(async () => {
  await server?.close()
})

/** The server API as raw HTTP, with the app's credentials (or others). */
function serverApi(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/v1${path}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${btoa(`${appId}:${appSecret}`)}`,
      'privy-app-id': appId,
      'content-type': 'application/json',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function signIn(email: string) {
  const latch = createClient(server, { appId })
  const result = await loginByEmail(server, latch, email)
  return { latch, userId: result.user.id, token: (await latch.getAccessToken()) as string }
}

describe('custom metadata', () => {
  it('set by the backend (SDK), it appears in the page’s user after a refresh; {} before', async () => {
    const { latch, userId } = await signIn('meta-ann@example.com')
    expect(latch.$user.get()?.customMetadata).toEqual({})
    const metadata = { plan: 'pro', seats: 3, flags: { beta: true }, tags: ['a', 'b'] }
    const returned = await sdk.setCustomMetadata(userId, metadata)
    expect(returned.customMetadata).toEqual(metadata)
    expect((await sdk.getUser(userId)).customMetadata).toEqual(metadata)
    // the page's user is the one of its last answer until it asks again
    expect(latch.$user.get()?.customMetadata).toEqual({})
    expect((await latch.refreshUser()).customMetadata).toEqual(metadata)
    expect(latch.$user.get()?.customMetadata).toEqual(metadata)
    // a second call replaces it whole
    await sdk.setCustomMetadata(userId, { plan: 'free' })
    expect((await latch.refreshUser()).customMetadata).toEqual({ plan: 'free' })
    // a fresh login carries it too
    const again = await signIn('meta-ann@example.com')
    expect(again.latch.$user.get()?.customMetadata).toEqual({ plan: 'free' })
    latch.destroy()
    again.latch.destroy()
  })

  it('the page cannot set it: its bearer on the server API is refused, as is a browser origin; nothing changes', async () => {
    const { latch, userId, token } = await signIn('meta-bob@example.com')
    await sdk.setCustomMetadata(userId, { role: 'member' })
    const withBearer = await fetch(`${server.url}/api/v1/users/${userId}/custom_metadata`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'privy-app-id': appId,
        'content-type': 'application/json',
        origin: ORIGIN,
      },
      body: JSON.stringify({ custom_metadata: { role: 'admin' } }),
    })
    expect(withBearer.status).toBeGreaterThanOrEqual(401)
    expect(withBearer.status).toBeLessThanOrEqual(403)
    const noOrigin = await fetch(`${server.url}/api/v1/users/${userId}/custom_metadata`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'privy-app-id': appId,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ custom_metadata: { role: 'admin' } }),
    })
    expect(noOrigin.status).toBe(401)
    expect(await noOrigin.json()).toMatchObject({ code: 'invalid_app_credentials' })
    // even the app secret is refused from a page (a request with an Origin)
    const fromPage = await serverApi(
      `/users/${userId}/custom_metadata`,
      { custom_metadata: { role: 'admin' } },
      { origin: ORIGIN },
    )
    expect(fromPage.status).toBe(403)
    expect((await latch.refreshUser()).customMetadata).toEqual({ role: 'member' })
    latch.destroy()
  })

  it('bad input: non-object 400 invalid_custom_metadata, malformed JSON 400, over 4,096 bytes 413; nothing written', async () => {
    const { latch, userId } = await signIn('meta-cy@example.com')
    await sdk.setCustomMetadata(userId, { kept: true })
    for (const value of [[1, 2], 'text', 7, null, true]) {
      const res = await serverApi(`/users/${userId}/custom_metadata`, { custom_metadata: value })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ code: 'invalid_custom_metadata' })
    }
    const missing = await serverApi(`/users/${userId}/custom_metadata`, {})
    expect(await missing.json()).toMatchObject({ code: 'invalid_custom_metadata' })
    const malformed = await serverApi(`/users/${userId}/custom_metadata`, '{"custom_metadata": {')
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toMatchObject({ code: 'invalid_request', error: 'Malformed JSON body' })
    // 4,096 bytes of JSON pass, one more does not (counted in UTF-8: 'é' is two bytes)
    const exact = { v: 'x'.repeat(4096 - JSON.stringify({ v: '' }).length) }
    expect(new TextEncoder().encode(JSON.stringify(exact)).length).toBe(4096)
    expect((await sdk.setCustomMetadata(userId, exact)).customMetadata).toEqual(exact)
    const over = { v: `${'x'.repeat(4096 - JSON.stringify({ v: '' }).length - 1)}é` }
    const refused = await serverApi(`/users/${userId}/custom_metadata`, { custom_metadata: over })
    expect(refused.status).toBe(413)
    expect(await refused.json()).toMatchObject({ code: 'custom_metadata_too_large' })
    // the SDK reports it as a LatchServerError with the status
    const error = await sdk.setCustomMetadata(userId, over).catch((e: unknown) => e)
    expect(isLatchServerError(error) && error.status).toBe(413)
    expect((await latch.refreshUser()).customMetadata).toEqual(exact)
    // an unknown user is 404
    const unknown = await sdk.setCustomMetadata('no-such-user', { a: 1 }).catch((e: unknown) => e)
    expect(isLatchServerError(unknown) && unknown.code).toBe('not_found')
    latch.destroy()
  })
})
