/**
 * The `latch-token` cookie a host's backend sets from its own route, so its server-rendered pages and middleware
 * know who is signed in (`getSessionFromCookies`). The page POSTs its access token in the `Authorization` header to
 * that route after each sign-in and refresh; the route verifies it and answers with this cookie.
 *
 * CSRF rules (each one tested):
 * - only POST sets or clears it: a GET never changes the session (a link or an image cannot);
 * - the token comes from the `Authorization: Bearer` header only, which a cross-site form cannot send;
 * - the request must come from the page's own origin: `Sec-Fetch-Site: same-origin` where the browser sends it,
 *   else an `Origin` equal to the route's origin or naming the request's `Host` (a framework's `request.url` may
 *   say localhost for 127.0.0.1), or one of `origins`; a request with neither header is refused;
 * - the cookie is `HttpOnly` (page script never reads it), `SameSite=Lax` (a cross-site POST, iframe or fetch does
 *   not carry it; a top-level link to the app does, so a signed-in user arriving from a link stays signed in),
 *   `Secure` except on http://localhost and http://127.0.0.1 (development), `Path=/`, and lives as long as the token.
 */
import { stringifySetCookie } from 'cookie'
import { LatchServerError } from './errors'
import { ACCESS_TOKEN_COOKIE } from './request'

/** Options of `sessionCookie` / `clearSessionCookie`. */
export interface SessionCookieOptions {
  /** Origins besides the route's own allowed to set the cookie (behind a proxy that rewrites the Host). */
  origins?: string[]
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host
  } catch {
    return null
  }
}

/** Refuses what is not a same-origin POST (see the rules above). */
export function checkSameOriginPost(request: Request, options: SessionCookieOptions = {}): URL {
  const url = new URL(request.url)
  if (request.method !== 'POST')
    throw new LatchServerError('invalid_request', 'The session cookie is set and cleared by POST only')
  const site = request.headers.get('sec-fetch-site')
  const origin = request.headers.get('origin')
  const allowed = site
    ? site === 'same-origin'
    : origin !== null &&
      (origin === url.origin ||
        hostOf(origin) === request.headers.get('host') ||
        !!options.origins?.includes(origin))
  if (!allowed)
    throw new LatchServerError(
      'invalid_request',
      'The session cookie is set only from the page of this origin (Sec-Fetch-Site or Origin)',
    )
  return url
}

/** The `Set-Cookie` value holding `token` until `expiresAt` (Unix seconds), for the route at `url`. */
export function accessTokenCookie(url: URL, token: string, expiresAt: number, nowMs: number): string {
  return stringifySetCookie({
    name: ACCESS_TOKEN_COOKIE,
    value: token,
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: !(url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)),
    maxAge: Math.max(0, expiresAt - Math.floor(nowMs / 1000)),
  })
}
