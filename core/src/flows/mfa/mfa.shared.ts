/** What the MFA commands share: texts, the error an enrolment step shows, and passkey calls with this client's WebAuthn. */
import type { WebAuthnLike } from '../../env'
import { LatchError } from '../../errors'
import { formatWalletMessage } from '../../messages.wallet'
import { isInvalidMfaCodeError, isMfaError, isMfaLockedOutError, mfaScreenError } from '../../mfa/mfa.errors'
import { loadWebAuthn, type PasskeyMfaCallContext } from '../../passkey/webauthn'
import type { MfaCommandContext } from './mfa.context'

/** A wallet text of the client's catalogue. */
export const text = (c: MfaCommandContext, key: Parameters<typeof formatWalletMessage>[1]) =>
  formatWalletMessage(c.ctx.messages, key)

/** Any thrown value as a `LatchError` (`unknown_error` for what is not one). */
export const toLatchError = (error: unknown): LatchError =>
  error instanceof LatchError ? error : new LatchError('unknown_error', String(error), { cause: error })

/** The error an enrolment step shows: code refusals read as the prompt's texts; the rest keep their message. */
export function shownError(c: MfaCommandContext, error: unknown): LatchError {
  const e = toLatchError(error)
  if (e.code === 'invalid_input' || isMfaError(e)) return e
  if (isInvalidMfaCodeError(e) || isMfaLockedOutError(e)) {
    return new LatchError(e.code, text(c, mfaScreenError(e).key), { cause: e })
  }
  return e
}

/** Runs a passkey MFA call with this client's WebAuthn; the prompt's Cancel (or closing it) ends its sheet. */
export async function withPasskey<T>(
  c: MfaCommandContext,
  run: (call: PasskeyMfaCallContext) => Promise<T>,
): Promise<T> {
  c.prompt.webauthnLoaded ??= loadWebAuthn(c.ctx.env)
  const webauthn: WebAuthnLike = await c.prompt.webauthnLoaded
  if (!webauthn.supported()) {
    throw new LatchError('passkey_unsupported', c.ctx.messages['passkey.unsupported'])
  }
  c.prompt.webauthn = webauthn
  try {
    return await run({ api: c.ctx.api, webauthn })
  } finally {
    if (c.prompt.webauthn === webauthn) c.prompt.webauthn = null
  }
}
