/** Global teardown: removes the run's temp SQLite data dir (created in test/playwright.config.ts). */
import { rmSync } from 'node:fs'

export default function teardown() {
  const dir = process.env.LATCH_E2E_DATA_DIR
  if (dir?.includes('latch-e2e-')) rmSync(dir, { recursive: true, force: true })
}
