/** What a migration file exports: `up`, given the database and the engine's column types. */
import type { Kysely } from 'kysely'
import type { columnTypes } from '../dialect'

export type ColumnTypes = ReturnType<typeof columnTypes>

/** One schema change. Migrations only go forward (no `down`): a release never drops what an earlier one wrote. */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then, not today's Database type
export type MigrationUp = (db: Kysely<any>, t: ColumnTypes) => Promise<void>
