/**
 * Contract helpers: the reference server started in process on a random 127.0.0.1 port, and core clients
 * (`createLatch`) talking to it with Node's fetch and memory storage.
 */

import type { LatchConfig } from '../../core/src/config/types'
import {
  createDefaultEnv,
  createMemoryStorage,
  type KeyValueStorage,
  type LatchEnv,
} from '../../core/src/env'
import { createLatch, type Latch } from '../../core/src/latch'
import {
  type AppSeed,
  DEMO_APP_ID,
  demoAppSeed,
  type RunningServer,
  startServer,
} from '../../examples/server/src/index'

export const APP_ID = DEMO_APP_ID
export const PAGE = 'http://127.0.0.1:5173/'

/** Rate limits high enough for a suite; a test that checks limits starts its own server. */
export const RELAXED_LIMITS = {
  codePerRecipient: { max: 1000, windowSeconds: 600 },
  codePerIp: { max: 10_000, windowSeconds: 600 },
  authPerIp: { max: 10_000, windowSeconds: 60 },
  refreshPerIp: { max: 10_000, windowSeconds: 60 },
  mfaPerUser: { max: 1000, windowSeconds: 300 },
}

export interface ContractServer extends RunningServer {
  /** Shifts the server clock (seconds), for grace windows and expiries. */
  advance(seconds: number): void
}

export async function startContractServer(
  options: {
    apps?: AppSeed[]
    rateLimits?: typeof RELAXED_LIMITS
    accessTokenTtl?: number
    refreshReuseGrace?: number
  } = {},
): Promise<ContractServer> {
  let offset = 0
  const running = await startServer({
    devMode: true,
    // receivers of the contract tests listen on 127.0.0.1 (a dev mode allowance)
    allowPrivateWebhookUrls: true,
    apps: options.apps ?? [demoAppSeed()],
    rateLimits: options.rateLimits ?? RELAXED_LIMITS,
    ...(options.accessTokenTtl ? { accessTokenTtl: options.accessTokenTtl } : {}),
    ...(options.refreshReuseGrace ? { refreshReuseGrace: options.refreshReuseGrace } : {}),
    now: () => Date.now() + offset,
  })
  return {
    ...running,
    advance: (seconds) => {
      offset += seconds * 1000
    },
  }
}

/** A fake address bar: `assign` records where the client sent the browser. */
export function createFakeLocation(href = PAGE) {
  const state = { href, assigned: [] as string[] }
  return {
    state,
    location: {
      href: () => state.href,
      replace: (url: string) => {
        state.href = new URL(url, state.href).toString()
      },
      assign: (url: string) => {
        state.assigned.push(url)
      },
    },
  }
}

export interface ClientOptions {
  appId?: string
  storage?: KeyValueStorage
  location?: LatchEnv['location']
  config?: LatchConfig
  /** Other env fields (a clock, a fetch that drops answers, a lock manager). */
  env?: Partial<LatchEnv>
}

/** A core client against the server: Node's fetch, memory storage, no cross-tab machinery. */
export function createClient(server: RunningServer, options: ClientOptions = {}): Latch {
  const env = createDefaultEnv({
    fetch: (input, init) => globalThis.fetch(input, init),
    storage: options.storage ?? createMemoryStorage(),
    sessionStorage: createMemoryStorage(),
    location: options.location,
    locks: undefined,
    createChannel: undefined,
    logger: { warn: () => {}, error: () => {} },
    ...options.env,
  })
  return createLatch({
    appId: options.appId ?? APP_ID,
    apiUrl: server.url,
    // no wallet made after a headless login unless a test asks for one: the app's `createOnLogin` would start a
    // wallet creation here (no frame in Node) that contends with the scenario's locks and calls
    config: options.config ?? { embeddedWallets: { createOnLogin: 'off' } },
    env,
  })
}

/** The latest code the server "sent" to `to`, read from GET /dev/outbox. */
export async function readCode(server: RunningServer, to: string): Promise<string> {
  const res = await fetch(`${server.url}/dev/outbox?to=${encodeURIComponent(to)}&limit=1`, {
    headers: { 'x-latch-outbox-token': server.outboxToken },
  })
  const { messages } = (await res.json()) as { messages: Array<{ code: string }> }
  const code = messages[0]?.code
  if (!code) throw new Error(`no code in the outbox for ${to}`)
  return code
}

/** Raw POST to the server (for checks the client does not expose). */
export function post(
  server: RunningServer,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'privy-app-id': APP_ID, ...headers },
    body: JSON.stringify(body),
  })
}

/** Email login through the client. */
export async function loginByEmail(server: RunningServer, latch: Latch, email: string) {
  await latch.ready()
  await latch.initLoginWithEmail(email)
  return latch.loginWithCode(await readCode(server, email))
}

export function decodeClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as Record<
    string,
    unknown
  >
}
