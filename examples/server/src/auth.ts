/** Shared pieces of every login and link: the caller, rate limits, the allowlist, login and link rules. */

import type { AuthResponseJSON, UserJSON } from '@latch/core/protocol'
import type { MiddlewareHandler } from 'hono'
import type { RateLimit } from './config'
import { type Ctx, type Deps, type HonoEnv, nowSeconds } from './context'
import { newUserId } from './crypto'
import { accountTarget, linkTarget, peekGrant, withGrant } from './grants'
import { HttpError, rateLimited, unauthorized } from './http'
import { type SecurityEventFields, type SecurityEventType, securityEvent } from './security-events'
import { isSessionLive, issueSession } from './sessions'
import type { AccountRecord, AppRecord, NewAccount, UserRecord } from './storage'
import { verifyAccessToken } from './tokens'
import { accountToJSON, userToJSON } from './users'

/** Messages of core's link catalogue (link.*), exactly; the refusals "already has" carry the code already_linked. */
export const LINK_MESSAGES = {
  alreadyHasEmail: 'User already has an email linked to their account.',
  alreadyHasPhone: 'User already has a phone number linked to their account.',
  alreadyHasSocial: (provider: string) => `User already has a ${provider} account linked to their account.`,
  alreadyHasWallet: 'User already has this wallet linked to their account.',
  linkedToAnotherUser: 'This account has already been linked to another user.',
  cannotLinkEmbedded: 'Embedded wallets cannot be linked or unlinked.',
}

/** Requires `Authorization: Bearer <access token>` for the request's app and a live session. */
export function requireCaller(deps: Deps): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? ''
    const match = /^Bearer\s+(\S+)$/i.exec(header)
    if (!match?.[1]) throw unauthorized()
    const app = c.get('app')
    const claims = await verifyAccessToken(deps.keys, match[1], {
      issuer: deps.config.issuer,
      appId: app.id,
      now: deps.config.now(),
    })
    if (!claims) throw unauthorized()
    const session = await deps.storage.getSession(claims.sessionId)
    // revoked, expired, or forked from a revoked session: the access token dies with its session
    if (!session || session.userId !== claims.userId || !(await isSessionLive(deps, session, app.id))) {
      throw unauthorized()
    }
    await assertStillAllowed(deps, c, app, claims.userId)
    c.set('caller', { userId: claims.userId, sessionId: claims.sessionId })
    await next()
  }
}

/**
 * @deprecated use `securityEvent` (security-events.ts), which also keeps the durable record and sends notices, and
 * can be awaited. This fire-and-forget form stays for callers written before it.
 */
export function securityLog(
  deps: Deps,
  c: Ctx | null,
  event: SecurityEventType,
  fields: SecurityEventFields = {},
): void {
  void securityEvent(deps, c, event, fields)
}

/** Counts one hit against a limit; 429 when over. */
export async function limit(deps: Deps, key: string, rule: RateLimit): Promise<void> {
  const r = await deps.storage.hitRateLimit(key, rule.max, rule.windowSeconds, nowSeconds(deps))
  if (!r.allowed) throw rateLimited(r.retryAfter)
}

export const allowlistRejected = () =>
  new HttpError(403, 'allowlist_rejected', "You don't have access to this app")

/** True when the app's allowlist is off, or one of the user's accounts is on it (OAuth accounts by email). */
export function userOnAllowlist(app: AppRecord, user: UserRecord): boolean {
  const list = app.settings.allowlist
  if (!list?.enabled) return true
  const has = (entries: string[], v: unknown) =>
    typeof v === 'string' && entries.some((e) => e.toLowerCase() === v.toLowerCase())
  return user.accounts.some((a) => {
    if (a.type === 'email') return has(list.emails, a.key)
    if (a.type === 'phone') return has(list.phones, a.key)
    if (a.type === 'wallet') return has(list.wallets, a.key)
    return has(list.emails, a.data.email)
  })
}

/**
 * A user taken off the allowlist loses every session at the next refresh or bearer call (401, so clients sign
 * out). Only apps with the allowlist on pay for the lookup.
 */
export async function assertStillAllowed(deps: Deps, c: Ctx, app: AppRecord, userId: string): Promise<void> {
  if (!app.settings.allowlist?.enabled) return
  const user = await deps.storage.getUser(app.id, userId)
  if (user && userOnAllowlist(app, user)) return
  const revoked = await deps.storage.revokeUserSessions(app.id, userId, nowSeconds(deps), null)
  await securityEvent(deps, c, 'sessions_revoked', {
    user: userId,
    reason: 'allowlist',
    sessions_revoked: revoked,
  })
  throw unauthorized('This account is no longer allowed in this app')
}

/** When the app's allowlist is on, the login identity must be on it. */
export function checkAllowlist(
  app: AppRecord,
  identity: { kind: 'email' | 'phone' | 'wallet'; value: string | null },
) {
  const list = app.settings.allowlist
  if (!list?.enabled) return
  const value = identity.value?.toLowerCase()
  const entries =
    identity.kind === 'email' ? list.emails : identity.kind === 'phone' ? list.phones : list.wallets
  if (!value || !entries.some((e) => e.toLowerCase() === value)) throw allowlistRejected()
}

export async function loadUser(deps: Deps, appId: string, userId: string): Promise<UserRecord> {
  const user = await deps.storage.getUser(appId, userId)
  if (!user) throw unauthorized()
  return user
}

/** Finds or creates the user owning `account`, then starts a session (logged as a security event). */
export async function login(
  deps: Deps,
  app: AppRecord,
  account: NewAccount,
  c: Ctx | null = null,
  /** `fresh: false`: the session does not count as a fresh login (see `issueSession`). */
  options: { fresh?: boolean } = {},
): Promise<AuthResponseJSON> {
  const now = nowSeconds(deps)
  let existing = await deps.storage.findAccount(app.id, account.type, account.key)
  let isNew = false
  if (existing) {
    // an embedded wallet stays embedded even when it signs in with SIWE
    const data = isEmbeddedWallet(existing) ? existing.data : { ...existing.data, ...account.data }
    await deps.storage.touchAccount(existing.id, data, now)
  } else {
    try {
      const created = deps.webhooks.outbox(app, (u) => [{ type: 'user.created', user: userToJSON(u) }])
      await deps.storage.createUser(
        app.id,
        newUserId(),
        { ...account, verifiedAtMs: deps.config.now() },
        now,
        created,
      )
      isNew = true
    } catch {
      // two first logins raced: the other one created the user
    }
    existing = await deps.storage.findAccount(app.id, account.type, account.key)
    if (!existing) throw new HttpError(500, 'internal_error', 'Could not create the user')
  }
  const signedIn = existing
  // user.authenticated, with the account used, queued in the session's own transaction
  const authenticated = deps.webhooks.outbox(app, (u) => [
    {
      type: 'user.authenticated',
      user: userToJSON(u),
      account: accountToJSON(u.accounts.find((a) => a.id === signedIn.id) ?? signedIn, u),
    },
  ])
  const pair = await issueSession(
    deps,
    app.id,
    existing.userId,
    { accountId: existing.id, fresh: options.fresh ?? true },
    c,
    authenticated,
  )
  await securityEvent(deps, c, 'login_success', {
    user: existing.userId,
    session: pair.session.id,
    method: account.type,
  })
  const user = await loadUser(deps, app.id, existing.userId)
  const userJson = userToJSON(user)
  return { user: userJson, token: pair.token, refresh_token: pair.refresh_token, is_new_user: isNew }
}

const alreadyHas = (account: NewAccount): string => {
  if (account.type === 'email') return LINK_MESSAGES.alreadyHasEmail
  if (account.type === 'phone') return LINK_MESSAGES.alreadyHasPhone
  if (account.type === 'wallet') return LINK_MESSAGES.alreadyHasWallet
  return LINK_MESSAGES.alreadyHasSocial(account.type.replace(/_oauth$/, ''))
}

export const isEmbeddedWallet = (a: AccountRecord) =>
  a.type === 'wallet' && a.data.wallet_client_type === 'privy'

/**
 * Link rules: one account per type (wallets: many, but never the embedded one), never one on another user; a grant
 * `link <target>` of this session (grants.ts; `linkTarget`), made by an MFA verification when the user has MFA, else
 * by a step-up code, or, without MFA, a fresh primary login of this session. Link routes also run
 * `requireLinkGrant` before checking the new account's proof, so a refused link consumes nothing; `link` claims the
 * grant when it stores the account and gives it back when the link is refused (a taken account, one of that type).
 */
export async function link(deps: Deps, c: Ctx, account: NewAccount): Promise<{ user: UserJSON }> {
  const app = c.get('app')
  const caller = c.get('caller')
  const user = await loadUser(deps, app.id, caller.userId)
  const ask = { action: 'link' as const, target: linkTarget(account) }
  await withGrant(deps, c, ask, { user, freshLoginSuffices: true }, () => addLinked(deps, c, user, account))
  return { user: await announceLink(deps, c, user, account) }
}

/** The checks and the store of a link (under its grant). */
async function addLinked(deps: Deps, c: Ctx, user: UserRecord, account: NewAccount): Promise<void> {
  const app = c.get('app')
  if (account.type === 'wallet') {
    const same = user.accounts.find((a) => a.type === 'wallet' && a.key === account.key)
    if (same && isEmbeddedWallet(same))
      throw new HttpError(400, 'invalid_request', LINK_MESSAGES.cannotLinkEmbedded)
    if (same) throw new HttpError(400, 'already_linked', alreadyHas(account))
  } else if (user.accounts.some((a) => a.type === account.type)) {
    throw new HttpError(400, 'already_linked', alreadyHas(account))
  }
  const other = await deps.storage.findAccount(app.id, account.type, account.key)
  if (other) {
    if (isEmbeddedWallet(other)) throw new HttpError(400, 'invalid_request', LINK_MESSAGES.cannotLinkEmbedded)
    throw new HttpError(400, 'linked_to_another_user', LINK_MESSAGES.linkedToAnotherUser)
  }
  // atomic: two concurrent links of a second email (or phone, or provider) cannot both win
  const added = await deps.storage.linkAccount(
    app.id,
    user.id,
    { ...account, verifiedAtMs: deps.config.now() },
    nowSeconds(deps),
    account.type !== 'wallet',
    linkedOutbox(deps, app, account),
  )
  if (added === 'has_type') throw new HttpError(400, 'already_linked', alreadyHas(account))
  if (added === 'taken') {
    throw new HttpError(400, 'linked_to_another_user', LINK_MESSAGES.linkedToAnotherUser)
  }
}

/**
 * The outbox of a link: `user.linked_account` with the new account as the link's transaction wrote it, for the
 * storage call that stores the account (queued in its transaction).
 */
export function linkedOutbox(deps: Deps, app: AppRecord, account: { type: string; key: string }) {
  return deps.webhooks.outbox(app, (u) => {
    const linked = u.accounts.find((a) => a.type === account.type && a.key === account.key)
    return linked
      ? [{ type: 'user.linked_account', user: userToJSON(u), account: accountToJSON(linked, u) }]
      : []
  })
}

/**
 * What follows every link once the account is stored (with its `user.linked_account` webhook, `linkedOutbox`): the
 * 'link' security event, whose notice goes to the methods `user` (as loaded before the link) had (the new one is the
 * attacker's, if any). Returns the user as it is now.
 */
export async function announceLink(
  deps: Deps,
  c: Ctx,
  user: UserRecord,
  account: { type: string; key: string },
): Promise<UserJSON> {
  const app = c.get('app')
  const session = c.get('caller').sessionId
  await securityEvent(deps, c, 'link', { user: user.id, session, method: account.type }, { user })
  return userToJSON(await loadUser(deps, app.id, user.id))
}

/**
 * The grant check of a link as a middleware (after `requireCaller`), shared by every link route: it runs before
 * the route consumes the new account's proof (a code, a nonce, an OAuth state, a passkey challenge), so a refused
 * link uses nothing up. `targetOf` reads the link's target from the request (null: the request is malformed and the
 * route refuses it before anything is spent); the grant is only looked at here, `link` claims it.
 */
export function requireLinkGrant(
  deps: Deps,
  targetOf: (c: Ctx) => Promise<string | null>,
): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    const target = await targetOf(c)
    if (target !== null) {
      const user = await loadUser(deps, c.get('app').id, c.get('caller').userId)
      await peekGrant(deps, c, { action: 'link', target }, { user, freshLoginSuffices: true })
    }
    await next()
  }
}

/** Unlinks one of the caller's accounts; never the embedded wallet, never the last account. */
export async function unlink(deps: Deps, c: Ctx, type: string, key: string): Promise<{ user: UserJSON }> {
  const app = c.get('app')
  const user = await loadUser(deps, app.id, c.get('caller').userId)
  const account = user.accounts.find((a) => a.type === type && a.key === key)
  if (!account) throw new HttpError(404, 'not_found', 'This account is not linked to the user.')
  if (isEmbeddedWallet(account)) throw new HttpError(400, 'invalid_request', LINK_MESSAGES.cannotLinkEmbedded)
  // the embedded wallet and its smart wallet are no way to log in
  const others = user.accounts.filter(
    (a) => a.id !== account.id && !isEmbeddedWallet(a) && a.type !== 'smart_wallet',
  )
  if (others.length === 0) {
    throw new HttpError(400, 'invalid_request', 'Cannot unlink the last login method of the user.')
  }
  // a grant `unlink <type>:<key>`: an MFA verification, or a code to a method strictly older than this one
  await withGrant(deps, c, { action: 'unlink', target: accountTarget(account) }, { user }, async () => {
    // atomic: two concurrent unlinks cannot remove the last login method between them
    // user.unlinked_account (the user as the unlink left them), queued in the unlink's transaction
    const unlinked = deps.webhooks.outbox(app, (u) => [
      { type: 'user.unlinked_account', user: userToJSON(u), account: accountToJSON(account, user) },
    ])
    const removed = await deps.storage.removeAccountUnlessLast(user.id, account.id, unlinked)
    if (removed === 'missing')
      throw new HttpError(404, 'not_found', 'This account is not linked to the user.')
    if (removed === 'last') {
      throw new HttpError(400, 'invalid_request', 'Cannot unlink the last login method of the user.')
    }
    if (removed === 'mfa_passkey') throw lastMfaPasskey()
  })
  // whoever signed in with the removed account must sign in again: every other session of the user ends
  const caller = c.get('caller')
  const revoked = await deps.storage.revokeUserSessions(app.id, user.id, nowSeconds(deps), caller.sessionId)
  // the user as it was: a removed email still hears of its removal
  await securityEvent(
    deps,
    c,
    'unlink',
    { user: user.id, session: caller.sessionId, method: type, sessions_revoked: revoked },
    { user },
  )
  return { user: userToJSON(await loadUser(deps, app.id, user.id)) }
}

/** 409 for removing the last passkey of a user whose MFA uses passkeys (they could never verify again). */
export const lastMfaPasskey = () =>
  new HttpError(
    409,
    'passkey_mfa_enrolled',
    'This is your last passkey and it protects your transactions: turn off passkey verification first.',
  )
