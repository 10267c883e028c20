/**
 * Passkeys: WebAuthn credentials (each one also an `accounts` row of type 'passkey', keyed by credential id) and
 * their single-use ceremony challenges.
 */
import type { MigrationUp } from './types'

export const up: MigrationUp = async (db, t) => {
  const s = db.schema
  await s
    .createTable('passkeys')
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('account_id', t.big, (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', t.big, (c) => c.notNull())
    .addColumn('transports', 'text', (c) => c.notNull())
    .addColumn('device_type', 'text', (c) => c.notNull())
    .addColumn('backed_up', t.boolean, (c) => c.notNull())
    .addColumn('aaguid', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', t.big, (c) => c.notNull())
    .addColumn('last_used_at', t.big)
    .addPrimaryKeyConstraint('passkeys_pkey', ['app_id', 'id'])
    .execute()
  await s.createIndex('passkeys_user').on('passkeys').columns(['app_id', 'user_id']).execute()
  await s
    .createTable('passkey_challenges')
    .addColumn('challenge', 'text', (c) => c.primaryKey())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('session_id', 'text')
    .addColumn('rp_id', 'text', (c) => c.notNull())
    .addColumn('origin', 'text')
    .addColumn('expires_at', t.big, (c) => c.notNull())
    .execute()
  await s.createIndex('passkey_challenges_expires').on('passkey_challenges').column('expires_at').execute()
}
