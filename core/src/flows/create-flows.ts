/**
 * Builds every login flow for one Latch client and returns the flow stores plus the commands that `createLatch`
 * puts on the `Latch` object (names as SPEC.md section 7 "Client operations").
 */
import type { ReadableAtom } from 'nanostores'
import type { OAuthProvider } from '../config/types'
import type { LatchContext } from '../context'
import { LatchError } from '../errors'
import type { User } from '../user/types'
import type { CaptchaFlow } from './captcha/captcha.flow'
import { createCaptchaFlow } from './captcha/captcha.flow'
import type { CaptchaScriptLoader } from './captcha/captcha.types'
import type { CustomAuthFlow } from './custom-auth/custom-auth.flow'
import { createCustomAuthFlow } from './custom-auth/custom-auth.flow'
import type { EmailFlow } from './email/email.flow'
import { createEmailFlow } from './email/email.flow'
import { canEnterEmailCode } from './email/email.rules'
import type { LandingFlow } from './landing/landing.flow'
import { createLandingFlow } from './landing/landing.flow'
import type { LinkFlow } from './link/link.flow'
import { createLinkFlow } from './link/link.flow'
import type { ModalFlow } from './modal/modal.flow'
import { createModalFlow } from './modal/modal.flow'
import type { ModalState, ScreenData, ScreenName } from './modal/modal.types'
import type { OAuthFlow } from './oauth/oauth.flow'
import { createOAuthFlow } from './oauth/oauth.flow'
import type { HandleOAuthReturnReturnType } from './oauth/oauth.types'
import type { SmsFlow } from './sms/sms.flow'
import { createSmsFlow } from './sms/sms.flow'
import { canEnterSmsCode } from './sms/sms.rules'

/** Every login flow of one client; each has a `$state`. */
export interface Flows {
  modal: ModalFlow
  landing: LandingFlow
  email: EmailFlow
  sms: SmsFlow
  oauth: OAuthFlow
  customAuth: CustomAuthFlow
  link: LinkFlow
  captcha: CaptchaFlow
}

/** The login commands a `Latch` exposes, plus `$modal` (DESIGN.md: a store on the Latch). */
export interface FlowCommands {
  /** The modal: `{ step, open, screen, data, landingView }` (same store as `flows.modal.$state`). */
  readonly $modal: ReadableAtom<ModalState>
  /** Opens the modal (LANDING when the user is not authenticated). */
  openModal(screen?: ScreenName, data?: ScreenData): void
  closeModal(): void
  navigate(screen: ScreenName, data?: ScreenData): void
  /** Opens the login modal; refused with a warning (returns false) when already authenticated. */
  login(): boolean
  initLoginWithEmail(email: string, captchaToken?: string): Promise<void>
  initLoginWithSms(phoneNumber: string, captchaToken?: string): Promise<void>
  /** Checks the code of the email or SMS login started last. */
  loginWithCode(code: string): Promise<{ user: User; isNewUser: boolean }>
  resendEmailCode(): Promise<void>
  resendSmsCode(): Promise<void>
  initLoginWithOAuth(provider: OAuthProvider): Promise<void>
  /** Completes the OAuth return in the address (null when there is none). */
  loginWithOAuth(provider?: OAuthProvider): Promise<HandleOAuthReturnReturnType>
  loginWithCustomToken(): Promise<User | null>
  linkEmail(): void
  linkPhone(): void
  linkOAuth(provider: OAuthProvider): Promise<void>
  unlinkEmail(address: string): Promise<User>
  unlinkPhone(phoneNumber: string): Promise<User>
  unlinkOAuth(provider: OAuthProvider, subject: string): Promise<User>
}

/** Options of `createFlows`. */
export interface CreateFlowsOptions {
  /** Replaces the Turnstile script-tag loader (tests, CSP-strict hosts). */
  captchaLoader?: CaptchaScriptLoader
}

/** Creates every login flow of one client and the commands over them. */
export function createFlows(
  ctx: LatchContext,
  options: CreateFlowsOptions = {},
): { flows: Flows; commands: FlowCommands } {
  const modal = createModalFlow(ctx)
  const captcha = createCaptchaFlow(ctx, options.captchaLoader)
  const deps = { ctx, modal, captcha }
  const email = createEmailFlow(deps)
  const sms = createSmsFlow(deps)
  const oauth = createOAuthFlow(deps)
  const link = createLinkFlow({ ...deps, email, sms, oauth })
  const flows: Flows = {
    modal,
    landing: createLandingFlow(ctx, modal),
    email,
    sms,
    oauth,
    customAuth: createCustomAuthFlow(ctx),
    link,
    captcha,
  }
  // The passwordless flow started last through the top-level commands (loginWithCode's tie-breaker).
  let lastPasswordless: 'email' | 'sms' | null = null
  const commands: FlowCommands = {
    $modal: modal.$state,
    openModal: (screen, data) => modal.open({ ...(screen ? { screen } : {}), ...(data ? { data } : {}) }),
    closeModal: () => modal.close(),
    navigate: (screen, data) => modal.navigate(screen, data),
    login: () => modal.login(),
    initLoginWithEmail: async (address, captchaToken) => {
      lastPasswordless = 'email'
      await email.init({ email: address, ...(captchaToken ? { captchaToken } : {}) })
    },
    initLoginWithSms: async (phoneNumber, captchaToken) => {
      lastPasswordless = 'sms'
      await sms.init({ phoneNumber, ...(captchaToken ? { captchaToken } : {}) })
    },
    loginWithCode: (code) => {
      // The flow that is waiting for a code wins, however it was started (top-level command or flows.*.init);
      // when both wait, the one started last through the top-level commands.
      const emailWaits = canEnterEmailCode(email.$state.get())
      const smsWaits = canEnterSmsCode(sms.$state.get())
      const target = emailWaits && !smsWaits ? 'email' : smsWaits && !emailWaits ? 'sms' : lastPasswordless
      if (target === 'sms') return sms.loginWithCode({ code })
      if (target === 'email') return email.loginWithCode({ code })
      return Promise.reject(
        new LatchError(
          'invalid_input',
          'No code was sent: call initLoginWithEmail or initLoginWithSms first',
        ),
      )
    },
    resendEmailCode: () => email.resendCode(),
    resendSmsCode: () => sms.resendCode(),
    initLoginWithOAuth: (provider) => oauth.init({ provider }),
    loginWithOAuth: (provider) => oauth.handleReturn(provider ? { provider } : {}),
    loginWithCustomToken: () => flows.customAuth.sync(),
    linkEmail: () => {
      lastPasswordless = 'email'
      link.linkEmail()
    },
    linkPhone: () => {
      lastPasswordless = 'sms'
      link.linkPhone()
    },
    linkOAuth: (provider) => link.linkOAuth(provider),
    unlinkEmail: (address) => link.unlinkEmail(address),
    unlinkPhone: (phoneNumber) => link.unlinkPhone(phoneNumber),
    unlinkOAuth: (provider, subject) => link.unlinkOAuth({ provider, subject }),
  }
  return { flows, commands }
}
