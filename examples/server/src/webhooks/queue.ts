/**
 * Emitting webhook events: one row per event in the deliveries table, for the dispatcher to send. A change that
 * causes events passes `outbox(...)` to its storage call, which writes them in the change's own transaction (the
 * transactional outbox: a crash after the commit cannot lose them); `emit` queues one after a change.
 */
import { randomBytes } from 'node:crypto'
import type { AppRecord, Outbox, Storage, UserRecord } from '../storage'
import type { WebhookEvent } from './events'

export interface Webhooks {
  /**
   * Queues `event` (of `userId`, whose deliveries go out in order) for the app's endpoint; nothing when the app has
   * no webhook URL; never throws (a failed queue write is logged). Outside the change's transaction, so a crash
   * between the change and this call loses the event: every event of this server goes through `outbox` instead;
   * this stays for a notice that reports no stored change.
   */
  emit(app: AppRecord, userId: string, event: WebhookEvent): Promise<void>
  /**
   * The outbox of one change for a storage call (undefined when the app has no webhook URL): `build` turns the user,
   * as the change left them inside its transaction, into the events; each gets its webhook-id here, once.
   */
  outbox(app: AppRecord, build: (user: UserRecord) => WebhookEvent[]): Outbox | undefined
  /** Hears every queued event (the dispatcher wakes up); returns the unsubscribe. */
  onEnqueue(listener: () => void): () => void
}

export function createWebhooks(storage: Storage, now: () => number, log: (line: string) => void): Webhooks {
  const listeners = new Set<() => void>()
  const delivery = (app: AppRecord, userId: string, event: WebhookEvent) => ({
    id: `msg_${randomBytes(16).toString('base64url')}`,
    appId: app.id,
    userId,
    eventType: event.type,
    payload: JSON.stringify(event),
    createdMs: now(),
  })
  return {
    outbox(app, build) {
      if (!app.settings.webhookUrl) return undefined
      return {
        events: (user) => build(user).map((event) => delivery(app, user.id, event)),
        committed: () => {
          for (const listener of listeners) listener()
        },
      }
    },
    async emit(app, userId, event) {
      if (!app.settings.webhookUrl) return
      try {
        await storage.enqueueWebhook(delivery(app, userId, event))
      } catch (error) {
        log(`webhook: could not queue ${event.type} for app ${app.id}: ${(error as Error).name}`)
        return
      }
      for (const listener of listeners) listener()
    },
    onEnqueue(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
