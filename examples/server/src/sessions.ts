/**
 * Sessions: an access token (JWT) plus an opaque refresh token, stored as its sha256, rotated on every refresh (a
 * fork keeps the parent's token: see `rotateRefreshToken`).
 * Reuse detection: a rotated token presented again within `refreshReuseGrace` seconds returns the current pair
 * (two tabs racing); later it revokes the whole session (the token family) and every session forked from it.
 * A fork belongs to its family: logout and reuse revoke the fork tree, and a session whose ancestor was revoked is
 * dead for refreshes and bearer calls alike. A fork keeps its parent's absolute expiry and authentication time, so
 * forking neither renews a session without end nor makes it look freshly signed in.
 * A user has at most `maxSessionsPerUser` live sessions: a new one revokes the oldest leaves beyond the cap (a
 * session no live session was forked from; never the new one), so a cap never ends a family that is still in use.
 */
import { type Ctx, type Deps, nowSeconds } from './context'
import { newSessionId, openSuccessor, randomToken, sealSuccessor, sha256Hex } from './crypto'
import { unauthorized } from './http'
import { securityEvent } from './security-events'
import type { Outbox, SessionRecord } from './storage'
import { signAccessToken } from './tokens'

export interface TokenPair {
  token: string
  refresh_token: string
  session: SessionRecord
}

const accessFor = (deps: Deps, session: { appId: string; userId: string; id: string }) =>
  signAccessToken(
    deps.keys,
    { appId: session.appId, userId: session.userId, sessionId: session.id },
    { issuer: deps.config.issuer, ttl: deps.config.accessTokenTtl, now: deps.config.now() },
  )

/**
 * Starts a session for a user and returns its first pair: after a login (`login.accountId` is the account that
 * signed in; the authentication time is now, unless `fresh: false`: a login that proves nothing new, such as a
 * replayed custom auth token, leaves it null), or as a fork of `parent` (its expiry and authentication kept).
 */
export async function issueSession(
  deps: Deps,
  appId: string,
  userId: string,
  from: { accountId: number | null; fresh?: boolean } | { parent: SessionRecord } = { accountId: null },
  c: Ctx | null = null,
  /** The events of this login (`user.authenticated`), queued in the session's transaction. */
  outbox?: Outbox,
): Promise<TokenPair> {
  const now = nowSeconds(deps)
  const refresh = randomToken()
  const id = newSessionId()
  const parent = 'parent' in from ? from.parent : null
  await deps.storage.createSession(
    {
      id,
      appId,
      userId,
      expiresAt: parent ? parent.expiresAt : now + deps.config.refreshTokenTtl,
      forkedFrom: parent?.id ?? null,
      authenticatedAt: parent ? parent.authenticatedAt : 'fresh' in from && from.fresh === false ? null : now,
      authAccountId: parent ? parent.authAccountId : 'accountId' in from ? from.accountId : null,
    },
    sha256Hex(refresh),
    now,
    outbox,
  )
  const capped = await deps.storage.capUserSessions(appId, userId, deps.config.maxSessionsPerUser, now, id)
  if (capped.length > 0) {
    await securityEvent(
      deps,
      c,
      'sessions_revoked',
      { user: userId, reason: 'session_cap', sessions_revoked: capped.length },
      { appId },
    )
  }
  const session = (await deps.storage.getSession(id)) as SessionRecord
  return { token: await accessFor(deps, session), refresh_token: refresh, session }
}

/**
 * A fresh primary login: this session was signed in (not refreshed, not forked later) within `freshLoginSeconds`
 * (10 minutes by default). The one notion of "fresh" for account changes and new-device registration.
 */
export function isFreshLogin(deps: Deps, session: SessionRecord): boolean {
  const at = session.authenticatedAt
  return at !== null && nowSeconds(deps) - at <= deps.config.freshLoginSeconds
}

/** Forks deeper than this are refused (a fork of a fork of ...). */
const MAX_FORK_DEPTH = 16

/**
 * True when the session is for `appId`, not revoked, not expired, and no session it was forked from was revoked.
 * An ancestor that expired (or was purged after expiring) does not end its forks: only a revocation does.
 */
export async function isSessionLive(
  deps: Deps,
  session: SessionRecord | null,
  appId: string,
): Promise<boolean> {
  if (!session || session.appId !== appId || session.revokedAt !== null) return false
  if (session.expiresAt <= nowSeconds(deps)) return false
  let parentId = session.forkedFrom
  for (let depth = 0; parentId; depth++) {
    if (depth >= MAX_FORK_DEPTH) return false
    const parent = await deps.storage.getSession(parentId)
    if (!parent) return true
    if (parent.revokedAt !== null) return false
    parentId = parent.forkedFrom
  }
  return true
}

async function liveSession(deps: Deps, appId: string, sessionId: string): Promise<SessionRecord> {
  const session = await deps.storage.getSession(sessionId)
  if (!session || !(await isSessionLive(deps, session, appId))) {
    throw unauthorized('Invalid or expired refresh token')
  }
  return session
}

/**
 * Rotates a refresh token; see the module comment for the reuse rule. With `rotate: false` (a fork) the current
 * token is kept and handed back with a new access token: the fork then changes nothing the parent holds, so a fork
 * whose answer was lost leaves the parent's refresh token valid (a rotated one would count as reuse 10 s later and
 * sign the person out everywhere). The reuse rule applies the same to a rotated token presented to a fork.
 */
export async function rotateRefreshToken(
  deps: Deps,
  appId: string,
  presented: string,
  options: { rotate?: boolean } = {},
): Promise<TokenPair> {
  const { storage, config } = deps
  const now = nowSeconds(deps)
  let token = presented
  let record = await storage.getRefresh(sha256Hex(token))
  if (!record) throw unauthorized('Invalid or expired refresh token')
  const session = await liveSession(deps, appId, record.sessionId)

  if (record.rotatedAt === null) {
    if (options.rotate === false)
      return { token: await accessFor(deps, session), refresh_token: token, session }
    const next = randomToken()
    if (await storage.rotateRefresh(record.hash, sha256Hex(next), sealSuccessor(token, next), now)) {
      return { token: await accessFor(deps, session), refresh_token: next, session }
    }
    // another request rotated it between our read and write: fall through to the reuse rule
    record = await storage.getRefresh(record.hash)
    if (!record) throw unauthorized('Invalid or expired refresh token')
  }

  // Follow the chain of successors to the current token, as long as each step is within the grace window.
  for (let hops = 0; hops < 16 && record; hops++) {
    if (record.rotatedAt === null) {
      return { token: await accessFor(deps, session), refresh_token: token, session }
    }
    if (now - record.rotatedAt > config.refreshReuseGrace || !record.successor) break
    const successor = openSuccessor(token, record.successor)
    if (!successor) break
    token = successor
    record = await storage.getRefresh(sha256Hex(token))
  }
  const revoked = await storage.revokeSessionTree(session.id, now)
  await securityEvent(
    deps,
    null,
    'refresh_reuse_detected',
    { user: session.userId, session: session.id, revoked: revoked.length },
    { appId },
  )
  throw unauthorized('Refresh token reuse detected; the session was revoked')
}

/** Revokes the session of a refresh token (logout). Unknown tokens are ignored. */
export async function revokeByRefreshToken(deps: Deps, appId: string, presented: string): Promise<boolean> {
  const record = await deps.storage.getRefresh(sha256Hex(presented))
  if (!record) return false
  const session = await deps.storage.getSession(record.sessionId)
  if (!session || session.appId !== appId) return false
  await deps.storage.revokeSessionTree(session.id, nowSeconds(deps))
  return true
}
