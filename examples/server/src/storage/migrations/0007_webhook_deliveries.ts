/** Webhook deliveries: a durable queue, in order per user (seq), one try at a time (status + lease). */
import type { MigrationUp } from './types'

export const up: MigrationUp = async (db, t) => {
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('seq', t.identityType, t.identity)
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_ms', t.big, (c) => c.notNull())
    .addColumn('next_attempt_ms', t.big, (c) => c.notNull())
    .addColumn('locked_until_ms', t.big)
    .addColumn('delivered_ms', t.big)
    .addColumn('last_error', 'text')
    .execute()
  await db.schema
    .createIndex('webhook_due')
    .on('webhook_deliveries')
    .columns(['status', 'next_attempt_ms'])
    .execute()
  await db.schema
    .createIndex('webhook_user')
    .on('webhook_deliveries')
    .columns(['app_id', 'user_id', 'seq'])
    .execute()
}
