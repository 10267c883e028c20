/**
 * guest/authenticate: makes a guest account and signs it in. Counted in the per-IP login limit and, tighter, in
 * `guestPerIp` (each guest is a user row kept until the app's idle time). The app hears `user.created`.
 */
import { GUEST_AUTHENTICATE } from '@latch/core/protocol'
import { Hono } from 'hono'
import { limit, loadUser } from '../../auth'
import { type Deps, type HonoEnv, nowSeconds } from '../../context'
import { newUserId } from '../../crypto'
import { HttpError } from '../../http'
import { route } from '../../route'
import { securityEvent } from '../../security-events'
import { issueSession } from '../../sessions'
import { userToJSON } from '../../users'
import { GuestError, requireGuests } from './service'

export function guestRoutes(deps: Deps): Hono<HonoEnv> {
  const r = new Hono<HonoEnv>()

  route(r, GUEST_AUTHENTICATE, [], async (c) => {
    const app = c.get('app')
    try {
      requireGuests(app.settings)
    } catch (error) {
      if (error instanceof GuestError) throw new HttpError(403, 'invalid_request', error.message)
      throw error
    }
    const ip = c.get('ip')
    await limit(deps, `auth-ip:${ip}`, deps.config.rateLimits.authPerIp)
    await limit(deps, `guest-ip:${ip}`, deps.config.rateLimits.guestPerIp)
    const userId = newUserId()
    const created = deps.webhooks.outbox(app, (u) => [{ type: 'user.created', user: userToJSON(u) }])
    await deps.storage.createGuestUser(app.id, userId, nowSeconds(deps), created)
    const pair = await issueSession(deps, app.id, userId, { accountId: null, fresh: true }, c)
    await securityEvent(deps, c, 'login_success', { user: userId, session: pair.session.id, method: 'guest' })
    const user = userToJSON(await loadUser(deps, app.id, userId))
    return { user, token: pair.token, refresh_token: pair.refresh_token, is_new_user: true }
  })

  return r
}
