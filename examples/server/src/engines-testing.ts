/**
 * Route tests on both engines: `onEngines()` gives a SQLite test server (in memory) and a PostgreSQL one (a fresh
 * database of the test cluster the vitest project starts), each with the movable clock of `createTestServer`.
 * Use it for counted and single-use decisions, which the database arbitrates.
 */
import { afterAll } from 'vitest'
import { createTestDatabase } from '../../../test/fixtures/postgres/database'
import type { AppSeed, ServerOptions } from './config'
import { demoAppSeed } from './config'
import { createTestServer, type TestServer } from './testing'

export type EngineName = 'sqlite' | 'postgres'
export const ENGINES: EngineName[] = ['sqlite', 'postgres']

const cleanups: Array<() => Promise<void>> = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/** A test server on `engine` (closed, and its database dropped, after the file's tests). */
export async function testServerOn(
  engine: EngineName,
  partial: ServerOptions = {},
  apps: AppSeed[] = [demoAppSeed()],
): Promise<TestServer> {
  if (engine === 'sqlite') {
    const t = await createTestServer(partial, apps)
    cleanups.push(() => t.close())
    return t
  }
  const db = await createTestDatabase('routes')
  cleanups.push(() => db.drop())
  const t = await createTestServer({ databaseUrl: db.url, dataKey: 'k'.repeat(43), ...partial }, apps)
  cleanups.push(() => t.close())
  return t
}
