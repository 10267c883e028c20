/**
 * The operator console's API, as endpoint descriptors like the rest of the protocol (`@latch/core/protocol`): the
 * console's pages call these routes and nothing else, so everything the console does an operator can script with the
 * same session (a cookie from a sign-in, and the session's CSRF token in `x-latch-console-csrf` on every change).
 * GET endpoints take their `Request` fields as query parameters.
 */
import type { Endpoint, NoBody } from '@latch/core/protocol'

/** The header that carries the operator session's CSRF token on every console call that changes something. */
export const CONSOLE_CSRF_HEADER = 'x-latch-console-csrf'

/** The error codes of the console's calls. */
export type ConsoleErrorCode =
  | 'invalid_request'
  | 'not_found'
  | 'rate_limited'
  | 'database_unavailable'
  | 'internal_error'
  /** No operator session: no cookie, a forged or expired one, or an end user's bearer token instead. */
  | 'console_session_required'
  /** A request from another site (`Sec-Fetch-Site`, `Origin`), or a change without the session's CSRF token. */
  | 'console_csrf_refused'
  /** The operator's role does not allow this (a `support` operator and a secret or a delete). */
  | 'console_role_refused'
  /** Settings refused: `fields` names each field with the reason; nothing was changed. */
  | 'invalid_settings'
  /** The invite link was used, expired or never existed. */
  | 'invite_invalid'
  /** The passkey answer could not be verified (or its challenge expired). */
  | 'passkey_invalid'
  | 'invalid_credentials'

type Op<Req, Res> = Endpoint<Req, Res, 'operator', ConsoleErrorCode>
type Pub<Req, Res> = Endpoint<Req, Res, 'public', ConsoleErrorCode>

export type OperatorRoleJSON = 'owner' | 'support'

export interface OperatorJSON {
  id: string
  email: string
  role: OperatorRoleJSON
}

/** A signed-in operator and the CSRF token of their session. */
export interface ConsoleSessionJSON {
  operator: OperatorJSON
  csrf: string
}

// ── sign-in ─────────────────────────────────────────────────────────────────
/** WebAuthn options (as @simplewebauthn's JSON), for `navigator.credentials.create/get`. */
export interface ConsoleOptionsJSON {
  options: Record<string, unknown>
}

export const CONSOLE_INVITE_OPTIONS: Pub<{ token: string }, ConsoleOptionsJSON> = {
  method: 'POST',
  path: '/console/auth/invite/options',
  auth: 'public',
}
export const CONSOLE_INVITE_VERIFY: Pub<{ token: string; response: unknown }, ConsoleSessionJSON> = {
  method: 'POST',
  path: '/console/auth/invite/verify',
  auth: 'public',
}
export const CONSOLE_PASSKEY_OPTIONS: Pub<NoBody, ConsoleOptionsJSON> = {
  method: 'POST',
  path: '/console/auth/passkey/options',
  auth: 'public',
}
export const CONSOLE_PASSKEY_VERIFY: Pub<{ response: unknown }, ConsoleSessionJSON> = {
  method: 'POST',
  path: '/console/auth/passkey/verify',
  auth: 'public',
}
/** Sends a one-time code to an operator's email (the answer is the same for an address that is no operator's). */
export const CONSOLE_CODE_SEND: Pub<{ email: string }, { success: true }> = {
  method: 'POST',
  path: '/console/auth/code/send',
  auth: 'public',
}
export const CONSOLE_CODE_VERIFY: Pub<{ email: string; code: string }, ConsoleSessionJSON> = {
  method: 'POST',
  path: '/console/auth/code/verify',
  auth: 'public',
}
export const CONSOLE_LOGOUT: Op<NoBody, { success: true }> = {
  method: 'POST',
  path: '/console/api/logout',
  auth: 'operator',
}
export const CONSOLE_ME: Op<NoBody, ConsoleSessionJSON> = {
  method: 'GET',
  path: '/console/api/me',
  auth: 'operator',
}

// ── apps ────────────────────────────────────────────────────────────────────
/** A login method id, in the order the modal offers them: 'email', 'sms', 'wallet', 'passkey' or an OAuth provider. */
export type LoginMethodId = string

export interface ConsoleAppJSON {
  id: string
  name: string
  allowed_origins: string[]
  login_methods: LoginMethodId[]
  captcha_enabled: boolean
  captcha_site_key: string | null
  mfa_methods: Array<'sms' | 'totp' | 'passkey'>
  create_on_login: 'users-without-wallets' | 'all-users' | 'off'
  webhook_url: string | null
  /** Which OAuth providers have the app's own client (the secrets are write-only: never shown). */
  oauth_clients: string[]
  has_app_secret: boolean
  created_at: number
  updated_at: number
}

/** The settings an operator may change; a field left out is kept. */
export interface ConsoleAppUpdateJSON {
  name?: string
  allowed_origins?: string[]
  login_methods?: LoginMethodId[]
  captcha_enabled?: boolean
  captcha_site_key?: string | null
  mfa_methods?: string[]
  create_on_login?: string
  /** '' or null turns webhooks off. */
  webhook_url?: string | null
}

export const CONSOLE_APPS_LIST: Op<NoBody, { apps: ConsoleAppJSON[] }> = {
  method: 'GET',
  path: '/console/api/apps',
  auth: 'operator',
}
export const CONSOLE_APP_GET: Op<NoBody, { app: ConsoleAppJSON }> = {
  method: 'GET',
  path: '/console/api/apps/:appId',
  auth: 'operator',
}
/** Refused with 422 `invalid_settings` and `fields` (field -> reason) when any field is invalid: nothing changes. */
export const CONSOLE_APP_UPDATE: Op<ConsoleAppUpdateJSON, { app: ConsoleAppJSON }> = {
  method: 'POST',
  path: '/console/api/apps/:appId',
  auth: 'operator',
}
/** A new app secret, shown once; the old one stops working at once. Owners only. */
export const CONSOLE_APP_ROTATE_SECRET: Op<NoBody, { app_secret: string }> = {
  method: 'POST',
  path: '/console/api/apps/:appId/rotate-secret',
  auth: 'operator',
}
/** A new webhook signing secret, shown once. Owners only; the app needs a webhook URL. */
export const CONSOLE_APP_ROTATE_WEBHOOK_SECRET: Op<NoBody, { webhook_secret: string }> = {
  method: 'POST',
  path: '/console/api/apps/:appId/rotate-webhook-secret',
  auth: 'operator',
}

// ── users ───────────────────────────────────────────────────────────────────
export interface ConsoleUserSearchJSON {
  /** An email, a phone number, a wallet address, a passkey's id or name, a user id (or their beginning). */
  q: string
  /** Which identity to look in; guessed from `q` when left out. */
  kind?: 'email' | 'phone' | 'wallet' | 'passkey' | 'user'
  app?: string
  /** The `next` of the previous page. */
  after?: string
  limit?: string
}
export interface ConsoleUserRowJSON {
  app_id: string
  user_id: string
  created_at: number
  /** The user's identities, for the list: 'email: a@b.c', 'wallet: 0x...'. */
  identities: string[]
}
export const CONSOLE_USERS_SEARCH: Op<
  ConsoleUserSearchJSON,
  { users: ConsoleUserRowJSON[]; kind: string; next: string | null }
> = {
  method: 'GET',
  path: '/console/api/users',
  auth: 'operator',
}
export interface ConsoleSessionRowJSON {
  id: string
  created_at: number
  expires_at: number
  revoked_at: number | null
  forked_from: string | null
}
export interface ConsoleUserDetailJSON {
  app_id: string
  user: Record<string, unknown>
  sessions: ConsoleSessionRowJSON[]
  passkeys: Array<{ id: string; name: string; created_at: number; last_used_at: number | null }>
  devices: Array<{ id: string; created_at: number; last_used_at: number | null }>
  mfa_methods: string[]
  embedded_wallet: { address: string; recovery_method: string } | null
}
export const CONSOLE_USER_GET: Op<NoBody, ConsoleUserDetailJSON> = {
  method: 'GET',
  path: '/console/api/apps/:appId/users/:userId',
  auth: 'operator',
}
export const CONSOLE_USER_REVOKE_SESSION: Op<NoBody, { revoked: number }> = {
  method: 'POST',
  path: '/console/api/apps/:appId/users/:userId/sessions/:sessionId/revoke',
  auth: 'operator',
}
export const CONSOLE_USER_REVOKE_ALL: Op<NoBody, { revoked: number }> = {
  method: 'POST',
  path: '/console/api/apps/:appId/users/:userId/sessions/revoke',
  auth: 'operator',
}
/** Deletes the user; `confirm` must repeat the user id (typed confirmation). Owners only. */
export const CONSOLE_USER_DELETE: Op<{ confirm: string }, { success: true }> = {
  method: 'POST',
  path: '/console/api/apps/:appId/users/:userId/delete',
  auth: 'operator',
}

// ── the security log, webhooks, the audit log ───────────────────────────────
export interface ConsoleSecurityQueryJSON {
  app?: string
  user?: string
  type?: string
  /** Unix seconds, inclusive. */
  since?: string
  until?: string
  /** The `next` of the previous page. */
  before?: string
  limit?: string
  /** 'jsonl': the page as JSON lines (application/x-ndjson), one event a line. */
  format?: 'json' | 'jsonl'
}
export interface ConsoleSecurityEventJSON {
  id: number
  app_id: string | null
  type: string
  user_id: string | null
  session_id: string | null
  method: string | null
  ip: string | null
  details: Record<string, string | number>
  created_at: number
}
export const CONSOLE_SECURITY_EVENTS: Op<
  ConsoleSecurityQueryJSON,
  { events: ConsoleSecurityEventJSON[]; next: string | null }
> = {
  method: 'GET',
  path: '/console/api/security-events',
  auth: 'operator',
}
export interface ConsoleWebhookJSON {
  id: string
  app_id: string
  event_type: string
  status: string
  attempts: number
  created_ms: number
  delivered_ms: number | null
  last_error: string | null
}
export const CONSOLE_WEBHOOKS: Op<
  { app: string; status?: string; limit?: string },
  { deliveries: ConsoleWebhookJSON[] }
> = {
  method: 'GET',
  path: '/console/api/webhooks',
  auth: 'operator',
}
/** Sends a delivered or dead delivery again (same webhook-id and body). Owners only. */
export const CONSOLE_WEBHOOK_REDELIVER: Op<NoBody, { success: true }> = {
  method: 'POST',
  path: '/console/api/webhooks/:deliveryId/redeliver',
  auth: 'operator',
}
export interface ConsoleAuditJSON {
  id: number
  operator_id: string
  action: string
  app_id: string | null
  target: string | null
  ip: string | null
  details: Record<string, unknown>
  created_at: number
}
/** What operators did, newest first. Owners only. */
export const CONSOLE_AUDIT: Op<
  { operator?: string; before?: string; limit?: string },
  { entries: ConsoleAuditJSON[] }
> = {
  method: 'GET',
  path: '/console/api/audit',
  auth: 'operator',
}

/** Every console API route that needs an operator session (a test iterates over them). */
export const CONSOLE_API_ENDPOINTS = [
  CONSOLE_LOGOUT,
  CONSOLE_ME,
  CONSOLE_APPS_LIST,
  CONSOLE_APP_GET,
  CONSOLE_APP_UPDATE,
  CONSOLE_APP_ROTATE_SECRET,
  CONSOLE_APP_ROTATE_WEBHOOK_SECRET,
  CONSOLE_USERS_SEARCH,
  CONSOLE_USER_GET,
  CONSOLE_USER_REVOKE_SESSION,
  CONSOLE_USER_REVOKE_ALL,
  CONSOLE_USER_DELETE,
  CONSOLE_SECURITY_EVENTS,
  CONSOLE_WEBHOOKS,
  CONSOLE_WEBHOOK_REDELIVER,
  CONSOLE_AUDIT,
] as const

/** The sign-in routes (no session yet). */
export const CONSOLE_AUTH_ENDPOINTS = [
  CONSOLE_INVITE_OPTIONS,
  CONSOLE_INVITE_VERIFY,
  CONSOLE_PASSKEY_OPTIONS,
  CONSOLE_PASSKEY_VERIFY,
  CONSOLE_CODE_SEND,
  CONSOLE_CODE_VERIFY,
] as const
