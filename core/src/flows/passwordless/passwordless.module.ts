/**
 * `loginWithCode`: one command for every passwordless channel. It checks the code with the flow that waits for one;
 * when several wait, with the one whose code was sent last.
 */
import { LatchError } from '../../errors'
import { createDisposer, defineFlowModule } from '../../services/flow-module'
import { showScreen } from '../../services/router/intents'
import { emailModule } from './email.flow'
import type { PasswordlessFlow } from './passwordless.flow'
import { passwordlessScreens } from './passwordless.screens'
import type { LoginWithCodeReturnType } from './passwordless.types'
import { smsModule } from './sms.flow'

/** The command the passwordless module puts on a `Latch`. */
export interface PasswordlessCommands {
  /** Checks the code of the email or SMS login waiting for one (the one sent last when both wait). */
  loginWithCode(code: string): Promise<LoginWithCodeReturnType>
}

/** The passwordless coordination module (no flow of its own). */
export const passwordlessModule = defineFlowModule({
  name: 'passwordless',
  screens: passwordlessScreens,
  create(ctx, services) {
    const channels: Array<PasswordlessFlow<'email'> | PasswordlessFlow<'phoneNumber'>> = [
      services.get(emailModule),
      services.get(smsModule),
    ]
    const disposer = createDisposer()
    let last: PasswordlessFlow<'email'> | PasswordlessFlow<'phoneNumber'> | null = null
    for (const flow of channels) {
      disposer.add(
        flow.$state.listen((state) => {
          if (state.step === 'submitting') last = flow
        }),
      )
    }
    const commands: PasswordlessCommands = {
      loginWithCode(code) {
        const waiting = channels.filter((flow) => flow.$codeSent.get())
        const target = waiting.length === 1 ? waiting[0] : waiting.length > 1 && last ? last : null
        if (!target) {
          return Promise.reject(new LatchError('invalid_input', ctx.messages['code.noChannelWaiting']))
        }
        return target.loginWithCode({ code })
      },
    }
    return {
      flow: null,
      commands,
      dispose: disposer.dispose,
      // The code screen's Back returns to the login options (the code stays valid for a resend or a new address).
      intents: {
        screens: ['AWAITING_PASSWORDLESS_CODE'],
        reads: [],
        rule: () => ({ back: () => showScreen('LANDING') }),
      },
    }
  },
})
