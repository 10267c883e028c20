/**
 * The schema's migrations, in order, one file each. Adding a table or a column: a new file `NNNN_name.ts` exporting
 * `up` (Kysely's schema builder; `t` gives the column types that differ by engine), listed here, and its row type in
 * `../database.ts`. A name, once released, never changes: databases record the names they applied.
 */
import { up as m0001 } from './0001_initial'
import { up as m0002 } from './0002_totp_last_step'
import { up as m0003 } from './0003_hardening_indexes'
import { up as m0004 } from './0004_embedded_wallets'
import { up as m0005 } from './0005_oauth_state_provider_name'
import { up as m0006 } from './0006_app_secrets'
import { up as m0007 } from './0007_webhook_deliveries'
import { up as m0008 } from './0008_accounts_security'
import { up as m0009 } from './0009_wallet_device_keys'
import { up as m0010 } from './0010_passkeys'
import { up as m0011 } from './0011_grants'
import { up as m0012 } from './0012_hardening'
import { up as m0013 } from './0013_user_custom_metadata'
import { up as m0014 } from './0014_console'
import { up as m0015 } from './0015_guest_users'
import type { MigrationUp } from './types'

export type { ColumnTypes, MigrationUp } from './types'

export const MIGRATIONS: ReadonlyArray<readonly [name: string, up: MigrationUp]> = [
  ['0001_initial', m0001],
  ['0002_totp_last_step', m0002],
  ['0003_hardening_indexes', m0003],
  ['0004_embedded_wallets', m0004],
  ['0005_oauth_state_provider_name', m0005],
  ['0006_app_secrets', m0006],
  ['0007_webhook_deliveries', m0007],
  ['0008_accounts_security', m0008],
  ['0009_wallet_device_keys', m0009],
  ['0010_passkeys', m0010],
  ['0011_grants', m0011],
  ['0012_hardening', m0012],
  ['0013_user_custom_metadata', m0013],
  ['0014_console', m0014],
  ['0015_guest_users', m0015],
]

/** The migration names, in order. */
export const MIGRATION_NAMES: readonly string[] = MIGRATIONS.map(([name]) => name)
