/**
 * The passwordless code flow, shared by email and SMS login (and the SMS second factor): send a code to a
 * recipient, check it, resend it. A channel descriptor says what differs: paths, how the recipient is checked and
 * normalized, the field that names it in `$state` ('email' or 'phoneNumber') and its message keys.
 */
import type { LatchContext } from '../../context'
import type { LatchError } from '../../errors'
import type { LoginMessageKey } from '../../messages'
import type { User } from '../../user/types'
import type { FlowMode } from '../shared/deps'

/** While a code is shown: whether a resend is in flight or was sent. */
export type ResendStatus = 'idle' | 'sending' | 'sent'

/** Why a step failed when the reason changes what comes next: 'allowlist' shows the rejection screen. */
export type PasswordlessErrorReason = 'allowlist'

type Named<K extends string, V> = { [P in K]: V }

/** `$state` of a passwordless flow, a union on `step`; K names the recipient field ('email', 'phoneNumber'). */
export type PasswordlessState<K extends string> =
  | ({ step: 'idle'; mode: FlowMode } & Named<K, null>)
  | ({ step: 'submitting'; mode: FlowMode } & Named<K, string>)
  | ({ step: 'awaiting-code'; mode: FlowMode; resend: ResendStatus } & Named<K, string>)
  | ({ step: 'verifying'; mode: FlowMode } & Named<K, string>)
  | ({ step: 'done'; mode: FlowMode; user: User; isNewUser: boolean } & Named<K, string>)
  | ({
      step: 'error'
      mode: FlowMode
      /** 'submit': sending the code failed (stay on the input); 'code': the code failed (stay on code entry). */
      phase: 'submit' | 'code'
      error: LatchError
      /** The screen message, from the client's catalogue. */
      message: string
      /** Set when the failure sends the user elsewhere (the allowlist rejection screen). */
      reason?: PasswordlessErrorReason
    } & Named<K, string | null>)

/** A step of any passwordless flow, whatever its recipient field. */
export type PasswordlessStep = PasswordlessState<string>['step']

/** The outcome of checking and normalizing a typed recipient. */
export type PreparedRecipient = { recipient: string } | { error: LatchError }

/** What differs between email, SMS and the SMS second factor. */
export interface PasswordlessChannel<K extends string = string> {
  /** 'email' or 'sms': the screen data's channel and the error catalogue's. */
  readonly id: 'email' | 'sms'
  /** The field of `$state` (and of the request bodies) that holds the recipient. */
  readonly recipientKey: K
  readonly paths: { init: string; authenticate: string; link: string }
  /** The message shown when sending fails for a reason the server does not explain. */
  readonly issueSubmittingKey: LoginMessageKey
  /** The message shown when the server refuses the recipient (422 invalid_data). */
  readonly invalidKey: LoginMessageKey
  /** The message shown when a link is refused because the user already has one of this kind. */
  readonly alreadyLinkedKey: LoginMessageKey
  /** Checks and normalizes what was typed (may load rules lazily). */
  prepare(
    ctx: LatchContext,
    input: string,
    options: { country?: string },
  ): PreparedRecipient | Promise<PreparedRecipient>
}

/** Parameters of a passwordless `init`. */
export interface InitPasswordlessParameters {
  /** A Turnstile token; when absent and captcha is on, the flow waits for the widget's token. */
  captchaToken?: string
  /** @default the current mode ('login' unless a link was started) */
  mode?: FlowMode
}

/** Parameters of `loginWithCode` on one flow. */
export interface LoginWithCodeParameters {
  code: string
}

/** The user and whether the account was just created. */
export interface LoginWithCodeReturnType {
  user: User
  isNewUser: boolean
}
