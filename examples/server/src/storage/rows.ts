/** Row-to-record mappers (columns are snake_case) and the table lists of `fingerprint()` and `deleteUser()`. */
import type { AppSettings } from '../config'
import { safeEqual } from '../crypto'
import type {
  AccountRecord,
  AppRecord,
  EmbeddedWalletRecord,
  MfaRecord,
  OAuthStateRecord,
  OutboxMessage,
  PasskeyChallenge,
  PasskeyPurpose,
  PasskeyRecord,
  RefreshRecord,
  SecurityEventRecord,
  SessionRecord,
  ShareSetRecord,
  UserRecord,
  WalletDeviceRecord,
  WebhookDelivery,
  WebhookStatus,
} from './types'

export type Row = Record<string, unknown>

/** Every table, for `fingerprint()` and the test helpers. */
export const TABLES = [
  'apps',
  'users',
  'accounts',
  'codes',
  'rate_limits',
  'siwe_nonces',
  'oauth_states',
  'sessions',
  'refresh_tokens',
  'mfa_methods',
  'pending_totp',
  'analytics_events',
  'outbox',
  'secrets',
  'embedded_wallets',
  'webhook_deliveries',
  'idempotency_keys',
  'wallet_devices',
  'wallet_challenges',
  'wallet_share_sets',
  'passkeys',
  'passkey_challenges',
  'used_jwt_ids',
  'grants',
] as const

/** The tables keyed by `user_id` whose rows go with a deleted user (sessions and webhooks are keyed by app too). */
export const USER_TABLES = [
  'accounts',
  'mfa_methods',
  'pending_totp',
  'embedded_wallets',
  'security_events',
  'wallet_devices',
  'wallet_challenges',
  'wallet_share_sets',
  'passkeys',
  'passkey_challenges',
  'grants',
] as const

/** Default retention of the security log, of idempotency keys and of grants past expiry (seconds). */
export const DEFAULT_KEEP = { securityEvents: 180 * 86_400, idempotencyKeys: 86_400, grants: 600 }

/** Nullable column: SQL NULL (or undefined) becomes null. */
const opt = <T>(v: unknown): T | null => (v === null || v === undefined ? null : (v as T))

/** Nullable numeric column (PostgreSQL may hand BIGINT over as text): SQL NULL stays null. */
const optNumber = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))

export const toApp = (r: Row): AppRecord => ({
  id: r.id as string,
  name: r.name as string,
  settings: JSON.parse(r.settings as string) as AppSettings,
  createdAt: r.created_at as number,
  updatedAt: r.updated_at as number,
})

/** Every origin any app allows, from rows of the `apps.settings` column. */
export const allowedOriginsOf = (rows: readonly Row[]): Set<string> => {
  const out = new Set<string>()
  for (const r of rows) {
    for (const o of (JSON.parse(r.settings as string) as AppSettings).allowedOrigins) out.add(o)
  }
  return out
}

export const toAccount = (r: Row): AccountRecord => ({
  id: r.id as number,
  userId: r.user_id as string,
  type: r.type as string,
  key: r.key as string,
  data: JSON.parse(r.data as string) as Record<string, unknown>,
  firstVerifiedAt: r.first_verified_at as number,
  firstVerifiedMs: optNumber(r.first_verified_ms) ?? (r.first_verified_at as number) * 1000,
  latestVerifiedAt: r.latest_verified_at as number,
})

export const toOAuthState = (r: Row): OAuthStateRecord => ({
  state: r.state as string,
  appId: r.app_id as string,
  provider: r.provider as string,
  redirectTo: r.redirect_to as string,
  verifier: r.verifier as string,
  clientChallenge: opt<string>(r.client_challenge),
  nonce: r.nonce as string,
  providerName: opt<string>(r.provider_name),
  createdAt: r.created_at as number,
  expiresAt: r.expires_at as number,
})

export const toSession = (r: Row): SessionRecord => ({
  id: r.id as string,
  appId: r.app_id as string,
  userId: r.user_id as string,
  createdAt: r.created_at as number,
  expiresAt: r.expires_at as number,
  revokedAt: opt<number>(r.revoked_at),
  forkedFrom: opt<string>(r.forked_from),
  mfaVerifiedAt: opt<number>(r.mfa_verified_at),
  authenticatedAt: opt<number>(r.authenticated_at),
  authAccountId: opt<number>(r.auth_account_id),
  stepUpAt: opt<number>(r.step_up_at),
  stepUpAccountId: opt<number>(r.step_up_account_id),
})

export const toSecurityEvent = (r: Row): SecurityEventRecord => ({
  id: Number(r.id),
  appId: opt<string>(r.app_id),
  type: r.type as string,
  userId: opt<string>(r.user_id),
  sessionId: opt<string>(r.session_id),
  method: opt<string>(r.method),
  ip: opt<string>(r.ip),
  details: JSON.parse(r.details as string) as Record<string, string | number>,
  createdAt: Number(r.created_at),
})

export const toRefresh = (r: Row): RefreshRecord => ({
  hash: r.hash as string,
  sessionId: r.session_id as string,
  createdAt: r.created_at as number,
  rotatedAt: opt<number>(r.rotated_at),
  successor: opt<string>(r.successor),
})

export const toMfa = (m: Row): MfaRecord => ({
  type: m.type as MfaRecord['type'],
  phone: opt<string>(m.phone),
  secret: opt<string>(m.secret),
  verifiedAt: m.verified_at as number,
})

export const toEmbeddedWallet = (r: Row): EmbeddedWalletRecord => ({
  appId: r.app_id as string,
  userId: r.user_id as string,
  address: r.address as string,
  authShare: r.auth_share as string,
  recoveryMethod: r.recovery_method as 'privy' | 'user-passcode' | 'passkey',
  recoveryShare: r.recovery_share as string,
  recoveryAddress: opt<string>(r.recovery_address),
  shareVersion: Number(r.share_version),
  createdAt: r.created_at as number,
  updatedAt: r.updated_at as number,
})

export const toWalletDevice = (r: Row): WalletDeviceRecord => ({
  id: r.id as string,
  appId: r.app_id as string,
  userId: r.user_id as string,
  address: r.address as string,
  thumbprint: r.thumbprint as string,
  publicJwk: r.public_jwk as string,
  createdAt: r.created_at as number,
  lastUsedAt: opt<number>(r.last_used_at),
  revokedAt: opt<number>(r.revoked_at),
})

export const toShareSet = (r: Row): ShareSetRecord => ({
  version: Number(r.version),
  authShare: r.auth_share as string,
  recoveryMethod: r.recovery_method as 'privy' | 'user-passcode' | 'passkey',
  recoveryShare: r.recovery_share as string,
  recoveryAddress: opt<string>(r.recovery_address),
  createdAt: r.created_at as number,
})

export const toOutbox = (r: Row): OutboxMessage => ({
  id: r.id as number,
  appId: r.app_id as string,
  channel: r.channel as 'email' | 'sms',
  to: r.recipient as string,
  flow: r.flow as string,
  code: r.code as string,
  text: opt<string>(r.text),
  createdAt: r.created_at as number,
})

/** True when the account is an embedded wallet (it never counts as a login method of its own). */
export const isEmbeddedAccountRow = (r: Row): boolean => {
  if (r.type !== 'wallet') return false
  const data = JSON.parse(r.data as string) as Record<string, unknown>
  return data.wallet_client_type === 'privy'
}

export const toPasskey = (r: Row): PasskeyRecord => ({
  id: r.id as string,
  appId: r.app_id as string,
  userId: r.user_id as string,
  accountId: Number(r.account_id),
  publicKey: r.public_key as string,
  counter: Number(r.counter),
  transports: JSON.parse(r.transports as string) as string[],
  deviceType: r.device_type as PasskeyRecord['deviceType'],
  // SQLite keeps booleans as 0/1
  backedUp: r.backed_up === true || r.backed_up === 1,
  aaguid: r.aaguid as string,
  name: r.name as string,
  createdAt: r.created_at as number,
  lastUsedAt: opt<number>(r.last_used_at),
  disabledAt: optNumber(r.disabled_at),
})

export const toPasskeyChallenge = (r: Row): PasskeyChallenge => ({
  challenge: r.challenge as string,
  appId: r.app_id as string,
  purpose: r.purpose as PasskeyPurpose,
  userId: opt<string>(r.user_id),
  sessionId: opt<string>(r.session_id),
  rpId: r.rp_id as string,
  origin: opt<string>(r.origin),
  expiresAt: r.expires_at as number,
})

/** A user row with the rows of its accounts, MFA methods and passkeys (each list already in its order). */
export const toUser = (
  u: Row,
  accounts: readonly Row[],
  mfa: readonly Row[],
  passkeys: readonly Row[],
): UserRecord => ({
  id: u.id as string,
  appId: u.app_id as string,
  createdAt: u.created_at as number,
  accounts: accounts.map(toAccount),
  mfa: mfa.map(toMfa),
  passkeys: passkeys.map(toPasskey),
  customMetadata: customMetadataOf(u.custom_metadata),
  isGuest: Number(u.is_guest ?? 0) === 1,
})

/** The stored custom metadata: a JSON object, `{}` when unset (or, never expected, not an object). */
function customMetadataOf(value: unknown): Record<string, unknown> {
  if (typeof value !== 'string') return {}
  try {
    const parsed: unknown = JSON.parse(value)
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

/**
 * True when removing account `accountId` would leave a user whose MFA uses passkeys without one: it is a passkey
 * account, the user has the 'passkey' MFA method, and no other passkey account is left.
 */
export const removesLastMfaPasskey = (accounts: Row[], mfaTypes: string[], accountId: number): boolean => {
  const target = accounts.find((r) => Number(r.id) === accountId)
  if (target?.type !== 'passkey' || !mfaTypes.includes('passkey')) return false
  return !accounts.some((r) => Number(r.id) !== accountId && r.type === 'passkey')
}

export const toWebhook = (r: Row): WebhookDelivery => ({
  id: r.id as string,
  seq: Number(r.seq),
  appId: r.app_id as string,
  userId: r.user_id as string,
  eventType: r.event_type as string,
  payload: r.payload as string,
  status: r.status as WebhookStatus,
  attempts: Number(r.attempts),
  createdMs: Number(r.created_ms),
  nextAttemptMs: Number(r.next_attempt_ms),
  lockedUntilMs: optNumber(r.locked_until_ms),
  deliveredMs: optNumber(r.delivered_ms),
  lastError: opt<string>(r.last_error),
})

/**
 * A rate-limit window as seen without counting a hit: no row, or a window that has ended, counts 0 with no wait;
 * otherwise its count and the seconds until it ends (at least 1).
 */
export const peekWindow = (row: Row | undefined, windowSeconds: number, now: number) => {
  if (!row || (row.window_start as number) + windowSeconds <= now) return { count: 0, retryAfter: 0 }
  return {
    count: row.count as number,
    retryAfter: Math.max(1, (row.window_start as number) + windowSeconds - now),
  }
}

/**
 * The rule of a guessed one-time code against its stored row (both engines apply it in one transaction): none,
 * expired, or out of attempts is 'missing' (a dead row goes); a match is 'ok' and the code is used up; a wrong guess
 * is 'invalid' and counts one attempt, or removes the code when it was the last one. `effect` is what happens to the row.
 */
export function judgeCode(
  row: Row | undefined,
  hash: string | readonly string[],
  now: number,
  maxAttempts: number,
): { result: 'missing' | 'ok' | 'invalid'; effect: 'none' | 'delete' | 'count' } {
  if (!row) return { result: 'missing', effect: 'none' }
  const attempts = row.attempts as number
  if ((row.expires_at as number) <= now || attempts >= maxAttempts)
    return { result: 'missing', effect: 'delete' }
  // constant-time: how much of a guess matches must not show in the timing, nor which key of the ring matched
  const stored = row.hash as string
  const matched = (typeof hash === 'string' ? [hash] : hash).reduce(
    (m, h) => safeEqual(stored, h) || m,
    false,
  )
  if (matched) return { result: 'ok', effect: 'delete' }
  return { result: 'invalid', effect: attempts + 1 >= maxAttempts ? 'delete' : 'count' }
}

/**
 * The columns that hold values sealed with the data key (`latch-server keys reseal` walks them), by cell kind:
 * `key` is the column a cell is found by, `value` the text column holding the sealed value (for apps, the settings
 * JSON with its webhook and captcha secrets), `where` what selects the rows that may hold one. Constant SQL
 * identifiers only: the queries are built from this table.
 */
export const SEALED_CELLS = {
  secrets: { table: 'secrets', key: 'name', value: 'value', where: 'TRUE' },
  totp: {
    table: 'mfa_methods',
    key: 'user_id',
    value: 'secret',
    where: "type = 'totp' AND secret IS NOT NULL",
  },
  pending_totp: { table: 'pending_totp', key: 'user_id', value: 'secret', where: 'TRUE' },
  apps: { table: 'apps', key: 'id', value: 'settings', where: 'TRUE' },
} as const
