/** HTTP errors and request-body validation. Every 4xx/5xx body is `ErrorJSON` `{ error, code }`. */

import type { ErrorJSON } from '@latch/core/protocol'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Ctx } from './context'

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    /** More fields of the answer (documented with the code that carries them). */
    readonly extra: Omit<ErrorJSON, 'error' | 'code'> = {},
  ) {
    super(message)
  }
  toJSON(): ErrorJSON {
    return { error: this.message, code: this.code, ...this.extra }
  }
}

export const badRequest = (message: string) => new HttpError(400, 'invalid_request', message)
export const unauthorized = (message = 'Missing or invalid token') =>
  new HttpError(401, 'missing_or_invalid_token', message)
export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message)
/** Invalid or expired one-time code: the client shows 'Invalid or expired verification code' on 422. */
export const invalidCode = () =>
  new HttpError(422, 'invalid_credentials', 'Invalid or expired verification code')
export const rateLimited = (retryAfter: number) =>
  new HttpError(429, 'rate_limited', 'Too many requests (code 429). Please try again later.', {
    'Retry-After': String(retryAfter),
  })

/**
 * Refuses a browser request from an origin the app does not allow (403 `origin_not_allowed`), marking it so the CORS
 * middleware lets the page read the refusal. A request without an Origin header (a server) passes.
 */
export function refuseOtherOrigins(c: Ctx, app: { settings: { allowedOrigins: readonly string[] } }): void {
  const origin = c.req.header('origin')
  if (!origin || app.settings.allowedOrigins.includes(origin)) return
  c.set('originRefused', true)
  throw new HttpError(403, 'origin_not_allowed', 'This origin is not allowed for this app')
}

export type Body = Record<string, unknown>

/** Parses the JSON body: an object, or 400. An empty body is `{}`. */
export async function readJson(c: Context): Promise<Body> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw badRequest('Malformed JSON body')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest('The JSON body must be an object')
  }
  return value as Body
}

/**
 * Characters a name a person chose must not hold: C0 and C1 controls, and the bidirectional controls (marks,
 * embeddings, overrides, isolates: U+061C, U+200E-F, U+202A-E, U+2066-9) and line separators, which make a name
 * display as something else ('Laptop' shown for a name that reads otherwise) or break the line it is shown in.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const UNSAFE_IN_NAMES = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/

/** True when `value` is fit to store and show as a name (see UNSAFE_IN_NAMES). */
export const isSafeName = (value: string): boolean => !UNSAFE_IN_NAMES.test(value)

/** A required string field, trimmed, 1..max characters. */
export function str(body: Body, name: string, max = 2048): string {
  const v = body[name]
  if (typeof v !== 'string' || v.trim() === '' || v.length > max) {
    throw badRequest(`Missing or invalid field '${name}'`)
  }
  return v.trim()
}

/** An optional string field (undefined or null allowed). */
export function optStr(body: Body, name: string, max = 2048): string | undefined {
  const v = body[name]
  if (v === undefined || v === null) return undefined
  if (typeof v !== 'string' || v.length > max) throw badRequest(`Invalid field '${name}'`)
  return v.trim() === '' ? undefined : v.trim()
}

export function optBool(body: Body, name: string): boolean | undefined {
  const v = body[name]
  if (v === undefined || v === null) return undefined
  if (typeof v !== 'boolean') throw badRequest(`Invalid field '${name}'`)
  return v
}

const EMAIL =
  /^[^\s@"<>()[\]\\,;:]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/

/** Lower-case email, or null if invalid. */
export function normalizeEmail(value: string): string | null {
  const v = value.trim().toLowerCase()
  return v.length <= 254 && EMAIL.test(v) ? v : null
}

/** `value` as a URL when it is an absolute http(s) URL; null otherwise (another scheme, or not a URL). */
export function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null
  }
}

/** E.164 ('+15555550100'), accepting spaces, dashes, dots and parentheses; null if invalid. */
export function normalizePhone(value: string): string | null {
  const v = value.replace(/[\s\-().]/g, '')
  return /^\+[1-9]\d{6,14}$/.test(v) ? v : null
}

/** A one-time code: trimmed, exactly 6 digits; anything else is simply a wrong code (422). */
export function readCode(body: Body, name = 'code'): string {
  const v = body[name]
  if (typeof v !== 'string' && typeof v !== 'number') throw badRequest(`Missing or invalid field '${name}'`)
  const code = String(v).trim()
  if (!/^\d{6}$/.test(code)) throw invalidCode()
  return code
}
