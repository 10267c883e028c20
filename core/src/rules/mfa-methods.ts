/**
 * MFA method rules for the enrolment and verification screens: which methods the enrolment list offers, in which
 * order, and the texts (message keys) each method shows with. Apart from the passcode rules (`mfa.ts`), which the
 * wallet code needs before any screen shows.
 */
import type { WalletMessageKey } from '../messages.wallet'
import type { MfaMethod, User } from '../user/types'

/** The message keys an MFA method shows with: its name, the verification prompt's body, the removal title. */
export interface MfaMethodKeys {
  /** 'Authenticator App', 'SMS', 'Passkey'. */
  label: WalletMessageKey
  /** The verification prompt's instruction for this method. */
  verifyBody: WalletMessageKey
  /** The title of the confirmation before removing this method. */
  removeTitle: WalletMessageKey
}

const METHOD_KEYS: Record<MfaMethod, MfaMethodKeys> = {
  totp: { label: 'mfa.methodTotp', verifyBody: 'mfa.verifyTotpBody', removeTitle: 'mfa.removeTotpTitle' },
  sms: { label: 'mfa.methodSms', verifyBody: 'mfa.verifySmsBody', removeTitle: 'mfa.removeSmsTitle' },
  passkey: {
    label: 'mfa.methodPasskey',
    verifyBody: 'mfa.verifyPasskeyBody',
    removeTitle: 'mfa.removePasskeyTitle',
  },
}

/**
 * The texts of an MFA method as message keys (the default MFA screens and a custom UI read the same rule); the
 * texts come from the client's catalogue (`formatWalletMessage(latch.messages, key)`).
 */
export function mfaMethodKeys(method: MfaMethod): MfaMethodKeys {
  return METHOD_KEYS[method]
}

/** One method on the enrolment screen's list. */
export interface MfaEnrollmentChoice {
  method: MfaMethod
  /** Already enrolled: shown '(Enrolled)' and not offered again (it can be removed). */
  enrolled: boolean
  /** Marked 'Less secure' (SMS). */
  lessSecure: boolean
}

/**
 * The enrolment screen's list: authenticator app, SMS, passkey, in that order, each one the app offers or the user
 * has already enrolled (an enrolled method stays listed after the app stops offering it, so it can be removed).
 * `options.user` (the signed-in user, `$user`): without a passkey on the account, a passkey not enrolled is left out,
 * since passkey MFA uses one of the user's passkeys and offering it would only end in the server's refusal. Without
 * `options.user`, the passkey is offered as the app does.
 */
export function mfaEnrollmentChoices(
  available: readonly MfaMethod[],
  enrolled: readonly MfaMethod[],
  options: { user?: Pick<User, 'linkedAccounts'> | null } = {},
): MfaEnrollmentChoice[] {
  const hasPasskey =
    !options.user || options.user.linkedAccounts.some((account) => account.type === 'passkey')
  return (['totp', 'sms', 'passkey'] as const)
    .filter((method) => available.includes(method) || enrolled.includes(method))
    .filter((method) => method !== 'passkey' || hasPasskey || enrolled.includes(method))
    .map((method) => ({ method, enrolled: enrolled.includes(method), lessSecure: method === 'sms' }))
}
