/**
 * A local TikTok (Login Kit for Web, v2): `/v2/auth/authorize/` (`client_key`, comma-separated scopes, PKCE),
 * `/v2/oauth/token/` (`client_key` and `client_secret` in the body; errors as `{ error, error_description, log_id }`)
 * and `/v2/user/info/?fields=...` (`{ data: { user }, error: { code: 'ok' } }`; `username` needs the
 * `user.info.profile` scope; TikTok gives no email).
 */
import { Hono } from 'hono'
import { consentRedirect, createGrants, type FakeClient, hang, pkceMatches, readForm } from './common'

const logId = () => `2026${Math.random().toString(16).slice(2, 14).toUpperCase()}`

export function fakeTikTok(client: FakeClient): Hono {
  const app = new Hono()
  const grants = createGrants('act.')
  const tokenError = (error: string, error_description: string) => ({
    error,
    error_description,
    log_id: logId(),
  })

  app.get('/v2/auth/authorize/', (c) => {
    const q = c.req.query()
    // TikTok's parameter is client_key; a client_id is a client it does not know
    if (q.client_key !== client.clientId || !q.redirect_uri) return c.text('client_key', 400)
    if (q.response_type !== 'code') return c.text('response_type', 400)
    // scopes travel comma-separated, and come back in `scopes`
    return consentRedirect(c, grants, q, {
      clientId: client.clientId,
      denied: { error: 'access_denied', error_description: 'The user denied the authorization request' },
      extra: { scopes: q.scope ?? '' },
    })
  })

  app.post('/v2/oauth/token/', async (c) => {
    const form = await readForm(c)
    if (form.client_key !== client.clientId || form.client_secret !== client.clientSecret) {
      return c.json(tokenError('invalid_client', 'Client key or secret is incorrect.'), 401)
    }
    const grant = grants.redeem(form.code)
    if (
      !grant ||
      form.redirect_uri !== grant.redirectUri ||
      !pkceMatches(grant.challenge, form.code_verifier)
    ) {
      return c.json(tokenError('invalid_grant', 'Authorization code is expired.'), 400)
    }
    if (grant.who.mode === 'slow-token') await hang()
    if (grant.who.mode === 'fail-token') return c.json(tokenError('server_error', 'Internal error.'), 500)
    return c.json({
      access_token: grants.token(grant),
      expires_in: 86400,
      open_id: openId(grant.who),
      refresh_expires_in: 31536000,
      refresh_token: `rft.${form.code}`,
      scope: grant.scope,
      token_type: 'Bearer',
    })
  })

  app.get('/v2/user/info/', async (c) => {
    const grant = grants.bearer(c)
    const error = (code: string, message: string) => ({ code, message, log_id: logId() })
    if (!grant) return c.json({ error: error('access_token_invalid', 'The access token is invalid.') }, 401)
    const { who } = grant
    const fields = (c.req.query('fields') ?? '').split(',').filter(Boolean)
    if (fields.includes('username') && !grant.scope.split(',').includes('user.info.profile')) {
      return c.json({ error: error('scope_not_authorized', 'The user did not authorize the scope.') }, 401)
    }
    if (who.mode === 'slow-user') await hang()
    if (who.mode === 'fail-user') return c.json({ error: error('internal_error', 'Internal error.') }, 500)
    const all: Record<string, unknown> = {
      open_id: who.mode === 'no-id' ? undefined : openId(who),
      union_id: `u${openId(who)}`,
      display_name: who.name,
      username: who.local,
      avatar_url: null,
    }
    const user = Object.fromEntries(fields.map((f) => [f, all[f]]))
    return c.json({ data: { user }, error: error('ok', '') })
  })
  return app
}

function openId(who: { seed: Buffer }): string {
  return `-000${who.seed.subarray(4, 22).toString('base64url')}`
}
