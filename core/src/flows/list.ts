/**
 * The flow list, and the types read off it. `createFlows` builds these modules; `latch.flows`, the commands on a
 * `Latch`, the screen names and `ScreenDataMap` all come from this one list: adding a flow is its folder plus one
 * entry here. The core services' faces come first and last (`flows.modal`; `flows.request`, `$lastError`).
 */

import { captchaModule } from '../services/captcha/captcha.module'
import { errorsModule } from '../services/errors/errors.module'
import type { FlowModule } from '../services/flow-module'
import { modalModule } from '../services/modal/modal.module'
import { resolveScreenIn } from '../services/modal/modal.rules'
import type { ModalCommandsOf, ModalFlowOf } from '../services/modal/modal.service'
import type {
  AnyScreens,
  ModalScreens,
  ModalStateOf,
  OpenModalParametersOf,
  ScreenArgsOf,
  ScreenEntryOf,
} from '../services/modal/modal.types'
import type { ScreenDataOf, ScreenDeclarations } from '../services/modal/screens'
import { screen } from '../services/modal/screens'
import { requestModule } from '../services/request/request.module'
import { customAuthModule } from './custom-auth/custom-auth.flow'
import { embeddedWalletModule } from './embedded-wallet/embedded-wallet.flow'
import { fiatModule } from './fiat/fiat.flow'
import { guestModule } from './guest/guest.flow'
import { landingModule } from './landing/landing.flow'
import { linkModule } from './link/link.flow'
import { mfaModule } from './mfa/mfa.flow'
import { oauthModule } from './oauth/oauth.flow'
import { passkeyModule } from './passkey/passkey.flow'
import { emailModule } from './passwordless/email.flow'
import { passwordlessModule } from './passwordless/passwordless.module'
import { smsModule } from './passwordless/sms.flow'
import { sendTransactionModule } from './send-transaction/send-transaction.flow'
import type { AllowlistScreenData } from './shared/allowlist'
import { signModule } from './sign/sign.flow'
import { stepUpModule } from './step-up/step-up.flow'
import { telegramModule } from './telegram/telegram.flow'
import { walletsModule } from './wallets/wallets.flow'

/** Every flow module, in the order of `latch.flows`. A flow uses core services only, so the order is free. */
export const FLOW_MODULES = [
  modalModule,
  captchaModule,
  landingModule,
  emailModule,
  smsModule,
  passwordlessModule,
  oauthModule,
  passkeyModule,
  telegramModule,
  customAuthModule,
  guestModule,
  linkModule,
  walletsModule,
  mfaModule,
  stepUpModule,
  fiatModule,
  signModule,
  sendTransactionModule,
  embeddedWalletModule,
  requestModule,
  errorsModule,
] as const

type Module = (typeof FLOW_MODULES)[number]
type FlowOf<M> = M extends FlowModule<string, infer F, object> ? F : never
type CommandsOf<M> = M extends FlowModule<string, unknown, infer C> ? C : never
type ScreensOf<M> = M extends FlowModule<string, unknown, object, infer S> ? ScreenDataOf<S> : never
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never

// ── Screens ──────────────────────────────────────────────────────────────────

/** LOGIN_FAILED_SCREEN's data: the message to show, and the screen 'Try again' goes back to. */
export interface LoginFailedScreenData {
  message?: string
  retryScreen?: ScreenName
}

/** The screens of the modal itself: its home, and the two outcomes any login can end in. */
export const CORE_SCREENS = {
  LANDING: screen({ beforeLogin: true }),
  LOGIN_FAILED_SCREEN: screen<LoginFailedScreenData | null>({ beforeLogin: true }),
  ALLOWLIST_REJECTION_SCREEN: screen<AllowlistScreenData | null>({ beforeLogin: true }),
} satisfies ScreenDeclarations

type ListedScreens = UnionToIntersection<ScreensOf<Module>>

/**
 * The data each screen is opened with (null for screens that need none), read off the modules' `screens`, so
 * `navigate` and the screen's props are typed from the flow that declares it.
 */
export interface ScreenDataMap extends ScreenDataOf<typeof CORE_SCREENS>, ListedScreens {}

/** A modal screen name. */
export type ScreenName = keyof ScreenDataMap & string
/** The data of any screen. */
export type ScreenData = ScreenDataMap[ScreenName]
/** A screen with its data, correlated: `{ screen: 'AWAITING_OAUTH_SCREEN', data: { provider } }`. */
export type ScreenEntry = ScreenEntryOf<ScreenDataMap>
/** The arguments after the screen name: the data, optional for screens that take none. */
export type ScreenArgs<S extends ScreenName> = ScreenArgsOf<ScreenDataMap, S>
/**
 * `$modal`: closed, open, or closing (hidden but still mounted during the 200 ms hide delay).
 * `open` mirrors `step === 'open'` for hosts that only want a boolean.
 */
export type ModalState = ModalStateOf<ScreenDataMap>
/** Parameters of `openModal`: a screen and its data, or nothing for LANDING. */
export type OpenModalParameters = OpenModalParametersOf<ScreenDataMap>
/** The modal flow of one client: `$state` (also `$modal`) and what moves it. */
export type ModalFlow = ModalFlowOf<ScreenDataMap>
/** The modal commands a `Latch` exposes, plus `$modal`. */
export type ModalCommands = ModalCommandsOf<ScreenDataMap>

/** The screens of a list of modules (the modal's own first): every name, and those shown before login. */
export function screensOf(modules: ReadonlyArray<FlowModule<string, unknown, object>>): ModalScreens {
  const declared = [CORE_SCREENS, ...modules.map((m) => m.screens ?? {})].flatMap((s) => Object.entries(s))
  return {
    names: new Set(declared.map(([name]) => name)),
    beforeLogin: new Set(declared.filter(([, s]) => s.beforeLogin).map(([name]) => name)),
  }
}

// Marked pure, as are the two lists read from it (a spread or a property read is otherwise kept for its possible
// effects): a bundle that uses neither list (nor resolveScreen) drops them all.
const LISTED = /* @__PURE__ */ screensOf(FLOW_MODULES)

/** Every modal screen, by name. */
export const SCREEN_NAMES: ReadonlyArray<ScreenName> = /* @__PURE__ */ (() =>
  [...LISTED.names] as ScreenName[])()

/** Screens an unauthenticated user may see; any other screen falls back to LANDING. */
export const LOGIN_SCREENS: ReadonlySet<ScreenName> = /* @__PURE__ */ (() =>
  LISTED.beforeLogin as ReadonlySet<ScreenName>)()

/** The screen to show to a user in this auth state. */
export function resolveScreen(screen: ScreenName | undefined, authenticated: boolean): ScreenName {
  return resolveScreenIn(LOGIN_SCREENS, screen, authenticated)
}

// ── Flows and commands ───────────────────────────────────────────────────────

type ListedFlows = { [M in Module as FlowOf<M> extends null ? never : M['name']]: FlowOf<M> }

/** Every flow of one client by name (`latch.flows.email`, ...); flow-less modules are left out. */
export type Flows = Omit<ListedFlows, 'modal'> & { modal: ModalFlow }

/** Every command the flows put on a `Latch` (`initLoginWithEmail`, `loginWithCode`, `$modal`, ...). */
export type FlowCommands = Omit<UnionToIntersection<CommandsOf<Module>>, keyof ModalCommandsOf<AnyScreens>> &
  ModalCommands
