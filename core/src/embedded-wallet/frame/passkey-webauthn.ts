/**
 * The frame's passkey ceremony for passkey recovery (./passkey-recovery.ts): WebAuthn with the `prf` extension, for
 * the frame origin's relying party. With a credential id: that passkey is asked (a synced passkey on a new device).
 * Without: a passkey is made for the wallet's recovery (with `prf` asked at creation, then read with a get when the
 * authenticator gives the output only then). The raw WebAuthn API is used
 * rather than @simplewebauthn/browser: the frame only needs one extension's bytes, and its bundle is on a budget.
 */
import { FrameError } from '../protocol'
import type { PrfResult, PrfSource } from './passkey-recovery'

type PrfOutputs = { enabled?: boolean; results?: { first?: BufferSource } }
const bytes = (b: BufferSource) =>
  new Uint8Array(ArrayBuffer.isView(b) ? b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) : b)
const TIMEOUT_MS = 120_000

const noPrf = () =>
  new FrameError('passkey_prf_unavailable', 'This passkey cannot protect a recovery share (no PRF)')

/** A refusal of the ceremony as a typed error: closed, timed out, removed, or no matching passkey. */
function ceremonyError(error: unknown): FrameError {
  if (error instanceof FrameError) return error
  const name = (error as { name?: unknown } | null)?.name
  return new FrameError(
    'passkey_canceled',
    name === 'NotAllowedError' || name === 'AbortError'
      ? 'The passkey prompt was closed or no passkey answered'
      : 'The passkey could not be used',
  )
}

function prfOf(credential: Credential | null): { id: Uint8Array; prf: PrfOutputs | undefined } {
  const c = credential as PublicKeyCredential | null
  if (!c) throw new FrameError('passkey_canceled', 'No passkey answered')
  const results = c.getClientExtensionResults() as { prf?: PrfOutputs }
  return { id: new Uint8Array(c.rawId), prf: results.prf }
}

/** WebAuthn in this document (the wallet frame), for `rpId` (the frame origin's host). */
export function createWebAuthnPrf(rpId: string, userName = 'Wallet recovery'): PrfSource {
  const cred = () => globalThis.navigator.credentials

  async function get(salt: Uint8Array, ids: Uint8Array[]): Promise<PrfResult> {
    const { id, prf } = prfOf(
      await cred().get({
        publicKey: {
          challenge: globalThis.crypto.getRandomValues(new Uint8Array(32)),
          rpId,
          timeout: TIMEOUT_MS,
          userVerification: 'required',
          allowCredentials: ids.map((i) => ({ type: 'public-key' as const, id: new Uint8Array(i) })),
          extensions: {
            prf: { eval: { first: new Uint8Array(salt) } },
          } as AuthenticationExtensionsClientInputs,
        },
      }),
    )
    const first = prf?.results?.first
    if (!first) throw noPrf()
    return { credentialId: id, output: bytes(first) }
  }

  async function make(salt: Uint8Array): Promise<PrfResult> {
    const { id, prf } = prfOf(
      await cred().create({
        publicKey: {
          challenge: globalThis.crypto.getRandomValues(new Uint8Array(32)),
          rp: { id: rpId, name: userName },
          user: {
            id: globalThis.crypto.getRandomValues(new Uint8Array(16)),
            name: userName,
            displayName: userName,
          },
          pubKeyCredParams: [
            { type: 'public-key', alg: -7 },
            { type: 'public-key', alg: -257 },
          ],
          timeout: TIMEOUT_MS,
          authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
          extensions: {
            prf: { eval: { first: new Uint8Array(salt) } },
          } as AuthenticationExtensionsClientInputs,
        },
      }),
    )
    const first = prf?.results?.first
    if (first) return { credentialId: id, output: bytes(first) }
    if (prf?.enabled !== true) throw noPrf()
    return get(salt, [id])
  }

  return {
    async evaluate(salt, credentialId) {
      try {
        if (credentialId) return await get(salt, [credentialId])
        return await make(salt)
      } catch (error) {
        throw ceremonyError(error)
      }
    },
  }
}
