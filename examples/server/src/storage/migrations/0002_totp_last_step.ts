/** TOTP replay protection: the last accepted time step. */
import type { MigrationUp } from './types'

export const up: MigrationUp = async (db, t) => {
  await db.schema.alterTable('mfa_methods').addColumn('last_step', t.big).execute()
}
