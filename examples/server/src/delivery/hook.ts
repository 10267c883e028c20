/**
 * Any other sender: the message is POSTed as JSON to the operator's endpoint, signed by the Standard Webhooks scheme
 * (`standardwebhooks`: headers webhook-id, webhook-timestamp, webhook-signature). One message keeps its id across
 * tries, so the receiver can drop a repeat.
 *
 *   { "type": "delivery.code" | "delivery.notice", "timestamp": ISO-8601,
 *     "data": { app_id, channel: "email" | "sms", to, kind, locale, code?, event?, subject, text, html, sms } }
 */
import { Webhook } from 'standardwebhooks'
import { httpFailure, thrownFailure } from './failure'
import type { HookSettings } from './settings'
import type { Transport } from './transport'

/** Signs with the real clock: receivers check the timestamp against theirs (5 minutes either way). */
export function hookTransport(settings: HookSettings, timeoutMs: number): Transport {
  const signer = new Webhook(settings.secret)
  return {
    name: 'hook',
    async send(to, message, id, original) {
      const at = new Date()
      const payload = JSON.stringify({
        type: original.kind === 'notice' ? 'delivery.notice' : 'delivery.code',
        timestamp: at.toISOString(),
        data: {
          app_id: original.appId,
          channel: original.channel,
          to,
          kind: message.kind,
          locale: message.locale,
          ...(original.kind === 'notice' ? { event: original.event } : { code: original.code }),
          subject: message.subject,
          text: message.text,
          html: message.html,
          sms: message.sms,
        },
      })
      let response: Response
      try {
        response = await fetch(settings.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'latch-delivery/1',
            'webhook-id': id,
            'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
            'webhook-signature': signer.sign(id, at, payload),
          },
          body: payload,
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        throw thrownFailure(error)
      }
      await response.body?.cancel()
      if (!response.ok) throw httpFailure(response.status)
    },
  }
}
