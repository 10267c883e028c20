/**
 * The provider leg of each social login, through arctic: the authorization URL and the code exchange, each the way
 * its provider wants them (PKCE or not, client secret by HTTP Basic or in the body, TikTok's `client_key` and
 * comma-separated scopes, Apple's `response_mode=form_post` and signed client secret).
 *
 * Every endpoint comes from the provider's config, defaulting to the real provider's (`PROVIDER_DEFAULTS`), so dev
 * mode and the tests run the same code against local fakes. arctic's provider classes hard-code their endpoints,
 * so the legs use arctic's generic `OAuth2Client` where the provider speaks plain OAuth 2.0 (exactly what arctic's
 * Google, Discord, Twitter and GitHub classes do) and arctic's own token request helpers where the provider puts
 * its credentials in the body (what its LinkedIn, Apple and TikTok classes do). Apple's client secret is a JWT
 * signed with jose.
 */
import { createPrivateKey } from 'node:crypto'
import {
  ArcticFetchError,
  CodeChallengeMethod,
  OAuth2Client,
  OAuth2RequestError,
  type OAuth2Tokens,
  TikTok,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
} from 'arctic'
// arctic's token request helpers (the ones its LinkedIn, Apple and TikTok classes use); not re-exported by its index
import { createOAuth2Request, sendTokenRequest } from 'arctic/dist/request.js'
import { SignJWT } from 'jose'
import type { OAuthProvider, OAuthProviderConfig } from '../config'
import { HttpError } from '../http'

/** How a provider says who signed in: a verified id_token (OpenID Connect) or its own user call (OAuth 2.0). */
export type ProviderKind = 'oidc' | 'oauth2'

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
  /** Whether the provider leg uses PKCE (S256). */
  pkce: boolean
  /** OIDC: the id_token must echo the nonce ('required'), or echo it when it carries one ('when-present'). */
  nonce?: 'required' | 'when-present'
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
  },
  discord: {
    label: 'Discord',
    kind: 'oauth2',
    authorizationEndpoint: 'https://discord.com/oauth2/authorize',
    tokenEndpoint: 'https://discord.com/api/oauth2/token',
    userInfoEndpoint: 'https://discord.com/api/users/@me',
    scope: 'identify email',
    pkce: true,
  },
  twitter: {
    label: 'X',
    kind: 'oauth2',
    authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
    tokenEndpoint: 'https://api.x.com/2/oauth2/token',
    userInfoEndpoint: 'https://api.x.com/2/users/me',
    scope: 'users.read tweet.read',
    pkce: true,
  },
  tiktok: {
    label: 'TikTok',
    kind: 'oauth2',
    authorizationEndpoint: 'https://www.tiktok.com/v2/auth/authorize/',
    tokenEndpoint: 'https://open.tiktokapis.com/v2/oauth/token/',
    userInfoEndpoint: 'https://open.tiktokapis.com/v2/user/info/',
    scope: 'user.info.basic user.info.profile',
    pkce: true,
  },
}

/** A provider's config with every endpoint filled in. */
export interface ResolvedProvider extends ProviderDefaults {
  provider: OAuthProvider
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

export interface AuthorizationParams {
  state: string
  /** The server's own PKCE verifier for the provider leg. */
  verifier: string
  nonce: string
  redirectUri: string
}

/** Keeps the query arctic built and moves it to the configured endpoint. */
function atEndpoint(url: URL, endpoint: string): URL {
  const out = new URL(endpoint)
  for (const [k, v] of url.searchParams) out.searchParams.set(k, v)
  return out
}

/** The provider's authorization URL for one login. */
export function authorizationUrl(p: ResolvedProvider, a: AuthorizationParams): URL {
  if (p.provider === 'tiktok') {
    // client_key instead of client_id, comma-separated scopes: arctic's TikTok class knows the dialect
    const tiktok = new TikTok(p.clientId, p.clientSecret ?? '', a.redirectUri)
    return atEndpoint(tiktok.createAuthorizationURL(a.state, a.verifier, p.scopes), p.authorizationEndpoint)
  }
  const client = new OAuth2Client(p.clientId, p.clientSecret, a.redirectUri)
  const url = p.pkce
    ? client.createAuthorizationURLWithPKCE(
        p.authorizationEndpoint,
        a.state,
        CodeChallengeMethod.S256,
        a.verifier,
        p.scopes,
      )
    : client.createAuthorizationURL(p.authorizationEndpoint, a.state, p.scopes)
  if (p.kind === 'oidc') url.searchParams.set('nonce', a.nonce)
  // Apple posts the answer (with the user's name, on the first login only) when it is asked for name or email
  if (p.provider === 'apple' && p.scopes.length > 0) url.searchParams.set('response_mode', 'form_post')
  return url
}

/** Resolves with `promise`, or fails with `oauth_failed` after `ms` (arctic's requests take no AbortSignal). */
async function withDeadline<T>(promise: Promise<T>, ms: number, label: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(oauthFailed(`${label} did not answer within ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([promise, deadline])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The client secret Apple wants: an ES256 JWT from the team (iss), for the client (sub), to Apple (aud), signed
 * with the team's key and valid for 5 minutes (as arctic's Apple class makes it; that method is private there).
 */
async function appleClientSecret(p: ResolvedProvider): Promise<string> {
  if (p.clientSecret) return p.clientSecret
  if (!p.apple)
    throw oauthFailed('Sign in with Apple is missing its team key (apple.teamId, keyId, privateKey)')
  // Apple checks it against its own clock, as jose checks the id_tokens it answers against ours: real time
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

/** The token request of providers that take the client credentials in the body. */
async function bodyCredentialsExchange(
  p: ResolvedProvider,
  code: string,
  verifier: string,
  redirectUri: string,
): Promise<OAuth2Tokens> {
  const body = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri })
  if (p.provider === 'tiktok') {
    body.set('code_verifier', verifier)
    body.set('client_key', p.clientId)
    body.set('client_secret', p.clientSecret ?? '')
  } else {
    body.set('client_id', p.clientId)
    const secret = p.provider === 'apple' ? await appleClientSecret(p) : p.clientSecret
    if (secret) body.set('client_secret', secret)
  }
  return sendTokenRequest(createOAuth2Request(p.tokenEndpoint, body))
}

/** Why a token request failed, in words safe to show and log (no code, token or secret). */
function exchangeFailure(p: ResolvedProvider, error: unknown): HttpError {
  if (error instanceof HttpError) return error
  if (error instanceof OAuth2RequestError) {
    return oauthFailed(`${p.label} refused the authorization code (${error.code})`, 400)
  }
  if (error instanceof ArcticFetchError) return oauthFailed(`${p.label} could not be reached`)
  if (error instanceof UnexpectedResponseError || error instanceof UnexpectedErrorResponseBodyError) {
    return oauthFailed(`${p.label}'s token endpoint answered ${error.status}`)
  }
  return oauthFailed(`${p.label}'s token endpoint answered something unusable`)
}

/** Exchanges the authorization code for the provider's tokens. */
export async function exchangeCode(
  p: ResolvedProvider,
  params: { code: string; verifier: string; redirectUri: string; timeoutMs: number },
): Promise<OAuth2Tokens> {
  const { code, verifier, redirectUri, timeoutMs } = params
  let tokens: OAuth2Tokens
  try {
    const request =
      p.provider === 'linkedin' || p.provider === 'apple' || p.provider === 'tiktok'
        ? bodyCredentialsExchange(p, code, verifier, redirectUri)
        : new OAuth2Client(p.clientId, p.clientSecret, redirectUri).validateAuthorizationCode(
            p.tokenEndpoint,
            code,
            p.pkce ? verifier : null,
          )
    tokens = await withDeadline(request, timeoutMs, p.label)
  } catch (error) {
    throw exchangeFailure(p, error)
  }
  // GitHub (and TikTok) answer a refused code with 200 and an `error` field
  const data = tokens.data as Record<string, unknown>
  if (typeof data.error === 'string') {
    throw oauthFailed(`${p.label} refused the authorization code (${data.error.slice(0, 64)})`, 400)
  }
  return tokens
}
