/**
 * The pending-request primitive: a command that needs a person's decision (sign this message, send this
 * transaction, enter a code) publishes a request and waits until a screen or the host approves or rejects it.
 */
import type { LatchError } from '../../errors'

/** A request waiting for a person: what kind, what it is about, and the screen that shows it (if prompted). */
export interface PendingRequest<P = unknown> {
  /** Increases with every request of the client. */
  id: number
  /** What is asked, e.g. 'sign-message', 'send-transaction', 'mfa-code'. */
  kind: string
  /** What the screen shows and the approval acts on. */
  payload: P
  /** The modal screen opened for it, or null when the host drives its own UI. */
  screen: string | null
}

/** `$request`: idle, or one request pending. */
export type RequestState = { step: 'idle' } | { step: 'pending'; request: PendingRequest }

/** Parameters of `ask`. */
export interface AskParameters<P> {
  kind: string
  payload: P
  /** The screen to open when `prompt` is true. */
  screen?: string
  /** Whether the modal opens on `screen` (config such as `noPromptOnSignature` decides). @default true */
  prompt?: boolean
  /** Rejects with `timeoutError` after this long without an answer (or a `hold()`). @default REQUEST_WAIT_MS (300 000) */
  timeoutMs?: number
  /** @default LatchError 'request_timeout' (retryable) */
  timeoutError?: () => LatchError
  /** The error when the person closes the modal or calls `reject()` without one. @default 'request_canceled' */
  cancelError?: () => LatchError
  /**
   * The error when the session ends while it waits, given the default `session_ended` (4100): a request that already
   * did something (a transaction broadcast) says so instead. @default the given error
   */
  sessionEndedError?: (ended: LatchError) => LatchError
}

/** What the request's route reads: the prompted request, or the screen of one the host just refused. */
export interface PromptState {
  request: PendingRequest | null
  refused: string | null
}
