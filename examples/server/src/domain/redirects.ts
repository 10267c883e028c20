/**
 * Where a social login may send the browser back to (`redirect_to` of oauth/init).
 *
 * The rule: `redirect_to` equals one of the app's registered return pages, character for character. No added query or
 * hash, no trailing slash added or removed, no case change, no other port, path, scheme or user-info: a redirect
 * target matched by prefix, by origin or after normalising is how open redirectors begin (OAuth 2.0 Security BCP,
 * RFC 9700 §4.1.3, asks for exact string matching of redirect URIs). A page that needs its own query or hash back
 * keeps it on the client and restores it after the return (the core client does). Without a registered list, an
 * app's return pages are its allowed origins' root pages (`<origin>/`).
 */
import type { AppSettings } from '../config'

/** The longest `redirect_to` read. */
export const REDIRECT_TO_MAX_LENGTH = 2048

/** The pages an app's OAuth logins may return to, exactly as registered. */
export function registeredReturnPages(settings: Pick<AppSettings, 'allowedOrigins' | 'oauthRedirectUrls'>) {
  return settings.oauthRedirectUrls ?? settings.allowedOrigins.map((o) => `${o}/`)
}

/** True when `redirectTo` is exactly one of the app's registered return pages (and an http(s) URL without user-info). */
export function redirectAllowed(
  settings: Pick<AppSettings, 'allowedOrigins' | 'oauthRedirectUrls'>,
  redirectTo: string,
): boolean {
  if (typeof redirectTo !== 'string' || redirectTo.length > REDIRECT_TO_MAX_LENGTH) return false
  if (!registeredReturnPages(settings).includes(redirectTo)) return false
  // a registered page is checked when it is set; read again so a bad entry can never become a redirect
  let url: URL
  try {
    url = new URL(redirectTo)
  } catch {
    return false
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password
}
