/** Link and unlink types: email, phone and OAuth accounts (wallets come with the wallet flows). */
import type { OAuthProvider } from '../../config/types'
import type { LatchError } from '../../errors'
import type { LinkTarget } from '../../services/link-channels/link-channels.service'
import type { User } from '../../user/types'

export type { LinkTarget } from '../../services/link-channels/link-channels.service'

/**
 * `$state` of the link flow, a union on `step`. Linking itself runs in the flow that offers the target's link channel
 * (the email, SMS or OAuth flow, in its `mode: 'link'`); this state covers a link from its start to its end, and
 * every unlink.
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
