/**
 * The webhook events a Latch server sends, as `verifyWebhook` returns them: Privy's flat shape, a `type` plus the
 * user (the wire's snake_case `UserJSON`, as it was when the event happened) and what changed. The reference server
 * builds its events from these types.
 */
import type { LinkedAccountJSON, UserJSON } from '../api/wire'

/** The embedded wallet of a `user.wallet_created` event. */
export interface WebhookWalletJSON {
  type: 'wallet'
  /** The wallet's checksummed address. */
  address: string
  chain_type: 'ethereum'
  /** 'privy': the embedded wallet. */
  wallet_client_type: 'privy'
}

/** One webhook event. */
export type LatchWebhookEvent =
  /** A new user (first login, any method, or imported through the server API). */
  | { type: 'user.created'; user: UserJSON }
  /** A login (new users too, right after user.created); `account` is the one used. */
  | { type: 'user.authenticated'; user: UserJSON; account: LinkedAccountJSON }
  /** An account was linked to the user. */
  | { type: 'user.linked_account'; user: UserJSON; account: LinkedAccountJSON }
  /** An account was unlinked; `account` is the one removed. */
  | { type: 'user.unlinked_account'; user: UserJSON; account: LinkedAccountJSON }
  /** The user's embedded wallet was created. */
  | { type: 'user.wallet_created'; user: UserJSON; wallet: WebhookWalletJSON }
  /** The user turned on a second factor. */
  | { type: 'mfa.enabled'; user_id: string; method: 'sms' | 'totp' | 'passkey' }
  /** The user removed a second factor. */
  | { type: 'mfa.disabled'; user_id: string; method: 'sms' | 'totp' | 'passkey' }
  /** The user was deleted (server API or operator), with everything of theirs; their earlier events were dropped. */
  | { type: 'user.deleted'; user_id: string }

/** The `type` of a webhook event. */
export type LatchWebhookEventType = LatchWebhookEvent['type']
