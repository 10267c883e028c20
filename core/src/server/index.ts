/**
 * `@latch/core/server`: the library of a host's backend (Privy's server library in shape), for Node and for edge
 * runtimes (Next.js middleware, Vercel Edge, Cloudflare Workers: no Node built-in is imported). No browser code:
 * it verifies access tokens (a header's or a cookie's), reads and manages users through the server API, and
 * verifies webhooks.
 */

export type { LinkedAccountJSON, UserJSON } from '../api/wire'
export type { LinkedAccount, User } from '../user/types'
// ── client ───────────────────────────────────────────────────────────────────
export { createLatchServerClient, type LatchServerClient } from './client'
// ── requests (bearer header or the cookie of cookie sessions) ─────────────────
export type { SessionCookieOptions } from './cookie'
// ── errors ───────────────────────────────────────────────────────────────────
export {
  isLatchServerError,
  LatchServerError,
  type LatchServerErrorCode,
  type LatchServerErrorOptions,
} from './errors'
export type { HeaderSource } from './headers'
export { ACCESS_TOKEN_COOKIE, type RequestLike } from './request'
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
