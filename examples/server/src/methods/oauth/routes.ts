/**
 * Social login (authorization code flow) with each provider the way it works, through oauth4webapi (src/oauth/).
 *
 * 1. POST oauth/init {provider, redirect_to, code_challenge, state_code?} -> {url}. `redirect_to` must equal one of
 *    the app's registered return pages exactly (domain/redirects.ts). The server makes its own PKCE verifier (and
 *    OIDC nonce) for the provider leg and keeps them, bound to the state, in storage; the client's S256 challenge
 *    binds authenticate to the client.
 * 2. The provider sends the browser to /api/v1/oauth/callback?code&state (Apple POSTs it, `response_mode=
 *    form_post`); the server redirects the browser to `redirect_to` with privy_oauth_code, privy_oauth_provider,
 *    privy_oauth_state (privy_oauth_code=undefined when the user denied).
 * 3. POST oauth/authenticate or oauth/link {authorization_code, state_code, code_verifier}: consumes the state,
 *    exchanges the code, then reads who signed in (a verified id_token, or the provider's user calls). A provider
 *    that refuses, fails, is too slow or answers a user without an id ends the login with `oauth_failed`: no account
 *    is created and the state stays spent.
 *
 * Each app may have its own client registration at a provider (src/oauth/credentials.ts); without one the server's
 * (`LATCH_OAUTH_<PROVIDER>_*`) serves.
 */

import {
  OAUTH_AUTHENTICATE,
  OAUTH_CALLBACK,
  OAUTH_INIT,
  OAUTH_LINK,
  OAUTH_UNLINK,
  type OAuthInitResponseJSON,
} from '@latch/core/protocol'
import { Hono } from 'hono'
import type * as oauth from 'oauth4webapi'
import { allowlistRejected, limit, link, login, requireCaller, requireLinkGrant, unlink } from '../../auth'
import { OAUTH_PROVIDERS, type OAuthProvider, type OidcProviderId } from '../../config'
import { type Ctx, type Deps, type HonoEnv, nowSeconds } from '../../context'
import { type Body, badRequest, HttpError, optStr, readJson, str } from '../../http'
import { appProviderConfig } from '../../oauth/credentials'
import { createDiscoveryCache, isOidcProviderId, oidcLoginProvider } from '../../oauth/oidc'
import { accountFromProfile, readProfile } from '../../oauth/profiles'
import {
  authorizationUrl,
  exchangeCode,
  oauthFailed,
  PROVIDER_DEFAULTS,
  type ResolvedProvider,
  readAuthorizationResponse,
  resolveProvider,
} from '../../oauth/providers'
import { route } from '../../route'
import type { AppRecord, NewAccount, OAuthStateRecord } from '../../storage'
import {
  B64URL,
  checkOAuthStart,
  claimOAuthState,
  createOAuthState,
  nameFromAppleUser,
  OAuthError,
  returnUrl,
} from './service'

/** An `OAuthError` as the HTTP error the API answers with; anything else unchanged. */
const toHttp = (error: unknown): unknown => {
  if (!(error instanceof OAuthError)) return error
  if (error.kind === 'malformed') return badRequest(error.message)
  if (error.kind === 'disabled') return new HttpError(403, 'invalid_request', error.message)
  if (error.kind === 'denied') return new HttpError(400, 'oauth_user_denied', error.message)
  return new HttpError(401, 'invalid_credentials', error.message)
}

/** A built-in provider, or an app's own OpenID Connect provider (`oidc:<id>`). */
type Provider = OAuthProvider | OidcProviderId

function readProvider(body: Body): Provider {
  const p = str(body, 'provider', 40)
  if (isOidcProviderId(p)) return p
  if (!(OAUTH_PROVIDERS as readonly string[]).includes(p)) throw badRequest(`Unknown OAuth provider '${p}'`)
  return p as OAuthProvider
}

export function oauthRoutes(deps: Deps): { callback: Hono<HonoEnv>; api: Hono<HonoEnv> } {
  const jwks = new Map<string, oauth.JWKSCacheInput>()
  const discover = createDiscoveryCache()
  /**
   * The app's registration at the provider, else the server's; 400 when neither exists. An app's own OpenID Connect
   * provider comes from its settings and its issuer's discovery document.
   */
  const providerConfig = async (app: AppRecord, provider: Provider): Promise<ResolvedProvider> => {
    if (provider.startsWith('oidc:')) {
      const ctx = { data: deps.data, discover, timeoutMs: deps.config.oauthTimeoutMs, log: deps.config.log }
      const p = await oidcLoginProvider(ctx, app, provider as OidcProviderId)
      if (!p) throw new HttpError(400, 'invalid_request', `OAuth provider '${provider}' is not configured`)
      return p
    }
    return builtInConfig(app, provider as OAuthProvider)
  }
  const builtInConfig = (app: AppRecord, provider: OAuthProvider): ResolvedProvider => {
    let p: ReturnType<typeof appProviderConfig>
    try {
      p = appProviderConfig(deps.data, app, provider, deps.config.oauthProviders[provider])
    } catch {
      // the reason is the operator's (a data key missing); the person sees a login that failed and may retry
      deps.config.log(`oauth: the ${provider} credentials of app ${app.id} do not open with this data key`)
      throw oauthFailed(`${PROVIDER_DEFAULTS[provider].label} login is not available right now`)
    }
    if (!p) throw new HttpError(400, 'invalid_request', `OAuth provider '${provider}' is not configured`)
    return resolveProvider(provider, p)
  }
  const callbackUrl = () => `${deps.config.publicUrl.replace(/\/$/, '')}${OAUTH_CALLBACK.path}`

  // ── browser-facing callback (no app header) ────────────────────────────────
  const callback = new Hono<HonoEnv>()
  /**
   * The provider's answer, read by oauth4webapi for the login of its state; the browser goes back to the app's
   * page with the code, or with 'undefined' when there is none (the user refused, the provider answered an error).
   */
  const back = async (c: Ctx, params: URLSearchParams) => {
    const state = params.get('state') ?? ''
    const record = state && B64URL.test(state) ? await deps.storage.getOAuthState(state) : null
    if (!record || record.expiresAt <= nowSeconds(deps)) {
      throw new HttpError(400, 'invalid_request', 'Invalid or expired OAuth state')
    }
    const provider = record.provider as Provider
    let code = 'undefined'
    const app = await deps.storage.getApp(record.appId)
    let cfg: ResolvedProvider | null = null
    try {
      cfg = app ? await providerConfig(app, provider) : null
    } catch {
      // no longer configured: the login ends at authenticate, as one without a code
    }
    // OAuth 2.0 providers have no issuer identifier to compare an `iss` parameter with
    if (cfg?.kind === 'oauth2') params.delete('iss')
    const answer = cfg ? readAuthorizationResponse(cfg, params, state) : { error: 'not_configured' }
    if ('code' in answer) code = answer.code
    else deps.config.log(`oauth: ${provider} authorization answered ${answer.error}`)
    return c.redirect(returnUrl(record.redirectTo, { code, provider, state }), 302)
  }
  // GET (and HEAD), and POST for response_mode=form_post (Apple, when it is asked for name and email)
  route(
    callback,
    OAUTH_CALLBACK,
    [],
    async (c) => {
      if (c.req.method !== 'POST') return back(c, new URL(c.req.url).searchParams)
      let form: Record<string, unknown> = {}
      try {
        form = await c.req.parseBody()
      } catch {
        throw badRequest('Malformed form body')
      }
      const field = (k: string) => (typeof form[k] === 'string' ? (form[k] as string) : undefined)
      const state = field('state')
      // Apple posts the user's name with the first login only: keep it with the state for authenticate
      const name = nameFromAppleUser(field('user'))
      if (name && state && B64URL.test(state))
        await deps.storage.setOAuthStateName(state, name, nowSeconds(deps))
      const params = new URLSearchParams()
      for (const k of ['state', 'code', 'error', 'error_description', 'iss']) {
        const v = field(k)
        if (v !== undefined) params.set(k, v)
      }
      return back(c, params)
    },
    { alsoMethods: ['POST'] },
  )

  // ── API ─────────────────────────────────────────────────────────────────────
  const api = new Hono<HonoEnv>()

  route(api, OAUTH_INIT, [], async (c) => {
    const body = await readJson(c)
    const provider = readProvider(body)
    const redirectTo = str(body, 'redirect_to', 2048)
    const challenge = optStr(body, 'code_challenge', 128)
    const method = optStr(body, 'code_challenge_method', 16)
    const clientState = optStr(body, 'state_code', 128)
    const app = c.get('app')
    const start = { provider, redirectTo, challenge, challengeMethod: method, clientState }
    let record: OAuthStateRecord
    let cfg: ResolvedProvider
    try {
      checkOAuthStart(app, start)
      cfg = await providerConfig(app, provider)
      await limit(deps, `code-ip:${c.get('ip')}`, deps.config.rateLimits.codePerIp)
      record = await createOAuthState(deps.storage, app, start, nowSeconds(deps))
    } catch (error) {
      throw toHttp(error)
    }
    const url = await authorizationUrl(cfg, {
      state: record.state,
      verifier: record.verifier,
      nonce: record.nonce,
      redirectUri: callbackUrl(),
    })
    const out: OAuthInitResponseJSON = { url: url.toString() }
    return out
  })

  /** Exchanges the code; returns the provider's account. */
  const exchange = async (c: Ctx, app: AppRecord): Promise<NewAccount> => {
    const body = await readJson(c)
    const code = str(body, 'authorization_code', 2048)
    const state = str(body, 'state_code', 256)
    const verifier = optStr(body, 'code_verifier', 256)
    await limit(deps, `auth-ip:${c.get('ip')}`, deps.config.rateLimits.authPerIp)
    let record: OAuthStateRecord
    try {
      record = await claimOAuthState(deps.storage, app.id, { code, state, verifier }, nowSeconds(deps))
    } catch (error) {
      throw toHttp(error)
    }
    const provider = record.provider as Provider
    try {
      const cfg = await providerConfig(app, provider)
      const timeoutMs = deps.config.oauthTimeoutMs
      const tokens = await exchangeCode(cfg, {
        code,
        state,
        verifier: record.verifier,
        nonce: record.nonce,
        redirectUri: callbackUrl(),
        timeoutMs,
        jwks,
      })
      const profile = await readProfile(cfg, tokens, { timeoutMs })
      return accountFromProfile(provider, profile, record.providerName)
    } catch (error) {
      // the reason, never the code or a token: operators see which provider fails and how
      if (error instanceof HttpError)
        deps.config.log(`oauth: ${provider} login failed: ${error.code}: ${error.message}`)
      throw error
    }
  }

  route(api, OAUTH_AUTHENTICATE, [], async (c) => {
    const app = c.get('app')
    const account = await exchange(c, app)
    if (app.settings.allowlist?.enabled) {
      const email = (account.data.email as string | null) ?? null
      const list = app.settings.allowlist.emails.map((e) => e.toLowerCase())
      if (!email || !list.includes(email.toLowerCase())) throw allowlistRejected()
    }
    return login(deps, app, account, c)
  })

  /** The provider a link request's state was made for (`<provider>_oauth`), before the state is used. */
  const linkOf = async (c: Ctx): Promise<string | null> => {
    const state = (await readJson(c)).state_code
    const record = typeof state === 'string' ? await deps.storage.getOAuthState(state) : null
    return record && record.appId === c.get('app').id ? `${record.provider}_oauth` : null
  }
  // the grant (requireLinkGrant; unlink checks its own in `unlink`) before the state and code are used
  route(api, OAUTH_LINK, [requireCaller(deps), requireLinkGrant(deps, linkOf)], async (c) =>
    link(deps, c, await exchange(c, c.get('app'))),
  )

  route(api, OAUTH_UNLINK, [requireCaller(deps)], async (c) => {
    const body = await readJson(c)
    const provider = readProvider(body)
    const subject = str(body, 'subject', 256)
    return unlink(deps, c, `${provider}_oauth`, subject)
  })

  return { callback, api }
}
