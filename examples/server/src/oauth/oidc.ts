/**
 * An app's own OpenID Connect providers (Okta, Auth0, Keycloak, Azure AD, Google Workspace...), each named
 * `oidc:<id>` in the API and kept with the app's OAuth clients (`oauthCredentials['oidc:<id>']`: the client id, the
 * secret sealed with the data key, and `oidc`: issuer, display name, icon, extra authorization parameters).
 *
 * The provider's endpoints come from its discovery document (oauth4webapi's discoveryRequest and
 * processDiscoveryResponse, which also checks that the document names the issuer it was fetched for), read when the
 * operator sets the provider (a provider that cannot be discovered is refused with the reason) and again at login,
 * kept 10 minutes per issuer. A login is the authorization code flow with PKCE S256, state and nonce; the id_token
 * is checked by oauth4webapi (signature against the issuer's key set with an algorithm the issuer advertises,
 * issuer, audience, expiry, nonce). With `hd` among the extra parameters (Google Workspace), the id_token must carry
 * the same `hd`: the parameter alone only picks which accounts Google offers.
 *
 * Set with `latch-server apps update APP --oidc-provider ID --issuer URL --client-id X --client-secret-file F --name
 * "Acme SSO" [--icon URL] [--param hd=example.com]`, removed with `--remove-oidc-provider ID`. An id names one issuer:
 * its accounts are keyed by that issuer's `sub`, so pointing an id at another issuer leaves them unreachable.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import * as oauth from 'oauth4webapi'
import type { AppOAuthCredential, AppOidcProvider, AppSettings, OidcProviderId } from '../config'
import type { DataCrypto } from '../secrets'
import {
  callFailure,
  oauthFailed,
  oauthSecretContext,
  type ResolvedProvider,
  requestOptions,
} from './providers'

const ID = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/
const CLIENT_ID = /^[\x21-\x7e]{1,256}$/
const PARAM_NAME = /^[a-z][a-z0-9_]{0,31}$/
/** Parameters the server sets itself: an extra parameter may not replace them. */
const RESERVED = new Set([
  'client_id',
  'redirect_uri',
  'response_type',
  'response_mode',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
  'login_hint',
  'request',
  'request_uri',
])
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])
/** How long a discovery document is used before it is read again. */
export const DISCOVERY_TTL_MS = 10 * 60 * 1000

/** True for `oidc:<id>`. */
export const isOidcProviderId = (value: string): value is OidcProviderId =>
  value.startsWith('oidc:') && ID.test(value.slice(5))

/** An https URL, or http to a loopback address (a local issuer in dev mode and tests). */
function secureUrlIssue(value: string, what: string): string | null {
  if (!URL.canParse(value)) return `${what} must be a URL`
  const url = new URL(value)
  if (url.username || url.password) return `${what} must not carry credentials`
  if (url.protocol === 'https:') return null
  if (url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return null
  return `${what} must be an https URL`
}

/** Why an OpenID Connect provider's settings cannot work, without reaching it; null when they are complete. */
export function oidcSettingsIssue(key: string, cred: unknown): string | null {
  if (!isOidcProviderId(key)) {
    return `'${key.slice(5)}' is not a valid OpenID Connect provider id: lower-case letters, digits and '-', at most 32`
  }
  const c = (typeof cred === 'object' && cred !== null ? cred : {}) as Partial<AppOAuthCredential>
  const o = (typeof c.oidc === 'object' && c.oidc !== null ? c.oidc : {}) as Partial<AppOidcProvider>
  if (typeof o.issuer !== 'string' || o.issuer === '') return `${key} needs its issuer (--issuer URL)`
  const issuer = secureUrlIssue(o.issuer, `${key}'s issuer`)
  if (issuer) return issuer
  if (new URL(o.issuer).search || new URL(o.issuer).hash)
    return `${key}'s issuer must have no query or fragment`
  if (typeof o.name !== 'string' || o.name.trim() === '' || o.name.length > 64 || /[\p{Cc}]/u.test(o.name)) {
    return `${key} needs a display name (--name "Acme SSO"), at most 64 characters`
  }
  if (o.icon !== undefined) {
    const icon =
      typeof o.icon === 'string' ? secureUrlIssue(o.icon, `${key}'s icon`) : `${key}'s icon must be a URL`
    if (icon) return icon
  }
  for (const [name, value] of Object.entries(o.params ?? {})) {
    if (!PARAM_NAME.test(name)) return `${key}: '${name}' is not an authorization parameter name`
    if (RESERVED.has(name)) return `${key}: the server sets '${name}' itself`
    if (typeof value !== 'string' || value.length > 256 || /[\p{Cc}]/u.test(value)) {
      return `${key}: the value of '${name}' must be text of at most 256 characters`
    }
  }
  if (typeof c.clientId !== 'string' || !CLIENT_ID.test(c.clientId)) {
    return `${key} needs its client id (--client-id): printable characters, no spaces, at most 256`
  }
  if (typeof c.clientSecret !== 'string' || c.clientSecret.trim() === '') {
    return `${key} needs its client secret (--client-secret-file FILE)`
  }
  return null
}

/** A discovery that failed, with the reason in words an operator can act on. */
export class DiscoveryError extends Error {}

/**
 * The issuer's metadata from its discovery document, checked: it names this issuer, and has the authorization,
 * token and key set endpoints a login needs, over https (or loopback http). Throws a `DiscoveryError`.
 */
export async function discoverIssuer(issuer: string, timeoutMs: number): Promise<oauth.AuthorizationServer> {
  const where = `the discovery document of ${issuer}`
  const url = new URL(issuer)
  let as: oauth.AuthorizationServer
  try {
    const response = await oauth.discoveryRequest(url, {
      algorithm: 'oidc',
      ...requestOptions(issuer, timeoutMs),
    })
    as = await oauth.processDiscoveryResponse(url, response)
  } catch (error) {
    if ((error as { name?: string } | null)?.name === 'TimeoutError') {
      throw new DiscoveryError(`${where} did not answer within ${timeoutMs} ms`)
    }
    if (error instanceof TypeError && (error as { code?: unknown }).code === undefined) {
      throw new DiscoveryError(`${where} could not be reached`)
    }
    if (error instanceof oauth.OperationProcessingError) {
      if (error.code === oauth.RESPONSE_IS_NOT_CONFORM) {
        const status = (error.cause as Response | undefined)?.status
        throw new DiscoveryError(
          `${where} answered ${typeof status === 'number' ? status : 'something else'}`,
        )
      }
      if (error.code === oauth.JSON_ATTRIBUTE_COMPARISON) {
        throw new DiscoveryError(`${where} names another issuer`)
      }
    }
    throw new DiscoveryError(`${where} is not OpenID Connect metadata (JSON with an issuer)`)
  }
  for (const field of ['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const) {
    const value = as[field]
    if (typeof value !== 'string') throw new DiscoveryError(`${where} has no ${field}`)
    const issue = secureUrlIssue(value, `${where}'s ${field}`)
    if (issue) throw new DiscoveryError(issue)
  }
  const types = as.response_types_supported
  if (Array.isArray(types) && !types.includes('code')) {
    throw new DiscoveryError(`${where} does not offer the authorization code flow (response_types_supported)`)
  }
  return as
}

/** The name people see for a provider `oidc:<id>` of `settings` (its id when it is not configured). */
export function oidcProviderName(
  settings: Pick<AppSettings, 'oauthCredentials'>,
  key: OidcProviderId,
): string {
  return settings.oauthCredentials?.[key]?.oidc?.name ?? key.slice(5)
}

/** The providers the app config lists: id (`oidc:<id>`), display name and icon, in the order they were added. */
export function oidcProvidersOf(
  settings: Pick<AppSettings, 'oauthCredentials'>,
): Array<{ id: OidcProviderId; name: string; icon: string | null }> {
  return Object.entries(settings.oauthCredentials ?? {}).flatMap(([key, cred]) =>
    isOidcProviderId(key) && cred?.oidc
      ? [{ id: key, name: cred.oidc.name, icon: cred.oidc.icon ?? null }]
      : [],
  )
}

/**
 * A login's provider from the app's settings and the issuer's metadata. The token endpoint gets the client secret
 * by HTTP Basic (the OpenID Connect default) unless the issuer lists only `client_secret_post`.
 */
export function resolveOidcProvider(
  key: OidcProviderId,
  cred: AppOAuthCredential & { oidc: AppOidcProvider },
  secret: string,
  as: oauth.AuthorizationServer,
): ResolvedProvider {
  const methods = as.token_endpoint_auth_methods_supported
  const basic =
    !Array.isArray(methods) ||
    methods.includes('client_secret_basic') ||
    !methods.includes('client_secret_post')
  return {
    provider: key,
    label: cred.oidc.name,
    kind: 'oidc',
    authorizationEndpoint: as.authorization_endpoint as string,
    tokenEndpoint: as.token_endpoint as string,
    userInfoEndpoint: as.userinfo_endpoint,
    issuer: as.issuer,
    jwksUri: as.jwks_uri,
    idTokenAlgs: as.id_token_signing_alg_values_supported,
    scope: 'openid email profile',
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    nonce: 'required',
    tokenAuth: basic ? 'client_secret_basic' : 'post',
    clientId: cred.clientId,
    clientSecret: secret,
    apple: null,
    params: cred.oidc.params ?? {},
  }
}

/** Discovery documents by issuer, each used for `DISCOVERY_TTL_MS`; a failed discovery is not kept. */
export function createDiscoveryCache(now: () => number = Date.now) {
  const known = new Map<string, { as: oauth.AuthorizationServer; until: number }>()
  return async (issuer: string, timeoutMs: number): Promise<oauth.AuthorizationServer> => {
    const hit = known.get(issuer)
    if (hit && hit.until > now()) return hit.as
    const as = await discoverIssuer(issuer, timeoutMs)
    known.set(issuer, { as, until: now() + DISCOVERY_TTL_MS })
    return as
  }
}

/**
 * The provider of one login at `oidc:<id>`: its settings, its secret opened, its issuer's metadata. Fails with
 * `oauth_failed` naming the provider (the operator's log line says why) when it cannot be used right now.
 */
export async function oidcLoginProvider(
  ctx: {
    data: DataCrypto
    discover: ReturnType<typeof createDiscoveryCache>
    timeoutMs: number
    log: (line: string) => void
  },
  app: { id: string; settings: Pick<AppSettings, 'oauthCredentials'> },
  key: OidcProviderId,
): Promise<ResolvedProvider | null> {
  const cred = app.settings.oauthCredentials?.[key]
  if (!cred?.oidc) return null
  const label = cred.oidc.name
  let secret: string
  try {
    secret = ctx.data.open(cred.clientSecret, oauthSecretContext(app.id, key))
  } catch {
    ctx.log(`oauth: the ${key} credentials of app ${app.id} do not open with this data key`)
    throw oauthFailed(`${label} login is not available right now`)
  }
  try {
    const as = await ctx.discover(cred.oidc.issuer, ctx.timeoutMs)
    return resolveOidcProvider(key, { ...cred, oidc: cred.oidc }, secret, as)
  } catch (error) {
    if (error instanceof DiscoveryError) {
      ctx.log(`oauth: ${key} of app ${app.id}: ${error.message}`)
      throw oauthFailed(`${label} could not be reached`)
    }
    throw callFailure({ label } as ResolvedProvider, error, ctx.timeoutMs) ?? error
  }
}

/** The `apps update` flags of an OpenID Connect provider. */
export interface OidcFlags {
  oidcProvider?: string
  issuer?: string
  clientId?: string
  clientSecretFile?: string
  name?: string
  icon?: string
  params?: string[]
  removeOidcProvider?: string[]
}

/**
 * The change `apps update` makes to an app's OpenID Connect providers: set one (`--oidc-provider`, checked and
 * discovered now, its secret read from a file and sealed), remove some (`--remove-oidc-provider`). Throws an Error
 * with the reason when the settings are incomplete, a file cannot be read or the issuer cannot be discovered; null
 * when no flag is given.
 */
export async function oidcProviderUpdate(
  flags: OidcFlags,
  ctx: { data: DataCrypto; appId: string; cwd: string; timeoutMs?: number },
): Promise<((s: AppSettings) => AppSettings) | null> {
  const { oidcProvider, removeOidcProvider = [] } = flags
  if (oidcProvider === undefined && removeOidcProvider.length === 0) return null
  const keyOf = (id: string) => `oidc:${id.replace(/^oidc:/, '')}`
  for (const id of removeOidcProvider) {
    if (!isOidcProviderId(keyOf(id))) throw new Error(`'${id}' is not a valid OpenID Connect provider id`)
  }
  let set: [OidcProviderId, AppOAuthCredential] | null = null
  if (oidcProvider !== undefined) {
    const key = keyOf(oidcProvider)
    let secret = ''
    if (flags.clientSecretFile !== undefined) {
      try {
        secret = readFileSync(resolve(ctx.cwd, flags.clientSecretFile), 'utf8').trim()
      } catch (error) {
        const code = (error as { code?: string }).code ?? 'unreadable'
        throw new Error(`cannot read --client-secret-file '${flags.clientSecretFile}' (${code})`)
      }
    }
    const params: Record<string, string> = {}
    for (const pair of flags.params ?? []) {
      const eq = pair.indexOf('=')
      if (eq <= 0) throw new Error(`--param '${pair}' must be NAME=VALUE`)
      params[pair.slice(0, eq)] = pair.slice(eq + 1)
    }
    const oidc: AppOidcProvider = {
      issuer: flags.issuer?.trim() ?? '',
      name: flags.name?.trim() ?? '',
      ...(flags.icon !== undefined ? { icon: flags.icon.trim() } : {}),
      ...(Object.keys(params).length > 0 ? { params } : {}),
    }
    const cred: AppOAuthCredential = { clientId: flags.clientId?.trim() ?? '', clientSecret: secret, oidc }
    const issue = oidcSettingsIssue(key, cred)
    if (issue) throw new Error(issue)
    try {
      await discoverIssuer(oidc.issuer, ctx.timeoutMs ?? 10_000)
    } catch (error) {
      if (error instanceof DiscoveryError) throw new Error(`${key}: ${error.message}`)
      throw error
    }
    const id = key as OidcProviderId
    set = [id, { ...cred, clientSecret: ctx.data.seal(secret, oauthSecretContext(ctx.appId, id)) }]
  }
  return (s) => {
    const next: NonNullable<AppSettings['oauthCredentials']> = { ...s.oauthCredentials }
    for (const id of removeOidcProvider) delete next[keyOf(id) as OidcProviderId]
    if (set) next[set[0]] = set[1]
    const { oauthCredentials: _old, ...rest } = s
    return Object.keys(next).length > 0 ? { ...rest, oauthCredentials: next } : (rest as AppSettings)
  }
}
