/**
 * Social logins: one login method per provider (its id is the provider, its server flag `<provider>_oauth`), each
 * linking its own account kind (`<provider>_oauth`).
 */
import type {
  AppleAccountJSON,
  DiscordAccountJSON,
  GithubAccountJSON,
  GoogleAccountJSON,
  InstagramAccountJSON,
  LineAccountJSON,
  LinkedAccountJSON,
  LinkedinAccountJSON,
  OidcAccountJSON,
  SpotifyAccountJSON,
  TiktokAccountJSON,
  TwitchAccountJSON,
  TwitterAccountJSON,
} from '../../api/wire'
import type { OAUTH_PROVIDERS } from '../../constants'
import type {
  AppleAccount,
  DiscordAccount,
  GithubAccount,
  GoogleAccount,
  InstagramAccount,
  LineAccount,
  LinkedinAccount,
  OidcAccount,
  SpotifyAccount,
  TiktokAccount,
  TwitchAccount,
  TwitterAccount,
} from '../accounts'
import type { AnyAccountKind, AppFlag, Verified } from '../method'
import { defineAccount, defineLoginMethod } from '../method'

type Provider = (typeof OAUTH_PROVIDERS)[number]

/**
 * A social entry of LANDING: a built-in provider, or one of the app's own OpenID Connect providers (`oidc:<id>`),
 * which brings its display name and icon URL (null: a generic glyph).
 */
export type OAuthLandingOption = {
  type: 'oauth'
  group: 'web2'
  provider: Provider | `oidc:${string}`
  name?: string
  icon?: string | null
}

/** The login method of one provider, over its account kind. */
function oauthMethod<const P extends Provider, K extends AnyAccountKind & { type: `${P}_oauth` }>(
  provider: P,
  account: K,
) {
  return defineLoginMethod({
    id: provider,
    appFlag: `${provider}_oauth` as AppFlag,
    account,
    landing: (): OAuthLandingOption => ({
      type: 'oauth',
      group: 'web2',
      provider,
    }),
  })
}

/**
 * A social account kind: its wire fields are already the account's (subject, email, name, username; `provider` for an
 * OpenID Connect one, all checked by `api/shapes.ts`), so the parse only drops the verification times.
 */
function socialAccount<J extends LinkedAccountJSON, A extends { type: J['type'] }>(
  type: J['type'],
  shortcut?: string,
  matches?: (type: string) => boolean,
) {
  return defineAccount<J, A>({
    type,
    shortcut,
    matches,
    parse: ({ verified_at, first_verified_at, latest_verified_at, ...fields }) =>
      fields as unknown as Omit<A, keyof Verified>,
  })
}

/** A Google account. */
export const googleAccount = socialAccount<GoogleAccountJSON, GoogleAccount>('google_oauth', 'google')
/** A Twitter account. */
export const twitterAccount = socialAccount<TwitterAccountJSON, TwitterAccount>('twitter_oauth', 'twitter')
/** A Discord account. */
export const discordAccount = socialAccount<DiscordAccountJSON, DiscordAccount>('discord_oauth', 'discord')
/** A GitHub account. */
export const githubAccount = socialAccount<GithubAccountJSON, GithubAccount>('github_oauth', 'github')
/** A TikTok account. */
export const tiktokAccount = socialAccount<TiktokAccountJSON, TiktokAccount>('tiktok_oauth', 'tiktok')
/** A LinkedIn account (the server may leave the email out: null then). */
export const linkedinAccount = socialAccount<LinkedinAccountJSON, LinkedinAccount>(
  'linkedin_oauth',
  'linkedin',
)
/** An Apple account (Apple sends the name with the first login only; the server keeps it; null without). */
export const appleAccount = socialAccount<AppleAccountJSON, AppleAccount>('apple_oauth', 'apple')
/** A Spotify account. */
export const spotifyAccount = socialAccount<SpotifyAccountJSON, SpotifyAccount>('spotify_oauth', 'spotify')
/** A Twitch account. */
export const twitchAccount = socialAccount<TwitchAccountJSON, TwitchAccount>('twitch_oauth', 'twitch')
/** An Instagram account. */
export const instagramAccount = socialAccount<InstagramAccountJSON, InstagramAccount>(
  'instagram_oauth',
  'instagram',
)
/** A LINE account. */
export const lineAccount = socialAccount<LineAccountJSON, LineAccount>('line_oauth', 'line')
/**
 * An account at one of the app's own OpenID Connect providers: one kind for all of them (`oidc:<id>_oauth`, matched
 * by `matches`), without a `User` shortcut since an app may have several.
 */
export const oidcAccount = socialAccount<OidcAccountJSON, OidcAccount>(
  'oidc:*_oauth',
  undefined,
  (type) => type.startsWith('oidc:') && type.endsWith('_oauth'),
)

/** The social login methods, in OAUTH_PROVIDERS order (the order of the socials on LANDING). */
export const OAUTH_METHODS = [
  oauthMethod('apple', appleAccount),
  oauthMethod('discord', discordAccount),
  oauthMethod('github', githubAccount),
  oauthMethod('google', googleAccount),
  oauthMethod('linkedin', linkedinAccount),
  oauthMethod('twitter', twitterAccount),
  oauthMethod('tiktok', tiktokAccount),
  oauthMethod('spotify', spotifyAccount),
  oauthMethod('twitch', twitchAccount),
  oauthMethod('instagram', instagramAccount),
  oauthMethod('line', lineAccount),
] as const
