/**
 * The one call that finishes a login or a link. A login answers the auth response (tokens + user) and goes through
 * `session.authenticate`; a link answers `{ user }` (the reference server) or a full auth response (an older
 * wording): both are accepted, the user replaces the session's user.
 *
 * A link is an account change: once the user has an MFA method, the server wants a fresh verification of this
 * session (403 `missing_or_invalid_mfa`, checked before the code, nonce or OAuth state is used). The call runs
 * through the step-up guard, which asks for an MFA code and sends the same link again. Without MFA the call is
 * sent as it is.
 */
import { parseAuthResponseJSON, parseUserResponseJSON } from '../../api/shapes'
import type { AuthResponseJSON, UserJSON } from '../../api/wire'
import type { LatchContext } from '../../context'
import { toUser } from '../../user/parse'
import type { User } from '../../user/types'
import type { FlowMode } from './deps'

type LinkAnswer = { kind: 'auth'; auth: AuthResponseJSON } | { kind: 'user'; user: UserJSON }

function parseLinkAnswer(json: unknown): LinkAnswer {
  const o = json as { token?: unknown } | null
  if (o && typeof o === 'object' && typeof o.token === 'string')
    return { kind: 'auth', auth: parseAuthResponseJSON(json) }
  return { kind: 'user', user: parseUserResponseJSON(json) }
}

/** POSTs a login (public) or link (protected) call and stores its result in the session. */
export async function authenticateOrLink(
  ctx: LatchContext,
  mode: FlowMode,
  path: { login: string; link: string },
  body: Record<string, unknown>,
): Promise<{ user: User; isNewUser: boolean }> {
  if (mode === 'login') {
    return ctx.session.authenticate(() =>
      ctx.api.request({
        method: 'POST',
        path: path.login,
        body,
        auth: 'public',
        parse: parseAuthResponseJSON,
      }),
    )
  }
  const answer = await ctx.stepUp.guard(() =>
    ctx.api.request({
      method: 'POST',
      path: path.link,
      body,
      auth: 'protected',
      parse: parseLinkAnswer,
    }),
  )
  if (answer.kind === 'auth') return ctx.session.authenticate(() => Promise.resolve(answer.auth))
  const user = toUser(answer.user)
  ctx.session.setUser(user)
  return { user, isNewUser: false }
}
