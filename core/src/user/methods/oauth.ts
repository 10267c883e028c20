/**
 * Social logins: one login method per provider (its id is the provider, its server flag `<provider>_oauth`), each
 * linking its own account kind (`<provider>_oauth`).
 */
import type {
  AppleAccountJSON,
  DiscordAccountJSON,
  GithubAccountJSON,
  GoogleAccountJSON,
  LinkedinAccountJSON,
  TiktokAccountJSON,
  TwitterAccountJSON,
} from '../../api/wire'
import type { OAUTH_PROVIDERS } from '../../constants'
import type {
  AppleAccount,
  DiscordAccount,
  GithubAccount,
  GoogleAccount,
  LinkedinAccount,
  TiktokAccount,
  TwitterAccount,
} from '../accounts'
import type { AnyAccountKind, AppFlag } from '../method'
import { defineAccount, defineLoginMethod } from '../method'

type Provider = (typeof OAUTH_PROVIDERS)[number]

/** The login method of one provider, over its account kind. */
function oauthMethod<const P extends Provider, K extends AnyAccountKind & { type: `${P}_oauth` }>(
  provider: P,
  account: K,
) {
  return defineLoginMethod({
    id: provider,
    appFlag: `${provider}_oauth` as AppFlag,
    account,
    landing: (): { type: 'oauth'; group: 'web2'; provider: Provider } => ({
      type: 'oauth',
      group: 'web2',
      provider,
    }),
  })
}

/** A Google account. */
export const googleAccount = defineAccount<GoogleAccountJSON, GoogleAccount>({
  type: 'google_oauth',
  parse: (j) => ({ type: 'google_oauth', subject: j.subject, email: j.email, name: j.name }),
  shortcut: 'google',
})
/** A Twitter account. */
export const twitterAccount = defineAccount<TwitterAccountJSON, TwitterAccount>({
  type: 'twitter_oauth',
  parse: (j) => ({ type: 'twitter_oauth', subject: j.subject, username: j.username, name: j.name }),
  shortcut: 'twitter',
})
/** A Discord account. */
export const discordAccount = defineAccount<DiscordAccountJSON, DiscordAccount>({
  type: 'discord_oauth',
  parse: (j) => ({ type: 'discord_oauth', subject: j.subject, username: j.username, email: j.email }),
  shortcut: 'discord',
})
/** A GitHub account. */
export const githubAccount = defineAccount<GithubAccountJSON, GithubAccount>({
  type: 'github_oauth',
  parse: (j) => ({
    type: 'github_oauth',
    subject: j.subject,
    username: j.username,
    name: j.name,
    email: j.email,
  }),
  shortcut: 'github',
})
/** A TikTok account. */
export const tiktokAccount = defineAccount<TiktokAccountJSON, TiktokAccount>({
  type: 'tiktok_oauth',
  parse: (j) => ({ type: 'tiktok_oauth', subject: j.subject, username: j.username }),
  shortcut: 'tiktok',
})
/** A LinkedIn account (the server may leave the email out). */
export const linkedinAccount = defineAccount<LinkedinAccountJSON, LinkedinAccount>({
  type: 'linkedin_oauth',
  parse: (j) => ({ type: 'linkedin_oauth', subject: j.subject, name: j.name, email: j.email ?? null }),
  shortcut: 'linkedin',
})
/** An Apple account (Apple sends the name with the first login only; the server keeps it). */
export const appleAccount = defineAccount<AppleAccountJSON, AppleAccount>({
  type: 'apple_oauth',
  parse: (j) => ({ type: 'apple_oauth', subject: j.subject, email: j.email, name: j.name ?? null }),
  shortcut: 'apple',
})

/** The social login methods, in OAUTH_PROVIDERS order (the order of the socials on LANDING). */
export const OAUTH_METHODS = [
  oauthMethod('apple', appleAccount),
  oauthMethod('discord', discordAccount),
  oauthMethod('github', githubAccount),
  oauthMethod('google', googleAccount),
  oauthMethod('linkedin', linkedinAccount),
  oauthMethod('twitter', twitterAccount),
  oauthMethod('tiktok', tiktokAccount),
] as const
