/**
 * Passwordless commands, one implementation for every channel: send a code, check it, resend it. Each guards, sets
 * a pending step, awaits the API, then sets the result or the error (with the screen message from the client's
 * catalogue) and rethrows. Commands only set state: the modal router reacts to it.
 */
import { parseInitResponseJSON } from '../../api/shapes.lazy'
import type { LatchContext } from '../../context'
import { isLatchError, LatchError } from '../../errors'
import { formatMessage } from '../../messages'
import { loginCodeIssue, normalizeLoginCode } from '../../rules/code'
import type { CaptchaFlow } from '../../services/captcha/captcha.service'
import { authenticateOrLink } from '../shared/authenticate'
import type { FlowMode } from '../shared/deps'
import { mapCodeError, mapSubmitError } from '../shared/errors'
import { canEnterCode, isBusy } from './passwordless.rules'
import type { PasswordlessStore } from './passwordless.store'
import type {
  InitPasswordlessParameters,
  LoginWithCodeParameters,
  LoginWithCodeReturnType,
  PasswordlessChannel,
  PasswordlessState,
} from './passwordless.types'

/** What the passwordless commands need. */
export interface PasswordlessCommandContext<K extends string> {
  ctx: LatchContext
  captcha: CaptchaFlow
  channel: PasswordlessChannel<K>
  store: PasswordlessStore<K>
  /** The code check in flight: a second `loginWithCode` while it runs joins it instead of sending again. */
  verifying: Promise<LoginWithCodeReturnType> | null
}

/** Errors the passwordless commands throw (always a `LatchError` with a code). */
export type PasswordlessCommandErrorType = LatchError

type Base = Record<string, unknown> & { step: PasswordlessState<string>['step'] }

function set<K extends string>(c: PasswordlessCommandContext<K>, base: Base, recipient: string | null): void {
  c.store.$state.set({ ...base, [c.channel.recipientKey]: recipient } as unknown as PasswordlessState<K>)
}

function channelName(c: PasswordlessCommandContext<string>): string {
  return c.channel.id === 'sms' ? 'SMS' : 'email'
}

function fail<K extends string>(
  c: PasswordlessCommandContext<K>,
  phase: 'submit' | 'code',
  recipient: string | null,
  error: unknown,
  mode: FlowMode = c.store.$state.get().mode,
  /** Which catalogue maps the error: a failed resend stays on code entry but reads as a failed send. */
  mapping: 'submit' | 'code' = phase,
): LatchError {
  const latchError = isLatchError(error)
    ? error
    : new LatchError('unknown_auth_error', String(error), { cause: error })
  const catalogue = c.ctx.messages
  const mapped =
    mapping === 'submit'
      ? mapSubmitError(
          error,
          { issueSubmitting: c.channel.issueSubmittingKey, invalid: c.channel.invalidKey },
          catalogue,
        )
      : mapCodeError(error, catalogue, mode, catalogue[c.channel.alreadyLinkedKey])
  set(
    c,
    {
      step: 'error',
      mode,
      phase,
      error: latchError,
      message: mapped.message,
      ...(mapped.allowlist ? { reason: 'allowlist' } : {}),
    },
    recipient,
  )
  return latchError
}

async function sendCode(
  c: PasswordlessCommandContext<string>,
  recipient: string,
  captchaToken: string | undefined,
): Promise<void> {
  const token = captchaToken ?? (await c.captcha.waitForToken()) ?? undefined
  const key = c.channel.recipientKey
  try {
    await c.ctx.api.request({
      method: 'POST',
      path: c.channel.paths.init,
      body: token === undefined ? { [key]: recipient } : { [key]: recipient, token },
      parse: parseInitResponseJSON,
    })
  } finally {
    // A Turnstile token is single-use: the next send needs a fresh one.
    if (token !== undefined) c.captcha.reset()
  }
}

function recipientOf(c: PasswordlessCommandContext<string>): string | null {
  return c.store.$recipient.get()
}

/** Sends a login (or link) code: 'submitting', then 'awaiting-code'. A recipient the channel refuses is an error. */
export async function initPasswordless<K extends string>(
  c: PasswordlessCommandContext<K>,
  input: string,
  parameters: InitPasswordlessParameters & { country?: string } = {},
): Promise<void> {
  const current = c.store.$state.get()
  const authenticated = c.ctx.$auth.get().status === 'authenticated'
  const mode = parameters.mode ?? (current.mode === 'link' && authenticated ? 'link' : 'login')
  if (isBusy(current)) {
    throw new LatchError(
      'request_pending',
      formatMessage(c.ctx.messages, 'code.requestPending', { channel: channelName(c) }),
    )
  }
  // Email checks synchronously, so 'submitting' is set before this call returns and a second submit is refused.
  const preparing = c.channel.prepare(
    c.ctx,
    input,
    parameters.country === undefined ? {} : { country: parameters.country },
  )
  const prepared = preparing instanceof Promise ? await preparing : preparing
  if ('error' in prepared) {
    set(
      c,
      { step: 'error', mode, phase: 'submit', error: prepared.error, message: prepared.error.message },
      null,
    )
    throw prepared.error
  }
  const { recipient } = prepared
  set(c, { step: 'submitting', mode }, recipient)
  try {
    await sendCode(c, recipient, parameters.captchaToken)
  } catch (error) {
    throw fail(c, 'submit', recipient, error, mode)
  }
  set(c, { step: 'awaiting-code', mode, resend: 'idle' }, recipient)
}

/** Sends the code again to the same recipient; the state stays on code entry ('resend' goes 'sending' then 'sent'). */
export async function resendCode<K extends string>(c: PasswordlessCommandContext<K>): Promise<void> {
  const current = c.store.$state.get()
  const recipient = recipientOf(c)
  if (!canEnterCode(current, recipient) || recipient === null) {
    throw new LatchError(
      'invalid_input',
      formatMessage(c.ctx.messages, 'code.noCodeSent', { channel: channelName(c) }),
    )
  }
  const { mode } = current
  set(c, { step: 'awaiting-code', mode, resend: 'sending' }, recipient)
  try {
    await sendCode(c, recipient, undefined)
  } catch (error) {
    throw fail(c, 'code', recipient, error, mode, 'submit')
  }
  set(c, { step: 'awaiting-code', mode, resend: 'sent' }, recipient)
}

async function verify<K extends string>(
  c: PasswordlessCommandContext<K>,
  recipient: string,
  mode: FlowMode,
  code: string,
): Promise<LoginWithCodeReturnType> {
  set(c, { step: 'verifying', mode }, recipient)
  let result: LoginWithCodeReturnType
  try {
    result = await authenticateOrLink(
      c.ctx,
      mode,
      { login: c.channel.paths.authenticate, link: c.channel.paths.link },
      {
        [c.channel.recipientKey]: recipient,
        code,
      },
    )
  } catch (error) {
    throw fail(c, 'code', recipient, error)
  }
  set(c, { step: 'done', mode, user: result.user, isNewUser: result.isNewUser }, recipient)
  return result
}

/**
 * Checks the code (trimmed; 6 digits or 'Code should be numeric'), then authenticates or links. Calls made while a
 * check is in flight share it: one request, one answer.
 */
export function loginWithCode<K extends string>(
  c: PasswordlessCommandContext<K>,
  parameters: LoginWithCodeParameters,
): Promise<LoginWithCodeReturnType> {
  if (c.verifying) return c.verifying
  const current = c.store.$state.get()
  const recipient = recipientOf(c)
  if (!canEnterCode(current, recipient) || recipient === null) {
    return Promise.reject(
      new LatchError(
        'invalid_input',
        formatMessage(c.ctx.messages, 'code.noCodeSent', { channel: channelName(c) }),
      ),
    )
  }
  const issue = loginCodeIssue(parameters?.code)
  if (issue) {
    return Promise.reject(fail(c, 'code', recipient, new LatchError('invalid_input', c.ctx.messages[issue])))
  }
  const run = verify(c, recipient, current.mode, normalizeLoginCode(parameters.code)).finally(() => {
    c.verifying = null
  })
  c.verifying = run
  return run
}
