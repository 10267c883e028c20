/**
 * The one call that finishes a login or a link. A login answers the auth response (tokens + user) and goes through
 * `session.authenticate`; a link answers `{ user }` (the reference server) or a full auth response (an older
 * wording): both are accepted, the user replaces the session's user.
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
  const answer = await ctx.api.request({
    method: 'POST',
    path: path.link,
    body,
    auth: 'protected',
    parse: parseLinkAnswer,
  })
  if (answer.kind === 'auth') return ctx.session.authenticate(() => Promise.resolve(answer.auth))
  const user = toUser(answer.user)
  ctx.session.setUser(user)
  return { user, isNewUser: false }
}
