/**
 * The wallet frame's logic in Node against the real server, for the embedded wallet contract tests: one
 * `frameDevice()` is one browser profile (its own device store, which keeps the non-extractable CryptoKeys as
 * IndexedDB would), talking to the server with Node's fetch and WebCrypto. `sent` and `proofs` record what it sent.
 */

import { expect } from 'vitest'
import { createFrameApi } from '../../core/src/embedded-wallet/frame/api'
import {
  createMemoryDeviceStore,
  type DeviceRecord,
  type DeviceStore,
  deviceRecordKey,
} from '../../core/src/embedded-wallet/frame/device-store'
import { frameHandlers } from '../../core/src/embedded-wallet/frame/handlers'
import { createFrameMessenger, type ParentWindow } from '../../core/src/embedded-wallet/frame/messenger'
import type { PrfSource } from '../../core/src/embedded-wallet/frame/passkey-recovery'
import type { WalletSecret } from '../../core/src/embedded-wallet/frame/secret'
import { createTokenVerifier } from '../../core/src/embedded-wallet/frame/token'
import { createFrameWallet, type ShareStorage } from '../../core/src/embedded-wallet/frame/wallet'
import { FrameError } from '../../core/src/embedded-wallet/protocol'
import type { FrameHost, FrameWindow, HostMessageEvent } from '../../core/src/embedded-wallet/proxy'
import { APP_ID, type ContractServer, PAGE, post, readCode } from './helpers'

let counter = 0

/** A device store that says how many records it holds (the memory store, or a test's wrapper of it). */
export type CountedDeviceStore = DeviceStore & { readonly size: number }

/** An email login; the session is fresh (a primary login just now). */
export async function login(server: ContractServer, email = `wallet-${Date.now()}-${counter++}@example.com`) {
  const init = await post(server, '/api/v1/passwordless/init', { email })
  expect(init.status).toBe(200)
  const res = await post(server, '/api/v1/passwordless/authenticate', {
    email,
    code: await readCode(server, email),
  })
  expect(res.status).toBe(200)
  const body = (await res.json()) as { token: string; refresh_token: string; user: { id: string } }
  return { email, token: body.token, refreshToken: body.refresh_token, userId: body.user.id }
}

export interface FrameDeviceOptions {
  /** The frame's clock (ms). */
  now?: () => number
  /** Wraps the frame's fetch (fault injection). */
  fetch?: typeof fetch
  timeoutMs?: number
  legacyShares?: ShareStorage
  /** Reuse a device store (a reload of the frame on the same browser profile). */
  devices?: CountedDeviceStore
  /** The profile's passkeys (passkey recovery). */
  prf?: PrfSource
  /** How a new wallet's secret is made (a key: a wallet as frames before HD seeds made it). @default a seed */
  newSecret?: () => Promise<WalletSecret>
}

/** One browser profile's wallet frame. */
export function frameDevice(server: ContractServer, options: FrameDeviceOptions = {}) {
  const base = options.devices ?? createMemoryDeviceStore()
  const writes: string[] = []
  const devices: DeviceStore = {
    get: (key) => base.get(key),
    put: async (key, value) => {
      writes.push(key)
      await base.put(key, value)
    },
    delete: (key) => base.delete(key),
  }
  const sent: string[] = []
  const proofs: Array<{ url: string; dpop: string }> = []
  const inner = options.fetch ?? fetch
  const spy: typeof fetch = async (input, init) => {
    if (typeof init?.body === 'string') sent.push(init.body)
    const dpop = (init?.headers as Record<string, string> | undefined)?.dpop
    if (dpop) proofs.push({ url: String(input), dpop })
    return inner(input, init)
  }
  const api = createFrameApi({
    baseUrl: server.url,
    appId: APP_ID,
    fetch: spy,
    timeoutMs: options.timeoutMs,
    now: options.now,
  })
  const verifyToken = createTokenVerifier({
    appId: APP_ID,
    loadJwks: () => api.jwks(),
    now: () => Date.now(),
  })
  const wallet = createFrameWallet({
    appId: APP_ID,
    api,
    devices,
    legacyShares: options.legacyShares,
    verifyToken,
    now: options.now,
    ...(options.prf ? { prf: options.prf } : {}),
    ...(options.newSecret ? { newSecret: options.newSecret } : {}),
  })
  return {
    wallet,
    api,
    devices,
    /** The raw store under the spy (its `size` counts records). */
    store: base,
    writes,
    sent,
    proofs,
    record: (userId: string, address: string) =>
      base.get<DeviceRecord>(deviceRecordKey(APP_ID, userId, address)),
  }
}

/**
 * A fetch for a frame that does what the host's step-up prompt does for a user without MFA: when the server refuses
 * with 403 `step_up_required` naming a grant, a code is sent to the first kind of method the refusal offers,
 * verified for that grant (the code read from the dev outbox, as the person would read it), and the request is made
 * once more (its device proof is still good: a refusal spends nothing).
 */
export function approvingFetch(server: ContractServer, inner: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const first = await inner(input, init)
    if (first.status !== 403) return first
    const body = (await first.clone().json()) as {
      code?: string
      step_up_methods?: string[]
      grant?: { action: string; target: string }
    }
    const type = body.step_up_methods?.[0]
    if (body.code !== 'step_up_required' || !body.grant || !type) return first
    const headers = (init?.headers ?? {}) as Record<string, string>
    const authorization = headers.authorization as string
    const bearer = (path: string, json: unknown) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'privy-app-id': APP_ID, authorization, 'content-type': 'application/json' },
        body: JSON.stringify(json),
      })
    expect((await bearer('/api/v1/step_up/init', { type })).status).toBe(200)
    const [sent] = await server.server.deps.storage.listOutbox({ kind: 'code', limit: 1 })
    const verified = await bearer('/api/v1/step_up/verify', { type, code: sent?.code, ...body.grant })
    expect(verified.status).toBe(200)
    return inner(input, init)
  }
}

/** The FrameError a promise rejects with. */
export async function frameError(promise: Promise<unknown>): Promise<FrameError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(FrameError)
  return error as FrameError
}

/** A GET to the server with a bearer token and any other headers. */
export function bearerGet(
  server: ContractServer,
  path: string,
  token: string,
  headers: Record<string, string> = {},
) {
  return fetch(`${server.url}${path}`, {
    headers: { 'privy-app-id': APP_ID, authorization: `Bearer ${token}`, ...headers },
  })
}

/**
 * A `FrameHost` for a core client in Node whose frame is the real frame program: the same messenger and handlers
 * as the frame page, over one `frameDevice()` (one browser profile), against the real server. Messages cross as
 * structured clones, asynchronously, with the origins a browser would stamp (the page's and the server's).
 */
export function frameHost(server: ContractServer, options: FrameDeviceOptions = {}) {
  const device = frameDevice(server, options)
  const pageOrigin = new URL(PAGE).origin
  const frameOrigin = new URL(server.url).origin
  const listeners = new Set<(event: HostMessageEvent) => void>()
  let mounted = 0
  const host: FrameHost = {
    mount() {
      mounted++
      let live = true
      const parent: ParentWindow = {
        postMessage(message, targetOrigin) {
          if (!live || targetOrigin !== pageOrigin) return
          const data = structuredClone(message)
          setTimeout(() => {
            for (const listener of listeners) listener({ data, origin: frameOrigin, source: frame })
          })
        },
      }
      const onMessage = createFrameMessenger({
        parent,
        allowedOrigins: [pageOrigin],
        handlers: frameHandlers(device.wallet),
      })
      const frame: FrameWindow = {
        postMessage(message, targetOrigin) {
          if (!live || targetOrigin !== frameOrigin) return
          const data = structuredClone(message)
          setTimeout(() => void onMessage({ data, origin: pageOrigin, source: parent }))
        },
      }
      return {
        window: frame,
        destroy() {
          live = false
        },
      }
    },
    listen(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return {
    host,
    device,
    get mounted() {
      return mounted
    },
  }
}
