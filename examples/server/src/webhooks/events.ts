/**
 * The webhook events, in Privy's shape: a flat JSON object whose `type` names the event, with the user (the wire's
 * `UserJSON`, as the client sees it) and what changed. One definition, shared with `verifyWebhook` of
 * `@latch/core/server`. The body is built when the event happens and stored, so a retry a day later sends exactly
 * what was true then.
 */
import type { LatchWebhookEvent, LatchWebhookEventType } from '@latch/core/server'

export type WebhookEvent = LatchWebhookEvent
export type WebhookEventType = LatchWebhookEventType

/** Every event type. */
export const WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = [
  'user.created',
  'user.authenticated',
  'user.linked_account',
  'user.unlinked_account',
  'user.wallet_created',
  'mfa.enabled',
  'mfa.disabled',
  'user.deleted',
]
