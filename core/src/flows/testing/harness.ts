/**
 * Test harness of the flows: a real `createLatch` (API client, session, flows) against the msw fake API, with a
 * manual clock (every delay runs only when a test advances it) and a fake address bar. Test-only: not exported.
 */
import type { SetupServer } from 'msw/node'
import type { LoginFake } from '../../../../test/fixtures/msw/login.handlers'
import { createLoginHandlers } from '../../../../test/fixtures/msw/login.handlers'
import { createSessionHandlers } from '../../../../test/fixtures/msw/session.handlers'
import type { FakeState } from '../../../../test/fixtures/msw/state'
import { createFakeState } from '../../../../test/fixtures/msw/state'
import { createSpyLogger, createTestEnv } from '../../../../test/fixtures/msw/test-env'
import type { AppConfigJSON } from '../../api/wire'
import type { LatchConfig } from '../../config/types'
import type { Clock, LatchEnv, LocationLike } from '../../env'
import type { Latch } from '../../latch'
import { createLatch } from '../../latch'

/** A clock whose timers run only in `advance`. */
export interface ManualClock extends Clock {
  /** Moves time forward, running due timers in order and letting promises settle between them. */
  advance(ms: number): Promise<void>
  /** Delays of the timers still pending, from now. */
  pending(): number[]
}

/** Lets pending promise chains and msw answers settle. */
export async function settle(rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setImmediate(resolve))
}

/** Creates a manual clock starting at `start` (ms). */
export function createManualClock(start = Date.now()): ManualClock {
  let now = start
  let next = 0
  const timers = new Map<number, { at: number; fn: () => void }>()
  const due = (limit: number) => {
    let best: [number, { at: number; fn: () => void }] | undefined
    for (const entry of timers) if (entry[1].at <= limit && (!best || entry[1].at < best[1].at)) best = entry
    return best
  }
  return {
    now: () => now,
    setTimeout(fn, ms) {
      const id = ++next
      timers.set(id, { at: now + Math.max(0, ms), fn })
      return id
    },
    clearTimeout(handle) {
      timers.delete(handle as number)
    },
    async advance(ms) {
      const target = now + ms
      await settle()
      for (let entry = due(target); entry; entry = due(target)) {
        timers.delete(entry[0])
        now = entry[1].at
        entry[1].fn()
        await settle()
      }
      now = target
      await settle()
    },
    pending: () => [...timers.values()].map((t) => t.at - now).sort((a, b) => a - b),
  }
}

/** A fake address bar recording replace and assign. */
export interface FakeLocation extends LocationLike {
  url: string
  replaced: string[]
  assigned: string[]
}

/** Creates a fake address bar at `url`. */
export function createFakeLocation(url = 'https://host.latch.test/app?tab=1#top'): FakeLocation {
  const location: FakeLocation = {
    url,
    replaced: [],
    assigned: [],
    href: () => location.url,
    replace: (next) => {
      location.url = next
      location.replaced.push(next)
    },
    assign: (next) => void location.assigned.push(next),
  }
  return location
}

/** Everything a flow test needs. */
export interface Harness {
  latch: Latch
  state: FakeState
  login: LoginFake
  clock: ManualClock
  location: FakeLocation
  logger: ReturnType<typeof createSpyLogger>
}

/** Options of `createHarness`. */
export interface HarnessOptions {
  config?: LatchConfig
  appConfig?: Partial<AppConfigJSON>
  url?: string
  /** Skip `latch.ready()`. */
  notReady?: boolean
  /** More environment overrides (e.g. `openWindow`). */
  env?: Partial<LatchEnv>
}

/** A Latch over the fake API (handlers installed on `server` for the current test). */
export async function createHarness(server: SetupServer, options: HarnessOptions = {}): Promise<Harness> {
  const clock = createManualClock()
  const state = await createFakeState({ now: () => clock.now() })
  state.appConfig = { ...state.appConfig, ...options.appConfig }
  const { handlers, login } = createLoginHandlers(state)
  server.use(...createSessionHandlers(state), ...handlers)
  const location = createFakeLocation(options.url)
  const logger = createSpyLogger()
  const latch = createLatch({
    appId: state.appId,
    apiUrl: state.apiUrl,
    ...(options.config ? { config: options.config } : {}),
    env: createTestEnv({ clock, location, logger, ...options.env }),
  })
  if (!options.notReady) {
    const ready = latch.ready()
    await settle()
    await ready
  }
  return { latch, state, login, clock, location, logger }
}
