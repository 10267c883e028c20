/**
 * A local Twitch: `/oauth2/authorize`, `/oauth2/token` (client id and secret in the form, no PKCE; success with
 * `scope` as an array, refusals as Twitch words them: `{ status: 400, message: 'Invalid authorization code' }`, no
 * RFC 6749 `error`) and `/helix/users` (Bearer token and the `Client-Id` header; `data[0]` with `id`, `login`,
 * `display_name`, and the verified `email` with the user:read:email scope).
 */
import { Hono } from 'hono'
import { consentRedirect, createGrants, decimalId, type FakeClient, hang, readForm } from './common'

export function fakeTwitch(client: FakeClient): Hono {
  const app = new Hono()
  const grants = createGrants('tw')
  app.get('/oauth2/authorize', (c) => {
    const q = c.req.query()
    if (q.client_id !== client.clientId) return c.json({ status: 400, message: 'invalid client' }, 400)
    if (q.response_type !== 'code' || !q.redirect_uri)
      return c.json({ status: 400, message: 'missing response type' }, 400)
    return consentRedirect(c, grants, q, {
      clientId: client.clientId,
      denied: { error: 'access_denied', error_description: 'The user denied you access' },
    })
  })
  app.post('/oauth2/token', async (c) => {
    const form = await readForm(c)
    if (form.client_id !== client.clientId) return c.json({ status: 400, message: 'invalid client' }, 400)
    if (form.client_secret !== client.clientSecret)
      return c.json({ status: 403, message: 'invalid client secret' }, 403)
    const grant = grants.redeem(form.code)
    if (form.grant_type !== 'authorization_code' || !grant || form.redirect_uri !== grant.redirectUri) {
      return c.json({ status: 400, message: 'Invalid authorization code' }, 400)
    }
    if (grant.who.mode === 'slow-token') await hang()
    if (grant.who.mode === 'fail-token') return c.json({ status: 500, message: 'Internal Server Error' }, 500)
    return c.json({
      access_token: grants.token(grant),
      expires_in: 14124,
      refresh_token: `twr${form.code}`,
      scope: grant.scope.split(' ').filter(Boolean),
      token_type: 'bearer',
    })
  })
  app.get('/helix/users', async (c) => {
    const grant = grants.bearer(c)
    if (!grant) return c.json({ error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' }, 401)
    if (c.req.header('client-id') !== client.clientId) {
      return c.json(
        { error: 'Unauthorized', status: 401, message: 'Client ID and OAuth token do not match' },
        401,
      )
    }
    const { who } = grant
    if (who.mode === 'slow-user') await hang()
    if (who.mode === 'fail-user')
      return c.json({ error: 'Internal Server Error', status: 500, message: '' }, 500)
    const user: Record<string, unknown> = {
      id: who.mode === 'no-id' ? undefined : decimalId(who, 9),
      login: who.local,
      display_name: who.name,
      type: '',
      broadcaster_type: '',
    }
    // Twitch returns only a verified email
    if (grant.scope.split(' ').includes('user:read:email') && who.mode !== 'unverified')
      user.email = who.email
    return c.json({ data: [user] })
  })
  return app
}
