/** The email flow: the passwordless code flow on the email channel, plus the typed address. */
import type { ReadableAtom } from 'nanostores'
import { atom, computed } from 'nanostores'
import { isValidEmail } from '../../rules/email'
import { createDisposer, defineFlowModule } from '../../services/flow-module'
import { bindRoute } from '../../services/router/route.types'
import { emailMethod } from '../../user/methods/email'
import type { InitLoginWithEmailParameters } from './email.types'
import { emailChannel } from './passwordless.channels'
import type { PasswordlessFlow } from './passwordless.flow'
import { createPasswordless } from './passwordless.flow'
import { offerPasswordlessLink } from './passwordless.link'
import { routePasswordless } from './passwordless.route'
import { canSubmitRecipient } from './passwordless.rules'

/** The email flow of one client. */
export interface EmailFlow extends PasswordlessFlow<'email'> {
  /** The address as typed. */
  $email: ReadableAtom<string>
  /** Valid email and, with captcha on, captcha success; false while a request is in flight. */
  $canSubmit: ReadableAtom<boolean>
  setEmail(email: string): void
  /** Sends a code to the address: 'submitting', then 'awaiting-code'. */
  init(parameters: InitLoginWithEmailParameters): Promise<void>
}

/** The commands the email flow puts on a `Latch`. */
export interface EmailCommands {
  /** Sends a login code to an email address. */
  initLoginWithEmail(email: string, captchaToken?: string): Promise<void>
  /** Sends the email code again. */
  resendEmailCode(): Promise<void>
}

/** The email flow module; it also links an email to a logged-in user (its link channel). */
export const emailModule = defineFlowModule({
  name: 'email',
  methods: [emailMethod],
  create(ctx) {
    const captcha = ctx.captcha
    const core = createPasswordless(ctx, captcha, emailChannel)
    const $email = atom('')
    const $canSubmit = computed([$email, core.flow.$state, captcha.$state, ctx.$config], (email, state, c) =>
      canSubmitRecipient({
        valid: isValidEmail(email),
        state,
        captcha: c,
        captchaEnabled: captcha.isEnabled(),
      }),
    )
    const flow: EmailFlow = {
      ...core.flow,
      $email,
      $canSubmit,
      setEmail: (email) => {
        core.preload()
        $email.set(typeof email === 'string' ? email : '')
      },
      init: ({ email, ...parameters }) => {
        if (typeof email === 'string') $email.set(email)
        return core.init(email, parameters)
      },
    }
    const disposer = createDisposer()
    disposer.add(offerPasswordlessLink(ctx, 'email', flow))
    const commands: EmailCommands = {
      initLoginWithEmail: (email, captchaToken) =>
        flow.init({ email, ...(captchaToken === undefined ? {} : { captchaToken }) }),
      resendEmailCode: () => flow.resendCode(),
    }
    return {
      flow,
      commands,
      dispose: disposer.dispose,
      route: bindRoute(core.flow.$state, routePasswordless('email', 'email')),
    }
  },
})
