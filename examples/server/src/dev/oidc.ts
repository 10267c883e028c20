/**
 * Dev mode only: a local OIDC provider (oauth2-mock-server) answering for the seven social providers, each with
 * client_id = provider name. The signed-in identity comes from `login_hint` on the authorization URL (append
 * `&login_hint=alice@example.com`), defaulting to 'johndoe'; `login_hint=deny` makes the provider answer
 * error=access_denied, as when a user refuses.
 */
import { OAuth2Server } from 'oauth2-mock-server'
import { OAUTH_PROVIDERS, type OAuthProvider, type OidcProviderConfig } from '../config'

export interface DevOidc {
  url: string
  providers: Record<OAuthProvider, OidcProviderConfig>
  stop(): Promise<void>
}

type Req = { query?: Record<string, unknown>; body?: Record<string, unknown> }

export async function startDevOidc(port = 0): Promise<DevOidc> {
  const server = new OAuth2Server()
  await server.issuer.keys.generate('RS256')
  await server.start(port, '127.0.0.1')
  const address = server.address()
  const url = `http://127.0.0.1:${address.port}`
  server.issuer.url = url
  const hints = new Map<string, string>()

  server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, req: Req) => {
    const hint = typeof req.query?.login_hint === 'string' ? req.query.login_hint : 'johndoe'
    if (hint === 'deny') {
      redirect.url.searchParams.delete('code')
      redirect.url.searchParams.set('error', 'access_denied')
      return
    }
    const code = redirect.url.searchParams.get('code')
    if (code) {
      hints.set(code, hint)
      if (hints.size > 1000) hints.delete(hints.keys().next().value as string)
    }
  })
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }, req: Req) => {
    const code = typeof req.body?.code === 'string' ? req.body.code : ''
    const hint = hints.get(code) ?? 'johndoe'
    const local = hint.split('@')[0] as string
    token.payload.sub = `sub-${hint}`
    token.payload.email = hint.includes('@') ? hint : `${hint}@example.com`
    token.payload.email_verified = true
    token.payload.name = local.charAt(0).toUpperCase() + local.slice(1)
    token.payload.preferred_username = local
  })

  const providers = Object.fromEntries(
    OAUTH_PROVIDERS.map((p) => [
      p,
      {
        issuer: url,
        authorizationEndpoint: `${url}/authorize`,
        tokenEndpoint: `${url}/token`,
        jwksUri: `${url}/jwks`,
        clientId: p,
        scope: 'openid email profile',
      },
    ]),
  ) as Record<OAuthProvider, OidcProviderConfig>

  return { url, providers, stop: () => server.stop() }
}
