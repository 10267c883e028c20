/** OAuth return-URL rules: read and strip `privy_oauth_code`, `privy_oauth_provider`, `privy_oauth_state`. */

import type { OAuthProvider } from '../config/types'
import { OAUTH_PROVIDER_NAMES, OAUTH_PROVIDERS, OAUTH_QUERY_PARAMS } from '../constants'
import { OIDC_PROVIDER_ID } from '../protocol/providers'

/** The OAuth parameters found in a return URL, and the URL without them. */
export interface OAuthReturn {
  code: string
  provider: string
  state: string
  /** The same URL without the three parameters; other parameters and the hash stay. */
  cleanedUrl: string
}

/** True for a provider this client supports: a built-in one, or an app's own OpenID Connect provider (`oidc:<id>`). */
export function isOAuthProvider(value: unknown): value is OAuthProvider {
  return (
    typeof value === 'string' &&
    ((OAUTH_PROVIDERS as readonly string[]).includes(value) || OIDC_PROVIDER_ID.test(value))
  )
}

/**
 * A provider's display name for labels ('Continue with GitHub'): the brand's own spelling, which capitalising the id
 * gets wrong; for an app's own OpenID Connect provider, the name the app config gives it (`oidcProviders`), else its
 * id without `oidc:`. An unknown id comes back as given.
 */
export function oauthProviderName(
  provider: string,
  oidcProviders: readonly { id: string; name: string }[] = [],
): string {
  if (provider.startsWith('oidc:')) {
    return oidcProviders.find((p) => p.id === provider)?.name ?? provider.slice('oidc:'.length)
  }
  return Object.hasOwn(OAUTH_PROVIDER_NAMES, provider)
    ? OAUTH_PROVIDER_NAMES[provider as keyof typeof OAUTH_PROVIDER_NAMES]
    : provider
}

/** The `state` query parameter of an authorization URL, or null. */
export function readStateFromAuthorizationUrl(url: string): string | null {
  try {
    return new URL(url).searchParams.get('state')
  } catch {
    return null
  }
}

/**
 * Reads the OAuth return parameters from an absolute URL. Returns null when `privy_oauth_code` is absent or the
 * URL cannot be parsed; missing provider or state come back as ''.
 */
export function parseOAuthReturn(href: string): OAuthReturn | null {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return null
  }
  const params = url.searchParams
  const code = params.get(OAUTH_QUERY_PARAMS.code)
  if (code === null) return null
  const provider = params.get(OAUTH_QUERY_PARAMS.provider) ?? ''
  const state = params.get(OAUTH_QUERY_PARAMS.state) ?? ''
  return { code, provider, state, cleanedUrl: stripOAuthParams(href) }
}

/**
 * The page an OAuth login returns to: the address without its query and hash. The server matches `redirect_to` as an
 * exact string against the app's registered pages, so the page's own query and hash wait on the client and come back
 * after the return.
 */
export function oauthReturnPage(href: string): string {
  const end = href.search(/[?#]/)
  return end === -1 ? href : href.slice(0, end)
}

/** The URL without the three OAuth parameters; every other parameter keeps its exact text and place, the hash stays. */
export function stripOAuthParams(href: string): string {
  const hashAt = href.indexOf('#')
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : href.slice(hashAt)
  const queryAt = beforeHash.indexOf('?')
  if (queryAt === -1) return href
  const base = beforeHash.slice(0, queryAt)
  const names = new Set<string>(Object.values(OAUTH_QUERY_PARAMS))
  const kept = beforeHash
    .slice(queryAt + 1)
    .split('&')
    .filter((part) => part !== '' && !names.has(decodeName(part.split('=')[0] ?? '')))
  return `${base}${kept.length > 0 ? `?${kept.join('&')}` : ''}${hash}`
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '))
  } catch {
    return name
  }
}
