/**
 * A local LINE Login (v2.1): `/oauth2/v2.1/authorize`, `/oauth2/v2.1/token` (channel id and secret in the form, PKCE
 * S256; refusals as LINE words them: 400 `invalid_grant` 'invalid authorization code', 400 `invalid_client`) and
 * `/v2/profile` (`userId` 'U' and 32 hex digits, `displayName`, `pictureUrl`; errors as `{ message }`).
 */
import { Hono } from 'hono'
import { consentRedirect, createGrants, type FakeClient, hang, pkceMatches, readForm } from './common'

export function fakeLine(client: FakeClient): Hono {
  const app = new Hono()
  const grants = createGrants('eyJ')
  app.get('/oauth2/v2.1/authorize', (c) => {
    const q = c.req.query()
    if (q.client_id !== client.clientId) return c.text('400 Bad Request: invalid client_id', 400)
    if (q.response_type !== 'code' || !q.redirect_uri || !q.state) return c.text('400 Bad Request', 400)
    return consentRedirect(c, grants, q, {
      clientId: client.clientId,
      denied: { error: 'access_denied', error_description: 'The resource owner denied the request.' },
    })
  })
  app.post('/oauth2/v2.1/token', async (c) => {
    const form = await readForm(c)
    if (form.client_id !== client.clientId || form.client_secret !== client.clientSecret) {
      return c.json({ error: 'invalid_client', error_description: 'invalid client' }, 400)
    }
    const grant = grants.redeem(form.code)
    if (form.grant_type !== 'authorization_code' || !grant || form.redirect_uri !== grant.redirectUri) {
      return c.json({ error: 'invalid_grant', error_description: 'invalid authorization code' }, 400)
    }
    if (!pkceMatches(grant.challenge, form.code_verifier)) {
      return c.json({ error: 'invalid_grant', error_description: 'invalid code_verifier' }, 400)
    }
    if (grant.who.mode === 'slow-token') await hang()
    if (grant.who.mode === 'fail-token')
      return c.json({ error: 'server_error', error_description: 'internal error' }, 500)
    return c.json({
      access_token: grants.token(grant),
      expires_in: 2592000,
      refresh_token: `lr${form.code}`,
      scope: grant.scope,
      token_type: 'Bearer',
    })
  })
  app.get('/v2/profile', async (c) => {
    const grant = grants.bearer(c)
    if (!grant) return c.json({ message: 'Authentication failed' }, 401)
    const { who } = grant
    if (who.mode === 'slow-user') await hang()
    if (who.mode === 'fail-user') return c.json({ message: 'Internal server error' }, 500)
    return c.json({
      userId: who.mode === 'no-id' ? undefined : `U${who.seed.toString('hex').slice(0, 32)}`,
      displayName: who.name,
      pictureUrl: `https://profile.line-scdn.net/${who.local}`,
    })
  })
  return app
}
