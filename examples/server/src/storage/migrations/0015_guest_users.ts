/**
 * Guest accounts: a user made by a guest login (no login method) is marked until a method is linked. The index
 * serves the cleanup's search for idle guests.
 */
import type { MigrationUp } from './types'

export const up: MigrationUp = async (db) => {
  await db.schema
    .alterTable('users')
    .addColumn('is_guest', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('users_guest_idx')
    .on('users')
    .columns(['app_id', 'is_guest', 'created_at'])
    .execute()
}
