/**
 * The database, declared once: one row type per table, as both engines store it (column names are snake_case, times
 * are Unix seconds unless the name says `_ms`). `Generated` columns are filled by the database (identities, defaults).
 * Adding a table: its row type here and in `Database`, one migration file (migrations/), its methods in kysely.ts.
 */
import type { ColumnType, Generated } from 'kysely'

export interface SecretsTable {
  name: string
  value: string
}

export interface AppsTable {
  id: string
  name: string
  /** The app's settings, JSON (with its sealed webhook and captcha secrets). */
  settings: string
  created_at: number
  updated_at: number
  /** SHA-256 (hex) of the app's server API secret. */
  secret_hash: string | null
}

export interface UsersTable {
  id: string
  app_id: string
  created_at: number
  /** The host's custom metadata, a JSON object; null (the default) when none was set. */
  custom_metadata: ColumnType<string | null, string | null | undefined, string | null>
  /** 1 for a guest account (no login method linked yet), else 0. */
  is_guest: ColumnType<number, number | undefined, number>
}

export interface AccountsTable {
  id: Generated<number>
  app_id: string
  user_id: string
  type: string
  key: string
  /** JSON. */
  data: string
  first_verified_at: number
  latest_verified_at: number
  /** Null on accounts older than migration 0011 only until it back-filled them. */
  first_verified_ms: number | null
}

export interface CodesTable {
  app_id: string
  flow: string
  recipient: string
  hash: string
  expires_at: number
  attempts: Generated<number>
}

export interface RateLimitsTable {
  key: string
  window_start: number
  count: number
}

export interface SiweNoncesTable {
  nonce: string
  app_id: string
  address: string
  expires_at: number
}

export interface OAuthStatesTable {
  state: string
  app_id: string
  provider: string
  redirect_to: string
  verifier: string
  client_challenge: string | null
  nonce: string
  created_at: number
  expires_at: number
  provider_name: string | null
}

export interface SessionsTable {
  id: string
  app_id: string
  user_id: string
  created_at: number
  expires_at: number
  revoked_at: number | null
  forked_from: string | null
  mfa_verified_at: number | null
  authenticated_at: number | null
  auth_account_id: number | null
  step_up_at: number | null
  step_up_account_id: number | null
}

export interface RefreshTokensTable {
  hash: string
  session_id: string
  created_at: number
  rotated_at: number | null
  successor: string | null
}

export interface MfaMethodsTable {
  user_id: string
  type: string
  phone: string | null
  secret: string | null
  verified_at: number
  last_step: number | null
}

export interface PendingTotpTable {
  user_id: string
  secret: string
  created_at: number
}

export interface AnalyticsEventsTable {
  id: Generated<number>
  app_id: string
  event_name: string
  client_id: string | null
  payload: string
  created_at: number
}

export interface OutboxTable {
  id: Generated<number>
  app_id: string
  channel: string
  recipient: string
  flow: string
  code: string
  text: string | null
  created_at: number
}

export interface EmbeddedWalletsTable {
  app_id: string
  user_id: string
  address: string
  auth_share: string
  recovery_method: string
  recovery_share: string
  created_at: number
  updated_at: number
  share_version: Generated<number>
  recovery_address: string | null
}

export interface WebhookDeliveriesTable {
  seq: Generated<number>
  id: string
  app_id: string
  user_id: string
  event_type: string
  payload: string
  status: string
  attempts: Generated<number>
  created_ms: number
  next_attempt_ms: number
  locked_until_ms: number | null
  delivered_ms: number | null
  last_error: string | null
}

export interface SecurityEventsTable {
  id: Generated<number>
  app_id: string | null
  type: string
  user_id: string | null
  session_id: string | null
  method: string | null
  ip: string | null
  /** JSON. */
  details: string
  created_at: number
}

export interface IdempotencyKeysTable {
  app_id: string
  scope: string
  key: string
  fingerprint: string
  status: number | null
  body: string | null
  created_at: number
}

export interface WalletDevicesTable {
  id: string
  app_id: string
  user_id: string
  address: string
  thumbprint: string
  public_jwk: string
  created_at: number
  last_used_at: number | null
  revoked_at: number | null
}

export interface WalletChallengesTable {
  nonce: string
  app_id: string
  user_id: string
  session_id: string
  expires_at: number
}

export interface WalletShareSetsTable {
  app_id: string
  user_id: string
  version: number
  auth_share: string
  recovery_method: string
  recovery_share: string
  recovery_address: string | null
  created_at: number
}

export interface PasskeysTable {
  app_id: string
  id: string
  user_id: string
  account_id: number
  public_key: string
  counter: number
  /** JSON array. */
  transports: string
  device_type: string
  /** BOOLEAN on PostgreSQL, 0/1 on SQLite (see `dialect.ts`, `bool`). */
  backed_up: boolean | number
  aaguid: string
  name: string
  created_at: number
  last_used_at: number | null
  disabled_at: number | null
}

export interface PasskeyChallengesTable {
  challenge: string
  app_id: string
  purpose: string
  user_id: string | null
  session_id: string | null
  rp_id: string
  origin: string | null
  expires_at: number
}

export interface GrantsTable {
  id: string
  app_id: string
  user_id: string
  session_id: string
  action: string
  target: string
  verified_by: string
  created_at: number
  expires_at: number
  used_at: number | null
}

export interface UsedJwtIdsTable {
  app_id: string
  jti: string
  expires_at: number
}

/** Every table of the schema, as the queries see it. */
/** The operator console (migration 0014): operators, their invites, passkeys, challenges, sessions, audit log. */
export interface OperatorsTable {
  id: string
  email: string
  role: string
  created_at: number
  disabled_at: number | null
}

export interface OperatorInvitesTable {
  token_hash: string
  email: string
  role: string
  created_at: number
  expires_at: number
  used_at: number | null
}

export interface OperatorPasskeysTable {
  id: string
  operator_id: string
  public_key: string
  counter: number
  /** JSON list. */
  transports: string
  created_at: number
  last_used_at: number | null
}

export interface OperatorChallengesTable {
  challenge: string
  purpose: string
  invite_hash: string | null
  expires_at: number
}

export interface OperatorSessionsTable {
  /** SHA-256 of the cookie's token. */
  id: string
  operator_id: string
  csrf: string
  created_at: number
  last_seen_at: number
  expires_at: number
  revoked_at: number | null
}

export interface ConsoleAuditTable {
  id: Generated<number>
  operator_id: string
  action: string
  app_id: string | null
  target: string | null
  ip: string | null
  /** JSON. */
  details: string
  created_at: number
}

export interface Database {
  secrets: SecretsTable
  apps: AppsTable
  users: UsersTable
  accounts: AccountsTable
  codes: CodesTable
  rate_limits: RateLimitsTable
  siwe_nonces: SiweNoncesTable
  oauth_states: OAuthStatesTable
  sessions: SessionsTable
  refresh_tokens: RefreshTokensTable
  mfa_methods: MfaMethodsTable
  pending_totp: PendingTotpTable
  analytics_events: AnalyticsEventsTable
  outbox: OutboxTable
  embedded_wallets: EmbeddedWalletsTable
  webhook_deliveries: WebhookDeliveriesTable
  security_events: SecurityEventsTable
  idempotency_keys: IdempotencyKeysTable
  wallet_devices: WalletDevicesTable
  wallet_challenges: WalletChallengesTable
  wallet_share_sets: WalletShareSetsTable
  passkeys: PasskeysTable
  passkey_challenges: PasskeyChallengesTable
  grants: GrantsTable
  used_jwt_ids: UsedJwtIdsTable
  operators: OperatorsTable
  operator_invites: OperatorInvitesTable
  operator_passkeys: OperatorPasskeysTable
  operator_challenges: OperatorChallengesTable
  operator_sessions: OperatorSessionsTable
  console_audit: ConsoleAuditTable
}

export type TableName = keyof Database
