/**
 * The MFA-guarded call: runs a wallet call; when the server wants a fresh MFA verification, asks the person for a
 * code (through an injected `askForCode`, the pending-request primitive in the client), verifies it and runs the
 * call again. At most 4 codes are tried; each wait for a code lasts at most 300 000 ms (through the clock).
 */
import { MFA_CODE_WAIT_MS, MFA_MAX_ATTEMPTS } from '../constants'
import type { Clock } from '../env'
import { isLatchError } from '../errors'
import type { WalletMessageKey } from '../messages.wallet'
import {
  isInvalidMfaCodeError,
  isMfaError,
  isMfaLockedOutError,
  isMfaRequiredError,
  type MfaErrorCode,
  mfaError,
} from './mfa.errors'
import type { MfaCodeRequest, MfaMethod, MfaSubmission } from './mfa.types'

/** Parameters of `runMfaGuarded`. */
export interface RunMfaGuardedParameters<T> {
  /** The wallet call; it throws `missing_or_invalid_mfa` (or `mfa_required`) while MFA is needed. */
  call: () => Promise<T>
  /** Asks the person for a code; rejecting means they closed the prompt ('MFA canceled'). */
  askForCode: (request: MfaCodeRequest) => Promise<MfaSubmission>
  /** Verifies a code (the server's verify call, or the wallet frame's `privy:mfa:verify`). */
  verify: (submission: MfaSubmission) => Promise<unknown>
  clock: Clock
  /** The user's enrolled methods; a code for another method is 'Unsupported MFA method'. @default both */
  methods?: readonly MfaMethod[]
  /** @default MFA_MAX_ATTEMPTS (4) */
  maxAttempts?: number
  /** @default MFA_CODE_WAIT_MS (300 000) */
  codeWaitMs?: number
  /** Tells whether an error of `call` means MFA is needed. @default `isMfaRequiredError` */
  requiresMfa?: (error: unknown) => boolean
  /**
   * The prompt's text for a failed verification that may be tried again (within the attempt budget), or null for an
   * error that ends the call. @default a wrong code ('mfa.invalidCodeScreen'), else null
   */
  retryText?: (error: unknown) => WalletMessageKey | null
  /** The client's texts (host overrides). */
  catalogue?: Partial<Record<WalletMessageKey, string>>
}

/** The pending request ended with the session (a logout): the call rejects with that, not as a cancel. */
const isSessionEnded = (error: unknown) => isLatchError(error) && error.code === 'session_ended'

/** Waits for one code, rejecting with 'mfa_timeout' after `ms` (and aborting the ask so no prompt is left). */
function waitForCode(
  ask: RunMfaGuardedParameters<unknown>['askForCode'],
  request: Omit<MfaCodeRequest, 'signal'>,
  clock: Clock,
  ms: number,
  fail: (code: MfaErrorCode, cause?: unknown) => Error,
): Promise<MfaSubmission> {
  const controller = new AbortController()
  return new Promise<MfaSubmission>((resolve, reject) => {
    let settled = false
    const timer = clock.setTimeout(() => {
      if (settled) return
      settled = true
      controller.abort(fail('mfa_timeout'))
      reject(fail('mfa_timeout'))
    }, ms)
    let asked: Promise<MfaSubmission>
    try {
      asked = Promise.resolve(ask({ ...request, signal: controller.signal }))
    } catch (cause) {
      asked = Promise.reject(cause)
    }
    asked.then(
      (submission) => {
        if (settled) return
        settled = true
        clock.clearTimeout(timer)
        resolve(submission)
      },
      (cause) => {
        if (settled) return
        settled = true
        clock.clearTimeout(timer)
        // the prompt's own MFA errors (its timeout) and the session's end (4100) pass through; anything else is the
        // person closing it
        reject(isMfaError(cause) || isSessionEnded(cause) ? cause : fail('mfa_canceled', cause))
      },
    )
  })
}

/**
 * Runs `call`, getting an MFA verification first whenever it asks for one: up to `maxAttempts` codes in all (a
 * wrong code asks again with 'The code you entered is not valid'), each awaited for up to `codeWaitMs`. Rejects
 * with 'mfa_verification_max_attempts_reached', 'mfa_timeout', 'mfa_canceled' or 'unsupported_mfa_method';
 * other errors of `call` and `verify` pass through.
 */
export async function runMfaGuarded<T>(parameters: RunMfaGuardedParameters<T>): Promise<T> {
  const maxAttempts = parameters.maxAttempts ?? MFA_MAX_ATTEMPTS
  const codeWaitMs = parameters.codeWaitMs ?? MFA_CODE_WAIT_MS
  const requiresMfa = parameters.requiresMfa ?? isMfaRequiredError
  const retryText = parameters.retryText ?? invalidCodeText
  const methods = parameters.methods ?? ['sms', 'totp']
  const fail = (code: MfaErrorCode, cause?: unknown) =>
    mfaError(code, { cause, catalogue: parameters.catalogue })
  let attempts = 0
  let lastError: WalletMessageKey | null = null

  for (;;) {
    try {
      return await parameters.call()
    } catch (error) {
      if (!requiresMfa(error)) throw error
      if (attempts >= maxAttempts) throw fail('mfa_verification_max_attempts_reached', error)
    }
    // one verified code per round; wrong codes ask again within the same attempt budget
    for (;;) {
      if (attempts >= maxAttempts) throw fail('mfa_verification_max_attempts_reached')
      attempts += 1
      const submission = await waitForCode(
        parameters.askForCode,
        { attempt: attempts, maxAttempts, error: lastError },
        parameters.clock,
        codeWaitMs,
        fail,
      )
      if (!submission || !methods.includes(submission.method)) throw fail('unsupported_mfa_method')
      try {
        await parameters.verify(submission)
        lastError = null
        break
      } catch (error) {
        if (isMfaLockedOutError(error)) throw fail('mfa_verification_max_attempts_reached', error)
        const text = retryText(error)
        if (!text) throw error
        lastError = text
      }
    }
  }
}

/** A code refused by the client's own check (letters, wrong length) counts as a wrong code. */
const isInvalidInput = (error: unknown) => isLatchError(error) && error.code === 'invalid_input'

/** A wrong code (the server's, or the client's own check) asks again with 'The code you entered is not valid'. */
export function invalidCodeText(error: unknown): WalletMessageKey | null {
  return isInvalidMfaCodeError(error) || isInvalidInput(error) ? 'mfa.invalidCodeScreen' : null
}
