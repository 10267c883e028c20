/** Landing model types: the options in order, the overflow entries, legal line, app name and logo. */
import type { OAuthProvider } from '../../config/types'
import type { LegalLine } from '../../rules/landing'
import type { LandingView } from '../../services/modal/modal.types'

/** The web2 (email, SMS, passkey, social) or web3 (wallet) group. */
export type LoginGroup = 'web2' | 'web3'

/** One entry of the landing list. `display: 'button'` for email/SMS when `hideDirectWeb2Inputs` is on. */
export type LandingOption =
  | { type: 'email'; group: 'web2'; display: 'input' | 'button' }
  | { type: 'sms'; group: 'web2'; display: 'input' | 'button' }
  /** 'Continue with a passkey' (the browser offers the passkeys it holds for the site). */
  | { type: 'passkey'; group: 'web2' }
  | { type: 'oauth'; group: 'web2'; provider: OAuthProvider }
  | { type: 'wallet'; group: 'web3' }
  /** Leads to the overflow view of a group. */
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
