/**
 * `latch.debug`, as every client has it: when recording is off, an empty recorder that keeps nothing; when on, it
 * keeps the events that arrive while the recorder's code loads (with their times) and then forwards to it. The ring
 * buffer, the redaction and the hooks on flows and commands are in recording.ts, loaded with `import()` only then.
 */
import { atom } from 'nanostores'
import type { LatchEnv } from '../env'
import type { DebugEventInput, LatchDebug } from './types'

type Recording = typeof import('./recording')

/** True when the host asked for recording: `config.debug`, or `?latch_debug=1` on a loopback page. */
export function debugRequested(option: unknown, env: LatchEnv): boolean {
  if (option === true || (typeof option === 'object' && option !== null)) return true
  if (option !== undefined) return false
  try {
    const url = new URL(env.location?.href() ?? '')
    return (
      /^(localhost|127\.0\.0\.1|\[::1\])$/.test(url.hostname) && url.searchParams.get('latch_debug') === '1'
    )
  } catch {
    return false
  }
}

/** The client's `latch.debug`; `attach` runs `hook` with the recorder's module once it has loaded (when on). */
export function createDebug(options: {
  enabled: boolean
  capacity?: number
  now: () => number
  meta: Record<string, string>
  load: () => Promise<Recording>
}): LatchDebug & {
  /** Runs `hook` once the recorder's code is in; resolves then (at once when recording is off). */
  attach(hook: (recording: Recording) => () => void): Promise<void>
  stop(): void
} {
  const { enabled, now } = options
  const startedAt = now()
  const $version = atom(0)
  const bump = () => $version.set($version.get() + 1)
  let ring: ReturnType<Recording['createRing']> | null = null
  let early: Array<[DebugEventInput, number]> = []
  let stops: Array<() => void> = []
  let stopped = false
  const loaded = enabled
    ? options.load().then((recording) => {
        ring = recording.createRing(options.capacity, options.meta, startedAt)
        for (const [event, at] of early) ring.record(event, at)
        early = []
        return recording
      })
    : null
  return {
    enabled,
    $version,
    events: () => ring?.events() ?? [],
    get dropped() {
      return ring?.dropped ?? 0
    },
    export: () =>
      ring?.export() ?? JSON.stringify({ format: 'latch-debug-recording', version: 1, events: [] }),
    record(event) {
      if (!enabled) return
      const at = now() - startedAt
      if (ring) ring.record(event, at)
      else early.push([event, at])
      bump()
    },
    clear() {
      ring?.clear()
      early = []
      bump()
    },
    async attach(hook) {
      const recording = await loaded
      if (recording && !stopped) stops.push(hook(recording))
    },
    stop() {
      stopped = true
      for (const stop of stops) stop()
      stops = []
    },
  }
}
