/**
 * sessions (refresh), sessions/logout, sessions/fork, sessions/fork/recover (sent without a bearer), and
 * sessions/logout_all ("log out everywhere": a refresh token or a bearer of a live session).
 */

import {
  type ForkResponseJSON,
  SESSIONS_FORK,
  SESSIONS_FORK_RECOVER,
  SESSIONS_LOGOUT,
  SESSIONS_LOGOUT_ALL,
  SESSIONS_REFRESH,
  type SessionResponseJSON,
} from '@latch/core/protocol'
import { Hono } from 'hono'
import { assertStillAllowed, limit, loadUser } from '../auth'
import type { Ctx, Deps, HonoEnv } from '../context'
import { nowSeconds } from '../context'
import { sha256Hex } from '../crypto'
import { readJson, str, unauthorized } from '../http'
import { route } from '../route'
import { securityEvent } from '../security-events'
import { isSessionLive, issueSession, revokeByRefreshToken, rotateRefreshToken } from '../sessions'
import { verifyAccessToken } from '../tokens'
import { userToJSON } from '../users'

export function sessionRoutes(deps: Deps): Hono<HonoEnv> {
  const r = new Hono<HonoEnv>()

  /** Rotates the presented refresh token (counted against the IP's limit first); its user must still be allowed. */
  const rotatePresented = async (c: Ctx, presented: string, rotate = true) => {
    await limit(deps, `refresh-ip:${c.get('ip')}`, deps.config.rateLimits.refreshPerIp)
    const app = c.get('app')
    const pair = await rotateRefreshToken(deps, app.id, presented, { rotate })
    await assertStillAllowed(deps, c, app, pair.session.userId)
    return pair
  }

  const refresh = async (c: Ctx): Promise<SessionResponseJSON> => {
    const body = await readJson(c)
    if (body.refresh_token === undefined || body.refresh_token === null)
      throw unauthorized('Missing refresh token')
    const pair = await rotatePresented(c, str(body, 'refresh_token', 512))
    const user = await loadUser(deps, c.get('app').id, pair.session.userId)
    return {
      user: userToJSON(user),
      token: pair.token,
      refresh_token: pair.refresh_token,
      is_new_user: false,
    }
  }

  route(r, SESSIONS_REFRESH, [], refresh)
  route(r, SESSIONS_FORK_RECOVER, [], refresh)

  // A fork does not rotate the parent's refresh token (its answer may be lost: the parent must keep working).
  route(r, SESSIONS_FORK, [], async (c) => {
    const body = await readJson(c)
    const pair = await rotatePresented(c, str(body, 'refresh_token', 512), false)
    const forked = await issueSession(deps, c.get('app').id, pair.session.userId, { parent: pair.session }, c)
    const out: ForkResponseJSON = {
      token: pair.token,
      refresh_token: pair.refresh_token,
      new_session_refresh_token: forked.refresh_token,
    }
    return out
  })

  route(r, SESSIONS_LOGOUT, [], async (c) => {
    const body = await readJson(c)
    const presented =
      body.refresh_token === undefined || body.refresh_token === null ? null : str(body, 'refresh_token', 512)
    if (presented) await revokeByRefreshToken(deps, c.get('app').id, presented)
    return { success: true as const }
  })

  // Log out everywhere: every session of the caller's user in this app, forks included, the caller's own too.
  route(r, SESSIONS_LOGOUT_ALL, [], async (c) => {
    const body = await readJson(c)
    const app = c.get('app')
    await limit(deps, `refresh-ip:${c.get('ip')}`, deps.config.rateLimits.refreshPerIp)
    let sessionId: string | null = null
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
    if (bearer) {
      const claims = await verifyAccessToken(deps.keys, bearer, {
        issuer: deps.config.issuer,
        appId: app.id,
        now: deps.config.now(),
      })
      sessionId = claims?.sessionId ?? null
    } else if (body.refresh_token !== undefined && body.refresh_token !== null) {
      const record = await deps.storage.getRefresh(sha256Hex(str(body, 'refresh_token', 512)))
      // only the current token of a session proves it (a rotated one may be a stolen copy)
      sessionId = record && record.rotatedAt === null ? record.sessionId : null
    }
    const session = sessionId ? await deps.storage.getSession(sessionId) : null
    if (!session || !(await isSessionLive(deps, session, app.id))) throw unauthorized()
    const revoked = await deps.storage.revokeUserSessions(app.id, session.userId, nowSeconds(deps), null)
    await securityEvent(deps, c, 'logout_everywhere', {
      user: session.userId,
      session: session.id,
      sessions_revoked: revoked,
    })
    // the count of sessions ended rides along with the success
    const out = { success: true as const, revoked }
    return out
  })

  return r
}
