/**
 * Polls the provider's transaction status every 3000 ms through the injected clock until a terminal status.
 * 404 (no transaction yet) is not a failure; the third other failure (HTTP error, unreadable answer, network error,
 * timeout) ends polling with serviceFailure.
 */
import { FIAT_STATUS_MAX_FAILURES, FIAT_STATUS_POLL_MS, FIAT_STATUS_REQUEST_TIMEOUT_MS } from '../constants'
import type { Clock } from '../env'
import { parseOnRampStatusRecords } from './fiat.api'
import { isTerminalOnRampStatus, mapOnRampStatus } from './fiat.rules'
import type { OnRampStatus, OnRampStatusUpdate } from './fiat.types'

/** Parameters of `pollOnRampStatus`. */
export interface PollOnRampStatusParameters {
  fetch: typeof fetch
  clock: Clock
  /** The status API URL (`onRampStatusUrl`). */
  url: string
  /** Called after each poll that was read (404 included, as pending) and when the service fails. */
  onStatus: (update: OnRampStatusUpdate) => void
  /** @default FIAT_STATUS_POLL_MS (3000) */
  intervalMs?: number
  /** The failure that ends polling with serviceFailure. @default FIAT_STATUS_MAX_FAILURES (3) */
  maxFailures?: number
  /** A request not answered by then counts as a failure. @default FIAT_STATUS_REQUEST_TIMEOUT_MS (10 000) */
  requestTimeoutMs?: number
}

/** A running status poll. */
export interface OnRampStatusPoll {
  /** Stops polling: clears the timer and aborts a request in flight; `onStatus` is not called again. */
  stop(): void
  /** The terminal status, or null when stopped first. */
  readonly done: Promise<OnRampStatus | null>
}

type PollResult = { kind: 'read'; update: Omit<OnRampStatusUpdate, 'failures'> } | { kind: 'failure' }

/** Starts polling the status API: first request after one interval, then one interval after each answer. */
export function pollOnRampStatus(parameters: PollOnRampStatusParameters): OnRampStatusPoll {
  const { clock, url, onStatus } = parameters
  const intervalMs = parameters.intervalMs ?? FIAT_STATUS_POLL_MS
  const maxFailures = parameters.maxFailures ?? FIAT_STATUS_MAX_FAILURES
  const requestTimeoutMs = parameters.requestTimeoutMs ?? FIAT_STATUS_REQUEST_TIMEOUT_MS
  let failures = 0
  let stopped = false
  let timer: unknown = null
  let inFlight: AbortController | null = null
  let finish: (status: OnRampStatus | null) => void = () => {}
  const done = new Promise<OnRampStatus | null>((resolve) => {
    finish = resolve
  })

  async function request(): Promise<PollResult> {
    const controller = new AbortController()
    inFlight = controller
    let timeout: unknown
    const timedOut = new Promise<PollResult>((resolve) => {
      timeout = clock.setTimeout(() => {
        controller.abort()
        resolve({ kind: 'failure' })
      }, requestTimeoutMs)
    })
    const read = (async (): Promise<PollResult> => {
      try {
        const response = await parameters.fetch(url, {
          method: 'GET',
          headers: { accept: 'application/json' },
          credentials: 'omit',
          signal: controller.signal,
        })
        if (response.status === 404) return { kind: 'read', update: { status: 'pending', record: null } }
        if (!response.ok) return { kind: 'failure' }
        const record = parseOnRampStatusRecords(JSON.parse(await response.text()))
        if (!record) return { kind: 'read', update: { status: 'pending', record: null } }
        return { kind: 'read', update: { status: mapOnRampStatus(record), record } }
      } catch {
        // network error, abort, unreadable JSON or a record without a status: all count the same
        return { kind: 'failure' }
      }
    })()
    try {
      return await Promise.race([read, timedOut])
    } finally {
      clock.clearTimeout(timeout)
      inFlight = null
    }
  }

  async function tick(): Promise<void> {
    timer = null
    const result = await request()
    if (stopped) return
    if (result.kind === 'failure') {
      failures += 1
      if (failures >= maxFailures) {
        end('serviceFailure')
        onStatus({ status: 'serviceFailure', record: null, failures })
        return
      }
    } else {
      onStatus({ ...result.update, failures })
      if (isTerminalOnRampStatus(result.update.status)) {
        end(result.update.status)
        return
      }
    }
    schedule()
  }

  function schedule() {
    timer = clock.setTimeout(() => void tick(), intervalMs)
  }

  function end(status: OnRampStatus | null) {
    stopped = true
    if (timer !== null) clock.clearTimeout(timer)
    timer = null
    finish(status)
  }

  schedule()
  return {
    stop() {
      if (stopped) return
      inFlight?.abort()
      end(null)
    },
    done,
  }
}
