/**
 * Device keys and the proofs made with them, modelled on DPoP (RFC 9449). A device key is a non-extractable ECDSA
 * P-256 key made with WebCrypto inside the frame; the host page cannot reach it. Every share request carries a
 * `DPoP` header: a JWT signed ES256 by the device key, its public JWK in the header, with
 *   htm, htu   the request's method and URL (no query), so a proof is good for one route only;
 *   nonce      a single-use challenge the server issued to this session (it expires within two minutes);
 *   ath        base64url(SHA-256(access token)), so a proof is good with one access token only;
 *   jti, iat   as RFC 9449 asks (freshness comes from the server's nonce, not from this device's clock).
 */
import { CompactSign, calculateJwkThumbprint, exportJWK } from 'jose'
import { toBase64Url, utf8 } from './encoding'

/** The `typ` of a proof JWT. */
export const PROOF_TYPE = 'dpop+jwt'

/** A device key and what the server knows it by. */
export interface DeviceKey {
  keyPair: CryptoKeyPair
  thumbprint: string
}

/** Makes a device key: the private half can sign but never be exported, not even by the frame. */
export async function createDeviceKey(): Promise<DeviceKey> {
  const keyPair = (await globalThis.crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
    'verify',
  ])) as CryptoKeyPair
  return { keyPair, thumbprint: await calculateJwkThumbprint(await publicJwk(keyPair)) }
}

/** The public JWK (kty, crv, x, y) of a device key. */
export async function publicJwk(keyPair: CryptoKeyPair) {
  const { kty, crv, x, y } = await exportJWK(keyPair.publicKey)
  return { kty, crv, x, y }
}

/** base64url(SHA-256(token)): the proof's `ath`. */
export async function accessTokenHash(token: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new Uint8Array(utf8(token)))
  return toBase64Url(new Uint8Array(digest))
}

/** Signs a proof for one request. `htu` is the URL without query or fragment. */
export async function signProof(
  key: Pick<DeviceKey, 'keyPair'>,
  request: { htm: string; htu: string; nonce: string; accessToken: string; now?: number },
): Promise<string> {
  const claims = {
    htm: request.htm,
    htu: request.htu,
    nonce: request.nonce,
    ath: await accessTokenHash(request.accessToken),
    jti: toBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(16))),
    iat: Math.floor((request.now ?? Date.now()) / 1000),
  }
  // jose's JWS signer (CompactSign: the JWT claims are plain JSON here, so the JWT builder adds nothing but bytes)
  return new CompactSign(utf8(JSON.stringify(claims)))
    .setProtectedHeader({ alg: 'ES256', typ: PROOF_TYPE, jwk: await publicJwk(key.keyPair) })
    .sign(key.keyPair.privateKey)
}
