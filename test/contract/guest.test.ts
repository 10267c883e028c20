/**
 * Guest accounts against the real server: `loginAsGuest()` makes a user with no login method (`isGuest`), an
 * embedded wallet can be made for it, linking an email upgrades it in place (same user id and wallet, the flag gone);
 * an app without guests refuses with a code; an idle guest is purged by the cleanup job with its sessions (401) and
 * wallet shares, and its app hears `user.deleted`; guest creations count in a per-IP limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../../core/src/constants'
import { createMemoryStorage, type KeyValueStorage } from '../../core/src/env'
import { createApp } from '../../examples/server/src/apps'
import { runCleanup } from '../../examples/server/src/cleanup'
import { type AppSeed, demoAppSeed } from '../../examples/server/src/index'
import {
  APP_ID,
  type ContractServer,
  createClient,
  PAGE,
  post,
  RELAXED_LIMITS,
  readCode,
  startContractServer,
} from './helpers'
import { frameDevice } from './wallet-frame'

const DAY = 86_400
const ORIGIN = new URL(PAGE).origin

/** The demo app with guests on (idle time one day) and a webhook endpoint, so its outbox queues events. */
function guestApp(): AppSeed {
  const seed = demoAppSeed()
  return {
    ...seed,
    settings: {
      ...seed.settings,
      guestAuth: true,
      guestIdleTtl: DAY,
      // nothing listens there: the deliveries stay queued for the test to read
      webhookUrl: 'http://127.0.0.1:9/hooks',
      webhookSecret: 'whsec_cGxhY2Vob2xkZXJwbGFjZWhvbGRlcg==',
    },
  }
}

let server: ContractServer
beforeAll(async () => {
  server = await startContractServer({ apps: [guestApp()] })
}, 30_000)
afterAll(async () => {
  await server?.close()
})

const storage = () => server.server.deps.storage
const events = async (userId: string) =>
  (await storage().listWebhooks(APP_ID, { limit: 1000 }))
    .filter((d) => d.userId === userId)
    .map((d) => d.eventType)

async function guest() {
  const store = createMemoryStorage()
  const latch = createClient(server, { storage: store })
  await latch.ready()
  const result = await latch.loginAsGuest()
  return { latch, store, result, token: (await latch.getAccessToken()) as string }
}

/** The client's stored refresh token (what a page keeps between visits). */
const refreshTokenOf = (store: KeyValueStorage): string => {
  const token = store.getItem(STORAGE_KEYS.refreshToken)
  if (typeof token !== 'string') throw new Error('no refresh token')
  return token
}

describe('guest accounts', () => {
  it('loginAsGuest makes a user with no login method, marked isGuest, signed in; the app hears user.created', async () => {
    const { latch, result } = await guest()
    expect(result.isNewUser).toBe(true)
    expect(result.user.isGuest).toBe(true)
    expect(result.user.linkedAccounts).toEqual([])
    expect(latch.$auth.get().status).toBe('authenticated')
    // the session works like any other: the user comes back from the server with the flag
    const again = await latch.refreshUser()
    expect(again).toMatchObject({ id: result.user.id, isGuest: true, linkedAccounts: [] })
    expect(await events(result.user.id)).toContain('user.created')
    latch.destroy()
  })

  it('a guest gets an embedded wallet; linking an email keeps the user id and wallet and ends isGuest', async () => {
    const { latch, result, token } = await guest()
    const d = frameDevice(server)
    const { address } = await d.wallet.create(token)
    const withWallet = await latch.refreshUser()
    expect(withWallet.isGuest).toBe(true)
    expect(withWallet.embeddedWallet?.address).toBe(address)

    // long after the guest login (no longer a fresh login): a guest has nothing to step up with, its session vouches
    server.advance(30 * 60)
    latch.linkEmail()
    await latch.initLoginWithEmail('guest-upgrade@example.com')
    await latch.loginWithCode(await readCode(server, 'guest-upgrade@example.com'))
    const upgraded = await latch.refreshUser()
    expect(upgraded.id).toBe(result.user.id)
    expect(upgraded.isGuest).toBe(false)
    expect(upgraded.email?.address).toBe('guest-upgrade@example.com')
    expect(upgraded.embeddedWallet?.address).toBe(address)
    expect((await storage().getUser(APP_ID, result.user.id))?.isGuest).toBe(false)

    // the email now logs in to the same user and wallet, from another client
    const other = createClient(server)
    await other.ready()
    await other.initLoginWithEmail('guest-upgrade@example.com')
    const back = await other.loginWithCode(await readCode(server, 'guest-upgrade@example.com'))
    expect(back.user.id).toBe(result.user.id)
    expect(back.user.embeddedWallet?.address).toBe(address)
    expect(back.isNewUser).toBe(false)
    // an upgraded guest is not purged however long it idles
    server.advance(3 * DAY)
    await runCleanup(server.server.deps)
    expect(await storage().getUser(APP_ID, result.user.id)).not.toBeNull()
    latch.destroy()
    other.destroy()
  })

  it('an app with guests off: the server refuses with 403 invalid_request, the client with guest_disabled', async () => {
    const { appId } = await createApp(
      storage(),
      { name: 'No guests', origins: [ORIGIN] },
      Math.floor(Date.now() / 1000),
    )
    const res = await fetch(`${server.url}/api/v1/guest/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'privy-app-id': appId, origin: ORIGIN },
      body: '{}',
    })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({
      error: 'Guest accounts are not enabled for this app',
      code: 'invalid_request',
    })
    const latch = createClient(server, { appId })
    await latch.ready()
    expect(latch.$config.get().loginMethods.guest).toBe(false)
    await expect(latch.loginAsGuest()).rejects.toMatchObject({
      code: 'guest_disabled',
      message: 'Guest accounts are not enabled for this app.',
    })
    expect(latch.$auth.get().status).toBe('unauthenticated')
    latch.destroy()
  })

  it('an idle guest is purged by the cleanup job: its sessions end (401), its wallet shares go, user.deleted is queued', async () => {
    const idle = await guest()
    const active = await guest()
    const d = frameDevice(server)
    const { address } = await d.wallet.create(idle.token)
    expect(await storage().getEmbeddedWallet(APP_ID, idle.result.user.id)).not.toBeNull()
    const idleId = idle.result.user.id
    const idleRefresh = refreshTokenOf(idle.store)

    // half the idle time: nothing goes; the active guest refreshes its session then
    server.advance(DAY / 2)
    expect((await runCleanup(server.server.deps))?.guest_users).toBe(0)
    const activeRefresh = await post(server, '/api/v1/sessions', {
      refresh_token: refreshTokenOf(active.store),
    })
    expect(activeRefresh.status).toBe(200)

    // past the idle time for the first guest, not for the second (its refresh was half a day ago)
    server.advance(DAY / 2 + 60)
    const deleted = await runCleanup(server.server.deps)
    expect(deleted?.guest_users).toBeGreaterThanOrEqual(1)
    expect(await storage().getUser(APP_ID, idleId)).toBeNull()
    expect(await storage().getUser(APP_ID, active.result.user.id)).not.toBeNull()
    expect(await storage().getEmbeddedWallet(APP_ID, idleId)).toBeNull()
    expect(await events(idleId)).toEqual(['user.deleted'])

    // its sessions ended: the refresh token and the access token are refused
    const refreshed = await post(server, '/api/v1/sessions', { refresh_token: idleRefresh })
    expect(refreshed.status).toBe(401)
    const me = await fetch(`${server.url}/api/v1/embedded_wallets/${address}/auth_share`, {
      headers: { authorization: `Bearer ${idle.token}`, 'privy-app-id': APP_ID },
    })
    expect(me.status).toBe(401)
    idle.latch.destroy()
    active.latch.destroy()
  })
})

describe('guest rate limit', () => {
  it('guest creations from one IP stop at guestPerIp with 429 and Retry-After', async () => {
    const limited = await startContractServer({
      apps: [guestApp()],
      rateLimits: { ...RELAXED_LIMITS, guestPerIp: { max: 3, windowSeconds: 3600 } } as typeof RELAXED_LIMITS,
    })
    try {
      const statuses: number[] = []
      let last: Response | null = null
      for (let i = 0; i < 4; i++) {
        last = await post(limited, '/api/v1/guest/authenticate', {})
        statuses.push(last.status)
      }
      expect(statuses).toEqual([200, 200, 200, 429])
      expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await last?.json()).toMatchObject({ code: 'rate_limited' })
    } finally {
      await limited.close()
    }
  })
})
