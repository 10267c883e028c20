/**
 * Wallet device keys (DPoP-style proofs), their single-use challenges, versioned share sets, recovery proofs. A
 * wallet from before has share set 1, no recovery proof and no device key (see SECURITY.md, migration).
 */
import type { MigrationUp } from './types'

export const up: MigrationUp = async (db, t) => {
  const s = db.schema
  await s
    .alterTable('embedded_wallets')
    .addColumn('share_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await s.alterTable('embedded_wallets').addColumn('recovery_address', 'text').execute()
  await s
    .createTable('wallet_devices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('thumbprint', 'text', (c) => c.notNull())
    .addColumn('public_jwk', 'text', (c) => c.notNull())
    .addColumn('created_at', t.big, (c) => c.notNull())
    .addColumn('last_used_at', t.big)
    .addColumn('revoked_at', t.big)
    .addUniqueConstraint('wallet_devices_app_id_thumbprint_key', ['app_id', 'thumbprint'])
    .execute()
  await s.createIndex('wallet_devices_user').on('wallet_devices').columns(['app_id', 'user_id']).execute()
  await s
    .createTable('wallet_challenges')
    .addColumn('nonce', 'text', (c) => c.primaryKey())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', t.big, (c) => c.notNull())
    .execute()
  await s.createIndex('wallet_challenges_expires').on('wallet_challenges').column('expires_at').execute()
  await s
    .createTable('wallet_share_sets')
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('auth_share', 'text', (c) => c.notNull())
    .addColumn('recovery_method', 'text', (c) => c.notNull())
    .addColumn('recovery_share', 'text', (c) => c.notNull())
    .addColumn('recovery_address', 'text')
    .addColumn('created_at', t.big, (c) => c.notNull())
    .addPrimaryKeyConstraint('wallet_share_sets_pkey', ['app_id', 'user_id'])
    .execute()
}
