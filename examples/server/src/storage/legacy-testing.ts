/**
 * Test fixture: the hand-written SQL of migrations 0001..0012 as earlier versions applied them (one list per engine),
 * with their bookkeeping (`schema_migrations (name, applied_at)`, or SQLite's `PRAGMA user_version`). Tests build a
 * database the way an earlier version left it and open it with today's storage. Not used by the server.
 */
import { MIGRATION_NAMES } from './migrations'

/** One migration as earlier versions kept it: its name and its SQL. */
export interface LegacyMigration {
  name: string
  sql: string
}

const SQLITE_SQL: LegacyMigration[] = [
  {
    name: '0001_initial',
    sql: `
  CREATE TABLE secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE apps (id TEXT PRIMARY KEY, name TEXT NOT NULL, settings TEXT NOT NULL,
    created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
  CREATE TABLE users (id TEXT PRIMARY KEY, app_id TEXT NOT NULL, created_at INTEGER NOT NULL);
  CREATE TABLE accounts (id INTEGER PRIMARY KEY AUTOINCREMENT, app_id TEXT NOT NULL, user_id TEXT NOT NULL,
    type TEXT NOT NULL, key TEXT NOT NULL, data TEXT NOT NULL, first_verified_at INTEGER NOT NULL,
    latest_verified_at INTEGER NOT NULL, UNIQUE (app_id, type, key));
  CREATE INDEX accounts_user ON accounts (user_id);
  CREATE TABLE codes (app_id TEXT NOT NULL, flow TEXT NOT NULL, recipient TEXT NOT NULL, hash TEXT NOT NULL,
    expires_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (app_id, flow, recipient));
  CREATE TABLE rate_limits (key TEXT PRIMARY KEY, window_start INTEGER NOT NULL, count INTEGER NOT NULL);
  CREATE TABLE siwe_nonces (nonce TEXT PRIMARY KEY, app_id TEXT NOT NULL, address TEXT NOT NULL,
    expires_at INTEGER NOT NULL);
  CREATE TABLE oauth_states (state TEXT PRIMARY KEY, app_id TEXT NOT NULL, provider TEXT NOT NULL,
    redirect_to TEXT NOT NULL, verifier TEXT NOT NULL, client_challenge TEXT, nonce TEXT NOT NULL,
    created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL);
  CREATE TABLE sessions (id TEXT PRIMARY KEY, app_id TEXT NOT NULL, user_id TEXT NOT NULL,
    created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, revoked_at INTEGER, forked_from TEXT,
    mfa_verified_at INTEGER);
  CREATE TABLE refresh_tokens (hash TEXT PRIMARY KEY, session_id TEXT NOT NULL, created_at INTEGER NOT NULL,
    rotated_at INTEGER, successor TEXT);
  CREATE INDEX refresh_session ON refresh_tokens (session_id);
  CREATE TABLE mfa_methods (user_id TEXT NOT NULL, type TEXT NOT NULL, phone TEXT, secret TEXT,
    verified_at INTEGER NOT NULL, PRIMARY KEY (user_id, type));
  CREATE TABLE pending_totp (user_id TEXT PRIMARY KEY, secret TEXT NOT NULL, created_at INTEGER NOT NULL);
  CREATE TABLE analytics_events (id INTEGER PRIMARY KEY AUTOINCREMENT, app_id TEXT NOT NULL,
    event_name TEXT NOT NULL, client_id TEXT, payload TEXT NOT NULL, created_at INTEGER NOT NULL);
  CREATE TABLE outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, app_id TEXT NOT NULL, channel TEXT NOT NULL,
    recipient TEXT NOT NULL, flow TEXT NOT NULL, code TEXT NOT NULL, created_at INTEGER NOT NULL);
  `,
  },
  // TOTP replay protection (the last accepted time step)
  { name: '0002_totp_last_step', sql: 'ALTER TABLE mfa_methods ADD COLUMN last_step INTEGER;' },
  // hardening: fork trees, per-user session revocation and the cleanup job's scans
  {
    name: '0003_hardening_indexes',
    sql: `CREATE INDEX IF NOT EXISTS sessions_forked_from ON sessions (forked_from);
  CREATE INDEX IF NOT EXISTS sessions_user ON sessions (user_id);
  CREATE INDEX IF NOT EXISTS sessions_expires ON sessions (expires_at);
  CREATE INDEX IF NOT EXISTS codes_expires ON codes (expires_at);
  CREATE INDEX IF NOT EXISTS analytics_created ON analytics_events (created_at);
  CREATE INDEX IF NOT EXISTS outbox_created ON outbox (created_at);`,
  },
  // embedded wallets: one per user per app (primary key), one wallet per address
  {
    name: '0004_embedded_wallets',
    sql: `CREATE TABLE embedded_wallets (app_id TEXT NOT NULL, user_id TEXT NOT NULL, address TEXT NOT NULL,
    auth_share TEXT NOT NULL, recovery_method TEXT NOT NULL, recovery_share TEXT NOT NULL,
    created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, PRIMARY KEY (app_id, user_id),
    UNIQUE (app_id, address));`,
  },
  // Sign in with Apple posts the user's name to the callback on the first login only: kept with the state
  { name: '0005_oauth_state_provider_name', sql: 'ALTER TABLE oauth_states ADD COLUMN provider_name TEXT;' },
  // app secrets (hashed) for the server API, and paging users by app
  {
    name: '0006_app_secrets',
    sql: `ALTER TABLE apps ADD COLUMN secret_hash TEXT;
  CREATE INDEX IF NOT EXISTS users_app ON users (app_id, id);`,
  },
  // webhook deliveries: a durable queue, in order per user (seq), one try at a time (status + lease)
  {
    name: '0007_webhook_deliveries',
    sql: `CREATE TABLE webhook_deliveries (seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE,
    app_id TEXT NOT NULL, user_id TEXT NOT NULL, event_type TEXT NOT NULL, payload TEXT NOT NULL,
    status TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, created_ms INTEGER NOT NULL,
    next_attempt_ms INTEGER NOT NULL, locked_until_ms INTEGER, delivered_ms INTEGER, last_error TEXT);
  CREATE INDEX webhook_due ON webhook_deliveries (status, next_attempt_ms);
  CREATE INDEX webhook_user ON webhook_deliveries (app_id, user_id, seq);`,
  },
  // accounts: authentication time and step-up on sessions, the durable security log, notices in the outbox,
  // idempotency keys of calls with effects
  {
    name: '0008_accounts_security',
    sql: `ALTER TABLE sessions ADD COLUMN authenticated_at INTEGER;
  ALTER TABLE sessions ADD COLUMN auth_account_id INTEGER;
  ALTER TABLE sessions ADD COLUMN step_up_at INTEGER;
  ALTER TABLE sessions ADD COLUMN step_up_account_id INTEGER;
  CREATE INDEX IF NOT EXISTS sessions_user_created ON sessions (app_id, user_id, created_at);
  ALTER TABLE outbox ADD COLUMN text TEXT;
  CREATE TABLE security_events (id INTEGER PRIMARY KEY AUTOINCREMENT, app_id TEXT, type TEXT NOT NULL,
    user_id TEXT, session_id TEXT, method TEXT, ip TEXT, details TEXT NOT NULL, created_at INTEGER NOT NULL);
  CREATE INDEX security_events_user ON security_events (user_id, id);
  CREATE INDEX security_events_created ON security_events (created_at);
  CREATE TABLE idempotency_keys (app_id TEXT NOT NULL, scope TEXT NOT NULL, key TEXT NOT NULL,
    fingerprint TEXT NOT NULL, status INTEGER, body TEXT, created_at INTEGER NOT NULL,
    PRIMARY KEY (app_id, scope, key));
  CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);`,
  },
  // wallet device keys (DPoP-style proofs), their single-use challenges, versioned share sets, recovery proofs.
  // A wallet from before has share set 1, no recovery proof and no device key (see SECURITY.md, migration).
  {
    name: '0009_wallet_device_keys',
    sql: `ALTER TABLE embedded_wallets ADD COLUMN share_version INTEGER NOT NULL DEFAULT 1;
  ALTER TABLE embedded_wallets ADD COLUMN recovery_address TEXT;
  CREATE TABLE wallet_devices (id TEXT PRIMARY KEY, app_id TEXT NOT NULL, user_id TEXT NOT NULL,
    address TEXT NOT NULL, thumbprint TEXT NOT NULL, public_jwk TEXT NOT NULL, created_at INTEGER NOT NULL,
    last_used_at INTEGER, revoked_at INTEGER, UNIQUE (app_id, thumbprint));
  CREATE INDEX wallet_devices_user ON wallet_devices (app_id, user_id);
  CREATE TABLE wallet_challenges (nonce TEXT PRIMARY KEY, app_id TEXT NOT NULL, user_id TEXT NOT NULL,
    session_id TEXT NOT NULL, expires_at INTEGER NOT NULL);
  CREATE INDEX wallet_challenges_expires ON wallet_challenges (expires_at);
  CREATE TABLE wallet_share_sets (app_id TEXT NOT NULL, user_id TEXT NOT NULL, version INTEGER NOT NULL,
    auth_share TEXT NOT NULL, recovery_method TEXT NOT NULL, recovery_share TEXT NOT NULL, recovery_address TEXT,
    created_at INTEGER NOT NULL, PRIMARY KEY (app_id, user_id));`,
  },
  // passkeys: WebAuthn credentials (each one also an `accounts` row of type 'passkey', keyed by credential id)
  // and their single-use ceremony challenges
  {
    name: '0010_passkeys',
    sql: `CREATE TABLE passkeys (app_id TEXT NOT NULL, id TEXT NOT NULL, user_id TEXT NOT NULL,
    account_id INTEGER NOT NULL UNIQUE, public_key TEXT NOT NULL, counter INTEGER NOT NULL, transports TEXT NOT NULL,
    device_type TEXT NOT NULL, backed_up INTEGER NOT NULL, aaguid TEXT NOT NULL, name TEXT NOT NULL,
    created_at INTEGER NOT NULL, last_used_at INTEGER, PRIMARY KEY (app_id, id));
  CREATE INDEX passkeys_user ON passkeys (app_id, user_id);
  CREATE TABLE passkey_challenges (challenge TEXT PRIMARY KEY, app_id TEXT NOT NULL, purpose TEXT NOT NULL,
    user_id TEXT, session_id TEXT, rp_id TEXT NOT NULL, origin TEXT, expires_at INTEGER NOT NULL);
  CREATE INDEX passkey_challenges_expires ON passkey_challenges (expires_at);`,
  },
  // grants: single-use permissions for one action on one target, made by a verification of one session; and the
  // first verification of an account in milliseconds (which of two methods came first), back-filled from seconds
  {
    name: '0011_grants',
    sql: `CREATE TABLE grants (id TEXT PRIMARY KEY, app_id TEXT NOT NULL, user_id TEXT NOT NULL,
    session_id TEXT NOT NULL, action TEXT NOT NULL, target TEXT NOT NULL, verified_by TEXT NOT NULL,
    created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER);
  CREATE INDEX grants_scope ON grants (session_id, action, target);
  CREATE INDEX grants_expires ON grants (expires_at);
  ALTER TABLE accounts ADD COLUMN first_verified_ms INTEGER;
  UPDATE accounts SET first_verified_ms = first_verified_at * 1000;`,
  },
  // issue 30 hardening: custom auth JWT ids used once (until they expire), passkeys disabled by a clone alarm
  {
    name: '0012_hardening',
    sql: `CREATE TABLE used_jwt_ids (app_id TEXT NOT NULL, jti TEXT NOT NULL, expires_at INTEGER NOT NULL,
    PRIMARY KEY (app_id, jti));
  CREATE INDEX used_jwt_ids_expires ON used_jwt_ids (expires_at);
  ALTER TABLE passkeys ADD COLUMN disabled_at INTEGER;`,
  },
]

const POSTGRES_SQL: LegacyMigration[] = [
  {
    name: '0001_initial',
    sql: `
  CREATE TABLE secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE apps (id TEXT PRIMARY KEY, name TEXT NOT NULL, settings TEXT NOT NULL,
    created_at BIGINT NOT NULL, updated_at BIGINT NOT NULL);
  CREATE TABLE users (id TEXT PRIMARY KEY, app_id TEXT NOT NULL, created_at BIGINT NOT NULL);
  CREATE TABLE accounts (id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, app_id TEXT NOT NULL,
    user_id TEXT NOT NULL, type TEXT NOT NULL, key TEXT NOT NULL, data TEXT NOT NULL,
    first_verified_at BIGINT NOT NULL, latest_verified_at BIGINT NOT NULL, UNIQUE (app_id, type, key));
  CREATE INDEX accounts_user ON accounts (user_id);
  CREATE TABLE codes (app_id TEXT NOT NULL, flow TEXT NOT NULL, recipient TEXT NOT NULL, hash TEXT NOT NULL,
    expires_at BIGINT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (app_id, flow, recipient));
  CREATE TABLE rate_limits (key TEXT PRIMARY KEY, window_start BIGINT NOT NULL, count BIGINT NOT NULL);
  CREATE TABLE siwe_nonces (nonce TEXT PRIMARY KEY, app_id TEXT NOT NULL, address TEXT NOT NULL,
    expires_at BIGINT NOT NULL);
  CREATE TABLE oauth_states (state TEXT PRIMARY KEY, app_id TEXT NOT NULL, provider TEXT NOT NULL,
    redirect_to TEXT NOT NULL, verifier TEXT NOT NULL, client_challenge TEXT, nonce TEXT NOT NULL,
    created_at BIGINT NOT NULL, expires_at BIGINT NOT NULL);
  CREATE TABLE sessions (id TEXT PRIMARY KEY, app_id TEXT NOT NULL, user_id TEXT NOT NULL,
    created_at BIGINT NOT NULL, expires_at BIGINT NOT NULL, revoked_at BIGINT, forked_from TEXT,
    mfa_verified_at BIGINT);
  CREATE TABLE refresh_tokens (hash TEXT PRIMARY KEY, session_id TEXT NOT NULL, created_at BIGINT NOT NULL,
    rotated_at BIGINT, successor TEXT);
  CREATE INDEX refresh_session ON refresh_tokens (session_id);
  CREATE TABLE mfa_methods (user_id TEXT NOT NULL, type TEXT NOT NULL, phone TEXT, secret TEXT,
    verified_at BIGINT NOT NULL, PRIMARY KEY (user_id, type));
  CREATE TABLE pending_totp (user_id TEXT PRIMARY KEY, secret TEXT NOT NULL, created_at BIGINT NOT NULL);
  CREATE TABLE analytics_events (id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, app_id TEXT NOT NULL,
    event_name TEXT NOT NULL, client_id TEXT, payload TEXT NOT NULL, created_at BIGINT NOT NULL);
  CREATE TABLE outbox (id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, app_id TEXT NOT NULL,
    channel TEXT NOT NULL, recipient TEXT NOT NULL, flow TEXT NOT NULL, code TEXT NOT NULL,
    created_at BIGINT NOT NULL);
  `,
  },
  { name: '0002_totp_last_step', sql: 'ALTER TABLE mfa_methods ADD COLUMN last_step BIGINT;' },
  {
    name: '0003_hardening_indexes',
    sql: `CREATE INDEX sessions_forked_from ON sessions (forked_from);
  CREATE INDEX sessions_user ON sessions (user_id);
  CREATE INDEX sessions_expires ON sessions (expires_at);
  CREATE INDEX codes_expires ON codes (expires_at);
  CREATE INDEX analytics_created ON analytics_events (created_at);
  CREATE INDEX outbox_created ON outbox (created_at);`,
  },
  {
    name: '0004_embedded_wallets',
    sql: `CREATE TABLE embedded_wallets (app_id TEXT NOT NULL, user_id TEXT NOT NULL, address TEXT NOT NULL,
    auth_share TEXT NOT NULL, recovery_method TEXT NOT NULL, recovery_share TEXT NOT NULL,
    created_at BIGINT NOT NULL, updated_at BIGINT NOT NULL, PRIMARY KEY (app_id, user_id),
    UNIQUE (app_id, address));`,
  },
  { name: '0005_oauth_state_provider_name', sql: 'ALTER TABLE oauth_states ADD COLUMN provider_name TEXT;' },
  {
    name: '0006_app_secrets',
    sql: `ALTER TABLE apps ADD COLUMN secret_hash TEXT;
  CREATE INDEX users_app ON users (app_id, id);`,
  },
  {
    name: '0007_webhook_deliveries',
    sql: `CREATE TABLE webhook_deliveries (seq BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    id TEXT NOT NULL UNIQUE, app_id TEXT NOT NULL, user_id TEXT NOT NULL, event_type TEXT NOT NULL,
    payload TEXT NOT NULL, status TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, created_ms BIGINT NOT NULL,
    next_attempt_ms BIGINT NOT NULL, locked_until_ms BIGINT, delivered_ms BIGINT, last_error TEXT);
  CREATE INDEX webhook_due ON webhook_deliveries (status, next_attempt_ms);
  CREATE INDEX webhook_user ON webhook_deliveries (app_id, user_id, seq);`,
  },
  {
    name: '0008_accounts_security',
    sql: `ALTER TABLE sessions ADD COLUMN authenticated_at BIGINT;
  ALTER TABLE sessions ADD COLUMN auth_account_id BIGINT;
  ALTER TABLE sessions ADD COLUMN step_up_at BIGINT;
  ALTER TABLE sessions ADD COLUMN step_up_account_id BIGINT;
  CREATE INDEX sessions_user_created ON sessions (app_id, user_id, created_at);
  ALTER TABLE outbox ADD COLUMN text TEXT;
  CREATE TABLE security_events (id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, app_id TEXT,
    type TEXT NOT NULL, user_id TEXT, session_id TEXT, method TEXT, ip TEXT, details TEXT NOT NULL,
    created_at BIGINT NOT NULL);
  CREATE INDEX security_events_user ON security_events (user_id, id);
  CREATE INDEX security_events_created ON security_events (created_at);
  CREATE TABLE idempotency_keys (app_id TEXT NOT NULL, scope TEXT NOT NULL, key TEXT NOT NULL,
    fingerprint TEXT NOT NULL, status INTEGER, body TEXT, created_at BIGINT NOT NULL,
    PRIMARY KEY (app_id, scope, key));
  CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);`,
  },
  {
    name: '0009_wallet_device_keys',
    sql: `ALTER TABLE embedded_wallets ADD COLUMN share_version INTEGER NOT NULL DEFAULT 1;
  ALTER TABLE embedded_wallets ADD COLUMN recovery_address TEXT;
  CREATE TABLE wallet_devices (id TEXT PRIMARY KEY, app_id TEXT NOT NULL, user_id TEXT NOT NULL,
    address TEXT NOT NULL, thumbprint TEXT NOT NULL, public_jwk TEXT NOT NULL, created_at BIGINT NOT NULL,
    last_used_at BIGINT, revoked_at BIGINT, UNIQUE (app_id, thumbprint));
  CREATE INDEX wallet_devices_user ON wallet_devices (app_id, user_id);
  CREATE TABLE wallet_challenges (nonce TEXT PRIMARY KEY, app_id TEXT NOT NULL, user_id TEXT NOT NULL,
    session_id TEXT NOT NULL, expires_at BIGINT NOT NULL);
  CREATE INDEX wallet_challenges_expires ON wallet_challenges (expires_at);
  CREATE TABLE wallet_share_sets (app_id TEXT NOT NULL, user_id TEXT NOT NULL, version INTEGER NOT NULL,
    auth_share TEXT NOT NULL, recovery_method TEXT NOT NULL, recovery_share TEXT NOT NULL, recovery_address TEXT,
    created_at BIGINT NOT NULL, PRIMARY KEY (app_id, user_id));`,
  },
  {
    name: '0010_passkeys',
    sql: `CREATE TABLE passkeys (app_id TEXT NOT NULL, id TEXT NOT NULL, user_id TEXT NOT NULL,
    account_id BIGINT NOT NULL UNIQUE, public_key TEXT NOT NULL, counter BIGINT NOT NULL, transports TEXT NOT NULL,
    device_type TEXT NOT NULL, backed_up BOOLEAN NOT NULL, aaguid TEXT NOT NULL, name TEXT NOT NULL,
    created_at BIGINT NOT NULL, last_used_at BIGINT, PRIMARY KEY (app_id, id));
  CREATE INDEX passkeys_user ON passkeys (app_id, user_id);
  CREATE TABLE passkey_challenges (challenge TEXT PRIMARY KEY, app_id TEXT NOT NULL, purpose TEXT NOT NULL,
    user_id TEXT, session_id TEXT, rp_id TEXT NOT NULL, origin TEXT, expires_at BIGINT NOT NULL);
  CREATE INDEX passkey_challenges_expires ON passkey_challenges (expires_at);`,
  },
  {
    name: '0011_grants',
    sql: `CREATE TABLE grants (id TEXT PRIMARY KEY, app_id TEXT NOT NULL, user_id TEXT NOT NULL,
    session_id TEXT NOT NULL, action TEXT NOT NULL, target TEXT NOT NULL, verified_by TEXT NOT NULL,
    created_at BIGINT NOT NULL, expires_at BIGINT NOT NULL, used_at BIGINT);
  CREATE INDEX grants_scope ON grants (session_id, action, target);
  CREATE INDEX grants_expires ON grants (expires_at);
  ALTER TABLE accounts ADD COLUMN first_verified_ms BIGINT;
  UPDATE accounts SET first_verified_ms = first_verified_at * 1000;`,
  },
  // issue 30 hardening: custom auth JWT ids used once (until they expire), passkeys disabled by a clone alarm
  {
    name: '0012_hardening',
    sql: `CREATE TABLE used_jwt_ids (app_id TEXT NOT NULL, jti TEXT NOT NULL, expires_at BIGINT NOT NULL,
    PRIMARY KEY (app_id, jti));
  CREATE INDEX used_jwt_ids_expires ON used_jwt_ids (expires_at);
  ALTER TABLE passkeys ADD COLUMN disabled_at BIGINT;`,
  },
]

/**
 * Every migration name in order, with the SQL earlier versions ran for it (empty for migrations made since, which
 * exist only as migration files).
 */
const withLaterNames = (legacy: LegacyMigration[]): LegacyMigration[] =>
  MIGRATION_NAMES.map((name) => ({ name, sql: legacy.find((m) => m.name === name)?.sql ?? '' }))

export const SQLITE_MIGRATIONS = withLaterNames(SQLITE_SQL)
export const POSTGRES_MIGRATIONS = withLaterNames(POSTGRES_SQL)
