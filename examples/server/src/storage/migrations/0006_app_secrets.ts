/** App secrets (hashed) for the server API, and paging users by app. */
import type { MigrationUp } from './types'

export const up: MigrationUp = async (db) => {
  await db.schema.alterTable('apps').addColumn('secret_hash', 'text').execute()
  await db.schema.createIndex('users_app').ifNotExists().on('users').columns(['app_id', 'id']).execute()
}
