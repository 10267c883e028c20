import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { createSqliteStorage, MIGRATIONS } from './storage'

describe('SQLite storage', () => {
  it('migrates an existing data folder forward and keeps its rows (WAL mode)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'latch-migrate-'))
    try {
      // a folder written by the first schema version
      const raw = new Database(join(dir, 'latch.sqlite'))
      raw.pragma('journal_mode = WAL')
      raw.exec(MIGRATIONS[0] as string)
      raw.prepare("INSERT INTO secrets (name, value) VALUES ('k', 'v')").run()
      raw.pragma('user_version = 1')
      raw.close()

      const again = createSqliteStorage(dir)
      expect(await again.getSecret('k')).toBe('v')
      await again.setMfa('u1', { type: 'totp', phone: null, secret: 'S', verifiedAt: 1 })
      expect(await again.useTotpStep('u1', 10)).toBe(true)
      expect(await again.useTotpStep('u1', 10)).toBe(false)
      expect(await again.useTotpStep('u1', 11)).toBe(true)
      await again.close()
      const check = new Database(join(dir, 'latch.sqlite'))
      expect(check.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length)
      expect(check.pragma('journal_mode', { simple: true })).toBe('wal')
      check.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('a code check is atomic: used once, counted when wrong, dead at the limit', async () => {
    const s = createSqliteStorage()
    const q = { appId: 'a', flow: 'email', recipient: 'r' }
    await s.putCode({ ...q, hash: 'good', expiresAt: 100 })
    expect(await s.checkCode({ ...q, hash: 'bad' }, 50, 2)).toBe('invalid')
    expect(await s.checkCode({ ...q, hash: 'good' }, 50, 2)).toBe('ok')
    expect(await s.checkCode({ ...q, hash: 'good' }, 50, 2)).toBe('missing')
    await s.putCode({ ...q, hash: 'good', expiresAt: 100 })
    expect(await s.checkCode({ ...q, hash: 'bad' }, 50, 2)).toBe('invalid')
    expect(await s.checkCode({ ...q, hash: 'bad' }, 50, 2)).toBe('invalid')
    expect(await s.checkCode({ ...q, hash: 'good' }, 50, 2)).toBe('missing')
    await s.putCode({ ...q, hash: 'good', expiresAt: 100 })
    expect(await s.checkCode({ ...q, hash: 'good' }, 100, 2)).toBe('missing')
    await s.close()
  })

  it('refresh rotation is a compare-and-set', async () => {
    const s = createSqliteStorage()
    await s.createSession({ id: 's1', appId: 'a', userId: 'u', expiresAt: 1000, forkedFrom: null }, 'h0', 1)
    expect(await s.rotateRefresh('h0', 'h1', 'sealed', 2)).toBe(true)
    expect(await s.rotateRefresh('h0', 'h2', 'sealed', 2)).toBe(false)
    expect(await s.getRefresh('h2')).toBeNull()
    expect(await s.getRefresh('h1')).toMatchObject({ sessionId: 's1', rotatedAt: null })
    await s.close()
  })
})
