/**
 * Accounts: authentication time and step-up on sessions, the durable security log, notices in the outbox,
 * idempotency keys of calls with effects.
 */
import type { MigrationUp } from './types'

export const up: MigrationUp = async (db, t) => {
  const s = db.schema
  for (const column of ['authenticated_at', 'auth_account_id', 'step_up_at', 'step_up_account_id']) {
    await s.alterTable('sessions').addColumn(column, t.big).execute()
  }
  await s
    .createIndex('sessions_user_created')
    .ifNotExists()
    .on('sessions')
    .columns(['app_id', 'user_id', 'created_at'])
    .execute()
  await s.alterTable('outbox').addColumn('text', 'text').execute()
  await s
    .createTable('security_events')
    .addColumn('id', t.identityType, t.identity)
    .addColumn('app_id', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('session_id', 'text')
    .addColumn('method', 'text')
    .addColumn('ip', 'text')
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('created_at', t.big, (c) => c.notNull())
    .execute()
  await s.createIndex('security_events_user').on('security_events').columns(['user_id', 'id']).execute()
  await s.createIndex('security_events_created').on('security_events').column('created_at').execute()
  await s
    .createTable('idempotency_keys')
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('body', 'text')
    .addColumn('created_at', t.big, (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['app_id', 'scope', 'key'])
    .execute()
  await s.createIndex('idempotency_keys_created').on('idempotency_keys').column('created_at').execute()
}
