/** The OAuth flow's screen: the wait while the provider round trip runs, shown before login. */
import type { OAuthProvider } from '../../config/types'
import type { ScreenDataOf } from '../../services/modal/screens'
import { screen } from '../../services/modal/screens'

/** AWAITING_OAUTH_SCREEN: the provider being waited for. */
export const oauthScreens = {
  AWAITING_OAUTH_SCREEN: screen<{ provider: OAuthProvider }>({ beforeLogin: true }),
}

/** The data of the OAuth screens. */
export type OAuthScreens = ScreenDataOf<typeof oauthScreens>
