/**
 * Passkey recovery: the recovery share sealed under a key derived from a passkey's PRF output (the WebAuthn `prf`
 * extension, CTAP2 `hmac-secret`). The authenticator computes HMAC(credential secret, salt) and never gives out the
 * secret, so only the person's passkey (synced to their new devices by the passkey provider) can compute the same
 * 32 bytes again. HKDF-SHA256 splits that output into two secrets, as the recovery password's PBKDF2 output is split:
 * the AES-256-GCM key of the envelope and the recovery proof key, a secp256k1 key whose address the server keeps and
 * which signs a new device's registration. The salt is random per wallet (and per change of method). The envelope
 * is opaque bytes to this module: it seals whatever the share holds.
 *
 * Envelope: `v1.prf-hkdf.<credential id>.<salt>.<iv>.<ciphertext>` (base64url parts). The credential id and the
 * salt are not secret: with them the server can ask nobody's authenticator for anything.
 */
import { FrameError } from '../protocol'
import { fromBase64Url, toBase64Url } from './encoding'
import { malformedShare, open, seal, splitSecret } from './recovery-crypto'

/** What the passkey answers: the credential it used and its PRF output for the salt. */
export interface PrfResult {
  credentialId: Uint8Array
  output: Uint8Array
}

/**
 * The passkey ceremony, injected (WebAuthn in the frame, ./passkey-webauthn.ts; a test authenticator in tests).
 * `credentialId` absent: the person picks a passkey, or makes one when they have none. Fails with a `FrameError`:
 * `passkey_prf_unavailable` (the passkey answered without a PRF output), `passkey_canceled` (the person closed the
 * prompt, the authenticator was removed, or no passkey of this one was found).
 */
export interface PrfSource {
  evaluate(salt: Uint8Array, credentialId?: Uint8Array): Promise<PrfResult>
}

/** What a passkey's PRF output derives for one wallet. */
export interface PasskeySecrets {
  credentialId: Uint8Array
  salt: Uint8Array
  envelopeKey: CryptoKey
  proofKey: `0x${string}`
  proofAddress: `0x${string}`
}

const SALT_BYTES = 32
export const wrongPasskey = () =>
  new FrameError('invalid_recovery_passkey', 'This passkey does not open the recovery share')

/** Derives the envelope key and the proof key from a PRF output (32 bytes), bound to the salt. */
export async function derivePasskeySecrets(result: PrfResult, salt: Uint8Array): Promise<PasskeySecrets> {
  if (result.output.length !== 32) {
    throw new FrameError('passkey_prf_unavailable', 'The passkey gave no PRF output')
  }
  const split = await splitSecret(result.output, salt, 'latch-passkey-recovery')
  return { credentialId: result.credentialId, salt, ...split }
}

/** Asks the passkey (any the person picks) for a PRF output under a fresh salt: secrets for a new envelope. */
export async function newPasskeySecrets(source: PrfSource): Promise<PasskeySecrets> {
  const salt = globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  return derivePasskeySecrets(await source.evaluate(salt), salt)
}

/** The credential id and salt of a passkey envelope; null when it is not one. */
export function passkeyParams(envelope: string): { credentialId: Uint8Array; salt: Uint8Array } | null {
  const parts = envelope.split('.')
  if (parts.length !== 6 || parts[0] !== 'v1' || parts[1] !== 'prf-hkdf') return null
  try {
    const credentialId = fromBase64Url(parts[2] as string)
    const salt = fromBase64Url(parts[3] as string)
    if (credentialId.length === 0 || salt.length !== SALT_BYTES) return null
    return { credentialId, salt }
  } catch {
    return null
  }
}

/** Asks the envelope's passkey for its PRF output and derives the secrets that open it. */
export async function passkeySecretsFor(
  source: PrfSource,
  params: { credentialId: Uint8Array; salt: Uint8Array },
): Promise<PasskeySecrets> {
  const result = await source.evaluate(params.salt, params.credentialId)
  // a synced passkey answers with its own id: another one cannot derive the same key
  if (toBase64Url(result.credentialId) !== toBase64Url(params.credentialId)) throw wrongPasskey()
  return derivePasskeySecrets(result, params.salt)
}

/** Seals `plain` (whatever the recovery share holds) under the passkey's envelope key. */
export async function sealWithPasskey(
  plain: Uint8Array,
  secrets: PasskeySecrets,
  address: string,
): Promise<string> {
  const { iv, ct } = await seal(secrets.envelopeKey, plain, address)
  return ['v1', 'prf-hkdf', toBase64Url(secrets.credentialId), toBase64Url(secrets.salt), iv, ct].join('.')
}

/** Opens a passkey envelope; another passkey or a tampered envelope is `invalid_recovery_passkey`. */
export async function openWithPasskey(
  envelope: string,
  secrets: PasskeySecrets,
  address: string,
): Promise<Uint8Array> {
  const params = passkeyParams(envelope)
  if (!params) throw malformedShare()
  if (toBase64Url(params.salt) !== toBase64Url(secrets.salt)) throw wrongPasskey()
  const parts = envelope.split('.')
  let iv: Uint8Array
  let ct: Uint8Array
  try {
    iv = fromBase64Url(parts[4] as string)
    ct = fromBase64Url(parts[5] as string)
  } catch {
    throw malformedShare()
  }
  const plain = await open(secrets.envelopeKey, iv, ct, address)
  if (!plain) throw wrongPasskey()
  return plain
}
