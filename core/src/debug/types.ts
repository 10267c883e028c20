/**
 * The flight recorder's types (`latch.debug`, `config.debug`): the events it keeps and the recorder's interface. The
 * recorder itself loads with `import()` only when recording is on (recording.ts), so a client without `config.debug`
 * downloads none of it.
 */
import type { ReadableAtom } from 'nanostores'

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
