/**
 * The cleanup job decides how long rows live, not the storage: a pending TOTP secret goes once the MFA enrolment's
 * lifetime has passed, on both engines.
 */
import { describe, expect, it } from 'vitest'
import { RETENTION, runCleanup } from './cleanup'
import { nowSeconds } from './context'
import { TOTP_PENDING_TTL } from './domain/totp'
import { ENGINES, testServerOn } from './engines-testing'

describe.each(ENGINES)('cleanup on %s', (engine) => {
  it('a pending TOTP secret is kept for the enrolment lifetime, then purged', async () => {
    const t = await testServerOn(engine)
    const { storage } = t.deps
    expect(RETENTION.pendingTotp).toBe(TOTP_PENDING_TTL)
    await storage.putPendingTotp('u1', 'sealed', nowSeconds(t.deps))
    t.advance(TOTP_PENDING_TTL - 1)
    expect((await runCleanup(t.deps))?.pending_totp ?? 0).toBe(0)
    expect(await storage.getPendingTotp('u1', nowSeconds(t.deps), TOTP_PENDING_TTL)).toBe('sealed')
    t.advance(1)
    expect((await runCleanup(t.deps))?.pending_totp).toBe(1)
    expect(await storage.getPendingTotp('u1', 0, Number.MAX_SAFE_INTEGER)).toBeNull()
  })
})
