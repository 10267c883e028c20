/** Sign in with Apple posts the user's name to the callback on the first login only: kept with the state. */
import type { MigrationUp } from './types'

export const up: MigrationUp = async (db) => {
  await db.schema.alterTable('oauth_states').addColumn('provider_name', 'text').execute()
}
