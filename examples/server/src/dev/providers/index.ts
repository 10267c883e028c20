/**
 * Dev mode and tests: local stand-ins for the eleven social providers, offline, each behaving like the real one.
 * Google and LinkedIn are OpenID Connect: the local OIDC provider (../oidc.ts). Apple, GitHub, Discord, X, TikTok,
 * Spotify, Twitch, Instagram and LINE each have a fake of their own shape, all served by one local HTTP server under
 * `/apple`, `/github`, `/discord`, `/x`, `/tiktok`, `/spotify`, `/twitch`, `/instagram` and `/line`. Client ids are the provider names; secrets are `dev-<provider>-secret`; Apple's client secret
 * is signed with a team key made at start. `login_hint` on an authorization URL picks who signs in (see common.ts).
 */
import { generateKeyPairSync } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import type { OAuthProvider, OAuthProviderConfig } from '../../config'
import { startDevOidc } from '../oidc'
import { fakeApple } from './apple'
import { fakeDiscord } from './discord'
import { fakeGitHub } from './github'
import { fakeInstagram } from './instagram'
import { fakeLine } from './line'
import { fakeSpotify } from './spotify'
import { fakeTikTok } from './tiktok'
import { fakeTwitch } from './twitch'
import { fakeX } from './x'

export interface DevProviders {
  /** Base URL of the Apple, GitHub, Discord, X and TikTok fakes. */
  url: string
  /** Base URL of the local OIDC provider (Google, LinkedIn). */
  oidcUrl: string
  /** The `oauthProviders` config that points every provider at its fake. */
  providers: Record<OAuthProvider, OAuthProviderConfig>
  stop(): Promise<void>
}

const secret = (p: OAuthProvider) => `dev-${p}-secret`

export async function startDevProviders(): Promise<DevProviders> {
  const oidc = await startDevOidc(0, { linkedin: secret('linkedin') })
  const app = new Hono()
  const node = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
  })
  const url = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
  const team = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const appleTeam = {
    teamId: 'LATCHTEAM1',
    keyId: 'LATCHKEY01',
    privateKey: team.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  }
  app.route(
    '/apple',
    await fakeApple({
      clientId: 'apple',
      issuer: `${url}/apple`,
      teamId: appleTeam.teamId,
      keyId: appleTeam.keyId,
      teamPublicKey: team.publicKey,
    }),
  )
  app.route('/github', fakeGitHub({ clientId: 'github', clientSecret: secret('github') }))
  app.route('/discord', fakeDiscord({ clientId: 'discord', clientSecret: secret('discord') }))
  app.route('/x', fakeX({ clientId: 'twitter', clientSecret: secret('twitter') }))
  app.route('/tiktok', fakeTikTok({ clientId: 'tiktok', clientSecret: secret('tiktok') }))
  app.route('/spotify', fakeSpotify({ clientId: 'spotify', clientSecret: secret('spotify') }))
  app.route('/twitch', fakeTwitch({ clientId: 'twitch', clientSecret: secret('twitch') }))
  app.route('/instagram', fakeInstagram({ clientId: 'instagram', clientSecret: secret('instagram') }))
  app.route('/line', fakeLine({ clientId: 'line', clientSecret: secret('line') }))

  const providers: Record<OAuthProvider, OAuthProviderConfig> = {
    google: oidc.providers.google,
    linkedin: { ...oidc.providers.linkedin, clientSecret: secret('linkedin') },
    apple: {
      clientId: 'apple',
      apple: appleTeam,
      authorizationEndpoint: `${url}/apple/auth/authorize`,
      tokenEndpoint: `${url}/apple/auth/token`,
      issuer: `${url}/apple`,
      jwksUri: `${url}/apple/auth/keys`,
    },
    github: {
      clientId: 'github',
      clientSecret: secret('github'),
      authorizationEndpoint: `${url}/github/login/oauth/authorize`,
      tokenEndpoint: `${url}/github/login/oauth/access_token`,
      userInfoEndpoint: `${url}/github/api/user`,
      emailsEndpoint: `${url}/github/api/user/emails`,
    },
    discord: {
      clientId: 'discord',
      clientSecret: secret('discord'),
      authorizationEndpoint: `${url}/discord/oauth2/authorize`,
      tokenEndpoint: `${url}/discord/api/oauth2/token`,
      userInfoEndpoint: `${url}/discord/api/users/@me`,
    },
    twitter: {
      clientId: 'twitter',
      clientSecret: secret('twitter'),
      authorizationEndpoint: `${url}/x/i/oauth2/authorize`,
      tokenEndpoint: `${url}/x/2/oauth2/token`,
      userInfoEndpoint: `${url}/x/2/users/me`,
    },
    tiktok: {
      clientId: 'tiktok',
      clientSecret: secret('tiktok'),
      authorizationEndpoint: `${url}/tiktok/v2/auth/authorize/`,
      tokenEndpoint: `${url}/tiktok/v2/oauth/token/`,
      userInfoEndpoint: `${url}/tiktok/v2/user/info/`,
    },
    spotify: {
      clientId: 'spotify',
      clientSecret: secret('spotify'),
      authorizationEndpoint: `${url}/spotify/authorize`,
      tokenEndpoint: `${url}/spotify/api/token`,
      userInfoEndpoint: `${url}/spotify/v1/me`,
    },
    twitch: {
      clientId: 'twitch',
      clientSecret: secret('twitch'),
      authorizationEndpoint: `${url}/twitch/oauth2/authorize`,
      tokenEndpoint: `${url}/twitch/oauth2/token`,
      userInfoEndpoint: `${url}/twitch/helix/users`,
    },
    instagram: {
      clientId: 'instagram',
      clientSecret: secret('instagram'),
      authorizationEndpoint: `${url}/instagram/oauth/authorize`,
      tokenEndpoint: `${url}/instagram/oauth/access_token`,
      userInfoEndpoint: `${url}/instagram/me`,
    },
    line: {
      clientId: 'line',
      clientSecret: secret('line'),
      authorizationEndpoint: `${url}/line/oauth2/v2.1/authorize`,
      tokenEndpoint: `${url}/line/oauth2/v2.1/token`,
      userInfoEndpoint: `${url}/line/v2/profile`,
    },
  }

  let stopped = false
  return {
    url,
    oidcUrl: oidc.url,
    providers,
    async stop() {
      if (stopped) return
      stopped = true
      await new Promise<void>((resolve) => {
        node.close(() => resolve())
        // a fake that is "not answering" holds its connection open: end it
        ;(node as unknown as { closeAllConnections?: () => void }).closeAllConnections?.()
      })
      await oidc.stop()
    },
  }
}
