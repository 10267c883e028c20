/**
 * Binds one passwordless store to its commands for a channel; the email and SMS flows extend it. The commands (send,
 * check, resend a code) load with `import()`, started as someone types an address (`preload`), so the page's first
 * load does not carry them. Calls made before the code has arrived run in order once it has (the busy and in-flight
 * guards then see the first call's state); once it has, a command starts at once.
 */
import type { ReadableAtom } from 'nanostores'
import type { LatchContext } from '../../context'
import type { CaptchaFlow } from '../../services/captcha/captcha.service'
import { lazyModule } from '../../services/lazy-module'
import type { FlowMode } from '../shared/deps'
import type { PasswordlessCommandContext } from './passwordless.commands'

type Commands = typeof import('./passwordless.commands')

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
  /** Starts loading the commands' code (the channel calls it as someone types), so a submit does not wait for it. */
  preload(): void
}

/** Creates the passwordless state and commands of one channel. */
export function createPasswordless<K extends string>(
  ctx: LatchContext,
  captcha: CaptchaFlow,
  channel: PasswordlessChannel<K>,
): PasswordlessCore<K> {
  const store = createPasswordlessStore(channel.recipientKey)
  const c: PasswordlessCommandContext<K> = { ctx, captcha, channel, store, verifying: null }
  const { $state, ...view } = store
  // Once loaded, a command runs at once (a submit sets 'submitting' before it returns, as the busy guard expects).
  const { load, current } = lazyModule(() => import('./passwordless.commands'))
  const run = <T>(command: (commands: Commands) => Promise<T>): Promise<T> => {
    const loaded = current()
    return loaded ? command(loaded) : load().then(command)
  }
  return {
    flow: {
      channel: channel.id,
      $state,
      ...view,
      loginWithCode: (parameters) => run((commands) => commands.loginWithCode(c, parameters)),
      resendCode: () => run((commands) => commands.resendCode(c)),
      // Back to 'idle' (e.g. "use another address"), optionally switching between login and link; synchronous, so
      // it does not wait for the commands' code.
      reset: (mode = 'login') => {
        c.verifying = null
        store.$state.set({
          step: 'idle',
          mode,
          [channel.recipientKey]: null,
        } as unknown as PasswordlessState<K>)
      },
    },
    init: (input, parameters) => run((commands) => commands.initPasswordless(c, input, parameters)),
    preload: () => void load().catch(() => undefined),
  }
}
