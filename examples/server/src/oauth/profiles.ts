/**
 * Who signed in, as each provider tells it: a verified id_token for OpenID Connect providers (Google, Apple,
 * LinkedIn, an app's own), the provider's own user calls for the others (GitHub `/user` + `/user/emails`, Discord
 * `/users/@me`, X `/2/users/me`, TikTok `/v2/user/info/`, Spotify `/v1/me`, Twitch `/helix/users`, Instagram
 * `/me`, LINE `/v2/profile`). An email is kept only when the provider says it is verified: an
 * unverified address could be anyone's, and must neither pass an allowlist nor stand for its owner.
 */
import * as oauth from 'oauth4webapi'
import type { OAuthProvider, OidcProviderId } from '../config'
import type { NewAccount } from '../storage'
import {
  callFailure,
  errorCode,
  oauthFailed,
  type ProviderTokens,
  type ResolvedProvider,
  requestOptions,
} from './providers'

export interface ProviderProfile {
  /** The provider's stable user id. */
  subject: string
  /** A verified email, else null. */
  email: string | null
  name: string | null
  username: string | null
}

export interface ProfileContext {
  timeoutMs: number
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null)
/** Some providers (Apple, LinkedIn) send `email_verified` as the string 'true'. */
const isTrue = (v: unknown) => v === true || v === 'true'

/** Who signed in, from the id_token that the exchange verified (signature, issuer, audience, expiry, nonce). */
function oidcProfile(p: ResolvedProvider, tokens: ProviderTokens): ProviderProfile {
  const claims = tokens.claims
  if (!claims) throw oauthFailed(`${p.label} answered without an id_token`)
  const subject = text(claims.sub)
  if (!subject) throw oauthFailed(`${p.label} answered a user without an id`)
  // Google Workspace: `hd` in the request only picks which accounts Google offers; the token must say the domain
  const hd = p.params?.hd
  if (hd !== undefined && claims.hd !== hd)
    throw oauthFailed(`${p.label} signed in an account outside ${hd}`, 400)
  const given = [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ')
  return {
    subject,
    email: isTrue(claims.email_verified) ? text(claims.email) : null,
    name: text(claims.name) ?? text(given),
    username: text(claims.preferred_username) ?? text(claims.nickname),
  }
}

/** One authenticated GET to the provider's API (oauth4webapi's protected resource request), within the deadline. */
async function getJson(
  p: ResolvedProvider,
  url: string | undefined,
  tokens: ProviderTokens,
  ctx: ProfileContext,
  headers: Record<string, string> = {},
): Promise<unknown> {
  if (!url) throw oauthFailed(`${p.label} has no user endpoint configured`)
  let res: Response
  try {
    res = await oauth.protectedResourceRequest(
      tokens.accessToken,
      'GET',
      new URL(url),
      // GitHub refuses API calls without a User-Agent
      new Headers({ accept: 'application/json', 'user-agent': 'latch-server', ...headers }),
      null,
      requestOptions(url, ctx.timeoutMs),
    )
  } catch (error) {
    if (error instanceof oauth.WWWAuthenticateChallengeError) {
      throw oauthFailed(`${p.label}'s user call answered ${error.status}`)
    }
    throw callFailure(p, error, ctx.timeoutMs) ?? oauthFailed(`${p.label}'s user call failed`)
  }
  if (!res.ok) {
    await res.body?.cancel()
    throw oauthFailed(`${p.label}'s user call answered ${res.status}`)
  }
  try {
    return await res.json()
  } catch (error) {
    throw (
      callFailure(p, error, ctx.timeoutMs) ?? oauthFailed(`${p.label}'s user call answered malformed JSON`)
    )
  }
}

const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {}

/** A provider user id: a non-empty string, or a positive integer (GitHub). */
function userId(p: ResolvedProvider, v: unknown): string {
  if (typeof v === 'number' && Number.isSafeInteger(v) && v > 0) return String(v)
  const id = text(v)
  if (!id) throw oauthFailed(`${p.label} answered a user without an id`)
  return id
}

const GITHUB_HEADERS = { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28' }

async function githubProfile(p: ResolvedProvider, tokens: ProviderTokens, ctx: ProfileContext) {
  const user = record(await getJson(p, p.userInfoEndpoint, tokens, ctx, GITHUB_HEADERS))
  const subject = userId(p, user.id)
  // `/user` shows only a public email; the primary, verified one comes from `/user/emails`
  const emails = await getJson(p, p.emailsEndpoint, tokens, ctx, GITHUB_HEADERS)
  const primary = (Array.isArray(emails) ? emails : []).map(record).find((e) => e.primary === true)
  return {
    subject,
    email: primary && primary.verified === true ? text(primary.email) : null,
    name: text(user.name),
    username: text(user.login),
  }
}

async function discordProfile(p: ResolvedProvider, tokens: ProviderTokens, ctx: ProfileContext) {
  const user = record(await getJson(p, p.userInfoEndpoint, tokens, ctx))
  return {
    subject: userId(p, user.id),
    email: user.verified === true ? text(user.email) : null,
    name: text(user.global_name),
    username: text(user.username),
  }
}

async function xProfile(p: ResolvedProvider, tokens: ProviderTokens, ctx: ProfileContext) {
  const data = record(record(await getJson(p, p.userInfoEndpoint, tokens, ctx)).data)
  // X gives no email
  return { subject: userId(p, data.id), email: null, name: text(data.name), username: text(data.username) }
}

async function tiktokProfile(p: ResolvedProvider, tokens: ProviderTokens, ctx: ProfileContext) {
  const url = new URL(p.userInfoEndpoint ?? '')
  const fields = ['open_id', 'union_id', 'display_name']
  if (p.scopes.includes('user.info.profile')) fields.push('username')
  url.searchParams.set('fields', fields.join(','))
  const body = record(await getJson(p, url.toString(), tokens, ctx))
  const error = record(body.error)
  if (error.code !== undefined && error.code !== 'ok') {
    throw oauthFailed(`${p.label}'s user call answered ${errorCode(String(error.code))}`)
  }
  const user = record(record(body.data).user)
  // TikTok gives no email; the username needs the user.info.profile scope, else the display name stands in
  return {
    subject: userId(p, user.open_id),
    email: null,
    name: text(user.display_name),
    username: text(user.username) ?? text(user.display_name),
  }
}

async function spotifyProfile(p: ResolvedProvider, tokens: ProviderTokens, ctx: ProfileContext) {
  const user = record(await getJson(p, p.userInfoEndpoint, tokens, ctx))
  // Spotify says its email is not verified: it is not kept
  return { subject: userId(p, user.id), email: null, name: text(user.display_name), username: null }
}

async function twitchProfile(p: ResolvedProvider, tokens: ProviderTokens, ctx: ProfileContext) {
  // Helix wants the client id beside the token
  const body = record(await getJson(p, p.userInfoEndpoint, tokens, ctx, { 'client-id': p.clientId }))
  const user = record(Array.isArray(body.data) ? body.data[0] : undefined)
  // Twitch gives the email only with user:read:email, and only a verified one
  return {
    subject: userId(p, user.id),
    email: text(user.email),
    name: text(user.display_name),
    username: text(user.login),
  }
}

async function instagramProfile(p: ResolvedProvider, tokens: ProviderTokens, ctx: ProfileContext) {
  const url = new URL(p.userInfoEndpoint ?? '')
  url.searchParams.set('fields', 'user_id,username')
  const user = record(await getJson(p, url.toString(), tokens, ctx))
  // the Instagram professional account's id; Instagram gives no email
  return {
    subject: userId(p, user.user_id ?? user.id),
    email: null,
    name: null,
    username: text(user.username),
  }
}

async function lineProfile(p: ResolvedProvider, tokens: ProviderTokens, ctx: ProfileContext) {
  const user = record(await getJson(p, p.userInfoEndpoint, tokens, ctx))
  return { subject: userId(p, user.userId), email: null, name: text(user.displayName), username: null }
}

/** Who signed in at the provider. Fails with `oauth_failed` (or 401 for an invalid id_token). */
export async function readProfile(
  p: ResolvedProvider,
  tokens: ProviderTokens,
  ctx: ProfileContext,
): Promise<ProviderProfile> {
  switch (p.provider) {
    case 'google':
    case 'apple':
    case 'linkedin':
      return oidcProfile(p, tokens)
    case 'github':
      return githubProfile(p, tokens, ctx)
    case 'discord':
      return discordProfile(p, tokens, ctx)
    case 'twitter':
      return xProfile(p, tokens, ctx)
    case 'tiktok':
      return tiktokProfile(p, tokens, ctx)
    case 'spotify':
      return spotifyProfile(p, tokens, ctx)
    case 'twitch':
      return twitchProfile(p, tokens, ctx)
    case 'instagram':
      return instagramProfile(p, tokens, ctx)
    case 'line':
      return lineProfile(p, tokens, ctx)
    default:
      // an app's own OpenID Connect provider (`oidc:<id>`)
      return oidcProfile(p, tokens)
  }
}

/**
 * The linked account of each provider. Apple sends the user's name only with the first login (in the callback's
 * form): `providerName` is that name when this login carried one; without it the key is left out, so a later login
 * does not erase the stored name.
 */
export function accountFromProfile(
  provider: OAuthProvider | OidcProviderId,
  profile: ProviderProfile,
  providerName: string | null = null,
): NewAccount {
  const { email, name, username } = profile
  // an app's own OpenID Connect provider: `oidc:<id>_oauth`, keyed by its issuer's `sub`
  if (provider.startsWith('oidc:')) {
    return { type: `${provider}_oauth`, key: profile.subject, data: { email, name, username } }
  }
  const fields: Record<OAuthProvider, Record<string, unknown>> = {
    google: { email: email ?? '', name },
    twitter: { username, name },
    discord: { username, email },
    github: { username, name, email },
    tiktok: { username },
    linkedin: { name, email },
    apple: providerName ? { email, name: providerName } : { email },
    spotify: { name },
    twitch: { username, name, email },
    instagram: { username },
    line: { name },
  }
  return { type: `${provider}_oauth`, key: profile.subject, data: fields[provider as OAuthProvider] }
}
