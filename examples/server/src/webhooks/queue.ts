/** Emitting webhook events: one row per event in the deliveries table, for the dispatcher to send. */
import { randomBytes } from 'node:crypto'
import type { AppRecord, Storage } from '../storage'
import type { WebhookEvent } from './events'

export interface Webhooks {
  /**
   * Queues `event` (of `userId`, whose deliveries go out in order) for the app's endpoint; nothing when the app has
   * no webhook URL. Called right after the change it reports; never throws (the change has happened: a failed
   * queue write is logged, not turned into an error for the person signing in).
   */
  emit(app: AppRecord, userId: string, event: WebhookEvent): Promise<void>
  /** Hears every queued event (the dispatcher wakes up); returns the unsubscribe. */
  onEnqueue(listener: () => void): () => void
}

export function createWebhooks(storage: Storage, now: () => number, log: (line: string) => void): Webhooks {
  const listeners = new Set<() => void>()
  return {
    async emit(app, userId, event) {
      if (!app.settings.webhookUrl) return
      const id = `msg_${randomBytes(16).toString('base64url')}`
      try {
        await storage.enqueueWebhook({
          id,
          appId: app.id,
          userId,
          eventType: event.type,
          payload: JSON.stringify(event),
          createdMs: now(),
        })
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
