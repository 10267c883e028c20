/** Binds one passwordless store to its commands for a channel; the email and SMS flows extend it. */
import type { ReadableAtom } from 'nanostores'
import type { LatchContext } from '../../context'
import type { CaptchaFlow } from '../../services/captcha/captcha.service'
import type { FlowMode } from '../shared/deps'
import * as commands from './passwordless.commands'
import type { PasswordlessView } from './passwordless.store'
import { createPasswordlessStore } from './passwordless.store'
import type {
  InitPasswordlessParameters,
  LoginWithCodeParameters,
  LoginWithCodeReturnType,
  PasswordlessChannel,
  PasswordlessState,
} from './passwordless.types'

/** What every passwordless flow offers: the state, the view selectors and the code commands. */
export interface PasswordlessFlow<K extends string> extends PasswordlessView {
  /** 'email' or 'sms'. */
  readonly channel: 'email' | 'sms'
  $state: ReadableAtom<PasswordlessState<K>>
  loginWithCode(parameters: LoginWithCodeParameters): Promise<LoginWithCodeReturnType>
  resendCode(): Promise<void>
  reset(mode?: FlowMode): void
}

/** The flow plus the untyped-input `init` its channel wraps. */
export interface PasswordlessCore<K extends string> {
  flow: PasswordlessFlow<K>
  init(input: string, parameters?: InitPasswordlessParameters & { country?: string }): Promise<void>
}

/** Creates the passwordless state and commands of one channel. */
export function createPasswordless<K extends string>(
  ctx: LatchContext,
  captcha: CaptchaFlow,
  channel: PasswordlessChannel<K>,
): PasswordlessCore<K> {
  const store = createPasswordlessStore(channel.recipientKey)
  const c: commands.PasswordlessCommandContext<K> = { ctx, captcha, channel, store, verifying: null }
  const { $state, ...view } = store
  return {
    flow: {
      channel: channel.id,
      $state,
      ...view,
      loginWithCode: (parameters) => commands.loginWithCode(c, parameters),
      resendCode: () => commands.resendCode(c),
      reset: (mode) => commands.resetPasswordless(c, mode),
    },
    init: (input, parameters) => commands.initPasswordless(c, input, parameters),
  }
}
