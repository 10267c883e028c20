/** Social login: one `<provider>_oauth` account type and app config flag per provider of `OAUTH_PROVIDERS`. */
import type { AppConfigJSON, LinkedAccountJSON } from '@latch/core/protocol'
import { OAUTH_PROVIDERS, type OAuthProvider } from '../../config'
import { verifiedTimes } from '../../domain/accounts'
import { oidcProvidersOf } from '../../oauth/oidc'
import type { AccountRecord } from '../../storage'
import type { AccountToJSON, ServerMethod } from '../method'

/** The profile fields each provider's account shows (null when the provider did not say). */
const PROFILE_FIELDS: Record<OAuthProvider, readonly string[]> = {
  google: ['email', 'name'],
  twitter: ['username', 'name'],
  discord: ['username', 'email'],
  github: ['username', 'name', 'email'],
  tiktok: ['username'],
  linkedin: ['name', 'email'],
  apple: ['email', 'name'],
  spotify: ['name'],
  twitch: ['username', 'name', 'email'],
  instagram: ['username'],
  line: ['name'],
}

/** A social account: the provider's subject and the provider's profile fields. */
function oauthAccountJSON(provider: OAuthProvider): AccountToJSON {
  return (a: AccountRecord) => {
    const out: Record<string, unknown> = { type: a.type, subject: a.key }
    for (const f of PROFILE_FIELDS[provider]) out[f] = (a.data[f] as string | null | undefined) ?? null
    if (provider === 'google') out.email = (a.data.email as string | undefined) ?? ''
    return { ...out, ...verifiedTimes(a) } as unknown as LinkedAccountJSON
  }
}

type OAuthFlag = `${OAuthProvider}_oauth`

/** An account at an app's own OpenID Connect provider (`oidc:<id>_oauth`): the provider, the issuer's `sub`, the profile. */
const oidcAccountJSON: AccountToJSON = (a) =>
  ({
    type: a.type,
    provider: a.type.replace(/_oauth$/, ''),
    subject: a.key,
    email: (a.data.email as string | null | undefined) ?? null,
    name: (a.data.name as string | null | undefined) ?? null,
    username: (a.data.username as string | null | undefined) ?? null,
    ...verifiedTimes(a),
  }) as unknown as LinkedAccountJSON

export const oauthMethod = {
  id: 'oauth',
  accounts: {
    ...Object.fromEntries(OAUTH_PROVIDERS.map((p) => [`${p}_oauth`, oauthAccountJSON(p)])),
    'oidc:*_oauth': oidcAccountJSON,
  },
  appConfig: (s) => ({
    // the client's AppConfigJSON names the flags of the providers it shows; the server's others come too
    ...(Object.fromEntries(OAUTH_PROVIDERS.map((p) => [`${p}_oauth`, s.oauthProviders.includes(p)])) as Pick<
      AppConfigJSON,
      Extract<OAuthFlag, keyof AppConfigJSON>
    >),
    oidc_providers: oidcProvidersOf(s),
  }),
} as const satisfies ServerMethod
