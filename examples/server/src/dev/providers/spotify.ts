/**
 * A local Spotify: `/authorize`, `/api/token` (the client by HTTP Basic of `client_id:client_secret` or in the body,
 * PKCE S256; refusals as Spotify words them: 400 `invalid_grant` 'Invalid authorization code', 400 `invalid_client`)
 * and `/v1/me` (`id`, `display_name`, and an `email` Spotify does not verify; errors as `{ error: { status, message } }`).
 */
import { Hono } from 'hono'
import {
  clientCredentials,
  consentRedirect,
  createGrants,
  type FakeClient,
  hang,
  pkceMatches,
  readForm,
} from './common'

export function fakeSpotify(client: FakeClient): Hono {
  const app = new Hono()
  const grants = createGrants('BQ')
  app.get('/authorize', (c) => {
    const q = c.req.query()
    if (q.client_id !== client.clientId) return c.text('INVALID_CLIENT: Invalid client', 400)
    if (q.response_type !== 'code' || !q.redirect_uri) return c.text('INVALID_REQUEST', 400)
    return consentRedirect(c, grants, q, { clientId: client.clientId, denied: { error: 'access_denied' } })
  })
  app.post('/api/token', async (c) => {
    const form = await readForm(c)
    const creds = clientCredentials(c, form)
    if (creds.id !== client.clientId || creds.secret !== client.clientSecret) {
      return c.json({ error: 'invalid_client', error_description: 'Invalid client secret' }, 400)
    }
    const grant = grants.redeem(form.code)
    if (form.grant_type !== 'authorization_code' || !grant || form.redirect_uri !== grant.redirectUri) {
      return c.json({ error: 'invalid_grant', error_description: 'Invalid authorization code' }, 400)
    }
    if (!pkceMatches(grant.challenge, form.code_verifier)) {
      return c.json({ error: 'invalid_grant', error_description: 'code_verifier was incorrect' }, 400)
    }
    if (grant.who.mode === 'slow-token') await hang()
    if (grant.who.mode === 'fail-token') return c.json({ error: 'server_error' }, 503)
    return c.json({
      access_token: grants.token(grant),
      token_type: 'Bearer',
      scope: grant.scope,
      expires_in: 3600,
      refresh_token: `AQ${form.code}`,
    })
  })
  app.get('/v1/me', async (c) => {
    const grant = grants.bearer(c)
    if (!grant) return c.json({ error: { status: 401, message: 'Invalid access token' } }, 401)
    const { who } = grant
    if (who.mode === 'slow-user') await hang()
    if (who.mode === 'fail-user') return c.json({ error: { status: 500, message: 'Server error' } }, 500)
    return c.json({
      id: who.mode === 'no-id' ? undefined : who.seed.toString('base64url').slice(0, 22).toLowerCase(),
      display_name: who.name,
      email: who.email,
      type: 'user',
      uri: `spotify:user:${who.local}`,
    })
  })
  return app
}
