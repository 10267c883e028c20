/** Email login types: the state machine of SPEC.md section 4 "Email/SMS login". */
import type { LatchError } from '../../errors'
import type { User } from '../../user/types'
import type { FlowMode } from '../shared/deps'

/** While a code is shown: whether a resend is in flight or was sent. */
export type ResendStatus = 'idle' | 'sending' | 'sent'

/** `$state` of the email flow, a union on `step`. `mode` says whether it logs in or links to the current user. */
export type EmailState =
  | { step: 'idle'; mode: FlowMode; email: null }
  | { step: 'submitting'; mode: FlowMode; email: string }
  | { step: 'awaiting-code'; mode: FlowMode; email: string; resend: ResendStatus }
  | { step: 'verifying'; mode: FlowMode; email: string }
  | { step: 'done'; mode: FlowMode; email: string; user: User; isNewUser: boolean }
  | {
      step: 'error'
      mode: FlowMode
      email: string | null
      /** 'submit': sending the code failed (stay on the input); 'code': the code failed (stay on code entry). */
      phase: 'submit' | 'code'
      error: LatchError
      /** The screen message of SPEC.md section 8. */
      message: string
    }

/** Parameters of `initLoginWithEmail`. */
export interface InitLoginWithEmailParameters {
  email: string
  /** A Turnstile token; when absent and captcha is on, the flow waits for the widget's token. */
  captchaToken?: string
  /** @default the current mode ('login' unless `linkEmail()` started a link) */
  mode?: FlowMode
}
/** Resolves once the code is sent. */
export type InitLoginWithEmailReturnType = undefined

/** Parameters of `loginWithEmailCode`. */
export interface LoginWithEmailCodeParameters {
  code: string
}
/** The user and whether the account was just created. */
export interface LoginWithEmailCodeReturnType {
  user: User
  isNewUser: boolean
}
