/**
 * Device proofs for the wallet share routes, modelled on DPoP (RFC 9449). The access token is necessary but not
 * sufficient: a request that releases or changes a share also carries `DPoP: <jwt>`, signed ES256 by a device
 * key that the wallet frame made (non-extractable, in the frame origin's IndexedDB) and registered for the wallet.
 * The JWT carries its public JWK in the header (checked with jose's `EmbeddedJWK`) and
 *   htm, htu   this request's method and URL (the configured public URL's origin, never the Host header's, and
 *              this path, no query);
 *   ath        base64url(SHA-256(the access token of the request));
 *   nonce      a single-use challenge this server issued to this session, less than `CHALLENGE_TTL_SECONDS` old,
 *              consumed by one atomic storage statement (so several server instances agree).
 * Refusals are 401 with a code: `missing_device_proof`, `invalid_device_proof`, `unknown_device_key`,
 * `use_dpop_nonce` (the nonce is unknown, used, expired or another session's; the answer carries a fresh one in
 * `DPoP-Nonce`). Freshness comes from the server's nonce, not from the device's clock (`iat` is only required).
 */
import { createHash, randomBytes } from 'node:crypto'
import { calculateJwkThumbprint, EmbeddedJWK, type JWK, jwtVerify } from 'jose'
import { type Ctx, type Deps, nowSeconds } from './context'
import { HttpError, rateLimited } from './http'
import type { EmbeddedWalletRecord, WalletDeviceRecord } from './storage'

/** How long a challenge may wait for its proof. */
export const CHALLENGE_TTL_SECONDS = 120
/**
 * Nonces a user may be handed per window, however they are handed out: the challenge route, the `DPoP-Nonce` of a
 * successful answer, and the fresh nonce of a `use_dpop_nonce` refusal all count (refused proofs must not mint
 * nonces without end).
 */
export const CHALLENGE_RATE = { max: 120, windowSeconds: 60 }
/** A proof JWT longer than this is not read. */
const MAX_PROOF_LENGTH = 4096

/** What a valid proof says: the device key (thumbprint and public JWK) and the nonce it used. */
export interface DeviceProof {
  thumbprint: string
  jwk: JWK
  nonce: string
}

const refuse = (code: string, message: string, headers: Record<string, string> = {}) =>
  new HttpError(401, code, message, headers)

/** A new device key id. */
export const newDeviceId = (): string => `wdk_${randomBytes(12).toString('hex')}`

/** Issues a single-use challenge for the caller's session: 429 `rate_limited` past the user's `CHALLENGE_RATE`. */
export async function issueChallenge(deps: Deps, c: Ctx): Promise<string> {
  const caller = c.get('caller')
  const hit = await deps.storage.hitRateLimit(
    `wallet-challenge:${caller.userId}`,
    CHALLENGE_RATE.max,
    CHALLENGE_RATE.windowSeconds,
    nowSeconds(deps),
  )
  if (!hit.allowed) throw rateLimited(hit.retryAfter)
  const nonce = randomBytes(24).toString('base64url')
  await deps.storage.putWalletChallenge({
    nonce,
    appId: c.get('app').id,
    userId: caller.userId,
    sessionId: caller.sessionId,
    expiresAt: nowSeconds(deps) + CHALLENGE_TTL_SECONDS,
  })
  return nonce
}

/**
 * Hands the next nonce to the frame with this answer (`DPoP-Nonce`), so its next share call needs no challenge.
 * Past the user's challenge limit none is offered (the answer stands; the next challenge call says when to retry).
 */
export async function offerNonce(deps: Deps, c: Ctx): Promise<void> {
  try {
    c.header('DPoP-Nonce', await issueChallenge(deps, c))
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 429)) throw error
  }
}

/**
 * The origin proofs must name: the configured public URL's (`publicUrl`, `LATCH_PUBLIC_URL`; by default the URL the
 * server listens at). Never the request's own: behind the node server that comes from the Host header, which the
 * caller chooses.
 */
function ownOrigin(deps: Deps): string | null {
  try {
    return new URL(deps.config.publicUrl).origin
  } catch {
    return null
  }
}

const accessToken = (c: Ctx) => /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? ''

/**
 * Checks the request's proof: signature by the key in its header, method, URL and access-token hash. Consumes
 * nothing and reads no registration: see `consumeNonce` and `requireDevice`.
 */
export async function readDeviceProof(deps: Deps, c: Ctx): Promise<DeviceProof> {
  const header = c.req.header('dpop')
  if (!header) throw refuse('missing_device_proof', 'This call needs a proof from a registered device key')
  const invalid = () => refuse('invalid_device_proof', 'The device proof is malformed or does not match')
  if (header.length > MAX_PROOF_LENGTH) throw invalid()
  let payload: Record<string, unknown>
  let jwk: JWK
  try {
    const verified = await jwtVerify(header, EmbeddedJWK, {
      typ: 'dpop+jwt',
      algorithms: ['ES256'],
      currentDate: new Date(deps.config.now()),
    })
    payload = verified.payload as Record<string, unknown>
    jwk = verified.protectedHeader.jwk as JWK
  } catch {
    throw invalid()
  }
  const { htm, htu, ath, nonce, jti, iat } = payload
  if (
    typeof htm !== 'string' ||
    typeof htu !== 'string' ||
    typeof ath !== 'string' ||
    typeof nonce !== 'string' ||
    nonce.length > 200 ||
    typeof jti !== 'string' ||
    typeof iat !== 'number'
  ) {
    throw invalid()
  }
  let target: URL
  try {
    target = new URL(htu)
  } catch {
    throw invalid()
  }
  if (
    htm !== c.req.method ||
    target.search !== '' ||
    target.hash !== '' ||
    target.pathname !== c.req.path ||
    target.origin !== ownOrigin(deps)
  ) {
    throw invalid()
  }
  if (ath !== createHash('sha256').update(accessToken(c)).digest('base64url')) throw invalid()
  return { thumbprint: await calculateJwkThumbprint(jwk), jwk, nonce }
}

/**
 * Consumes the proof's nonce: it must be one this server issued to this very session, unused and unexpired.
 * Otherwise 401 `use_dpop_nonce` with a fresh nonce for the caller to retry with (429 past the challenge limit).
 */
export async function consumeNonce(deps: Deps, c: Ctx, nonce: string): Promise<void> {
  const caller = c.get('caller')
  const ok = await deps.storage.consumeWalletChallenge(
    c.get('app').id,
    nonce,
    caller.sessionId,
    nowSeconds(deps),
  )
  if (!ok) {
    throw refuse('use_dpop_nonce', 'The proof needs a fresh nonce from this server', {
      'DPoP-Nonce': await issueChallenge(deps, c),
    })
  }
}

/**
 * A proof by a key registered for `wallet` (this user's, not revoked), its nonce consumed. Returns the device and
 * the proof. A key of another wallet or user, or one revoked, is `unknown_device_key`.
 */
export async function requireDevice(
  deps: Deps,
  c: Ctx,
  wallet: EmbeddedWalletRecord,
): Promise<{ device: WalletDeviceRecord; proof: DeviceProof }> {
  const proof = await readDeviceProof(deps, c)
  const device = await deps.storage.getWalletDevice(wallet.appId, proof.thumbprint)
  if (
    !device ||
    device.revokedAt !== null ||
    device.userId !== wallet.userId ||
    device.address.toLowerCase() !== wallet.address.toLowerCase()
  ) {
    throw refuse('unknown_device_key', 'This device key is not registered for this wallet')
  }
  await consumeNonce(deps, c, proof.nonce)
  return { device, proof }
}
