// A standalone OpenID Connect issuer (oauth2-mock-server's issuer and service) for the generic OIDC providers:
// discovery, JWKS, authorization code with PKCE and nonce, one client that authenticates with its secret (HTTP Basic
// or the form). Its discovery document advertises the signing algorithm of its key (the stock one always says RS256)
// and the client authentication it takes. Run in a worker thread for the reason oidc-worker.mjs gives.
//
// Its client id should be one that form-encoding leaves as it is (no '-', '_', '.', '~'...): the mock puts the
// HTTP Basic user name into the id_token's `aud` without decoding it (RFC 6749 2.3.1), where a real issuer decodes.
//
// `login_hint` on the authorization URL picks who signs in, `[mode:]who` as the other fakes (providers/common.ts):
// deny, unverified, fail-token, wrong-nonce, no-id; `hd:<domain>:who` signs in a Google Workspace user of <domain>.
import { createServer } from 'node:http'
import { parentPort, workerData } from 'node:worker_threads'
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server'

const { alg = 'RS256', clientId = 'acme', clientSecret = 'acme-secret' } = workerData ?? {}
const issuer = new OAuth2Issuer()
await issuer.keys.generate(alg)
const service = new OAuth2Service(issuer)

const hints = new Map()
const redeemed = new Set()
const remember = (set, value) => {
  set.add(value)
  if (set.size > 1000) set.delete(set.values().next().value)
}

function parseHint(raw) {
  const colon = raw.indexOf(':')
  const head = colon > 0 ? raw.slice(0, colon) : ''
  if (head === 'hd') {
    const rest = raw.slice(colon + 1)
    const at = rest.indexOf(':')
    return { mode: 'ok', hd: rest.slice(0, at), hint: rest.slice(at + 1) }
  }
  const mode = ['unverified', 'fail-token', 'no-id', 'wrong-nonce'].includes(head) ? head : 'ok'
  return { mode, hd: null, hint: mode === 'ok' ? raw : raw.slice(colon + 1) }
}

service.on('beforeAuthorizeRedirect', (redirect, req) => {
  const hint = typeof req.query?.login_hint === 'string' ? req.query.login_hint : 'johndoe'
  if (hint === 'deny') {
    redirect.url.searchParams.delete('code')
    redirect.url.searchParams.set('error', 'access_denied')
    redirect.url.searchParams.set('error_description', 'The user denied the request')
    return
  }
  const code = redirect.url.searchParams.get('code')
  if (code) {
    hints.set(code, hint)
    if (hints.size > 1000) hints.delete(hints.keys().next().value)
  }
})

service.on('beforeTokenSigning', (token, req) => {
  const code = typeof req.body?.code === 'string' ? req.body.code : ''
  const { mode, hd, hint } = parseHint(hints.get(code) ?? 'johndoe')
  const email = hint.includes('@') ? hint : `${hint}@example.com`
  const local = email.split('@')[0]
  token.payload.sub = `${alg.toLowerCase()}|${email}`
  token.payload.email = email
  token.payload.email_verified = mode !== 'unverified'
  token.payload.name = local.charAt(0).toUpperCase() + local.slice(1)
  token.payload.preferred_username = local
  if (hd) token.payload.hd = hd
  if (mode === 'no-id') delete token.payload.sub
  if (mode === 'wrong-nonce' && token.payload.nonce !== undefined) token.payload.nonce = 'another-login'
})

service.on('beforeResponse', (response, req) => {
  const code = typeof req.body?.code === 'string' ? req.body.code : ''
  const replayed = code !== '' && redeemed.has(code)
  if (code) remember(redeemed, code)
  const basic = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '')
  // RFC 6749 2.3.1: each part form-encoded, then base64 of `id:secret`
  const pair = basic ? Buffer.from(basic[1], 'base64').toString('utf8') : null
  const formDecode = (v) => decodeURIComponent(v.replace(/\+/g, ' '))
  const id = pair ? formDecode(pair.slice(0, pair.indexOf(':'))) : req.body?.client_id
  const secret = pair ? formDecode(pair.slice(pair.indexOf(':') + 1)) : req.body?.client_secret
  if (id !== clientId || secret !== clientSecret) {
    response.statusCode = 401
    response.body = { error: 'invalid_client', error_description: 'Client authentication failed' }
    return
  }
  if (replayed || parseHint(hints.get(code) ?? '').mode === 'fail-token') {
    response.statusCode = 400
    response.body = {
      error: 'invalid_grant',
      error_description: 'The authorization code is invalid or was used',
    }
  }
})

const handler = service.requestHandler
const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url?.split('?')[0] === '/.well-known/openid-configuration') {
    const url = issuer.url
    res.setHeader('content-type', 'application/json')
    res.end(
      JSON.stringify({
        issuer: url,
        authorization_endpoint: `${url}/authorize`,
        token_endpoint: `${url}/token`,
        userinfo_endpoint: `${url}/userinfo`,
        jwks_uri: `${url}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: [alg],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        code_challenge_methods_supported: ['S256'],
        scopes_supported: ['openid', 'email', 'profile'],
      }),
    )
    return
  }
  handler(req, res)
})
await new Promise((resolve) => server.listen(workerData?.port ?? 0, '127.0.0.1', resolve))
issuer.url = `http://127.0.0.1:${server.address().port}`

parentPort?.on('message', (message) => {
  if (message === 'stop') {
    server.closeAllConnections?.()
    server.close(() => {
      parentPort?.postMessage('stopped')
      parentPort?.close()
    })
  }
})
parentPort?.postMessage({ url: issuer.url })
