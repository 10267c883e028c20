/**
 * SMS commands: load the phone rules, send a code, check it, resend it. Each guards, sets a pending step, awaits the API, then sets the
 * result or the error (SPEC.md section 8 message) and rethrows.
 */
import { parseInitResponseJSON } from '../../api/shapes'
import { isLatchError, LatchError } from '../../errors'
import { normaliseLoginCode, validateLoginCode } from '../../rules/code'
import type { PhoneRules } from '../../rules/phone'
import { loadPhoneRules } from '../../rules/phone'
import { shouldCreateWalletOnLogin } from '../modal/modal.rules'
import { allowlistScreenData } from '../shared/allowlist'
import { authenticateOrLink } from '../shared/authenticate'
import type { FlowDeps } from '../shared/deps'
import { mapCodeError, mapSubmitError } from '../shared/errors'
import { canEnterSmsCode } from './sms.rules'
import type { SmsStore } from './sms.store'
import type {
  InitLoginWithSmsParameters,
  InitLoginWithSmsReturnType,
  LoginWithSmsCodeParameters,
  LoginWithSmsCodeReturnType,
} from './sms.types'

/** What SMS commands need. */
export interface SmsCommandContext extends FlowDeps {
  store: SmsStore
}

/** Errors the SMS commands throw (always with a SPEC.md code). */
export type SmsCommandErrorType = LatchError

function toLatchError(error: unknown): LatchError {
  return isLatchError(error) ? error : new LatchError('unknown_auth_error', String(error), { cause: error })
}

function fail(
  c: SmsCommandContext,
  phase: 'submit' | 'code',
  phoneNumber: string | null,
  error: unknown,
  mode = c.store.$state.get().mode,
  /** Which catalogue maps the error: a failed resend stays on code entry but reads as a failed send. */
  mapping: 'submit' | 'code' = phase,
): LatchError {
  const latchError = toLatchError(error)
  const mapped =
    mapping === 'submit'
      ? mapSubmitError(error, 'sms', c.ctx.messages)
      : mapCodeError(error, c.ctx.messages, mode)
  c.store.$state.set({ step: 'error', mode, phoneNumber, phase, error: latchError, message: mapped.message })
  if (mapped.allowlist) {
    c.modal.navigate('ALLOWLIST_REJECTION_SCREEN', {
      ...allowlistScreenData(c.ctx.$appConfig.get(), c.ctx.messages),
    })
  }
  return latchError
}

async function sendCode(
  c: SmsCommandContext,
  phoneNumber: string,
  captchaToken: string | undefined,
): Promise<void> {
  const token = captchaToken ?? (await c.captcha.waitForToken()) ?? undefined
  try {
    await c.ctx.api.request({
      method: 'POST',
      path: '/api/v1/passwordless_sms/init',
      body: token === undefined ? { phoneNumber } : { phoneNumber, token },
      parse: parseInitResponseJSON,
    })
  } finally {
    // A Turnstile token is single-use: the next send needs a fresh one.
    if (token !== undefined) c.captcha.reset()
  }
}

/** Loads libphonenumber-js once (when the SMS flow starts); 'loading' then 'ready' or 'error'. */
export async function loadSmsRules(c: SmsCommandContext): Promise<PhoneRules> {
  const loaded = c.store.$rules.get()
  if (loaded) return loaded
  c.store.$rulesStatus.set('loading')
  try {
    const rules = await loadPhoneRules()
    c.store.$rules.set(rules)
    c.store.$rulesStatus.set('ready')
    return rules
  } catch (error) {
    c.store.$rulesStatus.set('error')
    throw new LatchError('phone_rules_unavailable', c.ctx.messages['sms.issueSubmitting'], {
      cause: error,
      retryable: true,
    })
  }
}

/** Sends a login (or link) code to a phone (E.164 for the country): 'submitting', then 'awaiting-code'. */
export async function initLoginWithSms(
  c: SmsCommandContext,
  parameters: InitLoginWithSmsParameters,
): Promise<InitLoginWithSmsReturnType> {
  const current = c.store.$state.get()
  const authenticated = c.ctx.$auth.get().status === 'authenticated'
  const mode = parameters.mode ?? (current.mode === 'link' && authenticated ? 'link' : 'login')
  if (current.step === 'submitting' || current.step === 'verifying') {
    throw new LatchError('request_pending', 'An SMS login is already in progress')
  }
  let rules: PhoneRules
  try {
    rules = await loadSmsRules(c)
  } catch (error) {
    throw fail(c, 'submit', null, error, mode)
  }
  const country = rules.resolveCountry(parameters.country ?? c.store.$country.get())
  const phoneNumber = rules.normalisePhone(parameters.phoneNumber, country)
  if (phoneNumber === null) {
    const error = new LatchError('invalid_input', c.ctx.messages['sms.invalid'])
    c.store.$state.set({
      step: 'error',
      mode,
      phoneNumber: null,
      phase: 'submit',
      error,
      message: error.message,
    })
    throw error
  }
  c.store.$state.set({ step: 'submitting', mode, phoneNumber })
  try {
    await sendCode(c, phoneNumber, parameters.captchaToken)
  } catch (error) {
    throw fail(c, 'submit', phoneNumber, error)
  }
  c.store.$state.set({ step: 'awaiting-code', mode, phoneNumber, resend: 'idle' })
  if (c.modal.$state.get().open) {
    c.modal.navigate('AWAITING_PASSWORDLESS_CODE', { channel: 'sms', recipient: phoneNumber })
  }
}

/** Sends the code again to the same phone; the state stays on code entry ('resend' goes 'sending' then 'sent'). */
export async function resendSmsCode(c: SmsCommandContext): Promise<void> {
  const current = c.store.$state.get()
  if (!canEnterSmsCode(current) || current.phoneNumber === null) {
    throw new LatchError('invalid_input', 'No SMS code to resend: call initLoginWithSms first')
  }
  const { phoneNumber, mode } = current
  c.store.$state.set({ step: 'awaiting-code', mode, phoneNumber, resend: 'sending' })
  try {
    await sendCode(c, phoneNumber, undefined)
  } catch (error) {
    throw fail(c, 'code', phoneNumber, error, mode, 'submit')
  }
  c.store.$state.set({ step: 'awaiting-code', mode, phoneNumber, resend: 'sent' })
}

/**
 * Checks the code (trimmed; 6 digits or 'Code should be numeric'), then authenticates or links. On success the
 * modal goes on to wallet creation or closes (see `afterLogin`).
 */
export async function loginWithSmsCode(
  c: SmsCommandContext,
  parameters: LoginWithSmsCodeParameters,
): Promise<LoginWithSmsCodeReturnType> {
  const current = c.store.$state.get()
  if (current.step === 'verifying')
    throw new LatchError('request_pending', 'An SMS login is already being verified')
  if (!canEnterSmsCode(current) || current.phoneNumber === null) {
    throw new LatchError('invalid_input', 'No SMS code was sent: call initLoginWithSms first')
  }
  const { phoneNumber, mode } = current
  const invalid = validateLoginCode(parameters.code)
  if (invalid) throw fail(c, 'code', phoneNumber, new LatchError('invalid_input', invalid))
  const code = normaliseLoginCode(parameters.code)
  c.store.$state.set({ step: 'verifying', mode, phoneNumber })
  let result: LoginWithSmsCodeReturnType
  try {
    result = await authenticateOrLink(
      c.ctx,
      mode,
      { login: '/api/v1/passwordless_sms/authenticate', link: '/api/v1/passwordless_sms/link' },
      { phoneNumber, code },
    )
  } catch (error) {
    throw fail(c, 'code', phoneNumber, error)
  }
  c.store.$state.set({ step: 'done', mode, phoneNumber, user: result.user, isNewUser: result.isNewUser })
  c.modal.afterLogin({
    createWallet: mode === 'login' && shouldCreateWalletOnLogin(c.ctx.$config.get(), result.user),
  })
  return result
}

/** Back to 'idle' (e.g. "use another number"), optionally switching between login and link. */
export function resetSms(c: SmsCommandContext, mode: 'login' | 'link' = 'login'): void {
  c.store.$state.set({ step: 'idle', mode, phoneNumber: null })
}
