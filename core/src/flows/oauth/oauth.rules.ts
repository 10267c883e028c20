/** Pure OAuth rules: screen messages, the pending record's shape. */
import { isApiError, isLatchError } from '../../errors'
import type { Messages } from '../../messages'
import { formatMessage } from '../../messages'
import { isOAuthProvider, oauthProviderName } from '../../rules/oauth'
import type { PendingOAuth } from './oauth.types'

/** The OAuth screen message for an error, whether it is worth retrying, and whether it is an allowlist rejection. */
export function mapOAuthError(
  error: unknown,
  provider: string | null,
  catalogue: Messages,
  oidcProviders: readonly { id: string; name: string }[] = [],
): { message: string; retryable: boolean; allowlist: boolean } {
  const code = isLatchError(error) ? error.code : null
  if (code === 'allowlist_rejected' || (isApiError(error) && error.type === 'allowlist_rejected')) {
    return { message: catalogue['allowlist.title'], retryable: false, allowlist: true }
  }
  if (code === 'linked_to_another_user') {
    return { message: catalogue['oauth.linkedToAnotherUser'], retryable: false, allowlist: false }
  }
  if (code === 'invalid_credentials') {
    return { message: catalogue['oauth.invalidCredentials'], retryable: true, allowlist: false }
  }
  if (code === 'oauth_user_denied') {
    const name = oauthProviderName(provider ?? '', oidcProviders)
    return {
      message: formatMessage(catalogue, 'oauth.userDenied', { provider: name }),
      retryable: true,
      allowlist: false,
    }
  }
  // the provider refused, failed or is not available right now: the person may start again; the server's reason
  // is for its operator, never shown
  if (code === 'oauth_failed') {
    const name = oauthProviderName(provider ?? '', oidcProviders)
    return {
      message: formatMessage(catalogue, 'oauth.providerFailed', { provider: name }),
      retryable: true,
      allowlist: false,
    }
  }
  if (code === 'oauth_state_mismatch') {
    return { message: catalogue['oauth.stateMismatch'], retryable: false, allowlist: false }
  }
  if (code === 'must_be_authenticated') {
    return { message: catalogue['error.mustBeAuthenticated'], retryable: false, allowlist: false }
  }
  // A link refused because the user already has one (400 already_linked): 'User already has a {provider} account
  // linked to their account.' from the catalogue, in the user's locale
  if (code === 'already_linked') {
    return {
      message: formatMessage(catalogue, 'link.alreadyHasSocial', { provider: provider ?? '' }),
      retryable: false,
      allowlist: false,
    }
  }
  return { message: catalogue['oauth.failed'], retryable: false, allowlist: false }
}

/** Reads the pending record from storage text; anything malformed is null (a tampered record is refused). */
export function parsePendingOAuth(text: string | null): PendingOAuth | null {
  if (!text) return null
  try {
    const value = JSON.parse(text) as Partial<PendingOAuth>
    if (!value || !isOAuthProvider(value.provider)) return null
    if (value.mode !== 'login' && value.mode !== 'link') return null
    if (value.state !== null && typeof value.state !== 'string') return null
    return {
      provider: value.provider,
      state: value.state ?? null,
      mode: value.mode,
      ...(typeof value.codeVerifier === 'string' ? { codeVerifier: value.codeVerifier } : {}),
      ...(typeof value.page === 'string' ? { page: value.page } : {}),
    }
  } catch {
    return null
  }
}

/** Base64url without padding. */
export function base64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The PKCE S256 challenge of a verifier, or null where WebCrypto is missing (then the state alone binds the flow). */
export async function pkceChallenge(verifier: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle
  if (!subtle) return null
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(verifier))
  return base64Url(new Uint8Array(digest))
}
