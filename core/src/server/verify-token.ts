/**
 * Access token verification: ES256 only, signed by one of the app's keys (its JWKS, or a key given offline),
 * `iss` the server's issuer, `aud` the app id, `exp` not passed (with a small clock tolerance), `sub` and `sid`
 * present. Every refusal is a `LatchServerError` with `invalid_token` or `expired_token`.
 */
import { importJWK, importSPKI, type JWK, type JWTVerifyGetKey, jwtVerify } from 'jose'
import { LatchServerError } from './errors'
import type { KeySet } from './key-set'
import type { AuthTokenClaims } from './types'

export interface TokenVerifierOptions {
  appId: string
  issuer: string
  clockToleranceSeconds: number
  now: () => number
  /** The app's JWKS (null when verifying only offline). */
  keySet: KeySet | null
}

type VerifyKey = CryptoKey | Uint8Array | JWTVerifyGetKey

/** Imports a verification key given offline: PEM SPKI (the app config's `verification_key`) or a JWK. */
export async function importVerificationKey(key: string | JWK): Promise<CryptoKey> {
  try {
    const imported = typeof key === 'string' ? await importSPKI(key, 'ES256') : await importJWK(key, 'ES256')
    return imported as CryptoKey
  } catch (cause) {
    throw new LatchServerError(
      'invalid_request',
      'The verification key is not an ES256 public key (PEM or JWK)',
      {
        cause,
      },
    )
  }
}

const invalid = (message: string, cause?: unknown) =>
  new LatchServerError('invalid_token', message, { cause })

/** Why jose refused a token, in words that name no part of it. */
function refusal(error: unknown): LatchServerError {
  if (error instanceof LatchServerError) return error
  const e = error as { code?: string; claim?: string }
  switch (e.code) {
    case 'ERR_JWT_EXPIRED':
      return new LatchServerError('expired_token', 'The access token has expired', { cause: error })
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED':
      if (e.claim === 'aud') return invalid('The access token is for another app', error)
      if (e.claim === 'iss') return invalid('The access token was not issued by this Latch server', error)
      return invalid(`The access token's ${e.claim ?? 'claims'} claim is not valid`, error)
    case 'ERR_JOSE_ALG_NOT_ALLOWED':
    case 'ERR_JOSE_NOT_SUPPORTED':
      return invalid('The access token is not signed with ES256', error)
    case 'ERR_JWKS_NO_MATCHING_KEY':
    case 'ERR_JWKS_MULTIPLE_MATCHING_KEYS':
      return invalid('The access token is signed by a key the app does not use (any more)', error)
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
      return invalid("The access token's signature is not valid", error)
    default:
      return invalid('The access token is malformed', error)
  }
}

/** Verifies a token against `key` (a key given offline) or the options' key set. */
export async function verifyToken(
  options: TokenVerifierOptions,
  token: unknown,
  key: CryptoKey | null,
): Promise<AuthTokenClaims> {
  if (typeof token !== 'string' || token.trim() === '') throw invalid('No access token')
  const bare = token.replace(/^Bearer\s+/i, '').trim()
  const verifyKey: VerifyKey | null = key ?? options.keySet?.getKey ?? null
  if (!verifyKey)
    throw new LatchServerError('invalid_request', 'No verification key and no JWKS to check the token')
  let payload: Record<string, unknown>
  try {
    ;({ payload } = await jwtVerify(bare, verifyKey as JWTVerifyGetKey, {
      algorithms: ['ES256'],
      issuer: options.issuer,
      audience: options.appId,
      clockTolerance: options.clockToleranceSeconds,
      currentDate: new Date(options.now()),
      requiredClaims: ['exp', 'iat', 'sub'],
    }))
  } catch (error) {
    throw refusal(error)
  }
  const { sub, sid, iat, exp } = payload
  if (typeof sub !== 'string' || sub === '' || typeof sid !== 'string' || sid === '') {
    throw invalid('The access token names no user or session')
  }
  return {
    userId: sub,
    appId: options.appId,
    sessionId: sid,
    issuedAt: iat as number,
    expiration: exp as number,
  }
}
