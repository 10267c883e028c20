/**
 * The webhook dispatcher: takes due deliveries from the table and POSTs them to the app's endpoint, signed by the
 * Standard Webhooks scheme (`standardwebhooks`: headers webhook-id, webhook-timestamp, webhook-signature; the
 * timestamp is the try's, so a retry a day later is still within a receiver's tolerance).
 *
 * - Durable: every state lives in the table, so a restart (or another instance on the same PostgreSQL database)
 *   carries on where this one stopped; a try cut by a crash is taken again once its lease has passed.
 * - One try at a time per event (a lease longer than the request timeout) and, per user, in order: a user's next
 *   event waits until the previous one is delivered or dead.
 * - A 2xx answer is delivered; anything else (another status, a network error, no answer in time, a destination
 *   refused) is retried on the schedule (schedule.ts), then dead.
 * - Only to public addresses, checked after DNS resolution and connected to as checked (destination.ts).
 */
import { Webhook } from 'standardwebhooks'
import type { Deps } from '../context'
import type { WebhookDelivery, WebhookOutcome } from '../storage'
import { postWebhook, resolveWebhookTarget, WebhookDestinationRefused } from './destination'
import { retryDelayMs } from './schedule'
import { openWebhookSecret } from './secret'

export interface WebhookDispatcher {
  /** Starts sending in the background: at once, when an event is queued, and when the next one falls due. */
  start(): void
  /** Sends until nothing is due; resolves with the number of tries made. */
  drain(): Promise<number>
  /** Stops taking new tries and waits for those in flight. */
  stop(): Promise<void>
}

/** Parallel tries (different users; one user's events go one at a time anyway). */
const CONCURRENCY = 4
/** The longest sleep: other instances queue events this one does not hear about. */
const POLL_MS = 5000

export function createWebhookDispatcher(deps: Deps): WebhookDispatcher {
  const { storage, config } = deps
  // longer than any try can take, so a try is never taken twice while it runs
  const leaseMs = () => config.webhookTimeoutMs * 2 + 1000
  let started = false
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let workers = 0
  let tries = 0
  const running = new Set<Promise<void>>()
  let unsubscribe = () => {}

  async function attempt(d: WebhookDelivery): Promise<WebhookOutcome> {
    const app = await storage.getApp(d.appId)
    const url = app?.settings.webhookUrl
    const secret = app ? openWebhookSecret(deps.data, app.id, app.settings) : null
    if (!url || !secret)
      return { delivered: false, error: 'the app has no webhook endpoint', nextAttemptMs: null }
    const at = new Date(config.now())
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'latch-webhooks/1',
      'webhook-id': d.id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(d.id, at, d.payload),
    }
    let error: string
    try {
      const target = await resolveWebhookTarget(url, config.allowPrivateWebhookUrls)
      const status = await postWebhook(target, {
        headers,
        body: d.payload,
        timeoutMs: config.webhookTimeoutMs,
      })
      if (status >= 200 && status < 300) return { delivered: true, atMs: config.now() }
      error = `HTTP ${status}`
    } catch (e) {
      const name = (e as { name?: string }).name
      const code = (e as { code?: string }).code
      if (e instanceof WebhookDestinationRefused) error = `destination refused: ${e.message}`
      else if (name === 'AbortError' || name === 'TimeoutError') error = 'no answer in time'
      else error = `network error${code ? ` (${code})` : ''}`
    }
    const wait = retryDelayMs(d.attempts, config.webhookRetryBaseMs, config.webhookMaxAttempts)
    return { delivered: false, error, nextAttemptMs: wait === null ? null : config.now() + wait }
  }

  async function tryOne(): Promise<boolean> {
    const now = config.now()
    const d = await storage.claimWebhook(now, now + leaseMs())
    if (!d) return false
    tries++
    let outcome: WebhookOutcome
    try {
      outcome = await attempt(d)
    } catch (e) {
      // e.g. a sealed secret that no longer opens: retried on the schedule like any failure, then dead
      const wait = retryDelayMs(d.attempts, config.webhookRetryBaseMs, config.webhookMaxAttempts)
      outcome = {
        delivered: false,
        error: `internal error (${(e as Error).name})`,
        nextAttemptMs: wait === null ? null : config.now() + wait,
      }
    }
    await storage.finishWebhook(d.id, outcome)
    count(d, outcome)
    const what = `webhook: ${d.eventType} ${d.id} to app ${d.appId}, try ${d.attempts}`
    if (outcome.delivered) config.log(`${what}: delivered`)
    else if (outcome.nextAttemptMs === null) config.log(`${what}: ${outcome.error}; dead (no more tries)`)
    else config.log(`${what}: ${outcome.error}; next try in ${outcome.nextAttemptMs - config.now()} ms`)
    return true
  }

  /** The try in the metrics: its outcome, a retry or not, a dead letter, the event's time to delivery. */
  function count(d: WebhookDelivery, outcome: WebhookOutcome) {
    const m = deps.metrics
    if (d.attempts > 1) m.webhookRetries.inc()
    if (outcome.delivered) {
      m.webhookTries.inc({ outcome: 'delivered' })
      m.webhookLatency.observe(Math.max(0, outcome.atMs - d.createdMs) / 1000)
    } else if (outcome.nextAttemptMs === null) {
      m.webhookTries.inc({ outcome: 'dead' })
      m.webhookDeadLetters.inc()
    } else m.webhookTries.inc({ outcome: 'retry' })
  }

  /** Runs tries until none is due. */
  async function work(): Promise<void> {
    try {
      while (!stopped && (await tryOne())) {}
    } catch (e) {
      config.log(`webhook: dispatcher error: ${(e as Error).name}: ${(e as Error).message}`)
    }
  }

  function schedule() {
    if (!started || stopped) return
    clearTimeout(timer)
    void storage
      .nextWebhookDueMs()
      .catch(() => null)
      .then((due) => {
        if (stopped || workers > 0) return
        const wait = due === null ? POLL_MS : Math.min(POLL_MS, Math.max(0, due - config.now()))
        clearTimeout(timer)
        timer = setTimeout(kick, wait)
        timer.unref?.()
      })
  }

  function kick() {
    if (stopped) return
    while (workers < CONCURRENCY) {
      workers++
      const p: Promise<void> = work().finally(() => {
        workers--
        running.delete(p)
        if (workers === 0) schedule()
      })
      running.add(p)
    }
  }

  return {
    start() {
      if (started) return
      started = true
      unsubscribe = deps.webhooks.onEnqueue(kick)
      kick()
    },
    async drain() {
      const before = tries
      await Promise.all([...running])
      await Promise.all(Array.from({ length: CONCURRENCY }, () => work()))
      return tries - before
    },
    async stop() {
      stopped = true
      unsubscribe()
      clearTimeout(timer)
      await Promise.all([...running])
    },
  }
}
