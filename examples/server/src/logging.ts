/**
 * Logs. With a `logger` (pino; `main.ts` makes one writing JSON lines to stdout) every record is structured: the
 * access log (request id, method, path without the query string, route, status, duration, client IP), security
 * events, errors. Without one (tests, embedding), the same records go to `log(line)` as text. Either way a record
 * never holds a token, a code, a share, a key, an email or a phone number: only ids, names and numbers, and pino
 * redacts the usual secret-bearing keys as a second line of defence.
 */
import { randomUUID } from 'node:crypto'
import pino, { type DestinationStream, type Logger } from 'pino'
import type { ServerConfig } from './config'

export type { Logger } from 'pino'

/** Keys whose values pino replaces with '[redacted]' wherever a record carries them (one level deep too). */
const REDACT = [
  'token',
  'refresh_token',
  'access_token',
  'code',
  'password',
  'secret',
  'share',
  'auth_share',
  'recovery_share',
  'authorization',
  'cookie',
  'email',
  'phone',
].flatMap((k) => [k, `*.${k}`])

/** The server's pino logger: JSON lines with `service`, ISO times and redaction. */
export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: { service: 'latch-server' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT, censor: '[redacted]' },
    },
    options.destination ?? pino.destination({ sync: true }),
  )
}

/** A request id from the caller (`x-request-id`, when it is a short token) or a new one. */
export function requestId(header: string | undefined): string {
  return header && /^[\w.:-]{1,128}$/.test(header) ? header : randomUUID()
}

type Level = 'info' | 'warn' | 'error'

/** Writes one record: structured to the logger when there is one, else `text` to `config.log`. */
export function writeLog(
  config: Pick<ServerConfig, 'log' | 'logger'>,
  level: Level,
  fields: Record<string, unknown>,
  msg: string,
  text: string,
): void {
  if (config.logger) config.logger[level](fields, msg)
  else config.log(text)
}
