/** SMS login types: the passwordless state machine with the recipient (E.164) in `phoneNumber`. */
import type {
  InitPasswordlessParameters,
  LoginWithCodeParameters,
  LoginWithCodeReturnType,
  PasswordlessState,
} from './passwordless.types'

/** `$state` of the SMS flow: idle, submitting, awaiting-code, verifying, done or error. */
export type SmsState = PasswordlessState<'phoneNumber'>

/** Whether the phone metadata (libphonenumber-js) is loaded; it loads when the flow starts. */
export type PhoneRulesStatus = 'idle' | 'loading' | 'ready' | 'error'

/** Parameters of `flows.sms.init`. */
export interface InitLoginWithSmsParameters extends InitPasswordlessParameters {
  /** As typed (national or international); normalized to E.164 for `country`. */
  phoneNumber: string
  /** ISO country of a national number. @default the chosen country (`intl.defaultCountry`, else 'US') */
  country?: string
}

/** Parameters of `flows.sms.loginWithCode`. */
export type LoginWithSmsCodeParameters = LoginWithCodeParameters
/** The user and whether the account was just created. */
export type LoginWithSmsCodeReturnType = LoginWithCodeReturnType
