/**
 * The internal context every flow factory receives. Built once per `createLatch()` call; nothing here is a
 * module-level singleton. `CoreContext` is what the client is made of (env, config, API client, session); the
 * services built on it for every flow (the modal, the pending request, the session's events, the error channel)
 * are added by `createFlows` to make the `ClientContext`; flows see it as `LatchContext`.
 */
import type { CoreContext } from './services/core-context.ts'

export type { CoreContext } from './services/core-context.ts'

import type { CaptchaService } from './services/captcha/captcha.service.ts'
import type { ErrorChannel } from './services/errors/errors.service.ts'
import type { SessionEvents } from './services/events/session-events.ts'
import type { LinkChannels } from './services/link-channels/link-channels.service.ts'
import type { ModalService, ModalView } from './services/modal/modal.service.ts'
import type { RequestService } from './services/request/request.service.ts'
import type { IntentService } from './services/router/intents.ts'
import type { SigningService } from './services/signing/signing.service.ts'
import type { StepUp } from './services/step-up/step-up.service.ts'
import type { WalletListService } from './services/wallet-list/wallet-list.service.ts'

/** The services every flow may use; a flow uses these and never another flow. */
export interface CoreServices {
  /** The modal: its state, read by flows; only the router and the modal's own commands move it. */
  readonly modal: ModalService
  /** What Back, Close and Retry do on the screen shown: the flows declare them, the router carries them out. */
  readonly intents: IntentService
  /** The bot check the code flows wait for before sending a code (`flows.captcha`). */
  readonly captcha: CaptchaService
  /** The pending request: a command that needs a person's decision asks here and waits for the answer. */
  readonly requests: RequestService
  /** The session's events: `login` (with `isNewUser`) and `logout`. */
  readonly events: SessionEvents
  /** Where every flow's failure is heard (`$lastError`). */
  readonly errors: ErrorChannel
  /** A call the server refuses without a fresh second factor runs guarded (the MFA flow provides the prompt). */
  readonly stepUp: StepUp
  /** Which wallet signs (the host's signer, else the embedded wallet's) and what a handed-out provider is wrapped in. */
  readonly signing: SigningService
  /** The wallets flows other than the wallets flow put into `$wallets` (the embedded wallet). */
  readonly walletList: WalletListService
  /** The flows that can link an account (email, SMS, OAuth) offer their channel here; the link flow runs links through it. */
  readonly linkChannels: LinkChannels
}

/** The whole context of one client, services included (what the core services' faces and the router use). */
export interface ClientContext extends CoreContext, CoreServices {}

/**
 * What a flow module's `create` receives (and `getLatchContext` of `@latch/core/internal` returns): the context
 * with the modal read-only (its state and the landing view); a flow shows its screens through its route rule,
 * never by opening, closing or navigating the modal itself.
 */
export interface LatchContext extends Omit<ClientContext, 'modal' | 'intents'> {
  readonly modal: ModalView
}
