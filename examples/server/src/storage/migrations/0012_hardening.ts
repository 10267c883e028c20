/** Custom auth JWT ids used once (until they expire); passkeys disabled by a clone alarm. */
import type { MigrationUp } from './types'

export const up: MigrationUp = async (db, t) => {
  await db.schema
    .createTable('used_jwt_ids')
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('jti', 'text', (c) => c.notNull())
    .addColumn('expires_at', t.big, (c) => c.notNull())
    .addPrimaryKeyConstraint('used_jwt_ids_pkey', ['app_id', 'jti'])
    .execute()
  await db.schema.createIndex('used_jwt_ids_expires').on('used_jwt_ids').column('expires_at').execute()
  await db.schema.alterTable('passkeys').addColumn('disabled_at', t.big).execute()
}
