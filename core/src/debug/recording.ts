/**
 * The flight recorder (`config.debug`): a bounded ring buffer of typed events a host can export and attach to a
 * support ticket when a person says "it spun forever". Off by default; when off nothing is recorded and no hook is
 * installed.
 *
 * Secrets stay out by construction: an event has only the fields below, each of a closed kind. A path loses its
 * query and keeps only a prefix of anything that looks like an address or a long id; a code is kept only when it is
 * a short identifier (`invalid_credentials`, `4001`); a flow contributes its `step` alone, never its state (which
 * holds emails, users and errors). No token, one-time code, key, share, signature or message is ever an argument.
 */
import type { DebugEvent, DebugEventInput } from './types'

/** Events kept by default. */
export const DEBUG_CAPACITY = 500

const ADDRESS_OR_ID = /0x[0-9a-fA-F]{8,}|[A-Za-z0-9_-]{24,}/g
const CODE = /^[A-Za-z0-9_.-]{1,64}$/
const WORD = /^[A-Za-z0-9_.:-]{1,64}$/

/** A path without its query, each address or long id cut to its first 6 characters. */
export function redactPath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? ''
  return bare.slice(0, 200).replace(ADDRESS_OR_ID, (m) => `${m.slice(0, 6)}…`)
}

/** A code kept only when it is a short identifier or a number; anything else becomes 'other'. */
export function safeCode(code: unknown): string | undefined {
  if (code === undefined || code === null) return undefined
  const text = String(code)
  return CODE.test(text) ? text : 'other'
}

const word = (value: string) => (WORD.test(value) ? value : 'other')

/** Keeps only the fields of the event's kind, each redacted. */
function sanitize(event: DebugEventInput): DebugEventInput {
  const ms = Math.max(0, Math.round('ms' in event ? event.ms : 0))
  switch (event.kind) {
    case 'api':
      return {
        kind: 'api',
        method: word(event.method),
        path: redactPath(event.path),
        status: event.status | 0,
        requestId: word(event.requestId),
        ms,
        ...(event.code === undefined ? {} : { code: safeCode(event.code) }),
      }
    case 'flow':
      return { kind: 'flow', flow: word(event.flow), step: word(event.step) }
    case 'command':
    case 'frame':
    case 'provider': {
      const name = event.kind === 'command' ? event.name : event.kind === 'frame' ? event.event : event.method
      const base = {
        outcome: event.outcome === 'ok' ? ('ok' as const) : ('error' as const),
        ms,
        ...(event.code === undefined ? {} : { code: safeCode(event.code) }),
      }
      if (event.kind === 'command') return { kind: 'command', name: word(name), ...base }
      if (event.kind === 'frame') return { kind: 'frame', event: word(name), ...base }
      return { kind: 'provider', method: word(name), ...base }
    }
  }
}

/** The ring buffer behind `latch.debug` (the facade in facade.ts forwards to it once loaded). */
export interface Ring {
  record(event: DebugEventInput, at: number): void
  events(): DebugEvent[]
  readonly dropped: number
  clear(): void
  /** The recording as a JSON document (`meta` fields, the start time, the events). */
  export(): string
}

/** A ring of `capacity` events: the newest kept, the oldest dropped first. */
export function createRing(
  capacity = DEBUG_CAPACITY,
  meta: Record<string, string> = {},
  startedAt = 0,
): Ring {
  const size = Math.max(1, capacity)
  let ring: DebugEvent[] = []
  let head = 0
  let dropped = 0
  const events = () => [...ring.slice(head), ...ring.slice(0, head)]
  return {
    record(event, at) {
      const entry = { ...sanitize(event), at: Math.max(0, Math.round(at)) }
      if (ring.length < size) ring.push(entry)
      else {
        ring[head] = entry
        head = (head + 1) % size
        dropped++
      }
    },
    events,
    get dropped() {
      return dropped
    },
    export: () =>
      JSON.stringify(
        {
          format: 'latch-debug-recording',
          version: 1,
          ...meta,
          startedAt: new Date(startedAt).toISOString(),
          dropped,
          events: events(),
        },
        null,
        2,
      ),
    clear() {
      ring = []
      head = 0
      dropped = 0
    },
  }
}

type Listenable = { listen(listener: (value: unknown) => void): () => void }

const hasState = (flow: unknown): flow is { $state: Listenable } =>
  typeof (flow as { $state?: { listen?: unknown } } | null)?.$state?.listen === 'function'

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' || typeof code === 'number' ? String(code) : undefined
}

/**
 * Records each flow's step changes and wraps each of `commandNames` on `client` (in place) to record its outcome
 * (its code when it fails) and duration; returns the function that stops listening.
 */
export function instrument(
  record: (event: DebugEventInput) => void,
  flows: object,
  client: Record<string, unknown>,
  commandNames: readonly string[],
  now: () => number,
): () => void {
  const stops: Array<() => void> = []
  for (const [flow, instance] of Object.entries(flows)) {
    if (!hasState(instance)) continue
    stops.push(
      instance.$state.listen((state) => {
        const step = (state as { step?: unknown } | null)?.step
        if (typeof step === 'string') record({ kind: 'flow', flow, step })
      }),
    )
  }
  for (const name of commandNames) {
    const command = client[name]
    if (typeof command !== 'function') continue
    client[name] = function (this: unknown, ...args: unknown[]) {
      const startedAt = now()
      const done = (outcome: 'ok' | 'error', error?: unknown) => {
        const code = outcome === 'error' ? codeOf(error) : undefined
        record({
          kind: 'command',
          name,
          outcome,
          ms: now() - startedAt,
          ...(code === undefined ? {} : { code }),
        })
      }
      let result: unknown
      try {
        result = command.apply(this, args)
      } catch (error) {
        done('error', error)
        throw error
      }
      if (!(result instanceof Promise)) {
        done('ok')
        return result
      }
      return result.then(
        (value) => {
          done('ok')
          return value
        },
        (error: unknown) => {
          done('error', error)
          throw error
        },
      )
    }
  }
  return () => {
    for (const stop of stops) stop()
  }
}
