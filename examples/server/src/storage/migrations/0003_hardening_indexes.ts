/** Fork trees, per-user session revocation and the cleanup job's scans. */
import type { MigrationUp } from './types'

export const up: MigrationUp = async (db) => {
  const indexes = [
    ['sessions_forked_from', 'sessions', 'forked_from'],
    ['sessions_user', 'sessions', 'user_id'],
    ['sessions_expires', 'sessions', 'expires_at'],
    ['codes_expires', 'codes', 'expires_at'],
    ['analytics_created', 'analytics_events', 'created_at'],
    ['outbox_created', 'outbox', 'created_at'],
  ] as const
  for (const [name, table, column] of indexes) {
    await db.schema.createIndex(name).ifNotExists().on(table).column(column).execute()
  }
}
