/** SMS login types: the state machine of SPEC.md section 4 "Email/SMS login". */
import type { LatchError } from '../../errors'
import type { User } from '../../user/types'
import type { FlowMode } from '../shared/deps'

/** While a code is shown: whether a resend is in flight or was sent. */
export type ResendStatus = 'idle' | 'sending' | 'sent'

/** `$state` of the SMS flow, a union on `step`; `phoneNumber` is E.164 once submitted. */
export type SmsState =
  | { step: 'idle'; mode: FlowMode; phoneNumber: null }
  | { step: 'submitting'; mode: FlowMode; phoneNumber: string }
  | { step: 'awaiting-code'; mode: FlowMode; phoneNumber: string; resend: ResendStatus }
  | { step: 'verifying'; mode: FlowMode; phoneNumber: string }
  | { step: 'done'; mode: FlowMode; phoneNumber: string; user: User; isNewUser: boolean }
  | {
      step: 'error'
      mode: FlowMode
      phoneNumber: string | null
      /** 'submit': sending the code failed (stay on the input); 'code': the code failed (stay on code entry). */
      phase: 'submit' | 'code'
      error: LatchError
      /** The screen message of SPEC.md section 8. */
      message: string
    }

/** Whether the phone metadata (libphonenumber-js) is loaded; it loads when the flow starts. */
export type PhoneRulesStatus = 'idle' | 'loading' | 'ready' | 'error'

/** Parameters of `initLoginWithSms`. */
export interface InitLoginWithSmsParameters {
  /** As typed (national or international); normalised to E.164 for `country`. */
  phoneNumber: string
  /** ISO country of a national number. @default the chosen country (`intl.defaultCountry`, else 'US') */
  country?: string
  /** A Turnstile token; when absent and captcha is on, the flow waits for the widget's token. */
  captchaToken?: string
  /** @default the current mode ('login' unless `linkPhone()` started a link) */
  mode?: FlowMode
}
/** Resolves once the code is sent. */
export type InitLoginWithSmsReturnType = undefined

/** Parameters of `loginWithSmsCode`. */
export interface LoginWithSmsCodeParameters {
  code: string
}
/** The user and whether the account was just created. */
export interface LoginWithSmsCodeReturnType {
  user: User
  isNewUser: boolean
}
