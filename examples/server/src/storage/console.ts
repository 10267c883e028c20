/**
 * The console's storage methods (`ConsoleStorage`), over the same Kysely instance as the rest of the storage: each
 * method one statement or one transaction; an invite's use and a challenge's take are single statements only one
 * caller can win.
 */
import type {
  ConsoleAuditRecord,
  ConsoleStorage,
  OperatorChallenge,
  OperatorInvite,
  OperatorPasskeyRecord,
  OperatorRecord,
  OperatorRole,
  OperatorSessionRecord,
} from './console-types'
import type { Db, Dialect } from './dialect'
import { AccountTaken, takenOnConflict } from './errors'
import { type Row, toSecurityEvent } from './rows'

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))

const toOperator = (r: Row): OperatorRecord => ({
  id: r.id as string,
  email: r.email as string,
  role: r.role as OperatorRole,
  createdAt: Number(r.created_at),
  disabledAt: num(r.disabled_at),
})

const toInvite = (r: Row): OperatorInvite => ({
  tokenHash: r.token_hash as string,
  email: r.email as string,
  role: r.role as OperatorRole,
  createdAt: Number(r.created_at),
  expiresAt: Number(r.expires_at),
})

const toPasskey = (r: Row): OperatorPasskeyRecord => ({
  id: r.id as string,
  operatorId: r.operator_id as string,
  publicKey: r.public_key as string,
  counter: Number(r.counter),
  transports: JSON.parse(r.transports as string) as string[],
})

const toSession = (r: Row): OperatorSessionRecord => ({
  id: r.id as string,
  operatorId: r.operator_id as string,
  csrf: r.csrf as string,
  createdAt: Number(r.created_at),
  lastSeenAt: Number(r.last_seen_at),
  expiresAt: Number(r.expires_at),
  revokedAt: num(r.revoked_at),
})

const toAudit = (r: Row): ConsoleAuditRecord => ({
  id: Number(r.id),
  operatorId: r.operator_id as string,
  action: r.action as string,
  appId: (r.app_id as string | null) ?? null,
  target: (r.target as string | null) ?? null,
  ip: (r.ip as string | null) ?? null,
  details: JSON.parse(r.details as string) as Record<string, unknown>,
  createdAt: Number(r.created_at),
})

/** The upper bound of a prefix range (`key >= q AND key < q + U+FFFF`): an index range scan on both engines. */
const prefixEnd = (q: string) => `${q}\uffff`

export function createConsoleStorage(db: Db, _dialect: Dialect): ConsoleStorage {
  return {
    async addOperatorInvite(i) {
      await db
        .insertInto('operator_invites')
        .values({
          token_hash: i.tokenHash,
          email: i.email,
          role: i.role,
          created_at: i.createdAt,
          expires_at: i.expiresAt,
        })
        .execute()
    },
    async getOperatorInvite(tokenHash, now) {
      const r = await db
        .selectFrom('operator_invites')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst()
      return r ? toInvite(r) : null
    },
    async acceptOperatorInvite(tokenHash, now, newOperatorId, passkey) {
      const out = await takenOnConflict(() =>
        db.transaction().execute(async (trx) => {
          // one statement decides who uses the invite
          const invite = await trx
            .updateTable('operator_invites')
            .set({ used_at: now })
            .where('token_hash', '=', tokenHash)
            .where('used_at', 'is', null)
            .where('expires_at', '>', now)
            .returningAll()
            .executeTakeFirst()
          if (!invite) return null
          const taken = await trx
            .selectFrom('operator_passkeys')
            .select('id')
            .where('id', '=', passkey.id)
            .executeTakeFirst()
          if (taken) throw new AccountTaken()
          const existing = await trx
            .selectFrom('operators')
            .selectAll()
            .where('email', '=', invite.email)
            .executeTakeFirst()
          let operatorId = newOperatorId
          if (existing) {
            operatorId = existing.id
            await trx
              .updateTable('operators')
              .set({ role: invite.role, disabled_at: null })
              .where('id', '=', operatorId)
              .execute()
          } else {
            await trx
              .insertInto('operators')
              .values({ id: operatorId, email: invite.email, role: invite.role, created_at: now })
              .execute()
          }
          await trx
            .insertInto('operator_passkeys')
            .values({
              id: passkey.id,
              operator_id: operatorId,
              public_key: passkey.publicKey,
              counter: passkey.counter,
              transports: JSON.stringify(passkey.transports),
              created_at: now,
            })
            .execute()
          const row = await trx
            .selectFrom('operators')
            .selectAll()
            .where('id', '=', operatorId)
            .executeTakeFirstOrThrow()
          return toOperator(row)
        }),
      )
      return out === 'taken' ? null : out
    },
    async getOperator(id) {
      const r = await db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst()
      return r ? toOperator(r) : null
    },
    async getOperatorByEmail(email) {
      const r = await db.selectFrom('operators').selectAll().where('email', '=', email).executeTakeFirst()
      return r ? toOperator(r) : null
    },
    async getOperatorPasskey(id) {
      const r = await db.selectFrom('operator_passkeys').selectAll().where('id', '=', id).executeTakeFirst()
      return r ? toPasskey(r) : null
    },
    async useOperatorPasskey(id, expectedCounter, counter, now) {
      const r = await db
        .updateTable('operator_passkeys')
        .set({ counter, last_used_at: now })
        .where('id', '=', id)
        .where('counter', '=', expectedCounter)
        .executeTakeFirst()
      return Number(r.numUpdatedRows) === 1
    },
    async putOperatorChallenge(c) {
      await db
        .insertInto('operator_challenges')
        .values({
          challenge: c.challenge,
          purpose: c.purpose,
          invite_hash: c.inviteHash,
          expires_at: c.expiresAt,
        })
        .execute()
    },
    async takeOperatorChallenge(challenge) {
      const r = await db
        .deleteFrom('operator_challenges')
        .where('challenge', '=', challenge)
        .returningAll()
        .executeTakeFirst()
      if (!r) return null
      return {
        challenge: r.challenge,
        purpose: r.purpose as OperatorChallenge['purpose'],
        inviteHash: r.invite_hash,
        expiresAt: Number(r.expires_at),
      }
    },
    async createOperatorSession(s) {
      await db
        .insertInto('operator_sessions')
        .values({
          id: s.id,
          operator_id: s.operatorId,
          csrf: s.csrf,
          created_at: s.createdAt,
          last_seen_at: s.lastSeenAt,
          expires_at: s.expiresAt,
        })
        .execute()
    },
    async getOperatorSession(id) {
      const r = await db.selectFrom('operator_sessions').selectAll().where('id', '=', id).executeTakeFirst()
      return r ? toSession(r) : null
    },
    async touchOperatorSession(id, now) {
      await db.updateTable('operator_sessions').set({ last_seen_at: now }).where('id', '=', id).execute()
    },
    async revokeOperatorSession(id, now) {
      await db
        .updateTable('operator_sessions')
        .set({ revoked_at: now })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute()
    },
    async addConsoleAudit(e) {
      await db
        .insertInto('console_audit')
        .values({
          operator_id: e.operatorId,
          action: e.action,
          app_id: e.appId,
          target: e.target,
          ip: e.ip,
          details: JSON.stringify(e.details),
          created_at: e.createdAt,
        })
        .execute()
    },
    async listConsoleAudit(q) {
      let query = db.selectFrom('console_audit').selectAll()
      if (q.operatorId) query = query.where('operator_id', '=', q.operatorId)
      if (q.before !== undefined) query = query.where('id', '<', q.before)
      const rows = await query.orderBy('id', 'desc').limit(q.limit).execute()
      return rows.map(toAudit)
    },
    async searchUsers(q) {
      const after = q.after ?? ''
      if (q.kind === 'user') {
        let query = db
          .selectFrom('users')
          .select(['app_id as appId', 'id as userId'])
          .where('id', '>=', q.query)
          .where('id', '<', prefixEnd(q.query))
          .where('id', '>', after)
        if (q.appId) query = query.where('app_id', '=', q.appId)
        return query.orderBy('id').limit(q.limit).execute()
      }
      if (q.kind === 'passkey') {
        // a passkey's credential id exactly, or its name's beginning (names are the owner's words: any case)
        let query = db
          .selectFrom('passkeys')
          .select(['app_id as appId', 'user_id as userId'])
          .where((eb) =>
            eb.or([
              eb('id', '=', q.query),
              eb(eb.fn('lower', ['name']), 'like', `${q.query.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`),
            ]),
          )
          .where('user_id', '>', after)
        if (q.appId) query = query.where('app_id', '=', q.appId)
        return query.distinct().orderBy('user_id').limit(q.limit).execute()
      }
      // embedded, external EVM and Solana wallets are all 'wallet' accounts (EVM keys in lower case)
      let query = db
        .selectFrom('accounts')
        .select(['app_id as appId', 'user_id as userId'])
        .where('type', '=', q.kind)
        .where('key', '>=', q.query)
        .where('key', '<', prefixEnd(q.query))
        .where('user_id', '>', after)
      if (q.appId) query = query.where('app_id', '=', q.appId)
      return query.distinct().orderBy('user_id').limit(q.limit).execute()
    },
    async searchSecurityEvents(q) {
      let query = db.selectFrom('security_events').selectAll()
      if (q.appId) query = query.where('app_id', '=', q.appId)
      if (q.userId) query = query.where('user_id', '=', q.userId)
      if (q.type) query = query.where('type', '=', q.type)
      if (q.since !== undefined) query = query.where('created_at', '>=', q.since)
      if (q.until !== undefined) query = query.where('created_at', '<=', q.until)
      if (q.before !== undefined) query = query.where('id', '<', q.before)
      const rows = await query.orderBy('id', 'desc').limit(q.limit).execute()
      return rows.map(toSecurityEvent)
    },
  }
}
