/**
 * Grants: single-use permissions for one action on one target, made by a verification of one session; and the
 * first verification of an account in milliseconds (which of two methods came first), back-filled from seconds.
 */
import { sql } from 'kysely'
import type { MigrationUp } from './types'

export const up: MigrationUp = async (db, t) => {
  const s = db.schema
  await s
    .createTable('grants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('verified_by', 'text', (c) => c.notNull())
    .addColumn('created_at', t.big, (c) => c.notNull())
    .addColumn('expires_at', t.big, (c) => c.notNull())
    .addColumn('used_at', t.big)
    .execute()
  await s.createIndex('grants_scope').on('grants').columns(['session_id', 'action', 'target']).execute()
  await s.createIndex('grants_expires').on('grants').column('expires_at').execute()
  await s.alterTable('accounts').addColumn('first_verified_ms', t.big).execute()
  await db.updateTable('accounts').set({ first_verified_ms: sql`first_verified_at * 1000` }).execute()
}
