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

server.service.on('beforeAuthorizeRedirect', (redirect, req) => {
  const hint = typeof req.query?.login_hint === 'string' ? req.query.login_hint : 'johndoe'
  if (hint === 'deny') {
    redirect.url.searchParams.delete('code')
    redirect.url.searchParams.set('error', 'access_denied')
    return
  }
  const code = redirect.url.searchParams.get('code')
  if (code) {
    hints.set(code, hint)
    if (hints.size > 1000) hints.delete(hints.keys().next().value)
  }
})

/** `[mode:]who` (see providers/common.ts): the modes this provider plays are unverified, fail-token and no-id. */
function parseHint(raw) {
  const colon = raw.indexOf(':')
  const head = colon > 0 ? raw.slice(0, colon) : ''
  const mode = ['unverified', 'fail-token', 'no-id'].includes(head) ? head : 'ok'
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
})

// 'fail-token:<who>': the token endpoint refuses the code
server.service.on('beforeResponse', (response, req) => {
  const code = typeof req.body?.code === 'string' ? req.body.code : ''
  if (parseHint(hints.get(code) ?? '').mode === 'fail-token') {
    response.statusCode = 400
    response.body = { error: 'invalid_grant', error_description: 'The code was refused' }
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
