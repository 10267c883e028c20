/** sessions (refresh), sessions/logout, sessions/fork, sessions/fork/recover. Sent without a bearer. */
import { Hono } from 'hono'
import type { ForkResponseJSON, SessionResponseJSON } from '../../../../core/src/api/wire'
import { limit, loadUser } from '../auth'
import type { Ctx, Deps, HonoEnv } from '../context'
import { readJson, str, unauthorized } from '../http'
import { issueSession, revokeByRefreshToken, rotateRefreshToken } from '../sessions'
import { userToJSON } from '../users'

export function sessionRoutes(deps: Deps): Hono<HonoEnv> {
  const r = new Hono<HonoEnv>()

  const refresh = async (c: Ctx): Promise<SessionResponseJSON> => {
    const body = await readJson(c)
    if (body.refresh_token === undefined || body.refresh_token === null)
      throw unauthorized('Missing refresh token')
    const presented = str(body, 'refresh_token', 512)
    await limit(deps, `refresh-ip:${c.get('ip')}`, deps.config.rateLimits.refreshPerIp)
    const app = c.get('app')
    const pair = await rotateRefreshToken(deps, app.id, presented)
    const user = await loadUser(deps, app.id, pair.session.userId)
    return {
      user: userToJSON(user),
      token: pair.token,
      refresh_token: pair.refresh_token,
      is_new_user: false,
    }
  }

  r.post('/sessions', async (c) => c.json(await refresh(c)))
  r.post('/sessions/fork/recover', async (c) => c.json(await refresh(c)))

  r.post('/sessions/fork', async (c) => {
    const body = await readJson(c)
    const presented = str(body, 'refresh_token', 512)
    await limit(deps, `refresh-ip:${c.get('ip')}`, deps.config.rateLimits.refreshPerIp)
    const app = c.get('app')
    const pair = await rotateRefreshToken(deps, app.id, presented)
    const forked = await issueSession(deps, app.id, pair.session.userId, pair.session.id)
    const out: ForkResponseJSON = {
      token: pair.token,
      refresh_token: pair.refresh_token,
      new_session_refresh_token: forked.refresh_token,
    }
    return c.json(out)
  })

  r.post('/sessions/logout', async (c) => {
    const body = await readJson(c)
    const presented =
      body.refresh_token === undefined || body.refresh_token === null ? null : str(body, 'refresh_token', 512)
    if (presented) await revokeByRefreshToken(deps, c.get('app').id, presented)
    return c.json({ success: true as const })
  })

  return r
}
