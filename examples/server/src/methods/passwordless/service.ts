/**
 * The rules of the email and SMS logins without HTTP: each channel's recipient (normalized: a lower-case email, an
 * E.164 number), the account a recipient is, the app setting that turns the channel on and the flow its codes are
 * bound to. The codes themselves (send, check, lockouts) are `domain/codes.ts`, shared with MFA and step-up.
 */
import type { AppSettings } from '../../config'
import { normalizeEmail, normalizePhone } from '../../http'
import type { NewAccount } from '../../storage'

/** Why a passwordless call is refused: a recipient that is not one (`invalid_recipient`), the channel off. */
export class PasswordlessError extends Error {
  constructor(
    readonly kind: 'invalid_recipient' | 'disabled',
    message: string,
  ) {
    super(message)
    this.name = 'PasswordlessError'
  }
}

export interface PasswordlessChannel {
  /** The code flow (a code is bound to it) and the delivery channel. */
  flow: 'email' | 'sms'
  channel: 'email' | 'sms'
  /** The allowlist kind of its recipients. */
  allowKind: 'email' | 'phone'
  /** On for the app. */
  enabled(settings: AppSettings): boolean
  /** The normalized recipient; `invalid_recipient` otherwise. */
  recipient(value: string): string
  /** The account a recipient is. */
  account(recipient: string): NewAccount
  /** The refusal when the channel is off. */
  disabled(): PasswordlessError
}

const channel = (
  o: Omit<PasswordlessChannel, 'recipient' | 'disabled'> & {
    normalize: (v: string) => string | null
    invalidMessage: string
    name: string
  },
): PasswordlessChannel => ({
  flow: o.flow,
  channel: o.channel,
  allowKind: o.allowKind,
  enabled: o.enabled,
  account: o.account,
  recipient(value) {
    const to = o.normalize(value)
    if (!to) throw new PasswordlessError('invalid_recipient', o.invalidMessage)
    return to
  },
  disabled: () => new PasswordlessError('disabled', `${o.name} login is not enabled`),
})

export const EMAIL_CHANNEL = channel({
  flow: 'email',
  channel: 'email',
  allowKind: 'email',
  name: 'Email',
  normalize: normalizeEmail,
  invalidMessage: 'Invalid email address',
  enabled: (s) => s.emailAuth,
  account: (email) => ({ type: 'email', key: email, data: { address: email } }),
})

export const SMS_CHANNEL = channel({
  flow: 'sms',
  channel: 'sms',
  allowKind: 'phone',
  name: 'SMS',
  normalize: normalizePhone,
  invalidMessage: 'Invalid phone number',
  enabled: (s) => s.smsAuth,
  account: (phone) => ({ type: 'phone', key: phone, data: { phone_number: phone } }),
})
