/**
 * The provider leg of each social login, through oauth4webapi: the authorization URL, the authorization response
 * and the code exchange, each the way its provider wants them (PKCE S256 where the provider takes it, the client
 * secret by HTTP Basic or in the body, TikTok's `client_key` and comma-separated scopes, Apple's
 * `response_mode=form_post` and signed client secret). For the OpenID Connect providers (Google, Apple, LinkedIn)
 * the id_token is checked by oauth4webapi: issuer, audience, expiry, nonce, and its signature against the
 * provider's key set.
 *
 * Every endpoint comes from the provider's config, defaulting to the real provider's (`PROVIDER_DEFAULTS`), so dev
 * mode and the tests run the same code against local fakes. Apple's client secret is a JWT signed with jose.
 */
import { createPrivateKey } from 'node:crypto'
import { decodeJwt, SignJWT } from 'jose'
import * as oauth from 'oauth4webapi'
import type { OAuthProvider, OAuthProviderConfig, OidcProviderId } from '../config'
import { HttpError } from '../http'

/** How a provider says who signed in: a verified id_token (OpenID Connect) or its own user call (OAuth 2.0). */
export type ProviderKind = 'oidc' | 'oauth2'

/**
 * How the client authenticates at the token endpoint: the form's client_id and client_secret (oauth4webapi's
 * client_secret_post, which every provider here takes but X), HTTP Basic as X documents it (base64 of
 * `client_id:client_secret` as they are: oauth4webapi's client_secret_basic form-encodes both first, per RFC 6749
 * 2.3.1, and a provider that does not decode them refuses a secret with a '-' or '_'), Apple's signed secret in the
 * form, TikTok's client_key and client_secret in the form, or (an app's own OpenID Connect provider) oauth4webapi's
 * client_secret_basic as the RFC has it.
 */
export type TokenAuth = 'basic' | 'post' | 'apple' | 'tiktok' | 'client_secret_basic'

/** What an app's sealed client secret at `provider` is bound to. */
export const oauthSecretContext = (appId: string, provider: string) =>
  `oauth-client-secret:${appId}:${provider}`

export interface ProviderDefaults {
  /** The provider's name as users know it (error messages). */
  label: string
  kind: ProviderKind
  authorizationEndpoint: string
  tokenEndpoint: string
  userInfoEndpoint?: string
  emailsEndpoint?: string
  issuer?: string
  jwksUri?: string
  /** Login scopes, space-separated. */
  scope: string
  /** Whether the provider leg uses PKCE (S256); Apple and LinkedIn (web) do not take it: state and nonce bind. */
  pkce: boolean
  /** OIDC: the id_token must echo the nonce ('required'), or echo it when it carries one ('when-present'). */
  nonce?: 'required' | 'when-present'
  tokenAuth: TokenAuth
  /**
   * A token endpoint whose success is not RFC 6749's, made so before oauth4webapi reads it: Twitch's `scope` is an
   * array; Instagram answers without `token_type` (and its new API inside `data[0]`).
   */
  tokenShape?: 'twitch' | 'instagram'
}

/** The real providers' endpoints and login scopes. */
export const PROVIDER_DEFAULTS: Record<OAuthProvider, ProviderDefaults> = {
  google: {
    label: 'Google',
    kind: 'oidc',
    authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenEndpoint: 'https://oauth2.googleapis.com/token',
    issuer: 'https://accounts.google.com',
    jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
    scope: 'openid email profile',
    pkce: true,
    nonce: 'required',
    tokenAuth: 'post',
  },
  apple: {
    label: 'Apple',
    kind: 'oidc',
    authorizationEndpoint: 'https://appleid.apple.com/auth/authorize',
    tokenEndpoint: 'https://appleid.apple.com/auth/token',
    issuer: 'https://appleid.apple.com',
    jwksUri: 'https://appleid.apple.com/auth/keys',
    scope: 'name email',
    pkce: false,
    nonce: 'required',
    tokenAuth: 'apple',
  },
  linkedin: {
    label: 'LinkedIn',
    kind: 'oidc',
    authorizationEndpoint: 'https://www.linkedin.com/oauth/v2/authorization',
    tokenEndpoint: 'https://www.linkedin.com/oauth/v2/accessToken',
    issuer: 'https://www.linkedin.com/oauth',
    jwksUri: 'https://www.linkedin.com/oauth/openid/jwks',
    scope: 'openid profile email',
    pkce: false,
    nonce: 'when-present',
    tokenAuth: 'post',
  },
  github: {
    label: 'GitHub',
    kind: 'oauth2',
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    userInfoEndpoint: 'https://api.github.com/user',
    emailsEndpoint: 'https://api.github.com/user/emails',
    scope: 'read:user user:email',
    pkce: true,
    tokenAuth: 'post',
  },
  discord: {
    label: 'Discord',
    kind: 'oauth2',
    authorizationEndpoint: 'https://discord.com/oauth2/authorize',
    tokenEndpoint: 'https://discord.com/api/oauth2/token',
    userInfoEndpoint: 'https://discord.com/api/users/@me',
    scope: 'identify email',
    pkce: true,
    tokenAuth: 'post',
  },
  twitter: {
    label: 'X',
    kind: 'oauth2',
    authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
    tokenEndpoint: 'https://api.x.com/2/oauth2/token',
    userInfoEndpoint: 'https://api.x.com/2/users/me',
    scope: 'users.read tweet.read',
    pkce: true,
    tokenAuth: 'basic',
  },
  spotify: {
    label: 'Spotify',
    kind: 'oauth2',
    authorizationEndpoint: 'https://accounts.spotify.com/authorize',
    tokenEndpoint: 'https://accounts.spotify.com/api/token',
    userInfoEndpoint: 'https://api.spotify.com/v1/me',
    // the id and display name need no scope; Spotify's email is unverified, so it is not asked for
    scope: '',
    pkce: true,
    tokenAuth: 'basic',
  },
  twitch: {
    label: 'Twitch',
    kind: 'oauth2',
    authorizationEndpoint: 'https://id.twitch.tv/oauth2/authorize',
    tokenEndpoint: 'https://id.twitch.tv/oauth2/token',
    userInfoEndpoint: 'https://api.twitch.tv/helix/users',
    scope: 'user:read:email',
    // Twitch documents no PKCE: the state binds
    pkce: false,
    tokenAuth: 'post',
    tokenShape: 'twitch',
  },
  instagram: {
    label: 'Instagram',
    kind: 'oauth2',
    authorizationEndpoint: 'https://www.instagram.com/oauth/authorize',
    tokenEndpoint: 'https://api.instagram.com/oauth/access_token',
    userInfoEndpoint: 'https://graph.instagram.com/me',
    scope: 'instagram_business_basic',
    pkce: false,
    tokenAuth: 'post',
    tokenShape: 'instagram',
  },
  line: {
    label: 'LINE',
    kind: 'oauth2',
    authorizationEndpoint: 'https://access.line.me/oauth2/v2.1/authorize',
    tokenEndpoint: 'https://api.line.me/oauth2/v2.1/token',
    userInfoEndpoint: 'https://api.line.me/v2/profile',
    // the profile call; LINE's email comes only in its HS256 id_token and is not marked verified
    scope: 'profile',
    pkce: true,
    tokenAuth: 'post',
  },
  tiktok: {
    label: 'TikTok',
    kind: 'oauth2',
    authorizationEndpoint: 'https://www.tiktok.com/v2/auth/authorize/',
    tokenEndpoint: 'https://open.tiktokapis.com/v2/oauth/token/',
    userInfoEndpoint: 'https://open.tiktokapis.com/v2/user/info/',
    scope: 'user.info.basic user.info.profile',
    pkce: true,
    tokenAuth: 'tiktok',
  },
}

/** A provider's config with every endpoint filled in. */
export interface ResolvedProvider extends ProviderDefaults {
  provider: OAuthProvider | OidcProviderId
  /** The id_token algorithms the issuer advertises (discovery); absent: RS256, as OpenID Connect has it. */
  idTokenAlgs?: string[]
  /** Extra authorization request parameters (an app's OpenID Connect provider: `hd` for Google Workspace). */
  params?: Record<string, string>
  clientId: string
  clientSecret: string | null
  scopes: string[]
  apple: OAuthProviderConfig['apple'] | null
}

export function resolveProvider(provider: OAuthProvider, cfg: OAuthProviderConfig): ResolvedProvider {
  const d = PROVIDER_DEFAULTS[provider]
  const scope = cfg.scope ?? d.scope
  return {
    ...d,
    provider,
    authorizationEndpoint: cfg.authorizationEndpoint ?? d.authorizationEndpoint,
    tokenEndpoint: cfg.tokenEndpoint ?? d.tokenEndpoint,
    userInfoEndpoint: cfg.userInfoEndpoint ?? d.userInfoEndpoint,
    emailsEndpoint: cfg.emailsEndpoint ?? d.emailsEndpoint,
    issuer: cfg.issuer ?? d.issuer,
    jwksUri: cfg.jwksUri ?? d.jwksUri,
    clientId: cfg.clientId,
    clientSecret: cfg.clientSecret ?? null,
    scopes: scope.split(/[\s,]+/).filter(Boolean),
    apple: cfg.apple ?? null,
  }
}

/** `oauth_failed`: the provider refused, failed, was too slow or answered something unusable. */
export const oauthFailed = (message: string, status: 400 | 502 = 502) =>
  new HttpError(status, 'oauth_failed', message)

/** An id_token that does not verify (signature, issuer, audience, expiry or nonce). */
const invalidIdToken = () => new HttpError(401, 'invalid_credentials', 'Invalid id_token')

/**
 * An error code a provider sent (`access_denied`, `invalid_grant`...), kept to the characters such codes use, so
 * that what goes into a message or a log line is never the provider's free text.
 */
export const errorCode = (value: string) => value.replace(/[^\w.-]/g, '').slice(0, 64) || 'unknown'

/** The provider as oauth4webapi sees it: an authorization server (its endpoints) and this server as its client. */
function asServer(p: ResolvedProvider): { as: oauth.AuthorizationServer; client: oauth.Client } {
  return {
    as: {
      // OAuth 2.0 providers publish no issuer; their authorization endpoint's origin names them
      issuer: p.issuer ?? new URL(p.authorizationEndpoint).origin,
      authorization_endpoint: p.authorizationEndpoint,
      token_endpoint: p.tokenEndpoint,
      ...(p.jwksUri ? { jwks_uri: p.jwksUri } : {}),
      ...(p.idTokenAlgs ? { id_token_signing_alg_values_supported: p.idTokenAlgs } : {}),
    },
    client: { client_id: p.clientId },
  }
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * The request options of one provider call: the deadline, and plain HTTP allowed only to loopback endpoints (the
 * local fakes of dev mode and tests); a real provider is reached over HTTPS or not at all.
 */
export function requestOptions(url: string, timeoutMs: number) {
  const { protocol, hostname } = new URL(url)
  return {
    signal: AbortSignal.timeout(timeoutMs),
    [oauth.allowInsecureRequests]: protocol === 'http:' && LOOPBACK.has(hostname),
  }
}

export interface AuthorizationParams {
  state: string
  /** The server's own PKCE verifier for the provider leg. */
  verifier: string
  nonce: string
  redirectUri: string
}

/** The provider's authorization URL for one login. */
export async function authorizationUrl(p: ResolvedProvider, a: AuthorizationParams): Promise<URL> {
  const url = new URL(p.authorizationEndpoint)
  const q = url.searchParams
  q.set('response_type', 'code')
  // TikTok's dialect: client_key instead of client_id, comma-separated scopes
  q.set(p.tokenAuth === 'tiktok' ? 'client_key' : 'client_id', p.clientId)
  q.set('redirect_uri', a.redirectUri)
  q.set('state', a.state)
  if (p.scopes.length > 0) q.set('scope', p.scopes.join(p.tokenAuth === 'tiktok' ? ',' : ' '))
  if (p.pkce) {
    q.set('code_challenge', await oauth.calculatePKCECodeChallenge(a.verifier))
    q.set('code_challenge_method', 'S256')
  }
  if (p.kind === 'oidc') q.set('nonce', a.nonce)
  for (const [name, value] of Object.entries(p.params ?? {})) q.set(name, value)
  // Apple posts the answer (with the user's name, on the first login only) when it is asked for name or email
  if (p.provider === 'apple' && p.scopes.length > 0) q.set('response_mode', 'form_post')
  return url
}

/**
 * Reads the provider's authorization response (the callback's parameters) for the login whose state is
 * `expectedState`: the code, or why there is none. oauth4webapi checks the state, and the `iss` parameter when the
 * provider sends one (RFC 9207, so an answer from another provider is not taken for this one's).
 */
export function readAuthorizationResponse(
  p: ResolvedProvider,
  params: URLSearchParams,
  expectedState: string,
): { code: string } | { error: string } {
  const { as, client } = asServer(p)
  try {
    const valid = oauth.validateAuthResponse(as, client, params, expectedState)
    const code = valid.get('code')
    return code ? { code } : { error: 'no_code' }
  } catch (error) {
    if (error instanceof oauth.AuthorizationResponseError) return { error: errorCode(error.error) }
    return { error: 'invalid_response' }
  }
}

/**
 * The client secret Apple wants: an ES256 JWT from the team (iss), for the client (sub), to Apple (aud), signed
 * with the team's key and valid for 5 minutes.
 */
async function appleClientSecret(p: ResolvedProvider): Promise<string> {
  if (p.clientSecret) return p.clientSecret
  if (!p.apple)
    throw oauthFailed('Sign in with Apple is missing its team key (apple.teamId, keyId, privateKey)')
  // Apple checks it against its own clock, as the id_tokens it answers are checked against ours: real time
  const iat = Math.floor(Date.now() / 1000)
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: p.apple.keyId, typ: 'JWT' })
    .setIssuer(p.apple.teamId)
    .setSubject(p.clientId)
    .setAudience('https://appleid.apple.com')
    .setIssuedAt(iat)
    .setExpirationTime(iat + 300)
    .sign(createPrivateKey(p.apple.privateKey))
}

/** The token endpoint's client authentication of `p`. */
async function clientAuth(p: ResolvedProvider): Promise<oauth.ClientAuth> {
  switch (p.tokenAuth) {
    case 'apple':
      return oauth.ClientSecretPost(await appleClientSecret(p))
    case 'tiktok': {
      const secret = p.clientSecret ?? ''
      return (_as, client, body) => {
        body.set('client_key', client.client_id)
        body.set('client_secret', secret)
      }
    }
    case 'post':
      return p.clientSecret ? oauth.ClientSecretPost(p.clientSecret) : oauth.None()
    case 'client_secret_basic':
      return oauth.ClientSecretBasic(p.clientSecret ?? '')
    case 'basic': {
      if (!p.clientSecret) return oauth.None()
      const basic = Buffer.from(`${p.clientId}:${p.clientSecret}`).toString('base64')
      return (_as, _client, _body, headers) => {
        headers.set('authorization', `Basic ${basic}`)
      }
    }
  }
}

const isTimeout = (error: unknown) => (error as { name?: string } | null)?.name === 'TimeoutError'
/** fetch's own failure (DNS, refused connection, reset): a TypeError without oauth4webapi's `code`. */
const isNetworkError = (error: unknown) =>
  error instanceof TypeError && (error as { code?: unknown }).code === undefined

/** Why a provider call failed, in words safe to show and log (no code, token or secret). */
export function callFailure(p: ResolvedProvider, error: unknown, timeoutMs: number): HttpError | null {
  if (error instanceof HttpError) return error
  if (isTimeout(error)) return oauthFailed(`${p.label} did not answer within ${timeoutMs} ms`)
  if (isNetworkError(error)) return oauthFailed(`${p.label} could not be reached`)
  return null
}

/** Why a token request failed. */
function exchangeFailure(p: ResolvedProvider, error: unknown, timeoutMs: number): HttpError {
  const known = callFailure(p, error, timeoutMs)
  if (known) return known
  if (error instanceof oauth.ResponseBodyError) {
    // an RFC 6749 error body: a 4xx is the provider refusing the code (or the client); a 5xx is the provider failing
    if (error.status >= 500) return oauthFailed(`${p.label}'s token endpoint answered ${error.status}`)
    return oauthFailed(`${p.label} refused the authorization code (${errorCode(error.error)})`, 400)
  }
  if (error instanceof oauth.WWWAuthenticateChallengeError) {
    return oauthFailed(`${p.label} refused the client credentials (${error.status})`, 400)
  }
  if (error instanceof oauth.OperationProcessingError && error.code === oauth.RESPONSE_IS_NOT_CONFORM) {
    const status = (error.cause as Response | undefined)?.status
    // a 4xx without RFC 6749's `error` (Twitch's `{ status, message }`, Instagram's OAuthException): a refusal
    if (typeof status === 'number' && status >= 400 && status < 500)
      return oauthFailed(`${p.label} refused the authorization code (${status})`, 400)
    if (typeof status === 'number' && status !== 200)
      return oauthFailed(`${p.label}'s token endpoint answered ${status}`)
  }
  return oauthFailed(`${p.label}'s token endpoint answered something unusable`)
}

/** What the code exchange gives: the access token, and the verified id_token's claims (OpenID Connect). */
export interface ProviderTokens {
  accessToken: string
  claims: oauth.IDToken | null
}

export interface ExchangeParams {
  code: string
  state: string
  verifier: string
  nonce: string
  redirectUri: string
  timeoutMs: number
  /** Key sets by URL, shared across logins (oauth4webapi keeps each one for 5 minutes). */
  jwks: Map<string, oauth.JWKSCacheInput>
}

/**
 * The nonce the id_token must carry: the login's, or (a provider that echoes it only when it has one) none when
 * the token carries none. Only which check applies is read from the unverified token; the check itself is
 * oauth4webapi's.
 */
async function expectedNonce(p: ResolvedProvider, response: Response, nonce: string) {
  if (p.nonce !== 'when-present') return nonce
  try {
    const body = (await response.clone().json()) as { id_token?: unknown }
    if (typeof body.id_token === 'string' && decodeJwt(body.id_token).nonce === undefined) {
      return oauth.expectNoNonce
    }
  } catch {
    // malformed: oauth4webapi says so
  }
  return nonce
}

/** The token response as RFC 6749 has it (see `tokenShape`); other responses unchanged. */
async function conformTokenResponse(p: ResolvedProvider, response: Response): Promise<Response> {
  if (!p.tokenShape || response.status !== 200) return response
  let body: Record<string, unknown>
  try {
    body = (await response.clone().json()) as Record<string, unknown>
  } catch {
    return response
  }
  if (typeof body !== 'object' || body === null) return response
  let json: Record<string, unknown> = body
  if (p.tokenShape === 'twitch' && Array.isArray(body.scope)) json = { ...body, scope: body.scope.join(' ') }
  if (p.tokenShape === 'instagram') {
    const first = Array.isArray(body.data) ? (body.data[0] as Record<string, unknown> | undefined) : undefined
    const { permissions: _list, ...token } = first ?? body
    json = { token_type: 'bearer', ...token }
  }
  await response.body?.cancel()
  return new Response(JSON.stringify(json), { status: 200, headers: { 'content-type': 'application/json' } })
}

/** GitHub answers a refused code with 200 and an `error` field. */
async function refusedWith200(response: Response): Promise<string | null> {
  if (response.status !== 200) return null
  try {
    const body = (await response.clone().json()) as { error?: unknown }
    return typeof body.error === 'string' ? errorCode(body.error) : null
  } catch {
    return null
  }
}

/** Checks the id_token's signature against the provider's key set. */
async function verifySignature(p: ResolvedProvider, response: Response, params: ExchangeParams) {
  const { as } = asServer(p)
  if (!p.jwksUri) throw oauthFailed(`${p.label} has no key set configured`)
  let cache = params.jwks.get(p.jwksUri)
  if (!cache) {
    cache = {}
    params.jwks.set(p.jwksUri, cache)
  }
  try {
    await oauth.validateApplicationLevelSignature(as, response, {
      ...requestOptions(p.jwksUri, params.timeoutMs),
      [oauth.jwksCache]: cache,
    })
  } catch (error) {
    if (isTimeout(error)) throw oauthFailed(`${p.label}'s key set did not answer in time`)
    if (isNetworkError(error)) throw oauthFailed(`${p.label}'s key set could not be read`)
    const code = (error as { code?: string }).code
    const signature =
      error instanceof oauth.UnsupportedOperationError ||
      code === oauth.KEY_SELECTION ||
      (error instanceof oauth.OperationProcessingError && /signature/.test(error.message))
    if (signature) throw invalidIdToken()
    throw oauthFailed(`${p.label}'s key set could not be read`)
  }
}

/** Why an id_token's claims were refused: a user without an id, else an invalid token. */
function claimsFailure(p: ResolvedProvider, error: unknown): HttpError | null {
  if (!(error instanceof oauth.OperationProcessingError)) return null
  const claims = (error.cause as { claims?: Record<string, unknown> } | undefined)?.claims
  if (error.code === oauth.INVALID_RESPONSE && claims && typeof claims.sub !== 'string') {
    return oauthFailed(`${p.label} answered a user without an id`)
  }
  if (
    error.code === oauth.JWT_CLAIM_COMPARISON ||
    error.code === oauth.JWT_TIMESTAMP_CHECK ||
    (error.code === oauth.INVALID_RESPONSE && claims)
  ) {
    return invalidIdToken()
  }
  if (/"id_token"/.test(error.message)) return oauthFailed(`${p.label} answered without an id_token`)
  return null
}

/** Exchanges the authorization code for the provider's tokens (and, OpenID Connect, the verified id_token). */
export async function exchangeCode(p: ResolvedProvider, params: ExchangeParams): Promise<ProviderTokens> {
  const { as, client } = asServer(p)
  const { timeoutMs } = params
  const oidc = p.kind === 'oidc'
  if (oidc && !p.issuer) throw oauthFailed(`${p.label} has no issuer configured`)
  let response: Response
  let tokens: oauth.TokenEndpointResponse
  try {
    const callback = oauth.validateAuthResponse(
      as,
      client,
      new URLSearchParams({ code: params.code, state: params.state }),
      params.state,
    )
    response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      await clientAuth(p),
      callback,
      params.redirectUri,
      p.pkce ? params.verifier : oauth.nopkce,
      requestOptions(p.tokenEndpoint, timeoutMs),
    )
    response = await conformTokenResponse(p, response)
    const refused = await refusedWith200(response)
    if (refused) throw oauthFailed(`${p.label} refused the authorization code (${refused})`, 400)
    tokens = await oauth.processAuthorizationCodeResponse(
      as,
      client,
      response,
      oidc ? { expectedNonce: await expectedNonce(p, response, params.nonce), requireIdToken: true } : {},
    )
  } catch (error) {
    throw claimsFailure(p, error) ?? exchangeFailure(p, error, timeoutMs)
  }
  if (!oidc) return { accessToken: tokens.access_token, claims: null }
  await verifySignature(p, response, params)
  return { accessToken: tokens.access_token, claims: oauth.getValidatedIdTokenClaims(tokens) ?? null }
}
