/**
 * The last leg of Sign In With Solana: credentials a Solana wallet signed (`createSiwsCredentials` in
 * `chains/solana`) go to `siws/authenticate` (a login, stored in the session) or `siws/link` (to the signed-in user,
 * through the step-up guard), as SIWE's do.
 */
import { SIWS_PATHS, type SiwsCredentials } from '../../chains/solana/siws'
import type { LatchContext } from '../../context'
import type { User } from '../../user/types'
import { authenticateOrLink } from '../shared/authenticate'

/** Sends signed SIWS credentials: a login (`siws/authenticate`) or a link to the signed-in user (`siws/link`). */
export function submitSiwsCredentials(
  ctx: LatchContext,
  credentials: SiwsCredentials,
  mode: 'login' | 'link',
): Promise<{ user: User; isNewUser: boolean }> {
  return authenticateOrLink(ctx, mode, { login: SIWS_PATHS.login, link: SIWS_PATHS.link }, { ...credentials })
}
