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
] as const
