/**
 * A local Discord: `/oauth2/authorize`, `/api/oauth2/token` (client secret by HTTP Basic or in the body, PKCE S256,
 * RFC 6749 error bodies with 400/401) and `/api/users/@me` (snowflake `id`, `username`, `global_name`, and with the
 * `email` scope `email` plus `verified`, false when the hint says `unverified`).
 */
import { Hono } from 'hono'
import {
  clientCredentials,
  consentRedirect,
  createGrants,
  decimalId,
  type FakeClient,
  hang,
  pkceMatches,
  readForm,
} from './common'

export function fakeDiscord(client: FakeClient): Hono {
  const app = new Hono()
  const grants = createGrants('dsc_')

  app.get('/oauth2/authorize', (c) => {
    const q = c.req.query()
    if (q.client_id !== client.clientId) return c.text('Unknown Application', 400)
    if (q.response_type !== 'code' || !q.redirect_uri) return c.text('Invalid OAuth2 request', 400)
    return consentRedirect(c, grants, q, {
      clientId: client.clientId,
      denied: {
        error: 'access_denied',
        error_description: 'The resource owner or authorization server denied the request',
      },
    })
  })

  app.post('/api/oauth2/token', async (c) => {
    const form = await readForm(c)
    const creds = clientCredentials(c, form)
    if (creds.id !== client.clientId || creds.secret !== client.clientSecret) {
      return c.json({ error: 'invalid_client' }, 401)
    }
    const grant = grants.redeem(form.code)
    if (form.grant_type !== 'authorization_code' || !grant || form.redirect_uri !== grant.redirectUri) {
      return c.json({ error: 'invalid_grant', error_description: 'Invalid "code" in request.' }, 400)
    }
    if (!pkceMatches(grant.challenge, form.code_verifier)) {
      return c.json({ error: 'invalid_grant', error_description: 'Invalid "code_verifier"' }, 400)
    }
    if (grant.who.mode === 'slow-token') await hang()
    if (grant.who.mode === 'fail-token')
      return c.json({ message: '500: Internal Server Error', code: 0 }, 500)
    return c.json({
      token_type: 'Bearer',
      access_token: grants.token(grant),
      expires_in: 604800,
      refresh_token: `dsr_${form.code}`,
      scope: grant.scope,
    })
  })

  app.get('/api/users/@me', async (c) => {
    const grant = grants.bearer(c)
    if (!grant) return c.json({ message: '401: Unauthorized', code: 0 }, 401)
    const { who } = grant
    if (who.mode === 'slow-user') await hang()
    if (who.mode === 'fail-user') return c.json({ message: '500: Internal Server Error', code: 0 }, 500)
    const user: Record<string, unknown> = {
      id: who.mode === 'no-id' ? undefined : decimalId(who, 18),
      username: who.local,
      global_name: who.name,
      discriminator: '0',
      avatar: null,
    }
    if (grant.scope.split(' ').includes('email')) {
      user.email = who.email
      user.verified = who.mode !== 'unverified'
    }
    return c.json(user)
  })
  return app
}
