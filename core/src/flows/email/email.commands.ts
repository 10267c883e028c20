/**
 * Email commands: send a code, check it, resend it. Each guards, sets a pending step, awaits the API, then sets the
 * result or the error (SPEC.md section 8 message) and rethrows.
 */
import { parseInitResponseJSON } from '../../api/shapes'
import { isLatchError, LatchError } from '../../errors'
import { normaliseLoginCode, validateLoginCode } from '../../rules/code'
import { isValidEmail, normaliseEmail } from '../../rules/email'
import { shouldCreateWalletOnLogin } from '../modal/modal.rules'
import { allowlistScreenData } from '../shared/allowlist'
import { authenticateOrLink } from '../shared/authenticate'
import type { FlowDeps } from '../shared/deps'
import { mapCodeError, mapSubmitError } from '../shared/errors'
import { canEnterEmailCode } from './email.rules'
import type { EmailStore } from './email.store'
import type {
  InitLoginWithEmailParameters,
  InitLoginWithEmailReturnType,
  LoginWithEmailCodeParameters,
  LoginWithEmailCodeReturnType,
} from './email.types'

/** What email commands need. */
export interface EmailCommandContext extends FlowDeps {
  store: EmailStore
}

/** Errors the email commands throw (always with a SPEC.md code). */
export type EmailCommandErrorType = LatchError

function toLatchError(error: unknown): LatchError {
  return isLatchError(error) ? error : new LatchError('unknown_auth_error', String(error), { cause: error })
}

function fail(
  c: EmailCommandContext,
  phase: 'submit' | 'code',
  email: string | null,
  error: unknown,
  mode = c.store.$state.get().mode,
  /** Which catalogue maps the error: a failed resend stays on code entry but reads as a failed send. */
  mapping: 'submit' | 'code' = phase,
): LatchError {
  const latchError = toLatchError(error)
  const mapped =
    mapping === 'submit'
      ? mapSubmitError(error, 'email', c.ctx.messages)
      : mapCodeError(error, c.ctx.messages, mode)
  c.store.$state.set({ step: 'error', mode, email, phase, error: latchError, message: mapped.message })
  if (mapped.allowlist) {
    c.modal.navigate('ALLOWLIST_REJECTION_SCREEN', {
      ...allowlistScreenData(c.ctx.$appConfig.get(), c.ctx.messages),
    })
  }
  return latchError
}

async function sendCode(
  c: EmailCommandContext,
  email: string,
  captchaToken: string | undefined,
): Promise<void> {
  const token = captchaToken ?? (await c.captcha.waitForToken()) ?? undefined
  try {
    await c.ctx.api.request({
      method: 'POST',
      path: '/api/v1/passwordless/init',
      body: token === undefined ? { email } : { email, token },
      parse: parseInitResponseJSON,
    })
  } finally {
    // A Turnstile token is single-use: the next send needs a fresh one.
    if (token !== undefined) c.captcha.reset()
  }
}

/** Sends a login (or link) code to an email: 'submitting', then 'awaiting-code' on AWAITING_PASSWORDLESS_CODE. */
export async function initLoginWithEmail(
  c: EmailCommandContext,
  parameters: InitLoginWithEmailParameters,
): Promise<InitLoginWithEmailReturnType> {
  const email = normaliseEmail(parameters.email)
  const current = c.store.$state.get()
  const authenticated = c.ctx.$auth.get().status === 'authenticated'
  const mode = parameters.mode ?? (current.mode === 'link' && authenticated ? 'link' : 'login')
  if (current.step === 'submitting' || current.step === 'verifying') {
    throw new LatchError('request_pending', 'An email login is already in progress')
  }
  if (!isValidEmail(email)) {
    const error = new LatchError('invalid_input', c.ctx.messages['email.invalid'])
    c.store.$state.set({ step: 'error', mode, email, phase: 'submit', error, message: error.message })
    throw error
  }
  c.store.$email.set(email)
  c.store.$state.set({ step: 'submitting', mode, email })
  try {
    await sendCode(c, email, parameters.captchaToken)
  } catch (error) {
    throw fail(c, 'submit', email, error)
  }
  c.store.$state.set({ step: 'awaiting-code', mode, email, resend: 'idle' })
  if (c.modal.$state.get().open)
    c.modal.navigate('AWAITING_PASSWORDLESS_CODE', { channel: 'email', recipient: email })
}

/** Sends the code again to the same email; the state stays on code entry ('resend' goes 'sending' then 'sent'). */
export async function resendEmailCode(c: EmailCommandContext): Promise<void> {
  const current = c.store.$state.get()
  if (!canEnterEmailCode(current) || current.email === null) {
    throw new LatchError('invalid_input', 'No email code to resend: call initLoginWithEmail first')
  }
  const { email, mode } = current
  c.store.$state.set({ step: 'awaiting-code', mode, email, resend: 'sending' })
  try {
    await sendCode(c, email, undefined)
  } catch (error) {
    throw fail(c, 'code', email, error, mode, 'submit')
  }
  c.store.$state.set({ step: 'awaiting-code', mode, email, resend: 'sent' })
}

/**
 * Checks the code (trimmed; 6 digits or 'Code should be numeric'), then authenticates or links. On success the
 * modal goes on to wallet creation or closes (see `afterLogin`).
 */
export async function loginWithEmailCode(
  c: EmailCommandContext,
  parameters: LoginWithEmailCodeParameters,
): Promise<LoginWithEmailCodeReturnType> {
  const current = c.store.$state.get()
  if (current.step === 'verifying')
    throw new LatchError('request_pending', 'An email login is already being verified')
  if (!canEnterEmailCode(current) || current.email === null) {
    throw new LatchError('invalid_input', 'No email code was sent: call initLoginWithEmail first')
  }
  const { email, mode } = current
  const invalid = validateLoginCode(parameters.code)
  if (invalid) throw fail(c, 'code', email, new LatchError('invalid_input', invalid))
  const code = normaliseLoginCode(parameters.code)
  c.store.$state.set({ step: 'verifying', mode, email })
  let result: LoginWithEmailCodeReturnType
  try {
    result = await authenticateOrLink(
      c.ctx,
      mode,
      { login: '/api/v1/passwordless/authenticate', link: '/api/v1/passwordless/link' },
      { email, code },
    )
  } catch (error) {
    throw fail(c, 'code', email, error)
  }
  c.store.$state.set({ step: 'done', mode, email, user: result.user, isNewUser: result.isNewUser })
  c.modal.afterLogin({
    createWallet: mode === 'login' && shouldCreateWalletOnLogin(c.ctx.$config.get(), result.user),
  })
  return result
}

/** Back to 'idle' (e.g. "use another email"), optionally switching between login and link. */
export function resetEmail(c: EmailCommandContext, mode: 'login' | 'link' = 'login'): void {
  c.store.$state.set({ step: 'idle', mode, email: null })
}
