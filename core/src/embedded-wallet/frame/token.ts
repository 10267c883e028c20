/**
 * Access-token check inside the frame: the ES256 signature against the server's JWKS (WebCrypto), the audience
 * (this app), the expiry and the subject. The server checks the session again on every share it releases; this
 * check guards signing with a key already rebuilt in memory.
 */
import { FrameError } from '../protocol'
import { fromBase64Url, utf8 } from './encoding'

/** The claims the frame uses. */
export interface TokenClaims {
  userId: string
  expiresAt: number
}

/** Fetches the server's public keys (JWKS `keys`). */
export type JwksLoader = () => Promise<JsonWebKey[]>

/** Checks tokens for one app; keys are loaded once and cached. */
export function createTokenVerifier(options: { appId: string; loadJwks: JwksLoader; now: () => number }) {
  let keys: Promise<Array<{ kid: string | undefined; key: CryptoKey }>> | undefined
  const importKeys = async () => {
    const jwks = await options.loadJwks()
    const out: Array<{ kid: string | undefined; key: CryptoKey }> = []
    for (const jwk of jwks) {
      if (jwk.kty !== 'EC' || jwk.crv !== 'P-256') continue
      const { kty, crv, x, y } = jwk
      const kid = (jwk as { kid?: unknown }).kid
      out.push({
        kid: typeof kid === 'string' ? kid : undefined,
        key: await globalThis.crypto.subtle.importKey(
          'jwk',
          { kty, crv, x, y },
          { name: 'ECDSA', namedCurve: 'P-256' },
          false,
          ['verify'],
        ),
      })
    }
    return out
  }
  const load = () => {
    keys ??= importKeys().catch((error) => {
      keys = undefined
      throw error
    })
    return keys
  }
  const invalid = () => new FrameError('error', 'Missing or invalid access token')

  return async function verify(token: string): Promise<TokenClaims> {
    const parts = token.split('.')
    if (parts.length !== 3) throw invalid()
    let header: Record<string, unknown>
    let payload: Record<string, unknown>
    let signature: Uint8Array
    try {
      header = JSON.parse(new TextDecoder().decode(fromBase64Url(parts[0] as string)))
      payload = JSON.parse(new TextDecoder().decode(fromBase64Url(parts[1] as string)))
      signature = fromBase64Url(parts[2] as string)
    } catch {
      throw invalid()
    }
    if (header.alg !== 'ES256' || signature.length !== 64) throw invalid()
    const kid = typeof header.kid === 'string' ? header.kid : undefined
    let candidates = await load()
    // A key id we have not seen: the server rotated its signing key; load the set again, once.
    if (kid && !candidates.some((k) => k.kid === kid)) {
      keys = undefined
      candidates = await load()
    }
    const data = utf8(`${parts[0]}.${parts[1]}`)
    let valid = false
    for (const { kid: keyId, key } of candidates) {
      if (kid && keyId && keyId !== kid) continue
      if (
        await globalThis.crypto.subtle.verify(
          { name: 'ECDSA', hash: 'SHA-256' },
          key,
          new Uint8Array(signature),
          new Uint8Array(data),
        )
      ) {
        valid = true
        break
      }
    }
    if (!valid) throw invalid()
    const aud = payload.aud
    const audOk = aud === options.appId || (Array.isArray(aud) && aud.includes(options.appId))
    const exp = payload.exp
    if (!audOk || typeof exp !== 'number' || typeof payload.sub !== 'string') throw invalid()
    if (exp * 1000 <= options.now()) throw invalid()
    return { userId: payload.sub, expiresAt: exp }
  }
}
