/**
 * Per-app OAuth client registrations: an app may have its own client id and secret at a provider, kept in its
 * settings (`oauthCredentials`) with the secret sealed with the data key (the `latch-server` CLI seals it; a plain
 * one in an app seed is read as given, like the captcha secret). A provider an app has no registration for uses the
 * server's (`LATCH_OAUTH_<PROVIDER>_*`). For Apple the secret is the team's ES256 private key (the .p8 file), with
 * its team id and key id: the server signs a short-lived client secret from it at each login.
 *
 * Set with `latch-server apps update APP --oauth google --client-id ID --client-secret-file FILE`, removed with
 * `--remove-oauth google`; `keys reseal` moves the sealed secrets to the current data key.
 */
import { createPrivateKey } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import {
  type AppOAuthCredential,
  type AppSettings,
  OAUTH_PROVIDERS,
  type OAuthProvider,
  type OAuthProviderConfig,
} from '../config'
import { type DataCrypto, isSealed } from '../secrets'
import { oidcSettingsIssue } from './oidc'
import { oauthSecretContext, PROVIDER_DEFAULTS } from './providers'

export { oauthSecretContext } from './providers'

export const isOAuthProvider = (value: string): value is OAuthProvider =>
  (OAUTH_PROVIDERS as readonly string[]).includes(value)

const ID = /^[\x21-\x7e]{1,256}$/

/** Why an Apple team key (PKCS#8 PEM) cannot sign client secrets, or null. */
function appleKeyIssue(pem: string): string | null {
  try {
    const key = createPrivateKey(pem)
    if (key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1') return null
  } catch {
    // below
  }
  return "Apple's client secret file must hold the team's ES256 private key (the .p8 file Apple gives, PKCS#8 PEM)"
}

/** Why a registration cannot work, naming the provider and what is missing; null when it is complete. */
export function credentialIssue(provider: string, cred: unknown): string | null {
  if (provider.startsWith('oidc:')) return oidcSettingsIssue(provider, cred)
  if (!isOAuthProvider(provider))
    return `'${provider}' is not an OAuth provider (${OAUTH_PROVIDERS.join(', ')})`
  const label = PROVIDER_DEFAULTS[provider].label
  const c = (typeof cred === 'object' && cred !== null ? cred : {}) as Partial<AppOAuthCredential>
  if (typeof c.clientId !== 'string' || !ID.test(c.clientId)) {
    return `${label} needs its client id (--client-id): printable characters, no spaces, at most 256`
  }
  if (typeof c.clientSecret !== 'string' || c.clientSecret.trim() === '') {
    return provider === 'apple'
      ? 'Sign in with Apple needs the team private key (--client-secret-file with the .p8 file)'
      : `${label} needs its client secret (--client-secret-file FILE)`
  }
  if (provider === 'apple') {
    if (typeof c.appleTeamId !== 'string' || !ID.test(c.appleTeamId)) {
      return 'Sign in with Apple needs the team id (--apple-team-id)'
    }
    if (typeof c.appleKeyId !== 'string' || !ID.test(c.appleKeyId)) {
      return 'Sign in with Apple needs the id of the team key (--apple-key-id)'
    }
    if (!isSealed(c.clientSecret)) return appleKeyIssue(c.clientSecret)
  }
  return null
}

/** Why an app's registrations cannot work (the first reason), or null. */
export function oauthCredentialsIssue(settings: Pick<AppSettings, 'oauthCredentials'>): string | null {
  for (const [provider, cred] of Object.entries(settings.oauthCredentials ?? {})) {
    const issue = credentialIssue(provider, cred)
    if (issue) return issue
  }
  return null
}

/** The registration as stored: its secret sealed (a sealed one is kept as it is). */
export function sealCredential(
  data: DataCrypto,
  appId: string,
  provider: OAuthProvider,
  cred: AppOAuthCredential,
): AppOAuthCredential {
  const secret = cred.clientSecret
  return {
    ...cred,
    clientSecret: isSealed(secret) ? secret : data.seal(secret, oauthSecretContext(appId, provider)),
  }
}

/**
 * The provider config of one app: its own registration over the server's (whose endpoints it keeps), else the
 * server's, else null (not configured). Throws a `DataKeyError` when the app's sealed secret does not open.
 */
export function appProviderConfig(
  data: DataCrypto,
  app: { id: string; settings: Pick<AppSettings, 'oauthCredentials'> },
  provider: OAuthProvider,
  server: OAuthProviderConfig | undefined,
): OAuthProviderConfig | null {
  const cred = app.settings.oauthCredentials?.[provider]
  if (!cred) return server ?? null
  const secret = data.open(cred.clientSecret, oauthSecretContext(app.id, provider))
  const { clientSecret: _server, apple: _team, ...endpoints } = server ?? { clientId: cred.clientId }
  if (provider === 'apple') {
    return {
      ...endpoints,
      clientId: cred.clientId,
      apple: { teamId: cred.appleTeamId ?? '', keyId: cred.appleKeyId ?? '', privateKey: secret },
    }
  }
  return { ...endpoints, clientId: cred.clientId, clientSecret: secret }
}

/** The registrations without their secrets (what the CLI prints). */
export function publicCredentials(
  settings: Pick<AppSettings, 'oauthCredentials'>,
): Record<string, Omit<AppOAuthCredential, 'clientSecret'>> {
  return Object.fromEntries(
    Object.entries(settings.oauthCredentials ?? {}).flatMap(([p, cred]) => {
      if (!cred) return []
      const { clientSecret: _sealed, ...rest } = cred
      return [[p, rest]]
    }),
  )
}

/** The `apps update` flags of a registration. */
export interface CredentialFlags {
  oauth?: string
  clientId?: string
  clientSecretFile?: string
  appleTeamId?: string
  appleKeyId?: string
  removeOAuth?: string[]
}

/**
 * The change `apps update` makes to an app's registrations: set one provider's (`--oauth`, its secret read from a
 * file so it stays out of the shell history and the process list), remove some (`--remove-oauth`). Throws an
 * Error with the reason when the registration is incomplete or a file cannot be read; null when no flag is given.
 */
export function credentialsUpdate(
  flags: CredentialFlags,
  ctx: { data: DataCrypto; appId: string; cwd: string },
): ((s: AppSettings) => AppSettings) | null {
  const { oauth, clientId, clientSecretFile, appleTeamId, appleKeyId, removeOAuth = [] } = flags
  if (oauth === undefined && removeOAuth.length === 0) return null
  for (const p of removeOAuth) {
    if (!isOAuthProvider(p))
      throw new Error(`'${p}' is not an OAuth provider (${OAUTH_PROVIDERS.join(', ')})`)
  }
  let set: [OAuthProvider, AppOAuthCredential] | null = null
  if (oauth !== undefined) {
    let secret = ''
    if (clientSecretFile !== undefined) {
      try {
        secret = readFileSync(resolve(ctx.cwd, clientSecretFile), 'utf8').trim()
      } catch (error) {
        const code = (error as { code?: string }).code ?? 'unreadable'
        throw new Error(`cannot read --client-secret-file '${clientSecretFile}' (${code})`)
      }
    }
    const cred: AppOAuthCredential = {
      clientId: clientId?.trim() ?? '',
      clientSecret: secret,
      ...(oauth === 'apple' ? { appleTeamId: appleTeamId?.trim(), appleKeyId: appleKeyId?.trim() } : {}),
    }
    const issue = credentialIssue(oauth, cred)
    if (issue) throw new Error(issue)
    const provider = oauth as OAuthProvider
    set = [provider, sealCredential(ctx.data, ctx.appId, provider, cred)]
  }
  return (s) => {
    const next: NonNullable<AppSettings['oauthCredentials']> = { ...s.oauthCredentials }
    for (const p of removeOAuth) delete next[p as OAuthProvider]
    if (set) next[set[0]] = set[1]
    const { oauthCredentials: _old, ...rest } = s
    return Object.keys(next).length > 0 ? { ...rest, oauthCredentials: next } : (rest as AppSettings)
  }
}
