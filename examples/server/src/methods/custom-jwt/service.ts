/**
 * Custom JWT login without HTTP: the app's config checked, the host's token verified (JWKS over https or a pinned
 * public key, the algorithm pinned, issuer, audience, `exp`, `iat`, the user id claim and the maximum age required),
 * and its `jti` spent once. Refusals are `CustomJwtError`s; the route turns them into answers.
 */
import { createRemoteJWKSet, importSPKI, type JWTVerifyOptions, jwtVerify } from 'jose'
import type { AppSettings } from '../../config'
import { validateCustomAuth } from '../../domain/custom-jwt'
import type { Storage } from '../../storage'

/**
 * Why a custom JWT login is refused: the app has it off (`disabled`) or stored a lax config (`misconfigured`); the
 * token does not verify (`invalid_token`); it verifies but its user id or `jti` is not usable (`unusable_claims`).
 */
export type CustomJwtErrorKind = 'disabled' | 'misconfigured' | 'invalid_token' | 'unusable_claims'

export class CustomJwtError extends Error {
  constructor(
    readonly kind: CustomJwtErrorKind,
    message: string,
  ) {
    super(message)
  }
}

type CustomAuth = NonNullable<AppSettings['customAuth']>

/** What a verified token says. */
export interface VerifiedCustomJwt {
  userId: string
  /** Its `email` claim when it is a string (for the allowlist). */
  email: string | null
  jti: string | undefined
  /** Unix seconds after which the token could no longer be accepted (`exp`, or `iat` plus the maximum age). */
  usableUntil: number
}

/** The app's custom auth config when it is on with a key source; `disabled` otherwise. */
export function enabledCustomAuth(settings: AppSettings): CustomAuth {
  const cfg = settings.customAuth
  if (!cfg?.enabled || (!cfg.jwksUrl && !cfg.publicKeyPem)) {
    throw new CustomJwtError('disabled', 'Custom authentication is not enabled')
  }
  return cfg
}

export interface CustomJwtVerifier {
  verify(appId: string, cfg: CustomAuth, token: string): Promise<VerifiedCustomJwt>
}

/** A verifier with its own cache of remote key sets (one per JWKS url). */
export function createCustomJwtVerifier(o: {
  now: () => number
  /** Largest accepted token age, in seconds. */
  maxAge: number
  devMode: boolean
}): CustomJwtVerifier {
  const jwks = new Map<string, ReturnType<typeof createRemoteJWKSet>>()
  return {
    async verify(appId, cfg, token) {
      // The config is checked at seeding; checked again here so an app stored by an older version cannot go lax.
      try {
        validateCustomAuth(appId, cfg, o.devMode)
      } catch {
        throw new CustomJwtError('misconfigured', 'Custom authentication is misconfigured')
      }
      const alg = cfg.algorithm || 'RS256'
      const userIdClaim = cfg.userIdClaim || 'sub'
      const options: JWTVerifyOptions = {
        currentDate: new Date(o.now()),
        issuer: cfg.issuer as string,
        audience: cfg.audience as string,
        algorithms: [alg],
        requiredClaims: [...new Set(['exp', 'iat', 'sub', userIdClaim])],
        maxTokenAge: o.maxAge,
      }
      let payload: Record<string, unknown>
      try {
        if (cfg.jwksUrl) {
          let set = jwks.get(cfg.jwksUrl)
          if (!set) {
            set = createRemoteJWKSet(new URL(cfg.jwksUrl))
            jwks.set(cfg.jwksUrl, set)
          }
          payload = (await jwtVerify(token, set, options)).payload
        } else {
          const key = await importSPKI(cfg.publicKeyPem as string, alg)
          payload = (await jwtVerify(token, key, options)).payload
        }
      } catch {
        throw new CustomJwtError('invalid_token', 'Invalid custom auth token')
      }
      const userId = payload[userIdClaim]
      const { email, jti } = payload
      const usableUntil = Math.min(payload.exp as number, (payload.iat as number) + o.maxAge)
      if (typeof userId !== 'string' || userId === '' || userId.length > 256) {
        throw new CustomJwtError('unusable_claims', 'The custom auth token has no user id')
      }
      if (jti !== undefined && (typeof jti !== 'string' || jti === '' || jti.length > 256)) {
        throw new CustomJwtError('unusable_claims', "The custom auth token's 'jti' is not a usable id")
      }
      return { userId, email: typeof email === 'string' ? email : null, jti, usableUntil }
    },
  }
}

/**
 * Spends the token's `jti` (kept until the token could no longer be accepted; the database arbitrates between
 * instances): true for its first use, which makes the login fresh; false for a replay or a token without `jti`.
 */
export async function spendJwtId(
  storage: Storage,
  appId: string,
  token: VerifiedCustomJwt,
  now: number,
): Promise<boolean> {
  return (
    typeof token.jti === 'string' &&
    (await storage.useJwtId(appId, token.jti, Math.ceil(token.usableUntil) + 1, now))
  )
}
