/**
 * Webhook verification by the Standard Webhooks scheme (`standardwebhooks`): the HMAC-SHA256 signature of
 * `<webhook-id>.<webhook-timestamp>.<raw body>` with the app's secret, and a timestamp within 5 minutes. The body
 * must be the raw bytes received, before any JSON parsing.
 */
import { Webhook } from 'standardwebhooks'
import { LatchServerError } from './errors'
import { headerOf } from './headers'
import type { WebhookHeaders } from './types'
import type { LatchWebhookEvent } from './webhook-events'

const HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const

function readHeaders(headers: WebhookHeaders): Record<(typeof HEADERS)[number], string> {
  const out = {} as Record<(typeof HEADERS)[number], string>
  for (const name of HEADERS) out[name] = headerOf(headers, name) ?? ''
  return out
}

/** Verifies a webhook and returns its event; throws `invalid_webhook` or `expired_webhook`. */
export function verifyWebhookPayload(
  secret: string | undefined,
  payload: string | Uint8Array,
  headers: WebhookHeaders,
): LatchWebhookEvent {
  if (!secret) {
    throw new LatchServerError(
      'invalid_request',
      'No webhook secret: give webhookSecret to createLatchServerClient',
    )
  }
  let webhook: Webhook
  try {
    webhook = new Webhook(secret)
  } catch (cause) {
    throw new LatchServerError('invalid_request', "The webhook secret is not a 'whsec_...' secret", { cause })
  }
  const body = typeof payload === 'string' ? payload : new TextDecoder().decode(payload)
  let event: unknown
  try {
    event = webhook.verify(body, readHeaders(headers))
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : ''
    if (/timestamp too (old|new)/i.test(message)) {
      throw new LatchServerError(
        'expired_webhook',
        'The webhook was signed more than 5 minutes away from now',
        {
          cause,
        },
      )
    }
    throw new LatchServerError('invalid_webhook', 'The webhook signature does not match', { cause })
  }
  if (typeof event !== 'object' || event === null || typeof (event as { type?: unknown }).type !== 'string') {
    throw new LatchServerError('invalid_webhook', 'The webhook body is not an event')
  }
  return event as LatchWebhookEvent
}
