/**
 * The webhook events, in Privy's shape: a flat JSON object whose `type` names the event, with the user (the wire's
 * `UserJSON`, as the client sees it) and what changed. The body is built when the event happens and stored, so a
 * retry a day later sends exactly what was true then.
 */
import type { LinkedAccountJSON, UserJSON } from '../../../../core/src/api/wire'

export type WebhookEvent =
  /** A new user (first login, any method). */
  | { type: 'user.created'; user: UserJSON }
  /** A login (new users too, right after user.created); `account` is the one used. */
  | { type: 'user.authenticated'; user: UserJSON; account: LinkedAccountJSON }
  | { type: 'user.linked_account'; user: UserJSON; account: LinkedAccountJSON }
  | { type: 'user.unlinked_account'; user: UserJSON; account: LinkedAccountJSON }
  /** The user's embedded wallet was created. */
  | {
      type: 'user.wallet_created'
      user: UserJSON
      wallet: { type: 'wallet'; address: string; chain_type: 'ethereum'; wallet_client_type: 'privy' }
    }
  | { type: 'mfa.enabled'; user_id: string; method: 'sms' | 'totp' }
  | { type: 'mfa.disabled'; user_id: string; method: 'sms' | 'totp' }

export type WebhookEventType = WebhookEvent['type']

/** Every event type, in the order of the list above. */
export const WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = [
  'user.created',
  'user.authenticated',
  'user.linked_account',
  'user.unlinked_account',
  'user.wallet_created',
  'mfa.enabled',
  'mfa.disabled',
]
