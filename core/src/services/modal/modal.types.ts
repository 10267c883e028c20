/**
 * Modal navigation types. The modal service works with any screen map (`M`: screen name to its data); the client's
 * own map, `ScreenDataMap`, is read off the flow list (`flows/list.ts`), so a screen's name and data type are
 * declared once, by the flow that shows it.
 */
import type { ScreenMap } from './screens'

/** The landing screen's views: its default list, or one group's overflow list. */
export type LandingView = 'default' | 'web2-overflow' | 'web3-overflow'

/** A screen of `M` with its data, correlated: `{ screen: 'AWAITING_OAUTH_SCREEN', data: { provider } }`. */
export type ScreenEntryOf<M extends ScreenMap> = {
  [S in keyof M & string]: { screen: S; data: M[S] }
}[keyof M & string]

/** The arguments after the screen name: the data, optional for screens that take none. */
export type ScreenArgsOf<M extends ScreenMap, S extends keyof M> = S extends keyof M
  ? null extends M[S]
    ? [data?: M[S]]
    : [data: M[S]]
  : never

/**
 * `$modal`: closed, open, or closing (hidden but still mounted during the 200 ms hide delay).
 * `open` mirrors `step === 'open'` for hosts that only want a boolean.
 */
export type ModalStateOf<M extends ScreenMap> = ScreenEntryOf<M> & { landingView: LandingView } & (
    | { step: 'closed'; open: false }
    | { step: 'open'; open: true }
    | { step: 'closing'; open: false }
  )

/** Parameters of `openModal`: a screen and its data, or nothing for LANDING. */
export type OpenModalParametersOf<M extends ScreenMap> =
  | { [S in keyof M & string]: { screen: S; data?: M[S] } }[keyof M & string]
  | { screen?: undefined; data?: undefined }

/** Parameters of `afterLogin`: the logged-in user's situation. */
export interface AfterLoginParameters {
  /** Whether an embedded wallet should be created now. */
  createWallet: boolean
}

/** Any screen map (what the modal service and the router work with, whatever the flows declare). */
export type AnyScreens = Record<string, unknown>

/** A modal state of any screen map. */
export type AnyModalState = ModalStateOf<AnyScreens>

/** A screen entry of any screen map. */
export type AnyScreenEntry = { screen: string; data: unknown }

/** The screens the modal knows, read off the flow list: every name, and those shown before login. */
export interface ModalScreens {
  /** Every screen name. */
  readonly names: ReadonlySet<string>
  /** Screens an unauthenticated person may see; any other falls back to LANDING. */
  readonly beforeLogin: ReadonlySet<string>
}
