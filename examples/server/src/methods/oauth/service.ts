/**
 * The OAuth login's own rules without HTTP: which return pages an app allows, the client's PKCE (S256, required) and
 * state, the state record kept for the provider leg, and the checks of the client's proof when it comes back.
 * Refusals are `OAuthError`s; the routes (`routes.ts`) read the request, talk to the provider (`src/oauth/`) and map
 * the errors to HTTP.
 */
import * as oauth from 'oauth4webapi'
import type { OAuthProvider, OidcProviderId } from '../../config'
import { pkceChallenge, randomToken, safeEqual } from '../../crypto'
import { redirectAllowed as returnPageAllowed } from '../../domain/redirects'
import type { AppRecord, OAuthStateRecord, Storage } from '../../storage'

/** How long a login's state lives, in seconds. */
export const STATE_TTL = 600

/** base64url characters (states, PKCE challenges). */
export const B64URL = /^[A-Za-z0-9_-]+$/

/**
 * Why an OAuth call is refused: the caller's bad input (`malformed`, 400), a provider the app has off (`disabled`,
 * 403), a state or verifier that does not prove the login (`refused`, 401), or a login the person declined at the
 * provider (`denied`, 400 `oauth_user_denied`).
 */
export class OAuthError extends Error {
  constructor(
    readonly kind: 'malformed' | 'disabled' | 'refused' | 'denied',
    message: string,
  ) {
    super(message)
    this.name = 'OAuthError'
  }
}

const malformed = (message: string) => new OAuthError('malformed', message)

/** Appends the privy_oauth_* parameters to the (exact, registered) return page. */
export function returnUrl(
  redirectTo: string,
  params: { code: string; provider: string; state: string },
): string {
  const url = new URL(redirectTo)
  url.searchParams.set('privy_oauth_code', params.code)
  url.searchParams.set('privy_oauth_provider', params.provider)
  url.searchParams.set('privy_oauth_state', params.state)
  return url.toString()
}

/** True when `redirectTo` is exactly one of the app's registered return pages (the rule: domain/redirects.ts). */
export function redirectAllowed(app: AppRecord, redirectTo: string): boolean {
  return returnPageAllowed(app.settings, redirectTo)
}

/**
 * The name in Apple's `user` form field (`{"name":{"firstName","lastName"},"email"}`, sent on the first login
 * only), or null. Its email is ignored: the id_token's is the verified one.
 */
export function nameFromAppleUser(json: string | undefined): string | null {
  if (!json || json.length > 4096) return null
  try {
    const name = (JSON.parse(json) as { name?: { firstName?: unknown; lastName?: unknown } }).name
    const parts = [name?.firstName, name?.lastName].filter((p): p is string => typeof p === 'string')
    const full = parts
      .map((p) => p.trim())
      .filter(Boolean)
      .join(' ')
    return full ? full.slice(0, 200) : null
  } catch {
    return null
  }
}

/** What a client sends to start a login. */
export interface OAuthStart {
  /** A built-in provider, or an app's own OpenID Connect provider `oidc:<id>` (on while it is configured). */
  provider: OAuthProvider | OidcProviderId
  redirectTo: string
  /** The client's S256 PKCE challenge (required). */
  challenge: string | undefined
  challengeMethod: string | undefined
  /** The client's own state, when it makes one. */
  clientState: string | undefined
}

/** Checks a login start against the app: a registered return page, PKCE S256, a usable state, the provider on. */
export function checkOAuthStart(app: AppRecord, start: OAuthStart): void {
  if (!redirectAllowed(app, start.redirectTo)) {
    throw malformed('redirect_to is not a registered redirect URL of this app')
  }
  const { challenge, clientState } = start
  // PKCE from the client is required: without it, a stolen authorization code could be redeemed by anyone
  if (challenge === undefined) throw malformed("Missing field 'code_challenge' (PKCE S256 is required)")
  if (!B64URL.test(challenge) || challenge.length !== 43) throw malformed("Invalid field 'code_challenge'")
  if (start.challengeMethod !== 'S256') throw malformed('Only the S256 code challenge method is supported')
  if (clientState !== undefined && (!B64URL.test(clientState) || clientState.length < 16)) {
    throw malformed("Invalid field 'state_code'")
  }
  const on = start.provider.startsWith('oidc:')
    ? app.settings.oauthCredentials?.[start.provider]?.oidc !== undefined
    : app.settings.oauthProviders.includes(start.provider as OAuthProvider)
  if (!on) {
    throw new OAuthError('disabled', `${start.provider} login is not enabled`)
  }
}

/** Makes and stores the state of a checked start: the server's own PKCE verifier and OIDC nonce for the provider. */
export async function createOAuthState(
  storage: Storage,
  app: AppRecord,
  start: OAuthStart,
  now: number,
): Promise<OAuthStateRecord> {
  const state = start.clientState ?? randomToken(32)
  if (await storage.getOAuthState(state)) throw malformed("Invalid field 'state_code'")
  const record: OAuthStateRecord = {
    state,
    appId: app.id,
    provider: start.provider,
    redirectTo: start.redirectTo,
    verifier: oauth.generateRandomCodeVerifier(),
    clientChallenge: start.challenge ?? null,
    nonce: oauth.generateRandomNonce(),
    providerName: null,
    createdAt: now,
    expiresAt: now + STATE_TTL,
  }
  await storage.putOAuthState(record)
  return record
}

/**
 * Spends the state of a login coming back and checks the client's proof: the state is this app's and alive, the
 * person did not decline (`code` 'undefined'), and the verifier matches the challenge of the start.
 */
export async function claimOAuthState(
  storage: Storage,
  appId: string,
  back: { code: string; state: string; verifier: string | undefined },
  now: number,
): Promise<OAuthStateRecord> {
  const record = await storage.consumeOAuthState(appId, back.state, now)
  if (!record) throw new OAuthError('refused', 'Invalid or expired OAuth state')
  if (back.code === 'undefined') throw new OAuthError('denied', 'The user denied the OAuth request')
  // every state made since PKCE became required has a challenge; a state without one is refused too
  const { verifier } = back
  if (!record.clientChallenge || !verifier || !safeEqual(pkceChallenge(verifier), record.clientChallenge)) {
    throw new OAuthError('refused', 'Invalid code verifier')
  }
  return record
}
