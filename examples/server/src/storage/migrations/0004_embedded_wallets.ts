/** Embedded wallets: one per user per app (primary key), one wallet per address. */
import type { MigrationUp } from './types'

export const up: MigrationUp = async (db, t) => {
  await db.schema
    .createTable('embedded_wallets')
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('auth_share', 'text', (c) => c.notNull())
    .addColumn('recovery_method', 'text', (c) => c.notNull())
    .addColumn('recovery_share', 'text', (c) => c.notNull())
    .addColumn('created_at', t.big, (c) => c.notNull())
    .addColumn('updated_at', t.big, (c) => c.notNull())
    .addPrimaryKeyConstraint('embedded_wallets_pkey', ['app_id', 'user_id'])
    .addUniqueConstraint('embedded_wallets_app_id_address_key', ['app_id', 'address'])
    .execute()
}
