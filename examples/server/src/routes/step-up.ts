/**
 * Step-up codes for a user without MFA (see grants.ts): a code sent to one of the user's own emails or phones,
 * verified with the `action` and `target` it approves, makes a single-use grant for that one change.
 *
 *   POST /api/v1/step_up/init    {type: 'email' | 'phone'}                          -> {success}
 *   POST /api/v1/step_up/verify  {type: 'email' | 'phone', code, action?, target?}  -> {success, verified_at, grant?}
 *
 * Both need a bearer. The code goes to the user's oldest account of that type; a user with MFA verifies with MFA
 * instead (400). A code that cannot vouch for the action (a removal by a method not strictly older than the one
 * removed, a new device by a method younger than the session) is refused before the code is checked (400
 * `invalid_request`, the code stays usable). Sends count like login codes (per IP and per recipient); wrong codes
 * like login codes too.
 */
import { STEP_UP_INIT, STEP_UP_VERIFY } from '@latch/core/protocol'
import { Hono } from 'hono'
import { loadUser, requireCaller } from '../auth'
import { type Ctx, type Deps, type HonoEnv, nowSeconds } from '../context'
import { limitSendIp, sendCode, verifyCode } from '../domain/codes'
import { mintGrant, readGrantAsk, stepUpMethods, stepUpVouches } from '../grants'
import { HttpError, readCode, readJson, str } from '../http'
import { route } from '../route'
import { securityEvent } from '../security-events'

export function stepUpRoutes(deps: Deps): Hono<HonoEnv> {
  const r = new Hono<HonoEnv>()
  r.use('/step_up/*', requireCaller(deps))

  const flowOf = (c: Ctx) => `step_up:${c.get('caller').userId}`
  /** The account a step-up code of `type` goes to; 400 when the user has none or uses MFA. */
  const methodOf = async (c: Ctx, type: string) => {
    if (type !== 'email' && type !== 'phone')
      throw new HttpError(400, 'invalid_request', "Invalid field 'type'")
    const user = await loadUser(deps, c.get('app').id, c.get('caller').userId)
    if (user.mfa.length > 0) {
      throw new HttpError(
        400,
        'invalid_request',
        'This account uses MFA: verify with your MFA method instead.',
      )
    }
    const account = stepUpMethods(user).find((a) => a.type === type)
    if (!account) {
      throw new HttpError(
        400,
        'invalid_request',
        `This account has no ${type === 'email' ? 'email' : 'phone number'}.`,
      )
    }
    return { user, account }
  }

  route(r, STEP_UP_INIT, [], async (c) => {
    const body = await readJson(c)
    const { account } = await methodOf(c, str(body, 'type', 16))
    await limitSendIp(deps, c)
    const channel = account.type === 'email' ? 'email' : 'sms'
    await sendCode(deps, c, { flow: flowOf(c), channel, to: account.key })
    return { success: true as const }
  })

  route(r, STEP_UP_VERIFY, [], async (c) => {
    const body = await readJson(c)
    const type = str(body, 'type', 16)
    const code = readCode(body)
    const ask = readGrantAsk(body)
    const { user, account } = await methodOf(c, type)
    const { userId, sessionId } = c.get('caller')
    if (ask) {
      const session = await deps.storage.getSession(sessionId)
      if (!session || !stepUpVouches(user, session, account, ask)) {
        throw new HttpError(
          400,
          'invalid_request',
          `A code sent to this ${type === 'email' ? 'email' : 'phone number'} cannot approve this change.`,
        )
      }
    }
    await verifyCode(deps, c, { flow: flowOf(c), to: account.key, code })
    const now = nowSeconds(deps)
    await deps.storage.setSessionStepUp(sessionId, now, account.id)
    const grant = ask
      ? await mintGrant(deps, { appId: c.get('app').id, userId, sessionId }, ask, `step_up:${account.type}`)
      : undefined
    await securityEvent(deps, c, 'step_up', {
      user: userId,
      session: sessionId,
      method: account.type,
      action: ask?.action,
    })
    return { success: true as const, verified_at: now, ...(grant ? { grant } : {}) }
  })

  return r
}
