/**
 * OAuth / OIDC login through a configurable provider per provider name (authorization code + PKCE S256).
 *
 * 1. POST oauth/init {provider, redirect_to, code_challenge?, state_code?} -> {url}. `redirect_to` must be on one
 *    of the app's allowed origins. The server makes its own PKCE verifier for the provider leg and keeps it, bound
 *    to the state, in storage. If the client sends a `code_challenge` (S256), authenticate must carry the matching
 *    `code_verifier`; if not, the state (random, single use, 10 minutes) is the binding.
 * 2. The provider redirects to GET /api/v1/oauth/callback?code&state; the server redirects the browser to
 *    `redirect_to` with privy_oauth_code, privy_oauth_provider, privy_oauth_state (privy_oauth_code=undefined when
 *    the user denied).
 * 3. POST oauth/authenticate or oauth/link {authorization_code, state_code, code_verifier?}: consumes the state,
 *    exchanges the code with the stored verifier, verifies the id_token (JWKS, iss, aud, nonce).
 */
import { Hono } from 'hono'
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose'
import type { OAuthInitResponseJSON } from '../../../../core/src/api/wire'
import { allowlistRejected, limit, link, login, requireCaller, unlink } from '../auth'
import { OAUTH_PROVIDERS, type OAuthProvider, type OidcProviderConfig } from '../config'
import { type Ctx, type Deps, type HonoEnv, nowSeconds } from '../context'
import { pkceChallenge, randomToken, safeEqual } from '../crypto'
import { type Body, badRequest, HttpError, optStr, readJson, str } from '../http'
import type { AppRecord, NewAccount, OAuthStateRecord } from '../storage'

const STATE_TTL = 600
const B64URL = /^[A-Za-z0-9_-]+$/

const invalidOAuth = (message: string) => new HttpError(401, 'invalid_credentials', message)

function readProvider(body: Body): OAuthProvider {
  const p = str(body, 'provider', 32)
  if (!(OAUTH_PROVIDERS as readonly string[]).includes(p)) throw badRequest(`Unknown OAuth provider '${p}'`)
  return p as OAuthProvider
}

/** Appends the privy_oauth_* parameters, keeping the other parameters and the hash. */
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

const str0 = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null)

/**
 * True when `redirectTo` is one of the app's registered redirect URLs: scheme, host, port and path equal (the
 * page's own query and hash may vary). Without a registered list, each allowed origin's root page is the list.
 */
export function redirectAllowed(app: AppRecord, redirectTo: string): boolean {
  let url: URL
  try {
    url = new URL(redirectTo)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
  if (url.username || url.password) return false
  const registered = app.settings.oauthRedirectUrls ?? app.settings.allowedOrigins.map((o) => `${o}/`)
  const target = `${url.origin}${url.pathname}`
  return registered.some((r) => {
    try {
      const u = new URL(r)
      return `${u.origin}${u.pathname}` === target
    } catch {
      return false
    }
  })
}

/**
 * The linked account of each provider, from the verified id_token claims. The email is used only when the
 * provider says it is verified (`email_verified: true`): an unverified address must not pass an allowlist or
 * stand for its owner.
 */
export function accountFromClaims(provider: OAuthProvider, claims: JWTPayload): NewAccount {
  const subject = claims.sub as string
  const email = claims.email_verified === true ? str0(claims.email) : null
  const name = str0(claims.name)
  const username = str0(claims.preferred_username) ?? str0(claims.username) ?? str0(claims.nickname)
  const fields: Record<OAuthProvider, Record<string, unknown>> = {
    google: { email: email ?? '', name },
    twitter: { username, name },
    discord: { username, email },
    github: { username, name, email },
    tiktok: { username },
    linkedin: { name, email },
    apple: { email },
  }
  return { type: `${provider}_oauth`, key: subject, data: fields[provider] }
}

export function oauthRoutes(deps: Deps): { callback: Hono<HonoEnv>; api: Hono<HonoEnv> } {
  const jwks = new Map<string, ReturnType<typeof createRemoteJWKSet>>()
  const providerConfig = (provider: OAuthProvider): OidcProviderConfig => {
    const p = deps.config.oauthProviders[provider]
    if (!p) throw new HttpError(400, 'invalid_request', `OAuth provider '${provider}' is not configured`)
    return p
  }
  const callbackUrl = () => `${deps.config.publicUrl.replace(/\/$/, '')}/api/v1/oauth/callback`

  // ── browser-facing callback (no app header) ────────────────────────────────
  const callback = new Hono<HonoEnv>()
  const back = async (c: Ctx, params: { state?: string; code?: string; error?: string }) => {
    const state = params.state ?? ''
    const record = state && B64URL.test(state) ? await deps.storage.getOAuthState(state) : null
    if (!record || record.expiresAt <= nowSeconds(deps)) {
      throw new HttpError(400, 'invalid_request', 'Invalid or expired OAuth state')
    }
    const denied = !params.code || params.error !== undefined
    const code = denied ? 'undefined' : (params.code as string)
    return c.redirect(returnUrl(record.redirectTo, { code, provider: record.provider, state }), 302)
  }
  callback.get('/oauth/callback', (c) =>
    back(c, { state: c.req.query('state'), code: c.req.query('code'), error: c.req.query('error') }),
  )
  // response_mode=form_post (Apple, when it is asked for name and email)
  callback.post('/oauth/callback', async (c) => {
    let form: Record<string, unknown> = {}
    try {
      form = await c.req.parseBody()
    } catch {
      throw badRequest('Malformed form body')
    }
    const field = (k: string) => (typeof form[k] === 'string' ? (form[k] as string) : undefined)
    return back(c, { state: field('state'), code: field('code'), error: field('error') })
  })

  // ── API ─────────────────────────────────────────────────────────────────────
  const api = new Hono<HonoEnv>()

  api.post('/oauth/init', async (c) => {
    const body = await readJson(c)
    const provider = readProvider(body)
    const redirectTo = str(body, 'redirect_to', 2048)
    const challenge = optStr(body, 'code_challenge', 128)
    const method = optStr(body, 'code_challenge_method', 16)
    const clientState = optStr(body, 'state_code', 128)
    const app = c.get('app')
    if (!redirectAllowed(app, redirectTo)) {
      throw new HttpError(400, 'invalid_request', 'redirect_to is not a registered redirect URL of this app')
    }
    // PKCE from the client is required: without it, a stolen authorization code could be redeemed by anyone
    if (challenge === undefined) throw badRequest("Missing field 'code_challenge' (PKCE S256 is required)")
    if (!B64URL.test(challenge) || challenge.length !== 43) throw badRequest("Invalid field 'code_challenge'")
    if (method !== 'S256') throw badRequest('Only the S256 code challenge method is supported')
    if (clientState !== undefined && (!B64URL.test(clientState) || clientState.length < 16)) {
      throw badRequest("Invalid field 'state_code'")
    }
    if (!app.settings.oauthProviders.includes(provider)) {
      throw new HttpError(403, 'invalid_request', `${provider} login is not enabled`)
    }
    const cfg = providerConfig(provider)
    await limit(deps, `code-ip:${c.get('ip')}`, deps.config.rateLimits.codePerIp)
    const state = clientState ?? randomToken(32)
    if (await deps.storage.getOAuthState(state)) throw badRequest("Invalid field 'state_code'")
    const now = nowSeconds(deps)
    const record: OAuthStateRecord = {
      state,
      appId: app.id,
      provider,
      redirectTo,
      verifier: randomToken(48),
      clientChallenge: challenge,
      nonce: randomToken(16),
      createdAt: now,
      expiresAt: now + STATE_TTL,
    }
    await deps.storage.putOAuthState(record)
    const url = new URL(cfg.authorizationEndpoint)
    url.searchParams.set('response_type', 'code')
    url.searchParams.set('client_id', cfg.clientId)
    url.searchParams.set('redirect_uri', callbackUrl())
    url.searchParams.set('scope', cfg.scope ?? 'openid email profile')
    url.searchParams.set('state', state)
    url.searchParams.set('nonce', record.nonce)
    url.searchParams.set('code_challenge', pkceChallenge(record.verifier))
    url.searchParams.set('code_challenge_method', 'S256')
    const out: OAuthInitResponseJSON = { url: url.toString() }
    return c.json(out)
  })

  /** Exchanges the code; returns the provider's account. */
  const exchange = async (c: Ctx, app: AppRecord): Promise<NewAccount> => {
    const body = await readJson(c)
    const code = str(body, 'authorization_code', 2048)
    const state = str(body, 'state_code', 256)
    const verifier = optStr(body, 'code_verifier', 256)
    await limit(deps, `auth-ip:${c.get('ip')}`, deps.config.rateLimits.authPerIp)
    const record = await deps.storage.consumeOAuthState(app.id, state, nowSeconds(deps))
    if (!record) throw invalidOAuth('Invalid or expired OAuth state')
    if (code === 'undefined')
      throw new HttpError(400, 'oauth_user_denied', 'The user denied the OAuth request')
    // every state made since PKCE became required has a challenge; a state without one is refused too
    if (!record.clientChallenge || !verifier || !safeEqual(pkceChallenge(verifier), record.clientChallenge)) {
      throw invalidOAuth('Invalid code verifier')
    }
    const provider = record.provider as OAuthProvider
    const cfg = providerConfig(provider)
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: callbackUrl(),
      client_id: cfg.clientId,
      code_verifier: record.verifier,
    })
    if (cfg.clientSecret) form.set('client_secret', cfg.clientSecret)
    let idToken: string
    try {
      const res = await fetch(cfg.tokenEndpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form,
        signal: AbortSignal.timeout(10_000),
      })
      const json = (await res.json()) as { id_token?: unknown }
      if (!res.ok || typeof json.id_token !== 'string') throw new Error('token exchange failed')
      idToken = json.id_token
    } catch {
      throw invalidOAuth('The OAuth code exchange failed')
    }
    let set = jwks.get(cfg.jwksUri)
    if (!set) {
      set = createRemoteJWKSet(new URL(cfg.jwksUri))
      jwks.set(cfg.jwksUri, set)
    }
    let claims: JWTPayload
    try {
      claims = (await jwtVerify(idToken, set, { issuer: cfg.issuer, audience: cfg.clientId })).payload
    } catch {
      throw invalidOAuth('Invalid id_token')
    }
    if (claims.nonce !== record.nonce || typeof claims.sub !== 'string' || claims.sub === '') {
      throw invalidOAuth('Invalid id_token')
    }
    return accountFromClaims(provider, claims)
  }

  api.post('/oauth/authenticate', async (c) => {
    const app = c.get('app')
    const account = await exchange(c, app)
    if (app.settings.allowlist?.enabled) {
      const email = (account.data.email as string | null) ?? null
      const list = app.settings.allowlist.emails.map((e) => e.toLowerCase())
      if (!email || !list.includes(email.toLowerCase())) throw allowlistRejected()
    }
    return c.json(await login(deps, app, account, c))
  })

  api.post('/oauth/link', requireCaller(deps), async (c) =>
    c.json(await link(deps, c, await exchange(c, c.get('app')))),
  )

  api.post('/oauth/unlink', requireCaller(deps), async (c) => {
    const body = await readJson(c)
    const provider = readProvider(body)
    const subject = str(body, 'subject', 256)
    return c.json(await unlink(deps, c, `${provider}_oauth`, subject))
  })

  return { callback, api }
}
