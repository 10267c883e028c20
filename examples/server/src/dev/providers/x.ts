/**
 * A local X (Twitter) OAuth 2.0: `/i/oauth2/authorize` (PKCE required), `/2/oauth2/token` (a confidential client
 * authenticates by HTTP Basic only) and `/2/users/me` (`{ data: { id, name, username } }`; X gives no email).
 */
import { Hono } from 'hono'
import {
  consentRedirect,
  createGrants,
  decimalId,
  type FakeClient,
  hang,
  pkceMatches,
  readForm,
} from './common'

export function fakeX(client: FakeClient): Hono {
  const app = new Hono()
  const grants = createGrants('xat_')

  app.get('/i/oauth2/authorize', (c) => {
    const q = c.req.query()
    if (q.client_id !== client.clientId || !q.redirect_uri) return c.text('Something went wrong', 400)
    if (!q.code_challenge || !['S256', 'plain'].includes(q.code_challenge_method ?? '')) {
      return c.text('Something went wrong: code_challenge is required', 400)
    }
    return consentRedirect(c, grants, q, { clientId: client.clientId, denied: { error: 'access_denied' } })
  })

  app.post('/2/oauth2/token', async (c) => {
    const form = await readForm(c)
    const basic = /^Basic\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')
    const expected = Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')
    if (basic?.[1] !== expected) {
      return c.json(
        { error: 'unauthorized_client', error_description: 'Missing valid authorization header' },
        401,
      )
    }
    const grant = grants.redeem(form.code)
    if (
      !grant ||
      form.redirect_uri !== grant.redirectUri ||
      !pkceMatches(grant.challenge, form.code_verifier)
    ) {
      return c.json(
        {
          error: 'invalid_request',
          error_description: 'Value passed for the authorization code was invalid.',
        },
        400,
      )
    }
    if (grant.who.mode === 'slow-token') await hang()
    if (grant.who.mode === 'fail-token') {
      return c.json({ title: 'Service Unavailable', detail: 'Service Unavailable', status: 503 }, 503)
    }
    return c.json({
      token_type: 'bearer',
      expires_in: 7200,
      access_token: grants.token(grant),
      scope: grant.scope,
    })
  })

  app.get('/2/users/me', async (c) => {
    const grant = grants.bearer(c)
    if (!grant)
      return c.json({ title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' }, 401)
    const { who } = grant
    if (who.mode === 'slow-user') await hang()
    if (who.mode === 'fail-user') return c.json({ title: 'Internal Server Error', status: 500 }, 500)
    const id = who.mode === 'no-id' ? undefined : decimalId(who, 19)
    return c.json({ data: { id, name: who.name, username: who.local } })
  })
  return app
}
