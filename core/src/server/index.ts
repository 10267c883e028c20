/**
 * `@latch/core/server`: the Node library of a host's backend (Privy's server library in shape). No browser code:
 * it verifies access tokens, reads and manages users through the server API, and verifies webhooks.
 */

export type { LinkedAccountJSON, UserJSON } from '../api/wire'
export type { LinkedAccount, User } from '../user/types'
// ── client ───────────────────────────────────────────────────────────────────
export { createLatchServerClient, type LatchServerClient } from './client'
// ── errors ───────────────────────────────────────────────────────────────────
export {
  isLatchServerError,
  LatchServerError,
  type LatchServerErrorCode,
  type LatchServerErrorOptions,
} from './errors'
// ── types ────────────────────────────────────────────────────────────────────
export type {
  AuthTokenClaims,
  ImportLinkedAccount,
  ImportUserInput,
  LatchServerClientOptions,
  ListUsersOptions,
  WebhookHeaders,
} from './types'
export type { LatchWebhookEvent, LatchWebhookEventType, WebhookWalletJSON } from './webhook-events'
