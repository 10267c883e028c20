/**
 * Where a host's backend finds the access token of a request: the `Authorization: Bearer` header (a page that sends
 * it, a mobile app), else the `latch-token` cookie that cookie sessions set (HttpOnly, so page script never reads
 * it; sent by the browser with the page's own requests, server-rendered pages and middleware included). Works on a
 * Fetch `Request` (Next.js route handlers and middleware, edge runtimes, Hono, Bun, Deno) and on Node's
 * `IncomingMessage` (Express, Fastify): only `headers` is read.
 */
import { parseCookie } from 'cookie'
import { type HeaderSource, headerOf } from './headers'

/** The cookie that holds the access token in cookie sessions. */
export const ACCESS_TOKEN_COOKIE = 'latch-token'

/**
 * What `verifyRequest` and `getSessionFromCookies` read of a request: its headers (a Fetch `Request`, Next.js's
 * `{ headers: await headers() }`, Node's `IncomingMessage`).
 */
export interface RequestLike {
  /** The request's headers: `Authorization` and `Cookie` are read. */
  headers: HeaderSource
}

/** The access token of the `latch-token` cookie, or null. */
export function tokenFromCookies(request: RequestLike): string | null {
  const header = headerOf(request.headers, 'cookie')
  if (!header) return null
  const value = parseCookie(header)[ACCESS_TOKEN_COOKIE]
  return value ? value : null
}

/** The bearer token of the `Authorization` header, else the cookie's, or null. */
export function tokenFromRequest(request: RequestLike): string | null {
  const authorization = headerOf(request.headers, 'authorization')
  const bearer = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1]
  return bearer ?? tokenFromCookies(request)
}
