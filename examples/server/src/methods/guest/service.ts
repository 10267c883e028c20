/**
 * Guest accounts without HTTP: whether an app has them, how long an unused one lives, and the purge of idle ones.
 * A guest is a user row marked `is_guest` with no account; the storage clears the mark in the transaction that links
 * its first method (an email, a wallet, a social account, a passkey), so it keeps its id and its embedded wallet.
 * Its only credential is its session: a guest that starts no session and refreshes none for the app's idle time is
 * deleted with everything of it (sessions, embedded wallet shares, events), and the app hears `user.deleted`.
 */
import type { AppSettings } from '../../config'
import type { AppRecord, Outbox, Seconds, Storage } from '../../storage'

/** How long an unused guest account lives by default: 30 days. */
export const DEFAULT_GUEST_IDLE_TTL: Seconds = 30 * 86_400
/** Guests deleted per app in one cleanup pass (the next pass takes the rest). */
export const GUEST_PURGE_BATCH = 500

/** Why a guest login is refused. */
export class GuestError extends Error {
  constructor(readonly kind: 'disabled') {
    super('Guest accounts are not enabled for this app')
    this.name = 'GuestError'
  }
}

/** The app's guest idle time in seconds. */
export const guestIdleTtl = (settings: AppSettings): Seconds =>
  settings.guestIdleTtl ?? DEFAULT_GUEST_IDLE_TTL

/** Refuses a guest login for an app without guests. */
export function requireGuests(settings: AppSettings): void {
  if (!settings.guestAuth) throw new GuestError('disabled')
}

/**
 * Deletes the idle guests of every app (those with guests off too: their guests expire all the same), each in its
 * own transaction with its `user.deleted` event (`outboxOf`). Returns how many were deleted.
 */
export async function purgeIdleGuests(
  storage: Storage,
  apps: readonly AppRecord[],
  now: Seconds,
  outboxOf: (app: AppRecord) => Outbox | undefined,
): Promise<number> {
  let deleted = 0
  for (const app of apps) {
    const idle = await storage.listIdleGuests(app.id, now - guestIdleTtl(app.settings), GUEST_PURGE_BATCH)
    for (const userId of idle) {
      // a second instance running the same pass finds the user gone: no second event
      if (await storage.deleteUser(app.id, userId, outboxOf(app))) deleted++
    }
  }
  return deleted
}
