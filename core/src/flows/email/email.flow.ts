/** Binds the email store to its commands. */
import type { ReadableAtom } from 'nanostores'
import type { FlowDeps, FlowMode } from '../shared/deps'
import * as commands from './email.commands'
import { createEmailStore } from './email.store'
import type {
  EmailState,
  InitLoginWithEmailParameters,
  LoginWithEmailCodeParameters,
  LoginWithEmailCodeReturnType,
} from './email.types'

/** The email flow of one client. */
export interface EmailFlow {
  $state: ReadableAtom<EmailState>
  /** The address as typed. */
  $email: ReadableAtom<string>
  /** Valid email and, with captcha on, captcha success. */
  $canSubmit: ReadableAtom<boolean>
  setEmail(email: string): void
  init(parameters: InitLoginWithEmailParameters): Promise<void>
  loginWithCode(parameters: LoginWithEmailCodeParameters): Promise<LoginWithEmailCodeReturnType>
  resendCode(): Promise<void>
  reset(mode?: FlowMode): void
}

/** Creates the email flow. */
export function createEmailFlow(deps: FlowDeps): EmailFlow {
  const c = { ...deps, store: createEmailStore(deps) }
  return {
    $state: c.store.$state,
    $email: c.store.$email,
    $canSubmit: c.store.$canSubmit,
    setEmail: (email) => c.store.$email.set(typeof email === 'string' ? email : ''),
    init: (parameters) => commands.initLoginWithEmail(c, parameters),
    loginWithCode: (parameters) => commands.loginWithEmailCode(c, parameters),
    resendCode: () => commands.resendEmailCode(c),
    reset: (mode) => commands.resetEmail(c, mode),
  }
}
