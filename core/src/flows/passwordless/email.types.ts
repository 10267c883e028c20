/** Email login types: the passwordless state machine with the recipient in `email`. */
import type {
  InitPasswordlessParameters,
  LoginWithCodeParameters,
  LoginWithCodeReturnType,
  PasswordlessState,
} from './passwordless.types'

/** `$state` of the email flow: idle, submitting, awaiting-code, verifying, done or error. */
export type EmailState = PasswordlessState<'email'>

/** Parameters of `flows.email.init`. */
export interface InitLoginWithEmailParameters extends InitPasswordlessParameters {
  email: string
}

/** Parameters of `flows.email.loginWithCode`. */
export type LoginWithEmailCodeParameters = LoginWithCodeParameters
/** The user and whether the account was just created. */
export type LoginWithEmailCodeReturnType = LoginWithCodeReturnType
