/**
 * Tests and benchmarks: a local webhook receiver on 127.0.0.1. It records every request, checks its Standard
 * Webhooks signature with the app's secret (`standardwebhooks`, against the real clock), and answers as told:
 * 'ok' (204), 'down' (503) or 'hang' (no answer until it is closed).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'

export interface ReceivedWebhook {
  id: string
  /** The parsed body. */
  body: Record<string, unknown> & { type: string }
  /** The raw body and the three signature headers, as received. */
  payload: string
  headers: Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string>
  /** True when the signature verified with the secret. */
  verified: boolean
  /** When it arrived (ms). */
  at: number
  /** The mode the receiver was in (only 'ok' ones were accepted). */
  answeredWith: 'ok' | 'down'
}

export interface Receiver {
  url: string
  /** Requests answered 2xx: what the app's backend accepted. */
  accepted(): ReceivedWebhook[]
  /** Every request, refused ones included. */
  all(): ReceivedWebhook[]
  mode: 'ok' | 'down' | 'hang'
  /** Checks signatures with another secret from now on (the app's was rotated, or printed after start). */
  useSecret(secret: string): void
  /** Resolves once `count` accepted requests satisfy `match`; rejects after `timeoutMs`. */
  waitFor(
    count: number,
    match?: (w: ReceivedWebhook) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedWebhook[]>
  close(): Promise<void>
}

export async function startReceiver(secret: string): Promise<Receiver> {
  let webhook = new Webhook(secret)
  const all: ReceivedWebhook[] = []
  const waiters = new Set<() => void>()
  const hanging = new Set<ServerResponse>()
  const receiver: Receiver = {
    url: '',
    mode: 'ok',
    useSecret: (next) => {
      webhook = new Webhook(next)
    },
    accepted: () => all.filter((w) => w.answeredWith === 'ok'),
    all: () => [...all],
    waitFor(count, match = () => true, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hits = receiver.accepted().filter(match)
          if (hits.length < count) return false
          waiters.delete(check)
          clearTimeout(timer)
          resolve(hits)
          return true
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(
            new Error(
              `waited ${timeoutMs} ms for ${count} webhooks, got ${receiver.accepted().filter(match).length}`,
            ),
          )
        }, timeoutMs)
        if (!check()) waiters.add(check)
      })
    },
    async close() {
      for (const res of hanging) res.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const payload = Buffer.concat(chunks).toString('utf8')
    const mode = receiver.mode
    if (mode === 'hang') {
      hanging.add(res)
      return
    }
    const headers = Object.fromEntries(
      ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((h) => [h, String(req.headers[h] ?? '')]),
    ) as ReceivedWebhook['headers']
    let verified = true
    try {
      webhook.verify(payload, headers)
    } catch {
      verified = false
    }
    all.push({
      id: headers['webhook-id'],
      body: JSON.parse(payload) as ReceivedWebhook['body'],
      payload,
      headers,
      verified,
      at: Date.now(),
      answeredWith: mode,
    })
    res.writeHead(mode === 'ok' ? 204 : 503).end()
    for (const check of [...waiters]) check()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`
  return receiver
}
