// The local OIDC provider (oauth2-mock-server), run in a worker thread so it loads with Node's own module
// resolution (under vitest's module runner express's `router` gets the ESM build of `is-promise` and breaks).
import { parentPort, workerData } from 'node:worker_threads'
import { OAuth2Server } from 'oauth2-mock-server'

const server = new OAuth2Server()
await server.issuer.keys.generate('RS256')
await server.start(workerData?.port ?? 0, '127.0.0.1')
const url = `http://127.0.0.1:${server.address().port}`
server.issuer.url = url

/** code -> login_hint, so each authorization can sign in a different identity. */
const hints = new Map()
/** Codes already exchanged: a second exchange is refused, as every provider refuses a replayed code. */
const redeemed = new Set()

/** How each provider says the user refused (client ids are the provider names). */
const DENIALS = {
  google: { error: 'access_denied' },
  linkedin: { error: 'user_cancelled_login', error_description: 'The user cancelled LinkedIn login' },
}
/** How each provider's token endpoint refuses a code. */
const REFUSALS = {
  google: { error: 'invalid_grant', error_description: 'Bad Request' },
  linkedin: {
    error: 'invalid_request',
    error_description:
      'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code. Or authorization code expired.',
  },
}
const clientOf = (req) => (typeof req.body?.client_id === 'string' ? req.body.client_id : 'google')
/** Clients that authenticate (client id -> secret); the others are public clients. */
const secrets = workerData?.secrets ?? {}

server.service.on('beforeAuthorizeRedirect', (redirect, req) => {
  const hint = typeof req.query?.login_hint === 'string' ? req.query.login_hint : 'johndoe'
  if (hint === 'deny') {
    redirect.url.searchParams.delete('code')
    const denial = DENIALS[req.query?.client_id] ?? DENIALS.google
    for (const [k, v] of Object.entries(denial)) redirect.url.searchParams.set(k, v)
    return
  }
  const code = redirect.url.searchParams.get('code')
  if (code) {
    hints.set(code, hint)
    if (hints.size > 1000) hints.delete(hints.keys().next().value)
  }
})

/**
 * `[mode:]who` (see providers/common.ts): the modes this provider plays are unverified, fail-token, no-id and
 * wrong-nonce (the id_token carries a nonce other than the one of the authorization request).
 */
function parseHint(raw) {
  const colon = raw.indexOf(':')
  const head = colon > 0 ? raw.slice(0, colon) : ''
  const mode = ['unverified', 'fail-token', 'no-id', 'wrong-nonce'].includes(head) ? head : 'ok'
  return { mode, hint: mode === 'ok' ? raw : raw.slice(colon + 1) }
}

server.service.on('beforeTokenSigning', (token, req) => {
  const code = typeof req.body?.code === 'string' ? req.body.code : ''
  const { mode, hint } = parseHint(hints.get(code) ?? 'johndoe')
  const local = hint.split('@')[0]
  token.payload.sub = `sub-${hint}`
  token.payload.email = hint.includes('@') ? hint : `${hint}@example.com`
  // 'unverified:<who>' signs in <who> with an email the provider has not verified (email_verified: false)
  token.payload.email_verified = mode !== 'unverified'
  token.payload.name = local.charAt(0).toUpperCase() + local.slice(1)
  token.payload.preferred_username = local
  if (mode === 'no-id') delete token.payload.sub
  if (mode === 'wrong-nonce' && token.payload.nonce !== undefined) token.payload.nonce = 'another-login'
})

// a replayed code, and 'fail-token:<who>': the token endpoint refuses the code, in the provider's words
server.service.on('beforeResponse', (response, req) => {
  const code = typeof req.body?.code === 'string' ? req.body.code : ''
  const replayed = code !== '' && redeemed.has(code)
  if (code) {
    redeemed.add(code)
    if (redeemed.size > 1000) redeemed.delete(redeemed.values().next().value)
  }
  const client = clientOf(req)
  if (client in secrets && req.body?.client_secret !== secrets[client]) {
    response.statusCode = 401
    response.body = { error: 'invalid_client', error_description: 'Client authentication failed' }
    return
  }
  if (replayed || parseHint(hints.get(code) ?? '').mode === 'fail-token') {
    response.statusCode = 400
    response.body = REFUSALS[client] ?? REFUSALS.google
  }
})

parentPort?.on('message', async (message) => {
  if (message === 'stop') {
    await server.stop()
    parentPort?.postMessage('stopped')
    parentPort?.close()
  }
})
parentPort?.postMessage({ url })
