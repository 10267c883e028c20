/**
 * The plain signing key of earlier versions (one `es256_signing_key` row for every app) is retired at start: each
 * app keeps it as its own first key, sealed, so tokens and pinned keys go on verifying, and the plain row is
 * deleted. SQLite file, two starts.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { exportJWK, generateKeyPair } from 'jose'
import { afterEach, describe, expect, it } from 'vitest'
import { createServerApp } from './app'
import { defaultAppSettings, demoAppSeed } from './config'
import { openStorage } from './storage'

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const f of cleanups.splice(0).reverse()) await f()
})

const OTHER_APP = 'otherapp00000000000000001'

describe('the legacy plain signing key', () => {
  it('moves under every app (config and stored ones), sealed, then its plain row is deleted; a second start finds nothing to do', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'latch-legacy-key-'))
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
    // the database as an earlier version left it: one plain private key, and an app made with the CLI
    const { privateKey } = await generateKeyPair('ES256', { extractable: true })
    const legacy = { ...(await exportJWK(privateKey)), kid: 'legacy-kid' }
    const before = await openStorage({ dataDir })
    await before.putSecret('es256_signing_key', JSON.stringify(legacy))
    await before.upsertApp({ id: OTHER_APP, name: 'Other', settings: defaultAppSettings() }, 1)
    await before.close()

    const lines: string[] = []
    const options = { devMode: true, dataDir, apps: [demoAppSeed()], log: (l: string) => lines.push(l) }
    const first = await createServerApp(options)
    const { storage, keys } = first.deps
    expect(await storage.getSecret('es256_signing_key')).toBeNull()
    for (const appId of [demoAppSeed().id, OTHER_APP]) {
      const [current] = await keys.jwks(appId)
      expect(current).toMatchObject({ kid: 'legacy-kid', x: legacy.x, y: legacy.y })
      const row = (await storage.getSecret(`signing_keys:${appId}`)) as string
      expect(row).not.toContain(legacy.d as string)
    }
    expect(lines.filter((l) => l.startsWith('signing keys:'))).toHaveLength(1)
    await first.close()

    const second = await createServerApp(options)
    cleanups.push(() => second.close())
    expect((await second.deps.keys.jwks(OTHER_APP))[0]?.kid).toBe('legacy-kid')
    expect(lines.filter((l) => l.startsWith('signing keys:'))).toHaveLength(1)
  })

  it('a database without one: nothing is retired', async () => {
    const s = await createServerApp({ devMode: true, apps: [demoAppSeed()] })
    cleanups.push(() => s.close())
    expect(await s.deps.keys.retireLegacyKey([demoAppSeed().id])).toBe(false)
  })
})
