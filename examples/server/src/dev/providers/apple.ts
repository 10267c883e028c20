/**
 * A local Sign in with Apple: `/auth/authorize` answers, like Apple with `response_mode=form_post`, a page that
 * POSTs `code` and `state` to the redirect URI, plus the `user` JSON (name and email) on the first authorization of
 * each user only; without form_post, asking for name or email is refused. `/auth/token` checks the client secret
 * (an ES256 JWT from the team, for the client, to https://appleid.apple.com, signed with the team's key) and answers
 * an RS256 id_token (`email_verified` as the string 'true', the nonce echoed); `/auth/keys` is the key set. Beside
 * the common modes it plays `wrong-nonce` (another login's nonce) and `forged` (signed by a key outside the set).
 */
import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import { html } from 'hono/html'
import { exportJWK, generateKeyPair, type JWK, jwtVerify, type KeyObject, SignJWT } from 'jose'
import { createGrants, type FakeClient, hang, identityFromHint, readForm } from './common'

export interface FakeAppleOptions extends Omit<FakeClient, 'clientSecret'> {
  /** The fake's own base URL: the id_token's issuer. */
  issuer: string
  teamId: string
  keyId: string
  /** The public half of the team key that signs client secrets. */
  teamPublicKey: KeyObject
}

/** The auto-submitting form Apple answers with `response_mode=form_post`. */
const formPost = (action: string, fields: Record<string, string>) => html`<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Sign in with Apple (local)</title></head>
  <body onload="document.forms[0].submit()">
    <form method="post" action="${action}">
      ${Object.entries(fields).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`)}
      <noscript><button type="submit">Continue</button></noscript>
    </form>
  </body>
</html>`

export async function fakeApple(options: FakeAppleOptions): Promise<Hono> {
  const app = new Hono()
  const grants = createGrants('a')
  const { privateKey, publicKey } = await generateKeyPair('RS256')
  /** A key outside the key set, under the same kid: what a forged id_token is signed with. */
  const forger = await generateKeyPair('RS256')
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'local-apple', alg: 'RS256', use: 'sig' }
  /** Users who already authorized the client: Apple sends their name only the first time. */
  const seen = new Set<string>()
  const subject = (who: { seed: Buffer }) =>
    `000${who.seed.readUInt16BE(0) % 1000}.${who.seed.subarray(2, 18).toString('hex')}.${who.seed.readUInt16BE(18) % 10000}`

  app.get('/auth/keys', (c) => c.json({ keys: [jwk] }))

  app.get('/auth/authorize', (c) => {
    const q = c.req.query()
    if (q.client_id !== options.clientId || !q.redirect_uri) return c.text('invalid_client', 400)
    const scopes = (q.scope ?? '').split(' ').filter(Boolean)
    if (scopes.length > 0 && q.response_mode !== 'form_post') {
      return c.text(
        'invalid_request: response_mode must be form_post when name or email scope is requested',
        400,
      )
    }
    const who = identityFromHint(q.login_hint)
    if (!who)
      return c.html(formPost(q.redirect_uri, { error: 'user_cancelled_authorize', state: q.state ?? '' }))
    const code = `c${randomBytes(4).toString('hex')}.0.${grants.issue({
      who,
      clientId: options.clientId,
      redirectUri: q.redirect_uri,
      scope: q.scope ?? '',
      challenge: null,
      nonce: q.nonce ?? null,
    })}`
    const fields: Record<string, string> = { state: q.state ?? '', code }
    const key = `${options.clientId}:${who.email}`
    if (scopes.length > 0 && !seen.has(key)) {
      seen.add(key)
      fields.user = JSON.stringify({ name: { firstName: who.name, lastName: 'Example' }, email: who.email })
    }
    return c.html(formPost(q.redirect_uri, fields))
  })

  app.post('/auth/token', async (c) => {
    const form = await readForm(c)
    if (form.client_id !== options.clientId || !form.client_secret)
      return c.json({ error: 'invalid_client' }, 400)
    try {
      const { protectedHeader } = await jwtVerify(form.client_secret, options.teamPublicKey, {
        issuer: options.teamId,
        subject: options.clientId,
        audience: 'https://appleid.apple.com',
        algorithms: ['ES256'],
      })
      if (protectedHeader.kid !== options.keyId) throw new Error('kid')
    } catch {
      return c.json({ error: 'invalid_client' }, 400)
    }
    const grant = grants.redeem(form.code?.split('.').at(-1))
    if (form.grant_type !== 'authorization_code' || !grant || form.redirect_uri !== grant.redirectUri) {
      return c.json({ error: 'invalid_grant' }, 400)
    }
    const { who } = grant
    if (who.mode === 'slow-token') await hang()
    if (who.mode === 'fail-token') return c.json({ error: 'invalid_grant' }, 400)
    const claims: Record<string, unknown> = {
      auth_time: Math.floor(Date.now() / 1000),
      nonce_supported: true,
      email: who.email,
      email_verified: who.mode === 'unverified' ? 'false' : 'true',
      is_private_email: 'false',
      ...(grant.nonce ? { nonce: who.mode === 'wrong-nonce' ? 'another-login' : grant.nonce } : {}),
    }
    let jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
      .setIssuer(options.issuer)
      .setAudience(options.clientId)
      .setIssuedAt()
      .setExpirationTime('10m')
    if (who.mode !== 'no-id') jwt = jwt.setSubject(subject(who))
    return c.json({
      access_token: grants.token(grant),
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: `r${randomBytes(16).toString('hex')}`,
      id_token: await jwt.sign(who.mode === 'forged' ? forger.privateKey : privateKey),
    })
  })
  return app
}
