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

server.service.on('beforeTokenSigning', (token, req) => {
  const code = typeof req.body?.code === 'string' ? req.body.code : ''
  const raw = hints.get(code) ?? 'johndoe'
  // 'unverified:<who>' signs in <who> with an email the provider has not verified (email_verified: false)
  const unverified = raw.startsWith('unverified:')
  const hint = unverified ? raw.slice('unverified:'.length) : raw
  const local = hint.split('@')[0]
  token.payload.sub = `sub-${hint}`
  token.payload.email = hint.includes('@') ? hint : `${hint}@example.com`
  token.payload.email_verified = !unverified
  token.payload.name = local.charAt(0).toUpperCase() + local.slice(1)
  token.payload.preferred_username = local
})

parentPort?.on('message', async (message) => {
  if (message === 'stop') {
    await server.stop()
    parentPort?.postMessage('stopped')
    parentPort?.close()
  }
})
parentPort?.postMessage({ url })
