/**
 * Code and notice delivery: the function behind `ServerConfig.deliver` once the server starts.
 *
 * - A `deliver` given in code (embedders) wins. Otherwise each channel takes its adapter from the settings: email
 *   through SMTP, SMS through the SMS provider, and either one through the signed HTTP hook when it has no adapter of
 *   its own. In dev mode every message also lands in the dev outbox (and only there when nothing is configured).
 * - Each message is tried up to `tries` times (waiting `retryBaseMs`, then twice as long each time) unless the
 *   provider refused it for good; then the request that sent it answers 503 `delivery_failed` (the person may try
 *   again). A channel with no adapter answers 503 `delivery_unavailable`.
 * - Logs name the channel, the message kind, the adapter, the tries and a reason (a status or an error class): never
 *   the code, the text or the recipient.
 */
import { randomBytes } from 'node:crypto'
import type { Deliver, DeliverMessage, ServerConfig } from '../config'
import { outboxDelivery } from '../dev/outbox'
import { HttpError } from '../http'
import { writeLog } from '../logging'
import type { Storage } from '../storage'
import { type DeliveryFailure, thrownFailure } from './failure'
import { hookTransport } from './hook'
import {
  DEFAULT_DELIVERY_RETRY_BASE_MS,
  DEFAULT_DELIVERY_TIMEOUT_MS,
  DEFAULT_DELIVERY_TRIES,
  type DeliverySettings,
} from './settings'
import { smsTransport } from './sms'
import { smtpTransport } from './smtp'
import { codeKind, renderMessage } from './templates'
import type { Transport } from './transport'

export { requestLocale } from './locale'
export { type DeliverySettings, deliverySettingsFromEnv } from './settings'
export { codeKind, renderMessage } from './templates'

/** The answer when every try failed: retryable, and says nothing about the recipient. */
export const deliveryFailed = () =>
  new HttpError(503, 'delivery_failed', 'The code could not be sent. Please try again in a moment.', {
    'Retry-After': '5',
  })

/** The answer for a channel this server cannot send on. */
export const deliveryUnavailable = (channel: 'email' | 'sms') =>
  new HttpError(
    503,
    'delivery_unavailable',
    channel === 'email' ? 'This server cannot send email.' : 'This server cannot send SMS.',
  )

/** Which adapter serves each channel ('code' for a `deliver` given in code; null: none). */
export interface DeliveryRoutes {
  email: string | null
  sms: string | null
}

/** The routes the configuration gives, before the server starts (readiness, the start banner). */
export function deliveryRoutes(
  config: Pick<ServerConfig, 'devMode' | 'delivery'>,
  givenInCode: boolean,
): DeliveryRoutes {
  if (givenInCode) return { email: 'code', sms: 'code' }
  const s = config.delivery ?? {}
  const dev = config.devMode ? 'dev outbox' : null
  return {
    email: s.smtp ? 'smtp' : s.hook ? 'hook' : dev,
    sms: s.sms ? 'sms' : s.hook ? 'hook' : dev,
  }
}

interface Options {
  config: ServerConfig
  storage: Storage
  /** Waits between tries (tests pass a fake). @default setTimeout */
  sleep?: (ms: number) => Promise<void>
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * The delivery function for `config`: undefined when nothing can send (outside dev mode, no `deliver`, no adapter);
 * /api/ready reports that server as not ready.
 */
export function createDelivery({ config, storage, sleep = defaultSleep }: Options): Deliver | undefined {
  const settings: DeliverySettings = config.delivery ?? {}
  const tries = settings.tries ?? DEFAULT_DELIVERY_TRIES
  const baseMs = settings.retryBaseMs ?? DEFAULT_DELIVERY_RETRY_BASE_MS
  const timeoutMs = settings.timeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS

  /** Tries `send` up to `tries` times; logs the outcome without the message; 503 once they are spent. */
  const withRetry = async (
    m: DeliverMessage,
    via: string,
    send: (attempt: number) => Promise<void>,
  ): Promise<void> => {
    const kind = m.kind === 'notice' ? 'notice' : codeKind(m.flow)
    let failure: DeliveryFailure | undefined
    let attempt = 0
    for (attempt = 1; attempt <= tries; attempt++) {
      try {
        await send(attempt)
        if (attempt > 1) {
          const fields = { channel: m.channel, kind, via, tries: attempt }
          writeLog(
            config,
            'info',
            fields,
            'delivery: sent after retry',
            `delivery: sent channel=${m.channel} kind=${kind} via=${via} tries=${attempt}`,
          )
        }
        return
      } catch (error) {
        if (error instanceof HttpError) throw error
        failure = thrownFailure(error)
        if (failure.permanent) break
        if (attempt < tries) await sleep(baseMs * 2 ** (attempt - 1))
      }
    }
    const spent = Math.min(attempt, tries)
    const reason = failure?.reason ?? 'unknown'
    writeLog(
      config,
      'warn',
      { channel: m.channel, kind, via, tries: spent, reason },
      'delivery: failed',
      `delivery: failed channel=${m.channel} kind=${kind} via=${via} tries=${spent} reason=${reason}`,
    )
    throw deliveryFailed()
  }

  // an embedder's function: retried the same way; an HttpError it throws is its own answer
  const given = config.deliver
  if (given) return (m) => withRetry(m, 'code', () => given(m))

  const outbox = config.devMode ? outboxDelivery(storage, config.now) : undefined
  const hook: Transport | undefined = settings.hook ? hookTransport(settings.hook, timeoutMs) : undefined
  const adapters: Record<'email' | 'sms', Transport | undefined> = {
    email: settings.smtp ? smtpTransport(settings.smtp, timeoutMs) : hook,
    sms: settings.sms ? smsTransport(settings.sms, timeoutMs) : hook,
  }
  if (!adapters.email && !adapters.sms) return outbox

  const codeMinutes = Math.max(1, Math.round(config.codeTtl / 60))
  return async (m) => {
    if (outbox) await outbox(m)
    const adapter = adapters[m.channel]
    if (!adapter) {
      if (outbox) return
      throw deliveryUnavailable(m.channel)
    }
    const app = await storage.getApp(m.appId)
    const rendered = renderMessage(m, app?.name ?? 'Latch', codeMinutes)
    // one id for every try: a receiver that got a try whose answer was lost can drop the repeat
    const id = `msg_${randomBytes(16).toString('base64url')}`
    await withRetry(m, adapter.name, () => adapter.send(m.to, rendered, id, m))
  }
}
