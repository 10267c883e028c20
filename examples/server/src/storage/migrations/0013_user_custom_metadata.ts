/** A user's custom metadata: a JSON object the host's backend sets through the server API (null: none set). */
import type { MigrationUp } from './types'

export const up: MigrationUp = async (db) => {
  await db.schema.alterTable('users').addColumn('custom_metadata', 'text').execute()
}
