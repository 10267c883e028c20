/**
 * The ES256 signing key (made on first start, kept in storage) and access tokens: `aud` = app id, `iss` =
 * config.issuer, `sub` = user id, `sid` = session id.
 */
import { exportJWK, exportSPKI, generateKeyPair, importJWK, type JWK, jwtVerify, SignJWT } from 'jose'
import type { Storage } from './storage'

export interface SigningKeys {
  kid: string
  privateKey: CryptoKey
  publicKey: CryptoKey
  publicJwk: JWK
  /** PEM SPKI of the public key (the app config's `verification_key`). */
  publicPem: string
}

export async function loadSigningKeys(storage: Storage): Promise<SigningKeys> {
  let stored = await storage.getSecret('es256_signing_key')
  if (!stored) {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true })
    const jwk = await exportJWK(privateKey)
    const kid = crypto.randomUUID()
    stored = await storage.putSecretIfAbsent('es256_signing_key', JSON.stringify({ ...jwk, kid }))
  }
  const jwk = JSON.parse(stored) as JWK & { kid: string }
  const privateKey = (await importJWK(jwk, 'ES256')) as CryptoKey
  const { d: _d, ...pub } = jwk
  const publicKey = (await importJWK(pub, 'ES256', { extractable: true })) as CryptoKey
  return {
    kid: jwk.kid,
    privateKey,
    publicKey,
    publicJwk: { ...pub, alg: 'ES256', use: 'sig', kid: jwk.kid },
    publicPem: await exportSPKI(publicKey),
  }
}

export interface AccessClaims {
  userId: string
  sessionId: string
  appId: string
}

export async function signAccessToken(
  keys: SigningKeys,
  claims: AccessClaims,
  opts: { issuer: string; ttl: number; now: number },
): Promise<string> {
  const iat = Math.floor(opts.now / 1000)
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: keys.kid })
    .setIssuer(opts.issuer)
    .setAudience(claims.appId)
    .setSubject(claims.userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + opts.ttl)
    .sign(keys.privateKey)
}

/** Verifies signature, issuer, audience and expiry; null on any failure. */
export async function verifyAccessToken(
  keys: SigningKeys,
  token: string,
  opts: { issuer: string; appId: string; now: number },
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keys.publicKey, {
      algorithms: ['ES256'],
      issuer: opts.issuer,
      audience: opts.appId,
      currentDate: new Date(opts.now),
    })
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null
    return { userId: payload.sub, sessionId: payload.sid, appId: opts.appId }
  } catch {
    return null
  }
}
