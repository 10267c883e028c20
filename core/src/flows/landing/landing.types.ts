/** Landing model types: the options in order, the overflow entries, legal line, app name and logo. */

import type { LegalLine } from '../../rules/landing'
import type { LandingView } from '../../services/modal/modal.types'
import type { LoginGroup } from '../../user/method'
import type { MethodLandingOption } from '../../user/methods/list'

export type { LoginGroup } from '../../user/method'

/**
 * One entry of the landing list: a login method's option, read off its descriptor (`{ type: 'email', group: 'web2',
 * display }`, `{ type: 'passkey', group: 'web2' }`, `{ type: 'oauth', group: 'web2', provider }`, `{ type: 'wallet',
 * group: 'web3' }`; `display: 'button'` for email/SMS when `hideDirectWeb2Inputs` is on), or an entry that leads to
 * the overflow view of a group.
 */
export type LandingOption =
  | MethodLandingOption
  | { type: 'overflow'; group: LoginGroup; view: Exclude<LandingView, 'default'> }

/** The computed landing model. */
export interface LandingModel {
  /** 'Log in or Sign Up'. */
  title: string
  appName: string | null
  /** Only https (or http on localhost) logos; else null. */
  logoUrl: string | null
  /** The view the modal shows now. */
  view: LandingView
  /** The entries of the current view. */
  options: LandingOption[]
  /** Every view's entries: the default list (at most 4 options, then overflow entries) and each group in full. */
  views: Record<LandingView, LandingOption[]>
  legal: LegalLine | null
  /** 'Protected by'. */
  protectedBy: string
}
