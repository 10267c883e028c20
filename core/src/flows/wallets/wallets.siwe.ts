/**
 * The last leg of Sign-In With Ethereum: credentials a wallet signed (the connector layer's `createSiweCredentials`)
 * go to `siwe/authenticate` (a login, stored in the session) or `siwe/link` (to the signed-in user, through the
 * step-up guard). It lives with the wallet flow, not with the connectors, because it finishes a login.
 */
import { SIWE_PATHS, type SiweCredentials } from '../../connectors/siwe'
import type { LatchContext } from '../../context'
import type { User } from '../../user/types'
import { authenticateOrLink } from '../shared/authenticate'

/** Sends signed credentials: a login (`siwe/authenticate`) or a link to the signed-in user (`siwe/link`). */
export function submitSiweCredentials(
  ctx: LatchContext,
  credentials: SiweCredentials,
  mode: 'login' | 'link',
): Promise<{ user: User; isNewUser: boolean }> {
  return authenticateOrLink(ctx, mode, { login: SIWE_PATHS.login, link: SIWE_PATHS.link }, { ...credentials })
}
