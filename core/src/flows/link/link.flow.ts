/**
 * The link flow: links an email, a phone or a social account to the logged-in user through the link channels (the
 * flows that run the link offer them: email, SMS, OAuth), and unlinks them. Starting and stopping a link
 * (`link.start.ts`) answers at once; the unlink commands are in `link.commands.ts`.
 */
import type { ReadableAtom } from 'nanostores'
import type { OAuthProvider } from '../../config/types'
import { createDisposer, defineFlowModule } from '../../services/flow-module'
import { bindRoute } from '../../services/router/route.types'
import type {
  StepUpMethod,
  StepUpVerification,
  SubmitStepUpParameters,
} from '../../services/step-up/step-up.api'
import * as commands from './link.commands'
import type { LinkCommandContext } from './link.context'
import { routeLink } from './link.route'
import { linkScreens } from './link.screens'
import { cancelLink, followLinkEnds, linkEmail, linkOAuth, linkPhone } from './link.start'
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
   * For a user without MFA whose account change was refused with `step_up_required`: sends a code to the user's own
   * email or phone (one of the refusal's `getStepUpMethods(error)`). Then `submitStepUp` and the call again.
   */
  initStepUp(type: StepUpMethod): Promise<void>
  /**
   * Verifies the step-up code for this session. Pass the refusal's `getGrant(error)` as `grant`: the code then
   * approves that one change (a single-use grant, for a few minutes), which goes through when the call is made again.
   */
  submitStepUp(parameters: SubmitStepUpParameters): Promise<StepUpVerification>
}

const stepUpApi = () => import('../../services/step-up/step-up.api')

/** The link flow module: it stands on the link channels and the step-up guard, never on another flow. */
export const linkModule = defineFlowModule({
  name: 'link',
  screens: linkScreens,
  create(ctx) {
    const c: LinkCommandContext = { ctx, store: createLinkStore() }
    const disposer = createDisposer()
    disposer.add(followLinkEnds(c))
    const flow: LinkFlow = {
      $state: c.store.$state,
      linkEmail: () => linkEmail(c),
      linkPhone: () => linkPhone(c),
      linkOAuth: (provider) => linkOAuth(c, provider),
      cancel: () => cancelLink(c),
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
      // the step-up calls load with their first use (a custom UI's prompt), as the default prompt does
      initStepUp: async (type) => (await stepUpApi()).initStepUp(ctx, type),
      submitStepUp: async (parameters) => (await stepUpApi()).submitStepUp(ctx, parameters),
    }
    return {
      flow,
      commands: linkCommands,
      dispose: disposer.dispose,
      route: bindRoute(flow.$state, routeLink),
    }
  },
})
