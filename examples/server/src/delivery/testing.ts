/**
 * Test doubles of the outside world, all real servers on 127.0.0.1: an SMTP server (`smtp-server`, messages parsed
 * with `mailparser`), an SMS provider endpoint in Twilio's shape, and a hook receiver that checks Standard Webhooks
 * signatures with `standardwebhooks`. Each can be told to fail a try.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { Webhook } from 'standardwebhooks'

/** What a try gets back: null accepts it. */
export type Verdict = { status: number; body?: unknown } | null

export interface FakeSmtp {
  url: string
  port: number
  /** Every message accepted, parsed. */
  mails: ParsedMail[]
  /** RCPT TO commands seen (one per try). */
  tries: () => number
  close(): Promise<void>
}

/**
 * An SMTP server (no TLS: STARTTLS is off, AUTH allowed in clear on loopback). With `user` and `password`, AUTH is
 * required and checked. `fail(try)` may refuse a try at RCPT TO with an SMTP code (4xx: try later; 5xx: never).
 */
export async function startSmtp(
  options: { user?: string; password?: string; fail?: (attempt: number) => number | null } = {},
): Promise<FakeSmtp> {
  const mails: ParsedMail[] = []
  let tries = 0
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: !options.user,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.password)
        return callback(null, { user: auth.username })
      callback(Object.assign(new Error('Invalid credentials'), { responseCode: 535 }))
    },
    onRcptTo(_address, _session, callback) {
      tries++
      const code = options.fail?.(tries) ?? null
      if (code) return callback(Object.assign(new Error('Refused by the test'), { responseCode: code }))
      callback()
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail)
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  const credentials = options.user
    ? `${encodeURIComponent(options.user)}:${encodeURIComponent(options.password ?? '')}@`
    : ''
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    port,
    mails,
    tries: () => tries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export interface ReceivedRequest {
  path: string
  headers: IncomingHttpHeaders
  body: string
}

export interface FakeHttp {
  url: string
  requests: ReceivedRequest[]
  close(): Promise<void>
}

/** An HTTP server recording every request; `answer(request, try)` picks the reply (null: 201 `{}`). */
export async function startHttp(
  answer: (request: ReceivedRequest, attempt: number) => Verdict = () => null,
): Promise<FakeHttp> {
  const requests: ReceivedRequest[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const request = { path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() }
      requests.push(request)
      const verdict = answer(request, requests.length) ?? { status: 201, body: {} }
      res.writeHead(verdict.status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(verdict.body ?? {}))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The SMS bodies an SMS fake received (form field Body), in order. */
export const smsBodies = (fake: FakeHttp) =>
  fake.requests.map((r) => new URLSearchParams(r.body).get('Body') ?? '')

/** Verifies one hook request with the receiver's secret (throws when the signature does not verify). */
export function verifyHook(secret: string, request: ReceivedRequest): unknown {
  const headers: Record<string, string> = {}
  for (const [k, v] of Object.entries(request.headers)) if (typeof v === 'string') headers[k] = v
  return new Webhook(secret).verify(request.body, headers)
}

/** The six-digit code in a text. */
export function codeIn(text: string | undefined | false): string {
  const match = /\b(\d{6})\b/.exec(text || '')
  if (!match?.[1]) throw new Error(`no code in: ${text}`)
  return match[1]
}
