/**
 * The social login providers the API knows: each is a `<provider>_oauth` linked account, an app config flag
 * (`<provider>_oauth`) and a value of `provider` in the OAuth calls. The client and the reference server read this one
 * list.
 */
export const OAUTH_PROVIDERS = [
  'apple',
  'discord',
  'github',
  'google',
  'linkedin',
  'twitter',
  'tiktok',
  'spotify',
  'twitch',
  'instagram',
  'line',
] as const

/**
 * An app's own OpenID Connect provider in the OAuth calls (`provider: 'oidc:acme'`): the id the operator gave it,
 * lower-case letters, digits and '-' (at most 32). Its accounts are of type `oidc:<id>_oauth`.
 */
export type OidcProviderId = `oidc:${string}`

/** The form of an OpenID Connect provider id (`oidc:` and 1 to 32 of a-z, 0-9, '-'). */
export const OIDC_PROVIDER_ID = /^oidc:[a-z0-9-]{1,32}$/
