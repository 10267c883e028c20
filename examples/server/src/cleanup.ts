/**
 * The cleanup job: deletes what has expired so storage stays bounded. Expired codes, SIWE nonces, OAuth states,
 * pending TOTP secrets and sessions (with their refresh tokens) go at once; rate-limit rows after the longest
 * window; revoked sessions (and their refresh tokens) a day after revocation (their forks were revoked with them);
 * the dev outbox after a day; analytics events after 30 days; delivered and dead webhook deliveries after a week;
 * guest accounts unused for their app's guest idle time (`methods/guest/service.ts`). One instance at a time runs a
 * pass (storage decides).
 */
import { type Deps, nowSeconds } from './context'
import { TOTP_PENDING_TTL } from './domain/totp'
import { purgeIdleGuests } from './methods/guest/service'

/** How long each kind of row is kept past its end, in seconds. */
export const RETENTION = {
  outbox: 86_400,
  /** At least the longest rate-limit window (the daily SMS and analytics budgets). */
  rateLimits: 86_400,
  revokedSessions: 86_400,
  analytics: 30 * 86_400,
  /** Delivered and dead webhook deliveries (dead ones stay a week for operators to look at). */
  webhooks: 7 * 86_400,
  /** A TOTP secret being enrolled lives as long as the enrolment may take. */
  pendingTotp: TOTP_PENDING_TTL,
}

/**
 * Runs one cleanup pass; returns the rows deleted per table, or null when another instance was running it (with
 * PostgreSQL the pass holds an advisory lock, so several instances never clean at once).
 */
export async function runCleanup(deps: Deps): Promise<Record<string, number> | null> {
  const deleted = await deps.storage.purgeExpired(nowSeconds(deps), RETENTION)
  if (!deleted) {
    deps.config.log('cleanup: skipped, another instance is running it')
    return null
  }
  // idle guest accounts, each deleted with everything of it and its `user.deleted` event in one transaction
  deleted.guest_users = await purgeIdleGuests(
    deps.storage,
    await deps.storage.listApps(),
    nowSeconds(deps),
    (app) => deps.webhooks.outbox(app, (u) => [{ type: 'user.deleted', user_id: u.id }]),
  )
  const total = Object.values(deleted).reduce((a, b) => a + b, 0)
  if (total > 0) deps.config.log(`cleanup: ${total} expired rows deleted`)
  return deleted
}

/** Runs the cleanup now and then every `intervalSeconds`; the timer does not keep the process alive. */
export function scheduleCleanup(deps: Deps, intervalSeconds: number): () => void {
  let running = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      await runCleanup(deps)
    } catch (error) {
      deps.config.log(`cleanup failed: ${(error as Error).name}: ${(error as Error).message}`)
    } finally {
      running = false
    }
  }
  void tick()
  const timer = setInterval(tick, intervalSeconds * 1000)
  timer.unref?.()
  return () => clearInterval(timer)
}
