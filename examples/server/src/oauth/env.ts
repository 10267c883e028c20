/**
 * Social providers from the environment: `LATCH_OAUTH_<PROVIDER>_<FIELD>`, PROVIDER one of GOOGLE, APPLE, LINKEDIN,
 * GITHUB, DISCORD, TWITTER, TIKTOK, SPOTIFY, TWITCH, INSTAGRAM, LINE. Fields: CLIENT_ID (required once any field of the provider is set),
 * CLIENT_SECRET, SCOPE, AUTHORIZATION_ENDPOINT, TOKEN_ENDPOINT, USERINFO_ENDPOINT, EMAILS_ENDPOINT, ISSUER, JWKS_URI;
 * Apple also TEAM_ID, KEY_ID and PRIVATE_KEY (the PKCS#8 PEM; `\n` escapes allowed) instead of a client secret.
 */
import { OAUTH_PROVIDERS, type OAuthProvider, type OAuthProviderConfig } from '../config'
import { PROVIDER_DEFAULTS } from './providers'

const FIELDS = {
  CLIENT_SECRET: 'clientSecret',
  SCOPE: 'scope',
  AUTHORIZATION_ENDPOINT: 'authorizationEndpoint',
  TOKEN_ENDPOINT: 'tokenEndpoint',
  USERINFO_ENDPOINT: 'userInfoEndpoint',
  EMAILS_ENDPOINT: 'emailsEndpoint',
  ISSUER: 'issuer',
  JWKS_URI: 'jwksUri',
} as const satisfies Record<string, keyof OAuthProviderConfig>

const URL_FIELDS = new Set([
  'AUTHORIZATION_ENDPOINT',
  'TOKEN_ENDPOINT',
  'USERINFO_ENDPOINT',
  'EMAILS_ENDPOINT',
  'JWKS_URI',
])

/**
 * The providers configured in `env`; throws a message naming the variable when one is wrong. `requireSecrets`
 * (outside dev mode): a provider without its client secret is refused, since every provider here refuses a web
 * login without one (dev mode may point a public client at a local provider).
 */
export function oauthProvidersFromEnv(
  env: Record<string, string | undefined>,
  options: { requireSecrets?: boolean } = {},
): Partial<Record<OAuthProvider, OAuthProviderConfig>> {
  const out: Partial<Record<OAuthProvider, OAuthProviderConfig>> = {}
  for (const provider of OAUTH_PROVIDERS) {
    const prefix = `LATCH_OAUTH_${provider.toUpperCase()}_`
    const read = (field: string) => {
      const v = env[`${prefix}${field}`]?.trim()
      return v ? v : undefined
    }
    const names = Object.keys(env).filter((k) => k.startsWith(prefix) && env[k]?.trim())
    if (names.length === 0) continue
    const clientId = read('CLIENT_ID')
    if (!clientId) throw new Error(`${prefix}CLIENT_ID is required when ${names.join(', ')} is set`)
    const cfg: OAuthProviderConfig = { clientId }
    for (const [name, key] of Object.entries(FIELDS)) {
      const value = read(name)
      if (value === undefined) continue
      if (URL_FIELDS.has(name) && !URL.canParse(value)) throw new Error(`${prefix}${name} must be a URL`)
      ;(cfg as unknown as Record<string, string>)[key] = value
    }
    if (provider === 'apple') {
      const teamId = read('TEAM_ID')
      const keyId = read('KEY_ID')
      const privateKey = read('PRIVATE_KEY')?.replace(/\\n/g, '\n')
      if (teamId || keyId || privateKey) {
        if (!teamId || !keyId || !privateKey) {
          throw new Error(`${prefix}TEAM_ID, ${prefix}KEY_ID and ${prefix}PRIVATE_KEY go together`)
        }
        cfg.apple = { teamId, keyId, privateKey }
      }
      if (!cfg.apple && !cfg.clientSecret) {
        throw new Error(
          `Sign in with Apple needs ${prefix}TEAM_ID, KEY_ID and PRIVATE_KEY (or CLIENT_SECRET)`,
        )
      }
    }
    if (options.requireSecrets && provider !== 'apple' && !cfg.clientSecret) {
      throw new Error(
        `${prefix}CLIENT_SECRET is required: ${PROVIDER_DEFAULTS[provider].label} refuses a login without the client secret`,
      )
    }
    out[provider] = cfg
  }
  return out
}
