/** Passkeys as an MFA method: turning it on and off, and a verification outside a prompt. */
import { LatchError } from '../../errors'
import { isCeremonyCancelled, isCeremonyNotAllowed } from '../../passkey/errors'
import { enrollPasskeyMfaCall, verifyPasskeyMfaCall } from '../../passkey/webauthn'
import type { User } from '../../user/types'
import type { MfaCommandContext } from './mfa.context'
import { unenroll } from './mfa.enrollment'
import { shownError, withPasskey } from './mfa.shared'

/** A browser's refusal as the flow's error: the sheet closed (or no passkey here) reads 'cancelled or not allowed'. */
function passkeyFailure(c: MfaCommandContext, error: unknown): unknown {
  if (isCeremonyNotAllowed(error) || isCeremonyCancelled(error)) {
    return new LatchError('passkey_not_allowed', c.ctx.messages['passkey.notAllowed'], {
      cause: error,
      retryable: true,
    })
  }
  return error
}

function requireUser(c: MfaCommandContext): void {
  if (c.ctx.$auth.get().status !== 'authenticated') {
    throw new LatchError('must_be_authenticated', c.ctx.messages['error.mustBeAuthenticated'])
  }
}

/**
 * Turns passkeys on as the user's MFA method: one of the user's passkeys answers now (the browser's sheet). The
 * step goes starting -> enrolled, or back to the method list with the error (no passkey on the account yet:
 * 'Add a passkey to your account first.').
 */
export async function enrollPasskeyMfa(c: MfaCommandContext): Promise<User> {
  requireUser(c)
  c.$state.set({ step: 'starting', method: 'passkey', phoneNumber: null })
  try {
    // through every step-up provider, as SMS and authenticator enrolments: a first method needs a step-up code
    // (`mfa_enroll passkey`), another one an MFA verification
    const user = await c.ctx.stepUp.guard(() => withPasskey(c, (call) => enrollPasskeyMfaCall(call)))
    c.ctx.session.setUser(user)
    c.$state.set({ step: 'enrolled', method: 'passkey' })
    return user
  } catch (error) {
    const failure = passkeyFailure(c, error)
    c.$state.set({ step: 'choose', error: shownError(c, failure) })
    throw failure
  }
}

/** Verifies the second factor with one of the user's passkeys, outside a prompt (this session is then fresh). */
export async function verifyPasskeyMfa(c: MfaCommandContext): Promise<void> {
  requireUser(c)
  try {
    await withPasskey(c, (call) => verifyPasskeyMfaCall(call))
  } catch (error) {
    throw passkeyFailure(c, error)
  }
}

/** Turns passkey MFA off (a stale session is asked to verify first). */
export function unenrollPasskeyMfa(c: MfaCommandContext): Promise<User> {
  return unenroll(c, 'passkey')
}
