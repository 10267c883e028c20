/**
 * A local GitHub (OAuth App): `/login/oauth/authorize`, `/login/oauth/access_token` (client secret by HTTP Basic or
 * in the body; a refused code is a 200 with an `error` field, as GitHub answers; form-encoded unless the client
 * asks for JSON) and the API's `/user` (numeric `id`, `login`, `name`, public `email` null) and `/user/emails`
 * (the primary address, verified unless the hint says `unverified`, plus a verified noreply address that is not
 * primary). API calls without a User-Agent are refused, like GitHub's.
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

export function fakeGitHub(client: FakeClient): Hono {
  const app = new Hono()
  const grants = createGrants('gho_')

  app.get('/login/oauth/authorize', (c) => {
    const q = c.req.query()
    if (q.client_id !== client.clientId) return c.text('The client_id is not registered.', 404)
    if (!q.redirect_uri || !q.state) return c.text('redirect_uri and state are required.', 400)
    if (q.code_challenge && q.code_challenge_method !== 'S256') return c.text('Unsupported PKCE method.', 400)
    return consentRedirect(c, grants, q, {
      clientId: client.clientId,
      denied: { error: 'access_denied', error_description: 'The user has denied your application access.' },
    })
  })

  app.post('/login/oauth/access_token', async (c) => {
    const form = await readForm(c)
    const answer = (body: Record<string, string>) => {
      const json = (c.req.header('accept') ?? '').includes('application/json')
      return json
        ? c.json(body)
        : c.body(new URLSearchParams(body).toString(), 200, {
            'content-type': 'application/x-www-form-urlencoded',
          })
    }
    const creds = clientCredentials(c, form)
    if (creds.id !== client.clientId || creds.secret !== client.clientSecret) {
      return answer({
        error: 'incorrect_client_credentials',
        error_description: 'The client_id and/or client_secret passed are incorrect.',
      })
    }
    const grant = grants.redeem(form.code)
    if (!grant) {
      return answer({
        error: 'bad_verification_code',
        error_description: 'The code passed is incorrect or expired.',
      })
    }
    if (form.redirect_uri !== undefined && form.redirect_uri !== grant.redirectUri) {
      return answer({
        error: 'redirect_uri_mismatch',
        error_description: 'The redirect_uri MUST match the registered callback URL for this application.',
      })
    }
    if (!pkceMatches(grant.challenge, form.code_verifier)) {
      return answer({
        error: 'bad_verification_code',
        error_description: 'The code_verifier does not match.',
      })
    }
    if (grant.who.mode === 'slow-token') await hang()
    if (grant.who.mode === 'fail-token') {
      return answer({
        error: 'bad_verification_code',
        error_description: 'The code passed is incorrect or expired.',
      })
    }
    return answer({
      access_token: grants.token(grant),
      token_type: 'bearer',
      scope: grant.scope.replace(/ /g, ','),
    })
  })

  const api = new Hono()
  api.use(async (c, next) => {
    if (!c.req.header('user-agent')) {
      return c.json(
        {
          message:
            'Request forbidden by administrative rules. Please make sure your request has a User-Agent header.',
        },
        403,
      )
    }
    if (!grants.bearer(c)) return c.json({ message: 'Bad credentials', status: '401' }, 401)
    await next()
  })
  api.get('/user', async (c) => {
    const { who } = grants.bearer(c) as NonNullable<ReturnType<typeof grants.bearer>>
    if (who.mode === 'slow-user') await hang()
    if (who.mode === 'fail-user') return c.json({ message: 'Server Error' }, 500)
    const user = {
      login: who.local,
      id: who.seed.readUInt32BE(0) % 2 ** 30 || 1,
      name: who.name,
      email: null,
    }
    if (who.mode === 'no-id') return c.json({ ...user, id: undefined })
    return c.json(user)
  })
  api.get('/user/emails', (c) => {
    const { who } = grants.bearer(c) as NonNullable<ReturnType<typeof grants.bearer>>
    return c.json([
      { email: `${who.local}@users.noreply.github.com`, primary: false, verified: true, visibility: null },
      { email: who.email, primary: true, verified: who.mode !== 'unverified', visibility: 'private' },
    ])
  })
  app.route('/api', api)
  return app
}
