/** Link and unlink types: email, phone and OAuth accounts (wallets come with the wallet flows). */
import type { OAuthProvider } from '../../config/types'
import type { LatchError } from '../../errors'
import type { User } from '../../user/types'

/** What a link or unlink acts on. */
export type LinkTarget = 'email' | 'phone' | OAuthProvider

/**
 * `$state` of the link flow, a union on `step`. Linking itself runs in the email, SMS and OAuth flows (their
 * `mode: 'link'`); this state covers the start of a link and every unlink.
 */
export type LinkState =
  | { step: 'idle' }
  /** LINK_EMAIL_SCREEN / LINK_PHONE_SCREEN shown, or the OAuth redirect under way. */
  | { step: 'linking'; target: LinkTarget }
  | { step: 'unlinking'; target: LinkTarget }
  | { step: 'done'; target: LinkTarget; user: User }
  | { step: 'error'; target: LinkTarget; error: LatchError; message: string }

/** Parameters of `unlinkOAuth`. */
export interface UnlinkOAuthParameters {
  provider: OAuthProvider
  subject: string
}
/** The user after an unlink. */
export type UnlinkReturnType = User
