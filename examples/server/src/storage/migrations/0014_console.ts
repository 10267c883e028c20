/**
 * The operator console: operators (their own principals, never end users), their one-time invites, passkeys,
 * WebAuthn challenges and sessions, and the audit log of what each operator did.
 */
import type { MigrationUp } from './types'

export const up: MigrationUp = async (db, t) => {
  const s = db.schema
  await s
    .createTable('operators')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', t.big, (c) => c.notNull())
    .addColumn('disabled_at', t.big)
    .execute()
  await s
    .createTable('operator_invites')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', t.big, (c) => c.notNull())
    .addColumn('expires_at', t.big, (c) => c.notNull())
    .addColumn('used_at', t.big)
    .execute()
  await s
    .createTable('operator_passkeys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('operator_id', 'text', (c) => c.notNull())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', t.big, (c) => c.notNull())
    .addColumn('transports', 'text', (c) => c.notNull())
    .addColumn('created_at', t.big, (c) => c.notNull())
    .addColumn('last_used_at', t.big)
    .execute()
  await s.createIndex('operator_passkeys_operator').on('operator_passkeys').column('operator_id').execute()
  await s
    .createTable('operator_challenges')
    .addColumn('challenge', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('invite_hash', 'text')
    .addColumn('expires_at', t.big, (c) => c.notNull())
    .execute()
  await s
    .createTable('operator_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('operator_id', 'text', (c) => c.notNull())
    .addColumn('csrf', 'text', (c) => c.notNull())
    .addColumn('created_at', t.big, (c) => c.notNull())
    .addColumn('last_seen_at', t.big, (c) => c.notNull())
    .addColumn('expires_at', t.big, (c) => c.notNull())
    .addColumn('revoked_at', t.big)
    .execute()
  await s.createIndex('operator_sessions_operator').on('operator_sessions').column('operator_id').execute()
  await s
    .createTable('console_audit')
    .addColumn('id', t.identityType, t.identity)
    .addColumn('operator_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('app_id', 'text')
    .addColumn('target', 'text')
    .addColumn('ip', 'text')
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('created_at', t.big, (c) => c.notNull())
    .execute()
  await s.createIndex('console_audit_operator').on('console_audit').columns(['operator_id', 'id']).execute()
  // the console's user search by exact identity (email, phone, wallet) uses accounts' (app_id, type, key) key;
  // across apps it needs the key first
  await s.createIndex('accounts_key').on('accounts').column('key').execute()
}
