/**
 * A local Instagram (Instagram API with Instagram Login): `/oauth/authorize`, `/oauth/access_token` (client id and
 * secret in the form, no PKCE; success as `{ data: [{ access_token, user_id, permissions }] }`, without `token_type`;
 * refusals as Instagram words them: `{ error_type: 'OAuthException', code: 400, error_message }`) and `/me`
 * (`user_id`, `username` as asked in `fields`; no email).
 */
import { Hono } from 'hono'
import { consentRedirect, createGrants, decimalId, type FakeClient, hang, readForm } from './common'

const oauthException = (message: string) => ({
  error_type: 'OAuthException',
  code: 400,
  error_message: message,
})

export function fakeInstagram(client: FakeClient): Hono {
  const app = new Hono()
  const grants = createGrants('IGAA')
  app.get('/oauth/authorize', (c) => {
    const q = c.req.query()
    if (q.client_id !== client.clientId) return c.json(oauthException('Invalid platform app'), 400)
    if (q.response_type !== 'code' || !q.redirect_uri) return c.json(oauthException('Invalid request'), 400)
    return consentRedirect(c, grants, q, {
      clientId: client.clientId,
      denied: { error: 'access_denied', error_reason: 'user_denied', error_description: 'Permissions error' },
    })
  })
  app.post('/oauth/access_token', async (c) => {
    const form = await readForm(c)
    if (form.client_id !== client.clientId || form.client_secret !== client.clientSecret) {
      return c.json(oauthException('Error validating client secret.'), 400)
    }
    const grant = grants.redeem(form.code)
    if (form.grant_type !== 'authorization_code' || !grant || form.redirect_uri !== grant.redirectUri) {
      return c.json(
        oauthException(
          'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
        ),
        400,
      )
    }
    if (grant.who.mode === 'slow-token') await hang()
    if (grant.who.mode === 'fail-token')
      return c.json(oauthException('An unexpected error has occurred.'), 500)
    return c.json({
      data: [
        {
          access_token: grants.token(grant),
          user_id: decimalId(grant.who, 17),
          permissions: 'instagram_business_basic',
        },
      ],
    })
  })
  app.get('/me', async (c) => {
    const grant = grants.bearer(c)
    if (!grant)
      return c.json(
        { error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } },
        400,
      )
    const { who } = grant
    if (who.mode === 'slow-user') await hang()
    if (who.mode === 'fail-user')
      return c.json({ error: { message: 'An unknown error occurred', type: 'OAuthException', code: 1 } }, 500)
    const id = decimalId(who, 17)
    const fields = (c.req.query('fields') ?? 'id').split(',')
    const all: Record<string, unknown> = {
      id,
      user_id: who.mode === 'no-id' ? undefined : id,
      username: who.local,
    }
    if (who.mode === 'no-id') all.id = undefined
    return c.json(Object.fromEntries(fields.filter((f) => f in all).map((f) => [f, all[f]])))
  })
  return app
}
