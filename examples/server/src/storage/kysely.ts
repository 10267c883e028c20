/**
 * The storage, written once over Kysely for both engines (SQLite and PostgreSQL). Each method is one statement or
 * one transaction; every single-use or counted decision is arbitrated by the database: a conditional UPDATE/DELETE
 * ... RETURNING that only one caller can win (refresh rotation, nonces, challenges, grants, webhook claims), an
 * atomic upsert (rate limits, JWT ids), a transaction with the rows it decides on locked (codes, one-per-user
 * rules). Where the engines differ (row and advisory locks, booleans, the change marker) the query goes through
 * `dialect.ts`. Times are passed in by the caller (the server's injectable clock), never the database's `now()`.
 * The storage stores and claims; lifetimes and policies (how long a pending TOTP secret lives, how many attempts a
 * code has, how many device keys a user keeps) come from the services as arguments.
 */
import { type Insertable, sql } from 'kysely'
import { createConsoleStorage } from './console'
import type { Database } from './database'
import type { Db, Dialect } from './dialect'
import { AccountTaken, takenOnConflict } from './errors'
import { migrateToLatest, pendingMigrations } from './migrator'
import {
  allowedOriginsOf,
  DEFAULT_KEEP,
  isEmbeddedAccountRow,
  judgeCode,
  peekWindow,
  type Row,
  removesLastMfaPasskey,
  SEALED_CELLS,
  TABLES,
  toAccount,
  toApp,
  toEmbeddedWallet,
  toOAuthState,
  toOutbox,
  toPasskey,
  toPasskeyChallenge,
  toRefresh,
  toSecurityEvent,
  toSession,
  toShareSet,
  toUser,
  toWalletDevice,
  toWebhook,
  USER_TABLES,
} from './rows'
import type { NewAccount, NewWebhookDelivery, Outbox, Seconds, Storage } from './types'

/** A number bound as a 64-bit integer (PostgreSQL cannot infer the type of a bare parameter in arithmetic). */
const int = (n: number) => sql<number>`cast(${n} as bigint)`
/** A text parameter whose type PostgreSQL cannot infer (a CTE's first row, a nullable comparison). */
const text = (s: string | null) => sql<string>`cast(${s} as text)`

export interface KyselyStorageOptions {
  /** Applies the pending migrations under the engine's migration lock (default: `migrateToLatest` on `db`). */
  migrate?: () => Promise<string[]>
  /** Closes the engine (default: `db.destroy()`, which closes nothing when `db` never ran a query). */
  close?: () => Promise<void>
}

/** The storage over `db`; `dialect` says which engine it is. Migrations are applied by `migrate()` (or by the opener). */
export function createKyselyStorage(db: Db, dialect: Dialect, options: KyselyStorageOptions = {}): Storage {
  const { engine } = dialect
  // Rows written to the security log: `fingerprint` leaves them out (SQLite counts every change).
  let auditRows = 0

  /** Adds an account unless its (app, type, key) is someone's already: the new row's id, or undefined. */
  const insertAccount = async (q: Db, appId: string, userId: string, a: NewAccount, now: Seconds) => {
    const row = await q
      .insertInto('accounts')
      .values({
        app_id: appId,
        user_id: userId,
        type: a.type,
        key: a.key,
        data: JSON.stringify(a.data),
        first_verified_at: now,
        latest_verified_at: now,
        first_verified_ms: a.verifiedAtMs ?? now * 1000,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst()
    return row === undefined ? undefined : Number(row.id)
  }

  /** Device keys and passkeys stored for a user, with the user's accounts and MFA methods. */
  /** Inserts webhook deliveries, due at once (in `q`: the caller's transaction, or the database). */
  const insertDeliveries = async (q: Db, list: readonly NewWebhookDelivery[]) => {
    if (list.length === 0) return
    await q
      .insertInto('webhook_deliveries')
      .values(
        list.map((d) => ({
          id: d.id,
          app_id: d.appId,
          user_id: d.userId,
          event_type: d.eventType,
          payload: d.payload,
          status: 'pending',
          created_ms: d.createdMs,
          next_attempt_ms: d.createdMs,
        })),
      )
      .execute()
  }
  /**
   * The outbox of a change, inside its transaction `trx`: the user as the change left them, read in `trx`, gives the
   * events, inserted in `trx` (they commit or roll back with the change). Returns how many were queued.
   */
  const writeOutbox = async (trx: Db, appId: string | null, userId: string, outbox: Outbox | undefined) => {
    if (!outbox) return 0
    const row = await trx
      .selectFrom('users')
      .selectAll()
      .where((eb) => (appId === null ? eb('id', '=', userId) : eb.and({ id: userId, app_id: appId })))
      .executeTakeFirstOrThrow()
    const [user] = await withLists(trx, [row])
    const list = user ? outbox.events(user) : []
    await insertDeliveries(trx, list)
    return list.length
  }
  const withLists = async (q: Db, users: readonly Row[]) => {
    if (users.length === 0) return []
    const ids = users.map((u) => u.id as string)
    const appId = users[0]?.app_id as string
    const [accounts, mfa, passkeys] = await Promise.all([
      q.selectFrom('accounts').selectAll().where('user_id', 'in', ids).orderBy('id').execute(),
      q.selectFrom('mfa_methods').selectAll().where('user_id', 'in', ids).orderBy('verified_at').execute(),
      q
        .selectFrom('passkeys')
        .selectAll()
        .where('app_id', '=', appId)
        .where('user_id', 'in', ids)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
    ])
    const of = (rows: readonly Row[], u: Row) => rows.filter((r) => r.user_id === u.id)
    return users.map((u) => toUser(u, of(accounts, u), of(mfa, u), of(passkeys, u)))
  }

  const affected = (r: { numUpdatedRows?: bigint; numDeletedRows?: bigint } | undefined) =>
    Number(r?.numUpdatedRows ?? r?.numDeletedRows ?? 0)

  /** The live sessions of a user and their forks, at any depth, revoked now; the ids revoked. */
  const revokeTrees = async (q: Db, roots: ReturnType<typeof sql>, now: Seconds) => {
    const { rows } = await sql<{ id: string }>`
      WITH RECURSIVE tree(id) AS (${roots} UNION SELECT s.id FROM sessions s JOIN tree t ON s.forked_from = t.id)
      UPDATE sessions SET revoked_at = ${int(now)}
      WHERE id IN (SELECT id FROM tree) AND revoked_at IS NULL RETURNING id`.execute(q)
    return rows.map((r) => r.id)
  }

  const storage: Storage = {
    // the operator console's tables and queries (console.ts)
    ...createConsoleStorage(db, dialect),
    engine,

    // secrets
    async getSecret(name) {
      const row = await db.selectFrom('secrets').select('value').where('name', '=', name).executeTakeFirst()
      return row?.value ?? null
    },
    async putSecretIfAbsent(name, value) {
      const inserted = await db
        .insertInto('secrets')
        .values({ name, value })
        .onConflict((oc) => oc.column('name').doNothing())
        .returning('value')
        .executeTakeFirst()
      if (inserted) return inserted.value
      const row = await db
        .selectFrom('secrets')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
      return row.value
    },
    async putSecret(name, value) {
      await db
        .insertInto('secrets')
        .values({ name, value })
        .onConflict((oc) => oc.column('name').doUpdateSet({ value: (eb) => eb.ref('excluded.value') }))
        .execute()
    },
    async replaceSecret(name, expected, value) {
      const r = await db
        .updateTable('secrets')
        .set({ value })
        .where((eb) => eb.and({ name, value: expected }))
        .executeTakeFirst()
      return affected(r) > 0
    },
    async deleteSecret(name) {
      return affected(await db.deleteFrom('secrets').where('name', '=', name).executeTakeFirst()) > 0
    },

    // apps
    async getApp(id) {
      const r = await db.selectFrom('apps').selectAll().where('id', '=', id).executeTakeFirst()
      return r ? toApp(r) : null
    },
    async upsertApp(app, now) {
      const settings = JSON.stringify(app.settings)
      await db
        .insertInto('apps')
        .values({ id: app.id, name: app.name, settings, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('id').doUpdateSet({ name: app.name, settings, updated_at: now }))
        .execute()
    },
    async allAllowedOrigins() {
      return allowedOriginsOf(await db.selectFrom('apps').select('settings').execute())
    },

    // users and accounts
    async getUser(appId, userId) {
      const u = await db
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb.and({ id: userId, app_id: appId }))
        .executeTakeFirst()
      if (!u) return null
      return (await withLists(db, [u]))[0] ?? null
    },
    async findAccount(appId, type, key) {
      const r = await db
        .selectFrom('accounts')
        .selectAll()
        .where((eb) => eb.and({ app_id: appId, type, key }))
        .executeTakeFirst()
      return r ? toAccount(r) : null
    },
    async createUser(appId, userId, a, now, outbox) {
      const queued = await db.transaction().execute(async (trx) => {
        await trx.insertInto('users').values({ id: userId, app_id: appId, created_at: now }).execute()
        // rolls the user back too: two first logins raced and the other one owns the account
        if ((await insertAccount(trx, appId, userId, a, now)) === undefined) throw new Error('account taken')
        return writeOutbox(trx, appId, userId, outbox)
      })
      if (queued) outbox?.committed()
    },
    async createGuestUser(appId, userId, now, outbox) {
      const queued = await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('users')
          .values({ id: userId, app_id: appId, created_at: now, is_guest: 1 })
          .execute()
        return writeOutbox(trx, appId, userId, outbox)
      })
      if (queued) outbox?.committed()
    },
    async listIdleGuests(appId, idleSince, limit) {
      const active = db
        .selectFrom('refresh_tokens')
        .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
        .select('sessions.user_id')
        .where('sessions.app_id', '=', appId)
        .where('refresh_tokens.created_at', '>', idleSince)
      const rows = await db
        .selectFrom('users')
        .select('id')
        .where((eb) =>
          eb.and([eb('app_id', '=', appId), eb('is_guest', '=', 1), eb('created_at', '<=', idleSince)]),
        )
        .where('id', 'not in', active)
        .orderBy('created_at')
        .limit(limit)
        .execute()
      return rows.map((r) => r.id)
    },
    async addAccount(appId, userId, a, now) {
      return (await insertAccount(db, appId, userId, a, now)) !== undefined
    },
    async touchAccount(id, data, now) {
      await db
        .updateTable('accounts')
        .set({ data: JSON.stringify(data), latest_verified_at: now })
        .where('id', '=', id)
        .execute()
    },
    async removeAccount(id) {
      await db.deleteFrom('accounts').where('id', '=', id).execute()
    },
    async setCustomMetadata(appId, userId, json) {
      const r = await db
        .updateTable('users')
        .set({ custom_metadata: json })
        .where((eb) => eb.and({ id: userId, app_id: appId }))
        .executeTakeFirst()
      return affected(r) > 0
    },
    async linkAccount(appId, userId, a, now, onePerType, outbox) {
      let queued = 0
      const result = await db.transaction().execute(async (trx) => {
        await dialect.lockUser(trx, userId)
        if (onePerType) {
          const has = await trx
            .selectFrom('accounts')
            .select('id')
            .where((eb) => eb.and({ user_id: userId, type: a.type }))
            .limit(1)
            .executeTakeFirst()
          if (has) return 'has_type' as const
        }
        const added = await insertAccount(trx, appId, userId, a, now)
        if (added === undefined) return 'taken' as const
        // a guest who links a method is a full account from now on (same user, same wallet)
        await trx.updateTable('users').set({ is_guest: 0 }).where('id', '=', userId).execute()
        queued = await writeOutbox(trx, appId, userId, outbox)
        return 'ok' as const
      })
      if (queued) outbox?.committed()
      return result
    },
    async removeAccountUnlessLast(userId, accountId, outbox) {
      let queued = 0
      const result = await db.transaction().execute(async (trx) => {
        await dialect.lockUser(trx, userId)
        const rows = await trx
          .selectFrom('accounts')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('id')
          .execute()
        if (!rows.some((r) => Number(r.id) === accountId)) return 'missing' as const
        // a smart wallet is no way to log in either (it follows the embedded wallet)
        const login = (r: (typeof rows)[number]) => !isEmbeddedAccountRow(r) && r.type !== 'smart_wallet'
        if (!rows.some((r) => Number(r.id) !== accountId && login(r))) return 'last' as const
        const mfa = await trx.selectFrom('mfa_methods').select('type').where('user_id', '=', userId).execute()
        if (
          removesLastMfaPasskey(
            rows,
            mfa.map((r) => r.type),
            accountId,
          )
        )
          return 'mfa_passkey' as const
        await trx.deleteFrom('accounts').where('id', '=', accountId).execute()
        await trx.deleteFrom('passkeys').where('account_id', '=', accountId).execute()
        queued = await writeOutbox(trx, null, userId, outbox)
        return 'ok' as const
      })
      if (queued) outbox?.committed()
      return result
    },

    // codes and rate limits
    async putCode(c) {
      await db
        .insertInto('codes')
        .values({
          app_id: c.appId,
          flow: c.flow,
          recipient: c.recipient,
          hash: c.hash,
          expires_at: c.expiresAt,
          attempts: 0,
        })
        .onConflict((oc) =>
          oc
            .columns(['app_id', 'flow', 'recipient'])
            .doUpdateSet({ hash: c.hash, expires_at: c.expiresAt, attempts: 0 }),
        )
        .execute()
    },
    async checkCode(q, now, maxAttempts) {
      return db.transaction().execute(async (trx) => {
        // the row lock makes concurrent checks of one code (from any instance) take turns
        const row = await dialect
          .lockForUpdate(
            trx
              .selectFrom('codes')
              .selectAll()
              .where((eb) => eb.and({ app_id: q.appId, flow: q.flow }))
              .where('recipient', '=', q.recipient),
          )
          .executeTakeFirst()
        const { result, effect } = judgeCode(row, q.hash, now, maxAttempts)
        if (effect === 'delete') {
          await trx
            .deleteFrom('codes')
            .where((eb) => eb.and({ app_id: q.appId, flow: q.flow, recipient: q.recipient }))
            .execute()
        } else if (effect === 'count') {
          await trx
            .updateTable('codes')
            .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
            .where((eb) => eb.and({ app_id: q.appId, flow: q.flow, recipient: q.recipient }))
            .execute()
        }
        return result
      })
    },
    async hitRateLimit(key, max, windowSeconds, now) {
      // One atomic upsert: a new or expired window starts at 1; a hit under the limit adds 1; a hit at the limit
      // updates nothing (the WHERE of DO UPDATE), so it returns no row and is not counted.
      const ended = sql<boolean>`rate_limits.window_start + ${int(windowSeconds)} <= ${int(now)}`
      const row = await db
        .insertInto('rate_limits')
        .values({ key, window_start: now, count: 1 })
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet({
              window_start: sql`CASE WHEN ${ended} THEN ${int(now)} ELSE rate_limits.window_start END`,
              count: sql`CASE WHEN ${ended} THEN 1 ELSE rate_limits.count + 1 END`,
            })
            .where(sql<boolean>`${ended} OR rate_limits.count < ${int(max)}`),
        )
        .returning(['window_start', 'count'])
        .executeTakeFirst()
      if (row) {
        const retryAfter = Math.max(1, Number(row.window_start) + windowSeconds - now)
        return { allowed: true, retryAfter, count: Number(row.count) }
      }
      const held = await db
        .selectFrom('rate_limits')
        .select(['window_start', 'count'])
        .where('key', '=', key)
        .executeTakeFirst()
      const start = held ? Number(held.window_start) : now
      return {
        allowed: false,
        retryAfter: Math.max(1, start + windowSeconds - now),
        count: held ? Number(held.count) : max,
      }
    },
    async peekRateLimit(key, windowSeconds, now) {
      const row = await db.selectFrom('rate_limits').selectAll().where('key', '=', key).executeTakeFirst()
      return peekWindow(row, windowSeconds, now)
    },

    // SIWE nonces and OAuth states
    async putNonce(n) {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('siwe_nonces')
          .where('expires_at', '<', n.expiresAt - 3600)
          .execute()
        await trx
          .insertInto('siwe_nonces')
          .values({ nonce: n.nonce, app_id: n.appId, address: n.address, expires_at: n.expiresAt })
          .execute()
      })
    },
    async consumeNonce(appId, nonce, now, address) {
      // one DELETE: whichever instance deletes the row consumed it; any other gets nothing. Another address's
      // message leaves the nonce alone.
      const row = await db
        .deleteFrom('siwe_nonces')
        .where((eb) => eb.and({ nonce, app_id: appId, address }))
        .returning(['address', 'expires_at'])
        .executeTakeFirst()
      if (!row || Number(row.expires_at) <= now) return null
      return { address: row.address }
    },
    async putOAuthState(x) {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('oauth_states')
          .where('expires_at', '<', x.createdAt - 3600)
          .execute()
        await trx
          .insertInto('oauth_states')
          .values({
            state: x.state,
            app_id: x.appId,
            provider: x.provider,
            redirect_to: x.redirectTo,
            verifier: x.verifier,
            client_challenge: x.clientChallenge,
            nonce: x.nonce,
            created_at: x.createdAt,
            expires_at: x.expiresAt,
          })
          .execute()
      })
    },
    async getOAuthState(state) {
      const r = await db.selectFrom('oauth_states').selectAll().where('state', '=', state).executeTakeFirst()
      return r ? toOAuthState(r) : null
    },
    async setOAuthStateName(state, name, now) {
      const r = await db
        .updateTable('oauth_states')
        .set({ provider_name: name })
        .where('state', '=', state)
        .where('provider_name', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst()
      return affected(r) === 1
    },
    async consumeOAuthState(appId, state, now) {
      const row = await db
        .deleteFrom('oauth_states')
        .where((eb) => eb.and({ state, app_id: appId }))
        .returningAll()
        .executeTakeFirst()
      if (!row || Number(row.expires_at) <= now) return null
      return toOAuthState(row)
    },

    // sessions and refresh tokens
    async createSession(x, hash, now, outbox) {
      const queued = await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('sessions')
          .values({
            id: x.id,
            app_id: x.appId,
            user_id: x.userId,
            created_at: now,
            expires_at: x.expiresAt,
            forked_from: x.forkedFrom,
            authenticated_at: x.authenticatedAt ?? null,
            auth_account_id: x.authAccountId ?? null,
          })
          .execute()
        await trx.insertInto('refresh_tokens').values({ hash, session_id: x.id, created_at: now }).execute()
        return writeOutbox(trx, x.appId, x.userId, outbox)
      })
      if (queued) outbox?.committed()
    },
    async getSession(id) {
      const r = await db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst()
      return r ? toSession(r) : null
    },
    async getRefresh(hash) {
      const r = await db.selectFrom('refresh_tokens').selectAll().where('hash', '=', hash).executeTakeFirst()
      return r ? toRefresh(r) : null
    },
    async rotateRefresh(oldHash, newHash, successor, now) {
      return db.transaction().execute(async (trx) => {
        // compare-and-set: of concurrent rotations (on any instance) exactly one updates the row
        const won = await trx
          .updateTable('refresh_tokens')
          .set({ rotated_at: now, successor })
          .where('hash', '=', oldHash)
          .where('rotated_at', 'is', null)
          .returning('session_id')
          .executeTakeFirst()
        if (!won) return false
        await trx
          .insertInto('refresh_tokens')
          .values({ hash: newHash, session_id: won.session_id, created_at: now })
          .execute()
        return true
      })
    },
    async revokeSession(id, now) {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute()
    },
    async revokeSessionTree(id, now) {
      return revokeTrees(db, sql`SELECT ${text(id)}`, now)
    },
    async revokeUserSessions(appId, userId, now, keep) {
      const roots = sql`SELECT id FROM sessions WHERE app_id = ${appId} AND user_id = ${userId}
        AND revoked_at IS NULL AND id IS DISTINCT FROM ${text(keep)}`
      return (await revokeTrees(db, roots, now)).length
    },
    async setSessionMfaVerified(id, now) {
      await db.updateTable('sessions').set({ mfa_verified_at: now }).where('id', '=', id).execute()
    },
    async setSessionStepUp(id, now, accountId) {
      await db
        .updateTable('sessions')
        .set({ step_up_at: now, step_up_account_id: accountId })
        .where('id', '=', id)
        .execute()
    },
    async capUserSessions(appId, userId, max, now, keep = null) {
      return db.transaction().execute(async (trx) => {
        // one cap at a time per user (two logins at once cannot both keep the oldest)
        await dialect.lockUser(trx, userId)
        const live = await trx
          .selectFrom('sessions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where((eb) => eb.and({ app_id: appId, user_id: userId }))
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', now)
          .executeTakeFirst()
        const out: string[] = []
        for (let excess = Number(live?.n ?? 0) - Math.max(0, max); excess > 0; excess--) {
          // the oldest live leaf (no live session forked from it), never `keep`
          const { rows } = await sql<{ id: string }>`
            UPDATE sessions SET revoked_at = ${int(now)} WHERE id = (
              SELECT id FROM sessions s WHERE app_id = ${appId} AND user_id = ${userId} AND revoked_at IS NULL
                AND expires_at > ${int(now)} AND id IS DISTINCT FROM ${text(keep)}
                AND NOT EXISTS (SELECT 1 FROM sessions c WHERE c.forked_from = s.id AND c.revoked_at IS NULL
                  AND c.expires_at > ${int(now)})
              ORDER BY created_at, id LIMIT 1)
            RETURNING id`.execute(trx)
          const leaf = rows[0]
          if (!leaf) break
          out.push(leaf.id)
        }
        return out
      })
    },

    // MFA
    async setMfa(userId, m, outbox) {
      const write = (q: Db) =>
        q
          .insertInto('mfa_methods')
          .values({
            user_id: userId,
            type: m.type,
            phone: m.phone,
            secret: m.secret,
            verified_at: m.verifiedAt,
          })
          .onConflict((oc) =>
            oc
              .columns(['user_id', 'type'])
              .doUpdateSet({ phone: m.phone, secret: m.secret, verified_at: m.verifiedAt }),
          )
          .execute()
      if (!outbox) {
        await write(db)
        return
      }
      const queued = await db.transaction().execute(async (trx) => {
        await write(trx)
        return writeOutbox(trx, null, userId, outbox)
      })
      if (queued) outbox.committed()
    },
    async removeMfa(userId, type, outbox) {
      const remove = (q: Db) =>
        q
          .deleteFrom('mfa_methods')
          .where((eb) => eb.and({ user_id: userId, type }))
          .executeTakeFirst()
      if (!outbox) return affected(await remove(db)) > 0
      let queued = 0
      const removed = await db.transaction().execute(async (trx) => {
        if (affected(await remove(trx)) === 0) return false
        queued = await writeOutbox(trx, null, userId, outbox)
        return true
      })
      if (queued) outbox.committed()
      return removed
    },
    async putPendingTotp(userId, secret, now) {
      await db
        .insertInto('pending_totp')
        .values({ user_id: userId, secret, created_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret, created_at: now }))
        .execute()
    },
    async getPendingTotp(userId, now, maxAge) {
      const r = await db
        .selectFrom('pending_totp')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst()
      if (!r || Number(r.created_at) + maxAge <= now) return null
      return r.secret
    },
    async deletePendingTotp(userId) {
      await db.deleteFrom('pending_totp').where('user_id', '=', userId).execute()
    },
    async useTotpStep(userId, step) {
      const r = await db
        .updateTable('mfa_methods')
        .set({ last_step: step })
        .where((eb) => eb.and({ user_id: userId, type: 'totp' }))
        .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
        .executeTakeFirst()
      return affected(r) > 0
    },

    // analytics and the dev outbox
    async addAnalyticsEvent(e, now) {
      await db
        .insertInto('analytics_events')
        .values({
          app_id: e.appId,
          event_name: e.eventName,
          client_id: e.clientId,
          payload: e.payload,
          created_at: now,
        })
        .execute()
    },
    async addOutbox(m) {
      await db
        .insertInto('outbox')
        .values({
          app_id: m.appId,
          channel: m.channel,
          recipient: m.to,
          flow: m.flow,
          code: m.code,
          text: m.text ?? null,
          created_at: m.createdAt,
        })
        .execute()
    },
    async listOutbox(q) {
      let query = db.selectFrom('outbox').selectAll()
      if (q.appId) query = query.where('app_id', '=', q.appId)
      if (q.to) query = query.where('recipient', '=', q.to)
      if (q.kind === 'notice') query = query.where('flow', 'like', 'notice:%')
      else if (q.kind === 'code') query = query.where('flow', 'not like', 'notice:%')
      return (await query.orderBy('id', 'desc').limit(q.limit).execute()).map(toOutbox)
    },

    // security events and idempotency keys
    async addSecurityEvent(e) {
      auditRows++
      await db
        .insertInto('security_events')
        .values({
          app_id: e.appId,
          type: e.type,
          user_id: e.userId,
          session_id: e.sessionId,
          method: e.method,
          ip: e.ip,
          details: JSON.stringify(e.details),
          created_at: e.createdAt,
        })
        .execute()
    },
    async listSecurityEvents(q) {
      let query = db.selectFrom('security_events').selectAll()
      if (q.appId !== undefined) query = query.where('app_id', '=', q.appId)
      if (q.userId !== undefined) query = query.where('user_id', '=', q.userId)
      if (q.type !== undefined) query = query.where('type', '=', q.type)
      return (await query.orderBy('id', 'desc').limit(q.limit).execute()).map(toSecurityEvent)
    },
    async claimIdempotencyKey(k, now) {
      // one INSERT decides the first request, on any instance
      const claimed = await db
        .insertInto('idempotency_keys')
        .values({ app_id: k.appId, scope: k.scope, key: k.key, fingerprint: k.fingerprint, created_at: now })
        .onConflict((oc) => oc.doNothing())
        .returning('key')
        .executeTakeFirst()
      if (claimed) return { state: 'new' }
      const row = await db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where((eb) => eb.and({ app_id: k.appId, scope: k.scope, key: k.key }))
        .executeTakeFirst()
      // released between the two statements: the caller's next try claims it
      if (!row) return { state: 'pending' }
      if (row.fingerprint !== k.fingerprint) return { state: 'mismatch' }
      if (row.status === null) return { state: 'pending' }
      return { state: 'done', status: Number(row.status), body: row.body as string }
    },
    async completeIdempotencyKey(k, answer) {
      await db
        .updateTable('idempotency_keys')
        .set({ status: answer.status, body: answer.body })
        .where((eb) => eb.and({ app_id: k.appId, scope: k.scope, key: k.key }))
        .execute()
    },
    async releaseIdempotencyKey(k) {
      await db
        .deleteFrom('idempotency_keys')
        .where((eb) => eb.and({ app_id: k.appId, scope: k.scope, key: k.key }))
        .where('status', 'is', null)
        .execute()
    },

    // embedded wallets
    async createEmbeddedWallet(w, a, d, now, outbox) {
      let queued = 0
      // the linked account's (app, type, key) or the device key belongs to someone: the transaction rolls back
      const result = await takenOnConflict(() =>
        db.transaction().execute(async (trx) => {
          await dialect.lockUser(trx, w.userId)
          const inserted = await trx
            .insertInto('embedded_wallets')
            .values({
              app_id: w.appId,
              user_id: w.userId,
              address: w.address,
              auth_share: w.authShare,
              recovery_method: w.recoveryMethod,
              recovery_share: w.recoveryShare,
              recovery_address: w.recoveryAddress,
              share_version: 1,
              created_at: now,
              updated_at: now,
            })
            .onConflict((oc) => oc.doNothing())
            .returning('user_id')
            .executeTakeFirst()
          if (!inserted) {
            const own = await trx
              .selectFrom('embedded_wallets')
              .select('user_id')
              .where((eb) => eb.and({ app_id: w.appId, user_id: w.userId }))
              .executeTakeFirst()
            return own ? ('exists' as const) : ('taken' as const)
          }
          if ((await insertAccount(trx, w.appId, w.userId, a, now)) === undefined) throw new AccountTaken()
          const device = await trx
            .insertInto('wallet_devices')
            .values(deviceRow(d, now))
            .onConflict((oc) => oc.doNothing())
            .returning('id')
            .executeTakeFirst()
          if (!device) throw new AccountTaken()
          queued = await writeOutbox(trx, w.appId, w.userId, outbox)
          return 'ok' as const
        }),
      )
      if (result === 'ok' && queued) outbox?.committed()
      return result
    },
    async getEmbeddedWallet(appId, userId) {
      const r = await db
        .selectFrom('embedded_wallets')
        .selectAll()
        .where((eb) => eb.and({ app_id: appId, user_id: userId }))
        .executeTakeFirst()
      return r ? toEmbeddedWallet(r) : null
    },
    async setWalletRecoveryAddress(appId, userId, recoveryAddress, now) {
      const r = await db
        .updateTable('embedded_wallets')
        .set({ recovery_address: recoveryAddress, updated_at: now })
        .where((eb) => eb.and({ app_id: appId, user_id: userId }))
        .where('recovery_address', 'is', null)
        .where('recovery_method', '=', 'user-passcode')
        .executeTakeFirst()
      return affected(r) > 0
    },
    async putWalletChallenge(ch) {
      await db
        .insertInto('wallet_challenges')
        .values({
          nonce: ch.nonce,
          app_id: ch.appId,
          user_id: ch.userId,
          session_id: ch.sessionId,
          expires_at: ch.expiresAt,
        })
        .execute()
    },
    async consumeWalletChallenge(appId, nonce, sessionId, now) {
      // one statement: of two instances consuming the same nonce, only one gets the row back
      const r = await db
        .deleteFrom('wallet_challenges')
        .where('nonce', '=', nonce)
        .returningAll()
        .executeTakeFirst()
      return !!r && r.app_id === appId && r.session_id === sessionId && Number(r.expires_at) > now
    },
    async addWalletDevice(d, now, maxLive) {
      return db.transaction().execute(async (trx) => {
        // the user's row lock makes the insert and the eviction one decision
        await dialect.lockUser(trx, d.userId)
        const added = await trx
          .insertInto('wallet_devices')
          .values(deviceRow(d, now))
          .onConflict((oc) => oc.doNothing())
          .returning('id')
          .executeTakeFirst()
        if (!added) return { result: 'taken' as const, evicted: [] }
        // beyond maxLive, the least recently used keys (never used: the oldest) are revoked
        const live = await trx
          .selectFrom('wallet_devices')
          .select(['id', 'created_at', 'last_used_at'])
          .where((eb) => eb.and({ app_id: d.appId, user_id: d.userId }))
          .where('revoked_at', 'is', null)
          .where('id', '<>', d.id)
          .execute()
        const lastUse = (r: (typeof live)[number]) => Number(r.last_used_at ?? r.created_at)
        const evicted = live
          .sort((a, b) => lastUse(a) - lastUse(b) || Number(a.created_at) - Number(b.created_at))
          .slice(0, Math.max(0, live.length + 1 - maxLive))
          .map((r) => r.id)
        if (evicted.length > 0) {
          await trx
            .updateTable('wallet_devices')
            .set({ revoked_at: now })
            .where('id', 'in', evicted)
            .execute()
        }
        return { result: 'ok' as const, evicted }
      })
    },
    async getWalletDevice(appId, thumbprint) {
      const r = await db
        .selectFrom('wallet_devices')
        .selectAll()
        .where((eb) => eb.and({ app_id: appId, thumbprint }))
        .executeTakeFirst()
      return r ? toWalletDevice(r) : null
    },
    async listWalletDevices(appId, userId) {
      const rows = await db
        .selectFrom('wallet_devices')
        .selectAll()
        .where((eb) => eb.and({ app_id: appId, user_id: userId }))
        .where('revoked_at', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .execute()
      return rows.map(toWalletDevice)
    },
    async revokeWalletDevice(appId, userId, id, now) {
      const r = await db
        .updateTable('wallet_devices')
        .set({ revoked_at: now })
        .where((eb) => eb.and({ app_id: appId, user_id: userId, id }))
        .where('revoked_at', 'is', null)
        .executeTakeFirst()
      return affected(r) > 0
    },
    async touchWalletDevice(id, now) {
      await db.updateTable('wallet_devices').set({ last_used_at: now }).where('id', '=', id).execute()
    },
    async putPendingShareSet(appId, userId, set, now, onlyIfMethod) {
      return db.transaction().execute(async (trx) => {
        const w = await dialect
          .lockForUpdate(
            trx
              .selectFrom('embedded_wallets')
              .select(['share_version', 'recovery_method'])
              .where('app_id', '=', appId)
              .where('user_id', '=', userId),
          )
          .executeTakeFirst()
        if (!w || (onlyIfMethod && w.recovery_method !== onlyIfMethod)) return null
        const waiting = await trx
          .selectFrom('wallet_share_sets')
          .select('version')
          .where((eb) => eb.and({ app_id: appId, user_id: userId }))
          .executeTakeFirst()
        const version = Math.max(Number(w.share_version), Number(waiting?.version ?? 0)) + 1
        const row = {
          version,
          auth_share: set.authShare,
          recovery_method: set.recoveryMethod,
          recovery_share: set.recoveryShare,
          recovery_address: set.recoveryAddress,
          created_at: now,
        }
        await trx
          .insertInto('wallet_share_sets')
          .values({ app_id: appId, user_id: userId, ...row })
          .onConflict((oc) => oc.columns(['app_id', 'user_id']).doUpdateSet(row))
          .execute()
        return version
      })
    },
    async getPendingShareSet(appId, userId) {
      const r = await db
        .selectFrom('wallet_share_sets')
        .selectAll()
        .where((eb) => eb.and({ app_id: appId, user_id: userId }))
        .executeTakeFirst()
      return r ? toShareSet(r) : null
    },
    async promoteShareSet(appId, userId, version, now) {
      return db.transaction().execute(async (trx) => {
        const w = await dialect
          .lockForUpdate(
            trx
              .selectFrom('embedded_wallets')
              .select('address')
              .where('app_id', '=', appId)
              .where('user_id', '=', userId),
          )
          .executeTakeFirst()
        if (!w) return false
        const set = await trx
          .deleteFrom('wallet_share_sets')
          .where((eb) => eb.and({ app_id: appId, user_id: userId, version }))
          .returningAll()
          .executeTakeFirst()
        if (!set) return false
        await trx
          .updateTable('embedded_wallets')
          .set({
            auth_share: set.auth_share,
            recovery_method: set.recovery_method,
            recovery_share: set.recovery_share,
            recovery_address: set.recovery_address ?? null,
            share_version: version,
            updated_at: now,
          })
          .where((eb) => eb.and({ app_id: appId, user_id: userId }))
          .execute()
        const acc = await trx
          .selectFrom('accounts')
          .select(['id', 'data'])
          .where((eb) =>
            eb.and({ app_id: appId, user_id: userId, type: 'wallet', key: w.address.toLowerCase() }),
          )
          .executeTakeFirst()
        if (acc) {
          const data = JSON.parse(acc.data) as Record<string, unknown>
          const next = JSON.stringify({ ...data, recovery_method: set.recovery_method })
          await trx.updateTable('accounts').set({ data: next }).where('id', '=', acc.id).execute()
        }
        return true
      })
    },

    // operators and host backends
    async listApps() {
      return (await db.selectFrom('apps').selectAll().orderBy('created_at').orderBy('id').execute()).map(
        toApp,
      )
    },
    async getAppSecretHash(appId) {
      const r = await db.selectFrom('apps').select('secret_hash').where('id', '=', appId).executeTakeFirst()
      return r?.secret_hash ?? null
    },
    async setAppSecretHash(appId, hash, now) {
      const r = await db
        .updateTable('apps')
        .set({ secret_hash: hash, updated_at: now })
        .where('id', '=', appId)
        .executeTakeFirst()
      return affected(r) > 0
    },
    async listSealedCells(kind, page) {
      const c = SEALED_CELLS[kind]
      const { rows } = await sql<{ key: string; value: string }>`
        SELECT ${sql.ref(c.key)} AS key, ${sql.ref(c.value)} AS value FROM ${sql.table(c.table)}
        WHERE ${sql.raw(c.where)} AND ${sql.ref(c.key)} > ${page.after ?? ''}
        ORDER BY ${sql.ref(c.key)} LIMIT ${int(page.limit)}`.execute(db)
      return rows.map((r) => ({ key: r.key, value: r.value }))
    },
    async replaceSealedCell(kind, key, expected, value) {
      const c = SEALED_CELLS[kind]
      const r = await sql`
        UPDATE ${sql.table(c.table)} SET ${sql.ref(c.value)} = ${value}
        WHERE ${sql.raw(c.where)} AND ${sql.ref(c.key)} = ${key} AND ${sql.ref(c.value)} = ${expected}`.execute(
        db,
      )
      return Number(r.numAffectedRows ?? 0) > 0
    },
    async listUsers(appId, page) {
      const users = await db
        .selectFrom('users')
        .selectAll()
        .where('app_id', '=', appId)
        .where('id', '>', page.after ?? '')
        .orderBy('id')
        .limit(page.limit)
        .execute()
      return withLists(db, users)
    },
    async importUser(appId, userId, accounts, now, outbox) {
      let queued = 0
      const result = await takenOnConflict(() =>
        db.transaction().execute(async (trx) => {
          await trx.insertInto('users').values({ id: userId, app_id: appId, created_at: now }).execute()
          for (const a of accounts) {
            if ((await insertAccount(trx, appId, userId, a, now)) === undefined) throw new AccountTaken()
          }
          queued = await writeOutbox(trx, appId, userId, outbox)
          return 'ok' as const
        }),
      )
      if (result === 'ok' && queued) outbox?.committed()
      return result
    },
    async deleteUser(appId, userId, outbox) {
      let queued = 0
      const deleted = await db.transaction().execute(async (trx) => {
        const user = await dialect
          .lockForUpdate(
            trx.selectFrom('users').selectAll().where('id', '=', userId).where('app_id', '=', appId),
          )
          .executeTakeFirst()
        if (!user) return false
        const [before] = outbox ? await withLists(trx, [user]) : []
        const events = before && outbox ? outbox.events(before) : []
        const sessions = trx
          .selectFrom('sessions')
          .select('id')
          .where((eb) => eb.and({ app_id: appId, user_id: userId }))
        await trx.deleteFrom('refresh_tokens').where('session_id', 'in', sessions).execute()
        await trx.deleteFrom('sessions').where('app_id', '=', appId).where('user_id', '=', userId).execute()
        // webhook events about the user carry their data: queued or sent, they go too
        await trx
          .deleteFrom('webhook_deliveries')
          .where((eb) => eb.and({ app_id: appId, user_id: userId }))
          .execute()
        for (const table of USER_TABLES) {
          await trx
            .deleteFrom(table as 'accounts')
            .where('user_id', '=', userId)
            .execute()
        }
        await trx.deleteFrom('users').where('id', '=', userId).execute()
        // after the user's earlier events went: the deletion's own
        await insertDeliveries(trx, events)
        queued = events.length
        return true
      })
      if (queued) outbox?.committed()
      return deleted
    },
    async listUserSessions(appId, userId) {
      const rows = await db
        .selectFrom('sessions')
        .selectAll()
        .where((eb) => eb.and({ app_id: appId, user_id: userId }))
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute()
      return rows.map(toSession)
    },

    // grants
    async addGrant(g) {
      await db
        .insertInto('grants')
        .values({
          id: g.id,
          app_id: g.appId,
          user_id: g.userId,
          session_id: g.sessionId,
          action: g.action,
          target: g.target,
          verified_by: g.verifiedBy,
          created_at: g.createdAt,
          expires_at: g.expiresAt,
        })
        .execute()
    },
    async claimGrant(q, now) {
      // one statement: the row lock of the UPDATE makes concurrent claims of one grant wait, then re-check
      // used_at IS NULL, so exactly one of them gets the id back
      const next = dialect.skipLocked(
        db
          .selectFrom('grants')
          .select('id')
          .where((eb) => eb.and({ session_id: q.sessionId, action: q.action, target: q.target }))
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .orderBy('created_at')
          .limit(1),
      )
      const r = await db
        .updateTable('grants')
        .set({ used_at: now })
        .where('id', '=', next)
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst()
      return r?.id ?? null
    },
    async hasGrant(q, now) {
      const r = await db
        .selectFrom('grants')
        .select('id')
        .where((eb) => eb.and({ session_id: q.sessionId, action: q.action, target: q.target }))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .limit(1)
        .executeTakeFirst()
      return r !== undefined
    },
    async releaseGrant(id) {
      await db
        .updateTable('grants')
        .set({ used_at: null })
        .where('id', '=', id)
        .where('used_at', 'is not', null)
        .execute()
    },
    async grantUsedSince(q, since) {
      const r = await db
        .selectFrom('grants')
        .select('id')
        .where((eb) => eb.and({ session_id: q.sessionId, action: q.action, target: q.target }))
        .where('used_at', '>=', since)
        .limit(1)
        .executeTakeFirst()
      return r !== undefined
    },

    // passkeys
    async putPasskeyChallenge(ch) {
      await db
        .insertInto('passkey_challenges')
        .values({
          challenge: ch.challenge,
          app_id: ch.appId,
          purpose: ch.purpose,
          user_id: ch.userId,
          session_id: ch.sessionId,
          rp_id: ch.rpId,
          origin: ch.origin,
          expires_at: ch.expiresAt,
        })
        .execute()
    },
    async consumePasskeyChallenge(appId, challenge) {
      // one statement: of two instances taking the same challenge, only one gets the row back
      const r = await db
        .deleteFrom('passkey_challenges')
        .where((eb) => eb.and({ challenge, app_id: appId }))
        .returningAll()
        .executeTakeFirst()
      return r ? toPasskeyChallenge(r) : null
    },
    async addPasskey(p, a, now, maxPerUser, outbox) {
      let queued = 0
      const result = await takenOnConflict(() =>
        db.transaction().execute(async (trx) => {
          // the user's row lock makes the count and the inserts one decision
          await dialect.lockUser(trx, p.userId)
          const n = await trx
            .selectFrom('passkeys')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where((eb) => eb.and({ app_id: p.appId, user_id: p.userId }))
            .executeTakeFirst()
          if (Number(n?.n ?? 0) >= maxPerUser) return 'limit' as const
          const accountId = await insertAccount(trx, p.appId, p.userId, a, now)
          if (accountId === undefined) return 'taken' as const
          const added = await trx
            .insertInto('passkeys')
            .values({
              app_id: p.appId,
              id: p.id,
              user_id: p.userId,
              account_id: accountId,
              public_key: p.publicKey,
              counter: p.counter,
              transports: JSON.stringify(p.transports),
              device_type: p.deviceType,
              backed_up: dialect.bool(p.backedUp),
              aaguid: p.aaguid,
              name: p.name,
              created_at: now,
            })
            .onConflict((oc) => oc.doNothing())
            .returning('id')
            .executeTakeFirst()
          // the account insert rolls back with it
          if (!added) throw new AccountTaken()
          // a guest who adds a passkey is a full account from now on
          await trx.updateTable('users').set({ is_guest: 0 }).where('id', '=', p.userId).execute()
          queued = await writeOutbox(trx, p.appId, p.userId, outbox)
          return 'ok' as const
        }),
      )
      if (result === 'ok' && queued) outbox?.committed()
      return result
    },
    async getPasskey(appId, credentialId) {
      const r = await db
        .selectFrom('passkeys')
        .selectAll()
        .where((eb) => eb.and({ app_id: appId, id: credentialId }))
        .executeTakeFirst()
      return r ? toPasskey(r) : null
    },
    async listPasskeys(appId, userId) {
      const rows = await db
        .selectFrom('passkeys')
        .selectAll()
        .where((eb) => eb.and({ app_id: appId, user_id: userId }))
        .orderBy('created_at')
        .orderBy('id')
        .execute()
      return rows.map(toPasskey)
    },
    async usePasskey(appId, credentialId, use, now) {
      const r = await db
        .updateTable('passkeys')
        .set({ counter: use.counter, backed_up: dialect.bool(use.backedUp), last_used_at: now })
        .where((eb) => eb.and({ app_id: appId, id: credentialId, counter: use.expectedCounter }))
        .executeTakeFirst()
      return affected(r) === 1
    },
    async renamePasskey(appId, userId, credentialId, name) {
      const r = await db
        .updateTable('passkeys')
        .set({
          name,
          counter: sql`CASE WHEN disabled_at IS NULL THEN counter ELSE 0 END`,
          disabled_at: null,
        })
        .where((eb) => eb.and({ app_id: appId, user_id: userId, id: credentialId }))
        .executeTakeFirst()
      return affected(r) === 1
    },
    async disablePasskey(appId, credentialId, now) {
      const r = await db
        .updateTable('passkeys')
        .set({ disabled_at: now })
        .where((eb) => eb.and({ app_id: appId, id: credentialId }))
        .where('disabled_at', 'is', null)
        .executeTakeFirst()
      return affected(r) === 1
    },
    async useJwtId(appId, jti, expiresAt, now) {
      // insert or fail in one statement: a used id that has not expired updates nothing and returns no row
      const r = await db
        .insertInto('used_jwt_ids')
        .values({ app_id: appId, jti, expires_at: expiresAt })
        .onConflict((oc) =>
          oc
            .columns(['app_id', 'jti'])
            .doUpdateSet({ expires_at: expiresAt })
            .where('used_jwt_ids.expires_at', '<=', now),
        )
        .returning('jti')
        .executeTakeFirst()
      return r !== undefined
    },

    // operations
    async purgeExpired(now, keep) {
      return db.transaction().execute(async (trx) => {
        // one instance at a time: the others find the lock taken and skip this pass
        if (!(await dialect.tryCleanupLock(trx))) return null
        const k = { ...DEFAULT_KEEP, ...keep }
        const count = async (q: { executeTakeFirst(): Promise<{ numDeletedRows: bigint }> }) =>
          Number((await q.executeTakeFirst()).numDeletedRows)
        const expired = (
          table:
            | 'codes'
            | 'siwe_nonces'
            | 'oauth_states'
            | 'wallet_challenges'
            | 'passkey_challenges'
            | 'used_jwt_ids',
        ) => count(trx.deleteFrom(table).where('expires_at', '<=', now))
        const endedSessions = trx
          .selectFrom('sessions')
          .select('id')
          .where((eb) =>
            eb.or([eb('expires_at', '<=', now), eb('revoked_at', '<=', now - k.revokedSessions)]),
          )
        return {
          grants: await count(trx.deleteFrom('grants').where('expires_at', '<=', now - k.grants)),
          codes: await expired('codes'),
          siwe_nonces: await expired('siwe_nonces'),
          oauth_states: await expired('oauth_states'),
          wallet_challenges: await expired('wallet_challenges'),
          passkey_challenges: await expired('passkey_challenges'),
          used_jwt_ids: await expired('used_jwt_ids'),
          // a pending TOTP secret lives as long as the MFA service says (the cleanup job passes it)
          pending_totp:
            k.pendingTotp === undefined
              ? 0
              : await count(trx.deleteFrom('pending_totp').where('created_at', '<=', now - k.pendingTotp)),
          rate_limits: await count(
            trx.deleteFrom('rate_limits').where('window_start', '<=', now - k.rateLimits),
          ),
          outbox: await count(trx.deleteFrom('outbox').where('created_at', '<=', now - k.outbox)),
          analytics_events: await count(
            trx.deleteFrom('analytics_events').where('created_at', '<=', now - k.analytics),
          ),
          security_events: await count(
            trx.deleteFrom('security_events').where('created_at', '<=', now - k.securityEvents),
          ),
          idempotency_keys: await count(
            trx.deleteFrom('idempotency_keys').where('created_at', '<=', now - k.idempotencyKeys),
          ),
          refresh_tokens: await count(
            trx.deleteFrom('refresh_tokens').where('session_id', 'in', endedSessions),
          ),
          sessions: await count(
            trx
              .deleteFrom('sessions')
              .where((eb) =>
                eb.or([eb('expires_at', '<=', now), eb('revoked_at', '<=', now - k.revokedSessions)]),
              ),
          ),
          webhook_deliveries: await count(
            trx
              .deleteFrom('webhook_deliveries')
              .where('status', 'in', ['delivered', 'dead'])
              .where('next_attempt_ms', '<=', (now - k.webhooks) * 1000),
          ),
        }
      })
    },

    // webhook deliveries
    async enqueueWebhook(d) {
      await insertDeliveries(db, [d])
    },
    async claimWebhook(nowMs, leaseUntilMs) {
      // SKIP LOCKED (PostgreSQL): dispatchers of several instances take different deliveries; a user's later
      // delivery stays behind the one in flight (it is 'pending' or 'delivering' in any snapshot until finished)
      const next = dialect.skipLocked(
        db
          .selectFrom('webhook_deliveries as d')
          .select('d.seq')
          .where((eb) =>
            eb.and([
              eb.or([
                eb.and([eb('d.status', '=', 'pending'), eb('d.next_attempt_ms', '<=', nowMs)]),
                eb.and([eb('d.status', '=', 'delivering'), eb('d.locked_until_ms', '<=', nowMs)]),
              ]),
              eb.not(eb.exists(olderOpen(eb))),
            ]),
          )
          .orderBy('d.next_attempt_ms')
          .orderBy('d.seq')
          .limit(1),
      )
      const row = await db
        .updateTable('webhook_deliveries')
        .set((eb) => ({
          status: 'delivering',
          attempts: eb('attempts', '+', 1),
          locked_until_ms: leaseUntilMs,
        }))
        .where('seq', '=', next)
        .returningAll()
        .executeTakeFirst()
      return row ? toWebhook(row) : null
    },
    async finishWebhook(id, outcome) {
      const set = outcome.delivered
        ? {
            status: 'delivered',
            next_attempt_ms: outcome.atMs,
            locked_until_ms: null,
            delivered_ms: outcome.atMs,
            last_error: null,
          }
        : {
            status: outcome.nextAttemptMs === null ? 'dead' : 'pending',
            next_attempt_ms: outcome.nextAttemptMs ?? sql<number>`next_attempt_ms`,
            locked_until_ms: null,
            delivered_ms: null,
            last_error: outcome.error.slice(0, 500),
          }
      const r = await db
        .updateTable('webhook_deliveries')
        .set(set)
        .where((eb) => eb.and({ id, status: 'delivering' }))
        .executeTakeFirst()
      return affected(r) === 1
    },
    async nextWebhookDueMs() {
      // the earliest time a user's oldest open delivery falls due (its next try, or the end of its lease)
      const r = await db
        .selectFrom('webhook_deliveries as d')
        .select(
          sql<
            number | null
          >`min(CASE WHEN d.status = 'pending' THEN d.next_attempt_ms ELSE d.locked_until_ms END)`.as('due'),
        )
        .where('d.status', 'in', ['pending', 'delivering'])
        .where((eb) => eb.not(eb.exists(olderOpen(eb))))
        .executeTakeFirst()
      return r?.due === null || r?.due === undefined ? null : Number(r.due)
    },
    async redeliverWebhook(id, nowMs) {
      const r = await db
        .updateTable('webhook_deliveries')
        .set({
          status: 'pending',
          attempts: 0,
          next_attempt_ms: nowMs,
          locked_until_ms: null,
          delivered_ms: null,
        })
        .where('id', '=', id)
        .where('status', 'in', ['delivered', 'dead'])
        .executeTakeFirst()
      if (affected(r) === 1) return 'ok'
      const row = await db
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst()
      return row ? 'open' : 'missing'
    },
    async listWebhooks(appId, opts = {}) {
      let query = db.selectFrom('webhook_deliveries').selectAll().where('app_id', '=', appId)
      if (opts.status) query = query.where('status', '=', opts.status)
      return (
        await query
          .orderBy('seq')
          .limit(opts.limit ?? 1000)
          .execute()
      ).map(toWebhook)
    },
    async fingerprint() {
      const out: Record<string, number> = {}
      for (const t of TABLES) {
        const r = await db
          .selectFrom(t)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
        out[t] = Number(r.n)
      }
      // a change marker catches updates too (a row count alone would miss a changed row)
      out.total_changes = await dialect.changeMarker(db, TABLES, auditRows)
      return out
    },
    async health() {
      return { pendingMigrations: await pendingMigrations(db, engine) }
    },
    async migrate() {
      return options.migrate ? options.migrate() : migrateToLatest(db, engine)
    },
    async close() {
      await (options.close ? options.close() : db.destroy())
    },
  }
  return storage
}

/** A device key's row. */
const deviceRow = (
  d: { id: string; appId: string; userId: string; address: string; thumbprint: string; publicJwk: string },
  now: Seconds,
): Insertable<Database['wallet_devices']> => ({
  id: d.id,
  app_id: d.appId,
  user_id: d.userId,
  address: d.address,
  thumbprint: d.thumbprint,
  public_jwk: d.publicJwk,
  created_at: now,
})

/** An open delivery of the same user queued before `d` (deliveries of one user go out in order). */
// biome-ignore lint/suspicious/noExplicitAny: the expression builder of a query on `webhook_deliveries as d`
const olderOpen = (eb: any) =>
  eb
    .selectFrom('webhook_deliveries as e')
    .select('e.seq')
    .whereRef('e.app_id', '=', 'd.app_id')
    .whereRef('e.user_id', '=', 'd.user_id')
    .whereRef('e.seq', '<', 'd.seq')
    .where('e.status', 'in', ['pending', 'delivering'])
