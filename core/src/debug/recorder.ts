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
import { atom, type ReadableAtom } from 'nanostores'

/** One API call attempt: what the server saw, by the request id it logs too (`x-request-id`). */
export interface DebugApiEvent {
  kind: 'api'
  method: string
  path: string
  /** 0 when no answer came (network error, timeout). */
  status: number
  requestId: string
  ms: number
  code?: string
}

/** A flow's state moved to another step. */
export interface DebugFlowEvent {
  kind: 'flow'
  flow: string
  step: string
}

/** A public command ran: its outcome and duration. */
export interface DebugCommandEvent {
  kind: 'command'
  name: string
  outcome: 'ok' | 'error'
  ms: number
  code?: string
}

/** A message to the embedded wallet's frame and its answer. */
export interface DebugFrameEvent {
  kind: 'frame'
  event: string
  outcome: 'ok' | 'error'
  ms: number
  code?: string
}

/** A request to the embedded wallet's EIP-1193 provider. */
export interface DebugProviderEvent {
  kind: 'provider'
  method: string
  outcome: 'ok' | 'error'
  ms: number
  code?: string
}

/** What the recorder keeps. */
export type DebugEventInput =
  | DebugApiEvent
  | DebugFlowEvent
  | DebugCommandEvent
  | DebugFrameEvent
  | DebugProviderEvent

/** A recorded event: its fields and the time since the recorder started (ms). */
export type DebugEvent = DebugEventInput & { at: number }

/** `latch.debug`: the recorder of one client. */
export interface LatchDebug {
  /** True when `config.debug` (or `?latch_debug=1` on a loopback page) turned recording on. */
  readonly enabled: boolean
  /** The recorded events, oldest first (at most the capacity: the oldest are dropped first). */
  events(): readonly DebugEvent[]
  /** How many events were dropped to stay within the capacity. */
  readonly dropped: number
  /** Changes on every recorded event (for a panel that shows them live). */
  readonly $version: ReadableAtom<number>
  /** The recording as a JSON document a person can attach to a support ticket. */
  export(): string
  /** Forgets every event. */
  clear(): void
  /** Records one event (the client's hooks call it; a host may record its own with kind 'command'). */
  record(event: DebugEventInput): void
}

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

/** Creates the recorder of one client; with `capacity` 0 it records nothing. */
export function createRecorder(options: {
  enabled: boolean
  capacity?: number
  now: () => number
  /** Written into the export (the app id, the client version). */
  meta?: Record<string, string>
}): LatchDebug {
  const capacity = options.enabled ? Math.max(1, options.capacity ?? DEBUG_CAPACITY) : 0
  const startedAt = options.now()
  let ring: DebugEvent[] = []
  let head = 0
  let dropped = 0
  const $version = atom(0)
  const events = (): DebugEvent[] => [...ring.slice(head), ...ring.slice(0, head)]
  return {
    enabled: options.enabled,
    events,
    get dropped() {
      return dropped
    },
    $version,
    record(event) {
      if (capacity === 0) return
      const entry = { ...sanitize(event), at: Math.max(0, Math.round(options.now() - startedAt)) }
      if (ring.length < capacity) ring.push(entry)
      else {
        ring[head] = entry
        head = (head + 1) % capacity
        dropped++
      }
      $version.set($version.get() + 1)
    },
    export() {
      return JSON.stringify(
        {
          format: 'latch-debug-recording',
          version: 1,
          ...options.meta,
          startedAt: new Date(startedAt).toISOString(),
          dropped,
          events: events(),
        },
        null,
        2,
      )
    },
    clear() {
      ring = []
      head = 0
      dropped = 0
      $version.set($version.get() + 1)
    },
  }
}
