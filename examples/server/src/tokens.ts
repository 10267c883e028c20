/**
 * Per-app ES256 signing keys with `kid` and rotation, kept in storage (`signing_keys:<app id>`, the private keys
 * sealed with the data key), and access tokens: `aud` = app id, `iss` = config.issuer, `sub` = user id,
 * `sid` = session id. After a rotation the JWKS serves the new key and the previous one, so tokens signed before it
 * stay verifiable until they expire; older keys are dropped.
 */
import { exportJWK, exportSPKI, generateKeyPair, importJWK, type JWK, jwtVerify, SignJWT } from 'jose'
import type { DataCrypto } from './secrets'
import type { Storage } from './storage'

export interface SigningKey {
  kid: string
  privateKey: CryptoKey
  publicKey: CryptoKey
  publicJwk: JWK
  /** PEM SPKI of the public key (the app config's `verification_key`). */
  publicPem: string
}

/** The signing keys of every app. */
export interface SigningKeys {
  /** The key that signs new tokens for `appId` (made on first use). */
  current(appId: string): Promise<SigningKey>
  /** The public JWKs to serve for `appId`: the current key first, then the previous one. */
  jwks(appId: string): Promise<JWK[]>
  /** The public key for a token header's `kid`, or null when it is not (or no longer) one of the app's keys. */
  verifyKey(appId: string, kid: string): Promise<CryptoKey | null>
  /** Makes a new current key; the old one stays in the JWKS as the previous key. */
  rotate(appId: string): Promise<SigningKey>
  /**
   * Moves the single plain key of earlier versions under every app in `appIds` (sealed, as each app's first key) and
   * then deletes its plain row, so a copy of the database no longer holds a private key in the clear. True when
   * there was one to retire.
   */
  retireLegacyKey(appIds: readonly string[]): Promise<boolean>
}

interface StoredKey {
  kid: string
  /** Private JWK, sealed with the data key. */
  sealed: string
  createdAt: number
}

/** How long the imported keys are used before storage is read again. */
const REREAD_MS = 5000
/** Keys kept per app: the current one and the previous one. */
const KEEP = 2
/** The single key of earlier versions: the first key of every app, so issued tokens and pinned PEMs keep working. */
const LEGACY_KEY = 'es256_signing_key'

/** The secrets row of an app's signing keys (a JSON list; each private key sealed, bound to this name). */
export const signingKeysName = (appId: string) => `signing_keys:${appId}`

async function toSigningKey(jwk: JWK & { kid: string }): Promise<SigningKey> {
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

async function newJwk(): Promise<JWK & { kid: string }> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true })
  return { ...(await exportJWK(privateKey)), kid: crypto.randomUUID() }
}

export function createSigningKeys(storage: Storage, data: DataCrypto, now: () => number): SigningKeys {
  // Imported keys, cached by the stored JSON. New tokens are signed with a key at most REREAD_MS old (a key rotated
  // out by another instance still verifies everywhere, as the previous key). The JWKS and a token whose `kid` is not
  // in the cache read storage at once, so every instance serves and accepts a key as soon as any instance made it.
  const cache = new Map<string, { raw: string; keys: SigningKey[]; readAt: number }>()
  const name = signingKeysName

  const decode = async (appId: string, raw: string): Promise<SigningKey[]> => {
    const hit = cache.get(appId)
    if (hit?.raw === raw) {
      hit.readAt = now()
      return hit.keys
    }
    const stored = JSON.parse(raw) as StoredKey[]
    const keys = await Promise.all(
      stored.map((k) => toSigningKey(JSON.parse(data.open(k.sealed, name(appId))) as JWK & { kid: string })),
    )
    cache.set(appId, { raw, keys, readAt: now() })
    return keys
  }

  const seal = (appId: string, jwk: JWK & { kid: string }): StoredKey => ({
    kid: jwk.kid,
    sealed: data.seal(JSON.stringify(jwk), name(appId)),
    createdAt: Math.floor(now() / 1000),
  })

  const load = async (appId: string, fresh = false): Promise<SigningKey[]> => {
    const hit = cache.get(appId)
    if (!fresh && hit && now() - hit.readAt < REREAD_MS && now() >= hit.readAt) return hit.keys
    let raw = await storage.getSecret(name(appId))
    if (!raw) {
      const legacy = await storage.getSecret(LEGACY_KEY)
      const jwk = legacy ? (JSON.parse(legacy) as JWK & { kid: string }) : await newJwk()
      raw = await storage.putSecretIfAbsent(name(appId), JSON.stringify([seal(appId, jwk)]))
    }
    return decode(appId, raw)
  }

  return {
    async current(appId) {
      return (await load(appId))[0] as SigningKey
    },
    async jwks(appId) {
      return (await load(appId, true)).map((k) => k.publicJwk)
    },
    async verifyKey(appId, kid) {
      const known = (await load(appId)).find((k) => k.kid === kid)
      if (known) return known.publicKey
      // perhaps another instance rotated since we last read: one primary-key read settles it
      return (await load(appId, true)).find((k) => k.kid === kid)?.publicKey ?? null
    },
    async retireLegacyKey(appIds) {
      if ((await storage.getSecret(LEGACY_KEY)) === null) return false
      // each app's key row is written before the plain row goes (first writer wins, so instances agree)
      for (const appId of appIds) await load(appId, true)
      return storage.deleteSecret(LEGACY_KEY)
    },
    async rotate(appId) {
      await load(appId)
      // compare and set: two rotations at once (two operators, two instances) both land, one after the other
      for (;;) {
        const raw = (await storage.getSecret(name(appId))) as string
        const stored = JSON.parse(raw) as StoredKey[]
        const next = JSON.stringify([seal(appId, await newJwk()), ...stored].slice(0, KEEP))
        if (await storage.replaceSecret(name(appId), raw, next))
          return (await load(appId, true))[0] as SigningKey
      }
    },
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
  const key = await keys.current(claims.appId)
  const iat = Math.floor(opts.now / 1000)
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: key.kid })
    .setIssuer(opts.issuer)
    .setAudience(claims.appId)
    .setSubject(claims.userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + opts.ttl)
    .sign(key.privateKey)
}

/** Verifies signature (the app's key named by `kid`), issuer, audience and expiry; null on any failure. */
export async function verifyAccessToken(
  keys: SigningKeys,
  token: string,
  opts: { issuer: string; appId: string; now: number },
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(
      token,
      async (header) => {
        const key = header.kid ? await keys.verifyKey(opts.appId, header.kid) : null
        if (!key) throw new Error('unknown kid')
        return key
      },
      {
        algorithms: ['ES256'],
        issuer: opts.issuer,
        audience: opts.appId,
        currentDate: new Date(opts.now),
      },
    )
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null
    return { userId: payload.sub, sessionId: payload.sid, appId: opts.appId }
  } catch {
    return null
  }
}
