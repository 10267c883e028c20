/** Binds the link store to its commands. */
import type { ReadableAtom } from 'nanostores'
import type { OAuthProvider } from '../../config/types'
import { createDisposer, defineFlowModule } from '../../services/flow-module'
import { bindRoute } from '../../services/router/route.types'
import {
  initStepUp,
  type StepUpMethod,
  type SubmitStepUpParameters,
  submitStepUp,
} from '../../services/step-up/step-up.api'
import { oauthModule } from '../oauth/oauth.flow'
import { emailModule } from '../passwordless/email.flow'
import { smsModule } from '../passwordless/sms.flow'
import * as commands from './link.commands'
import { routeLink } from './link.route'
import { linkScreens } from './link.screens'
import { createLinkStore } from './link.store'
import type { LinkState, UnlinkOAuthParameters, UnlinkReturnType } from './link.types'

/** The link flow of one client. */
export interface LinkFlow {
  $state: ReadableAtom<LinkState>
  linkEmail(): void
  linkPhone(): void
  linkOAuth(provider: OAuthProvider): Promise<void>
  /** Stops an unfinished email or phone link (see `cancelLink`). */
  cancel(): void
  unlinkEmail(address: string): Promise<UnlinkReturnType>
  unlinkPhone(phoneNumber: string): Promise<UnlinkReturnType>
  unlinkOAuth(parameters: UnlinkOAuthParameters): Promise<UnlinkReturnType>
}

/** The link commands a `Latch` exposes. */
export interface LinkCommands {
  /** Opens LINK_EMAIL_SCREEN to link an email to the current user. */
  linkEmail(): void
  /** Opens LINK_PHONE_SCREEN to link a phone number to the current user. */
  linkPhone(): void
  /** Sends the browser to the provider to link that account. */
  linkOAuth(provider: OAuthProvider): Promise<void>
  /**
   * Stops a link that has not finished: the email or SMS flow back to login mode, the link state idle, the link
   * screen closed. A code already being checked is left to finish.
   */
  cancelLink(): void
  unlinkEmail(address: string): Promise<UnlinkReturnType>
  unlinkPhone(phoneNumber: string): Promise<UnlinkReturnType>
  unlinkOAuth(provider: OAuthProvider, subject: string): Promise<UnlinkReturnType>
  /**
   * For a user without MFA whose link, unlink or first MFA enrolment was refused with `step_up_required` (the login
   * is older than 10 minutes): sends a code to the user's own email or phone. Then `submitStepUp` and the call again.
   */
  initStepUp(type: StepUpMethod): Promise<void>
  /** Verifies the step-up code for this session; the change (within 10 minutes) then goes through. */
  submitStepUp(parameters: SubmitStepUpParameters): Promise<{ verifiedAt: number | null }>
}

/** The link flow module, over the email, SMS and OAuth flows. */
export const linkModule = defineFlowModule({
  name: 'link',
  screens: linkScreens,
  create(ctx, services) {
    const c: commands.LinkCommandContext = {
      ctx,
      store: createLinkStore(),
      email: services.get(emailModule),
      sms: services.get(smsModule),
      oauth: services.get(oauthModule),
      // looked up at call time: the MFA flow is listed after this one
      mfa: ctx.stepUp,
    }
    const disposer = createDisposer()
    disposer.add(commands.watchLinkFlows(c))
    const flow: LinkFlow = {
      $state: c.store.$state,
      linkEmail: () => commands.linkEmail(c),
      linkPhone: () => commands.linkPhone(c),
      linkOAuth: (provider) => commands.linkOAuth(c, provider),
      cancel: () => commands.cancelLink(c),
      unlinkEmail: (address) => commands.unlinkEmail(c, address),
      unlinkPhone: (phoneNumber) => commands.unlinkPhone(c, phoneNumber),
      unlinkOAuth: (parameters) => commands.unlinkOAuth(c, parameters),
    }
    const linkCommands: LinkCommands = {
      linkEmail: flow.linkEmail,
      linkPhone: flow.linkPhone,
      linkOAuth: flow.linkOAuth,
      cancelLink: flow.cancel,
      unlinkEmail: flow.unlinkEmail,
      unlinkPhone: flow.unlinkPhone,
      unlinkOAuth: (provider, subject) => flow.unlinkOAuth({ provider, subject }),
      initStepUp: (type) => initStepUp(ctx, type),
      submitStepUp: (parameters) => submitStepUp(ctx, parameters),
    }
    return {
      flow,
      commands: linkCommands,
      dispose: disposer.dispose,
      route: bindRoute(flow.$state, routeLink),
    }
  },
})
