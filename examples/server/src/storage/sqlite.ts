/**
 * The SQLite engine: one file in WAL mode (or in memory), for one server process: `npm run demo`, the tests, a
 * single box. better-sqlite3 runs each call synchronously inside one transaction, so calls never interleave.
 */
import { chmodSync, existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { AccountTaken, takenOnConflict, withUnavailableErrors } from './errors'
import {
  allowedOriginsOf,
  DEFAULT_KEEP,
  isEmbeddedAccountRow,
  judgeCode,
  peekWindow,
  type Row,
  removesLastMfaPasskey,
  sealedCellSql,
  TABLES,
  toAccount,
  toApp,
  toEmbeddedWallet,
  toOAuthState,
  toOutbox,
  toPasskey,
  toPasskeyChallenge,
  toRefresh,
  toSecurityEvent,
  toSession,
  toShareSet,
  toUser,
  toWalletDevice,
  toWebhook,
  USER_TABLES,
} from './rows'
import type {
  IdempotencyClaim,
  Migration,
  NewAccount,
  NewEmbeddedWallet,
  NewPasskey,
  NewSession,
  NewWalletDevice,
  SealedCell,
  Seconds,
  ShareSetRecord,
  Storage,
} from './types'

/**
 * SQLite schema migrations, in order. Each is applied once, in one transaction, and recorded by name in
 * `schema_migrations` (a folder from before that table counted them in `PRAGMA user_version`: that many of the first
 * ones are recorded as applied). Keep the PostgreSQL list (postgres.ts) in step: same names, same tables.
 */
export const SQLITE_MIGRATIONS: Migration[] = [
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

/**
 * The database file in `dataDir`, made private: the folder 0700 and the database (with its WAL and shared-memory
 * files) 0600, so other users of the machine cannot read sessions, codes or sealed secrets.
 */
function privateDataFile(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  chmodSync(dataDir, 0o700)
  const file = join(dataDir, 'latch.sqlite')
  privateFiles(file)
  return file
}

/** After opening: a database file just created (and its WAL files) is made 0600 too. */
function privateFiles(file: string): void {
  for (const f of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(f)) chmodSync(f, 0o600)
}

/** The first verification of a new account in milliseconds. */
const msOf = (a: NewAccount, now: Seconds): number => a.verifiedAtMs ?? now * 1000

/** Device keys by least recent use (never used: by creation), oldest first. */
const byLeastRecentUse = (a: Row, b: Row) =>
  ((a.last_used_at ?? a.created_at) as number) - ((b.last_used_at ?? b.created_at) as number) ||
  (a.created_at as number) - (b.created_at as number)

/** SQLite's busy and I/O failures: the database is there but cannot be used right now. */
const UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL|READONLY)/
const isSqliteUnavailable = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && UNAVAILABLE.test(code)
}

/** Applies the migrations not applied yet, each in its own transaction; returns their names. */
function migrate(db: Database.Database, migrations: Migration[], now: Seconds): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)')
  const applied = new Set(
    (db.prepare('SELECT name FROM schema_migrations').all() as Row[]).map((r) => r.name as string),
  )
  const record = db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)')
  // A folder from before schema_migrations: PRAGMA user_version counted the first migrations applied.
  const legacy = db.pragma('user_version', { simple: true }) as number
  if (applied.size === 0 && legacy > 0) {
    db.transaction(() => {
      for (const m of migrations.slice(0, legacy)) {
        record.run(m.name, now)
        applied.add(m.name)
      }
    })()
  }
  const done: string[] = []
  for (const m of migrations) {
    if (applied.has(m.name)) continue
    db.transaction(() => {
      db.exec(m.sql)
      record.run(m.name, now)
    })()
    done.push(m.name)
  }
  return done
}

/** Applies the pending migrations to `<dataDir>/latch.sqlite` (`latch-server migrate`); returns their names. */
export function migrateSqliteFolder(dataDir: string): string[] {
  const file = privateDataFile(dataDir)
  const db = new Database(file)
  try {
    db.pragma('journal_mode = WAL')
    privateFiles(file)
    return migrate(db, SQLITE_MIGRATIONS, Math.floor(Date.now() / 1000))
  } finally {
    db.close()
  }
}

/**
 * SQLite storage. `dataDir` undefined means an in-memory database (tests); otherwise `<dataDir>/latch.sqlite`
 * in WAL mode. Migrations run on open.
 */
export function createSqliteStorage(dataDir?: string): Storage {
  let file = ':memory:'
  if (dataDir) {
    file = privateDataFile(dataDir)
  }
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  if (dataDir) privateFiles(file)
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  migrate(db, SQLITE_MIGRATIONS, Math.floor(Date.now() / 1000))

  // Rows written to the security log: `fingerprint` leaves them out.
  let auditRows = 0
  const s = {
    getSecret: db.prepare('SELECT value FROM secrets WHERE name = ?'),
    putSecretIfAbsent: db.prepare('INSERT OR IGNORE INTO secrets (name, value) VALUES (?, ?)'),
    putSecret: db.prepare(
      'INSERT INTO secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value',
    ),
    replaceSecret: db.prepare('UPDATE secrets SET value = ? WHERE name = ? AND value = ?'),
    deleteSecret: db.prepare('DELETE FROM secrets WHERE name = ?'),
    getApp: db.prepare('SELECT * FROM apps WHERE id = ?'),
    upsertApp: db.prepare(
      `INSERT INTO apps (id, name, settings, created_at, updated_at) VALUES (@id, @name, @settings, @now, @now)
       ON CONFLICT (id) DO UPDATE SET name = @name, settings = @settings, updated_at = @now`,
    ),
    allApps: db.prepare('SELECT settings FROM apps'),
    listApps: db.prepare('SELECT * FROM apps ORDER BY created_at, id'),
    getSecretHash: db.prepare('SELECT secret_hash FROM apps WHERE id = ?'),
    setSecretHash: db.prepare('UPDATE apps SET secret_hash = ?, updated_at = ? WHERE id = ?'),
    listUsers: db.prepare('SELECT * FROM users WHERE app_id = ? AND id > ? ORDER BY id LIMIT ?'),
    userSessionsAll: db.prepare(
      'SELECT * FROM sessions WHERE app_id = ? AND user_id = ? ORDER BY created_at DESC, id',
    ),
    getUser: db.prepare('SELECT * FROM users WHERE id = ? AND app_id = ?'),
    userAccounts: db.prepare('SELECT * FROM accounts WHERE user_id = ? ORDER BY id'),
    userMfa: db.prepare('SELECT * FROM mfa_methods WHERE user_id = ? ORDER BY verified_at'),
    findAccount: db.prepare('SELECT * FROM accounts WHERE app_id = ? AND type = ? AND key = ?'),
    insertUser: db.prepare('INSERT INTO users (id, app_id, created_at) VALUES (?, ?, ?)'),
    insertAccount: db.prepare(
      `INSERT OR IGNORE INTO accounts (app_id, user_id, type, key, data, first_verified_at, latest_verified_at,
       first_verified_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    touchAccount: db.prepare('UPDATE accounts SET data = ?, latest_verified_at = ? WHERE id = ?'),
    removeAccount: db.prepare('DELETE FROM accounts WHERE id = ?'),
    hasType: db.prepare('SELECT 1 FROM accounts WHERE user_id = ? AND type = ? LIMIT 1'),
    accountOf: db.prepare('SELECT * FROM accounts WHERE id = ? AND user_id = ?'),
    putCode: db.prepare(
      `INSERT INTO codes (app_id, flow, recipient, hash, expires_at, attempts) VALUES (?, ?, ?, ?, ?, 0)
       ON CONFLICT (app_id, flow, recipient) DO UPDATE SET hash = excluded.hash, expires_at = excluded.expires_at,
       attempts = 0`,
    ),
    getCode: db.prepare('SELECT * FROM codes WHERE app_id = ? AND flow = ? AND recipient = ?'),
    deleteCode: db.prepare('DELETE FROM codes WHERE app_id = ? AND flow = ? AND recipient = ?'),
    failCode: db.prepare(
      'UPDATE codes SET attempts = attempts + 1 WHERE app_id = ? AND flow = ? AND recipient = ?',
    ),
    getRate: db.prepare('SELECT * FROM rate_limits WHERE key = ?'),
    putRate: db.prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET window_start = excluded.window_start, count = excluded.count`,
    ),
    putNonce: db.prepare('INSERT INTO siwe_nonces (nonce, app_id, address, expires_at) VALUES (?, ?, ?, ?)'),
    consumeNonce: db.prepare(
      'DELETE FROM siwe_nonces WHERE nonce = ? AND app_id = ? AND address = ? RETURNING *',
    ),
    purgeNonces: db.prepare('DELETE FROM siwe_nonces WHERE expires_at < ?'),
    putState: db.prepare(
      `INSERT INTO oauth_states (state, app_id, provider, redirect_to, verifier, client_challenge, nonce, created_at,
       expires_at) VALUES (@state, @appId, @provider, @redirectTo, @verifier, @clientChallenge, @nonce, @createdAt,
       @expiresAt)`,
    ),
    getState: db.prepare('SELECT * FROM oauth_states WHERE state = ?'),
    consumeState: db.prepare('DELETE FROM oauth_states WHERE state = ? AND app_id = ? RETURNING *'),
    nameState: db.prepare(
      'UPDATE oauth_states SET provider_name = ? WHERE state = ? AND provider_name IS NULL AND expires_at > ?',
    ),
    purgeStates: db.prepare('DELETE FROM oauth_states WHERE expires_at < ?'),
    insertSession: db.prepare(
      `INSERT INTO sessions (id, app_id, user_id, created_at, expires_at, forked_from, authenticated_at,
       auth_account_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    sessionStepUp: db.prepare('UPDATE sessions SET step_up_at = ?, step_up_account_id = ? WHERE id = ?'),
    // a live session of the user no live session was forked from, oldest first (never `keep`)
    oldestLeaf: db.prepare(
      `SELECT id FROM sessions s WHERE app_id = ? AND user_id = ? AND revoked_at IS NULL AND expires_at > ?
         AND id IS NOT ? AND NOT EXISTS (SELECT 1 FROM sessions c WHERE c.forked_from = s.id
           AND c.revoked_at IS NULL AND c.expires_at > ?)
       ORDER BY created_at, rowid LIMIT 1`,
    ),
    liveSessions: db.prepare(
      `SELECT id FROM sessions WHERE app_id = ? AND user_id = ? AND revoked_at IS NULL AND expires_at > ?
       ORDER BY created_at DESC, rowid DESC`,
    ),
    addSecurityEvent: db.prepare(
      `INSERT INTO security_events (app_id, type, user_id, session_id, method, ip, details, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    claimKey: db.prepare(
      'INSERT OR IGNORE INTO idempotency_keys (app_id, scope, key, fingerprint, created_at) VALUES (?, ?, ?, ?, ?)',
    ),
    getKey: db.prepare('SELECT * FROM idempotency_keys WHERE app_id = ? AND scope = ? AND key = ?'),
    completeKey: db.prepare(
      'UPDATE idempotency_keys SET status = ?, body = ? WHERE app_id = ? AND scope = ? AND key = ?',
    ),
    releaseKey: db.prepare(
      'DELETE FROM idempotency_keys WHERE app_id = ? AND scope = ? AND key = ? AND status IS NULL',
    ),
    getSession: db.prepare('SELECT * FROM sessions WHERE id = ?'),
    revokeSession: db.prepare('UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL'),
    sessionMfa: db.prepare('UPDATE sessions SET mfa_verified_at = ? WHERE id = ?'),
    revokeTree: db.prepare(
      `WITH RECURSIVE tree(id) AS (SELECT ? UNION SELECT s.id FROM sessions s JOIN tree t ON s.forked_from = t.id)
       UPDATE sessions SET revoked_at = ? WHERE id IN (SELECT id FROM tree) AND revoked_at IS NULL RETURNING id`,
    ),
    userSessions: db.prepare(
      'SELECT id FROM sessions WHERE app_id = ? AND user_id = ? AND revoked_at IS NULL AND id IS NOT ?',
    ),
    insertRefresh: db.prepare('INSERT INTO refresh_tokens (hash, session_id, created_at) VALUES (?, ?, ?)'),
    getRefresh: db.prepare('SELECT * FROM refresh_tokens WHERE hash = ?'),
    rotateRefresh: db.prepare(
      `UPDATE refresh_tokens SET rotated_at = ?, successor = ? WHERE hash = ? AND rotated_at IS NULL
       RETURNING session_id`,
    ),
    setMfa: db.prepare(
      `INSERT INTO mfa_methods (user_id, type, phone, secret, verified_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (user_id, type) DO UPDATE SET phone = excluded.phone, secret = excluded.secret,
       verified_at = excluded.verified_at`,
    ),
    removeMfa: db.prepare('DELETE FROM mfa_methods WHERE user_id = ? AND type = ?'),
    putPendingTotp: db.prepare(
      `INSERT INTO pending_totp (user_id, secret, created_at) VALUES (?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET secret = excluded.secret, created_at = excluded.created_at`,
    ),
    getPendingTotp: db.prepare('SELECT * FROM pending_totp WHERE user_id = ?'),
    deletePendingTotp: db.prepare('DELETE FROM pending_totp WHERE user_id = ?'),
    useTotpStep: db.prepare(
      `UPDATE mfa_methods SET last_step = ? WHERE user_id = ? AND type = 'totp'
       AND (last_step IS NULL OR last_step < ?)`,
    ),
    addEvent: db.prepare(
      'INSERT INTO analytics_events (app_id, event_name, client_id, payload, created_at) VALUES (?, ?, ?, ?, ?)',
    ),
    addOutbox: db.prepare(
      'INSERT INTO outbox (app_id, channel, recipient, flow, code, text, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    insertWallet: db.prepare(
      `INSERT OR IGNORE INTO embedded_wallets (app_id, user_id, address, auth_share, recovery_method, recovery_share,
       recovery_address, share_version, created_at, updated_at) VALUES (@appId, @userId, @address, @authShare,
       @recoveryMethod, @recoveryShare, @recoveryAddress, 1, @now, @now)`,
    ),
    getWallet: db.prepare('SELECT * FROM embedded_wallets WHERE app_id = ? AND user_id = ?'),
    setRecoveryAddress: db.prepare(
      `UPDATE embedded_wallets SET recovery_address = ?, updated_at = ? WHERE app_id = ? AND user_id = ?
       AND recovery_address IS NULL AND recovery_method = 'user-passcode'`,
    ),
    putChallenge: db.prepare(
      `INSERT INTO wallet_challenges (nonce, app_id, user_id, session_id, expires_at)
       VALUES (@nonce, @appId, @userId, @sessionId, @expiresAt)`,
    ),
    consumeChallenge: db.prepare('DELETE FROM wallet_challenges WHERE nonce = ? RETURNING *'),
    addGrant: db.prepare(
      `INSERT INTO grants (id, app_id, user_id, session_id, action, target, verified_by, created_at, expires_at)
       VALUES (@id, @appId, @userId, @sessionId, @action, @target, @verifiedBy, @createdAt, @expiresAt)`,
    ),
    claimGrant: db.prepare(
      `UPDATE grants SET used_at = @now WHERE id = (SELECT id FROM grants WHERE session_id = @sessionId
       AND action = @action AND target = @target AND used_at IS NULL AND expires_at > @now
       ORDER BY created_at LIMIT 1) AND used_at IS NULL RETURNING id`,
    ),
    hasGrant: db.prepare(
      `SELECT 1 FROM grants WHERE session_id = @sessionId AND action = @action AND target = @target
       AND used_at IS NULL AND expires_at > @now LIMIT 1`,
    ),
    releaseGrant: db.prepare('UPDATE grants SET used_at = NULL WHERE id = ? AND used_at IS NOT NULL'),
    grantUsedSince: db.prepare(
      `SELECT 1 FROM grants WHERE session_id = @sessionId AND action = @action AND target = @target
       AND used_at >= @since LIMIT 1`,
    ),
    insertDevice: db.prepare(
      `INSERT OR IGNORE INTO wallet_devices (id, app_id, user_id, address, thumbprint, public_jwk, created_at)
       VALUES (@id, @appId, @userId, @address, @thumbprint, @publicJwk, @now)`,
    ),
    liveDevices: db.prepare(
      'SELECT * FROM wallet_devices WHERE app_id = ? AND user_id = ? AND revoked_at IS NULL ORDER BY created_at, id',
    ),
    getDevice: db.prepare('SELECT * FROM wallet_devices WHERE app_id = ? AND thumbprint = ?'),
    revokeDevice: db.prepare(
      'UPDATE wallet_devices SET revoked_at = ? WHERE app_id = ? AND user_id = ? AND id = ? AND revoked_at IS NULL',
    ),
    touchDevice: db.prepare('UPDATE wallet_devices SET last_used_at = ? WHERE id = ?'),
    putPasskeyChallenge: db.prepare(
      `INSERT INTO passkey_challenges (challenge, app_id, purpose, user_id, session_id, rp_id, origin, expires_at)
       VALUES (@challenge, @appId, @purpose, @userId, @sessionId, @rpId, @origin, @expiresAt)`,
    ),
    consumePasskeyChallenge: db.prepare(
      'DELETE FROM passkey_challenges WHERE challenge = ? AND app_id = ? RETURNING *',
    ),
    insertPasskey: db.prepare(
      `INSERT INTO passkeys (app_id, id, user_id, account_id, public_key, counter, transports, device_type,
       backed_up, aaguid, name, created_at) VALUES (@appId, @id, @userId, @accountId, @publicKey, @counter,
       @transports, @deviceType, @backedUp, @aaguid, @name, @now)`,
    ),
    getPasskey: db.prepare('SELECT * FROM passkeys WHERE app_id = ? AND id = ?'),
    userPasskeys: db.prepare(
      'SELECT * FROM passkeys WHERE app_id = ? AND user_id = ? ORDER BY created_at, id',
    ),
    usePasskey: db.prepare(
      `UPDATE passkeys SET counter = @counter, backed_up = @backedUp, last_used_at = @now
       WHERE app_id = @appId AND id = @id AND counter = @expectedCounter`,
    ),
    renamePasskey: db.prepare(
      `UPDATE passkeys SET name = ?, counter = CASE WHEN disabled_at IS NULL THEN counter ELSE 0 END,
       disabled_at = NULL WHERE app_id = ? AND user_id = ? AND id = ?`,
    ),
    disablePasskey: db.prepare(
      'UPDATE passkeys SET disabled_at = ? WHERE app_id = ? AND id = ? AND disabled_at IS NULL',
    ),
    useJwtId: db.prepare(
      `INSERT INTO used_jwt_ids (app_id, jti, expires_at) VALUES (?, ?, ?)
       ON CONFLICT (app_id, jti) DO UPDATE SET expires_at = excluded.expires_at WHERE used_jwt_ids.expires_at <= ?`,
    ),
    removeAccountPasskey: db.prepare('DELETE FROM passkeys WHERE account_id = ?'),
    getShareSet: db.prepare('SELECT * FROM wallet_share_sets WHERE app_id = ? AND user_id = ?'),
    putShareSet: db.prepare(
      `INSERT INTO wallet_share_sets (app_id, user_id, version, auth_share, recovery_method, recovery_share,
       recovery_address, created_at) VALUES (@appId, @userId, @version, @authShare, @recoveryMethod, @recoveryShare,
       @recoveryAddress, @now) ON CONFLICT (app_id, user_id) DO UPDATE SET version = excluded.version,
       auth_share = excluded.auth_share, recovery_method = excluded.recovery_method,
       recovery_share = excluded.recovery_share, recovery_address = excluded.recovery_address,
       created_at = excluded.created_at`,
    ),
    deleteShareSet: db.prepare('DELETE FROM wallet_share_sets WHERE app_id = ? AND user_id = ?'),
    promoteShareSet: db.prepare(
      `UPDATE embedded_wallets SET auth_share = ?, recovery_method = ?, recovery_share = ?, recovery_address = ?,
       share_version = ?, updated_at = ? WHERE app_id = ? AND user_id = ?`,
    ),
    walletAccount: db.prepare(
      `SELECT * FROM accounts WHERE app_id = ? AND user_id = ? AND type = 'wallet' AND key = ?`,
    ),
    setAccountData: db.prepare('UPDATE accounts SET data = ? WHERE id = ?'),
    enqueueWebhook: db.prepare(
      `INSERT INTO webhook_deliveries (id, app_id, user_id, event_type, payload, status, created_ms, next_attempt_ms)
       VALUES (@id, @appId, @userId, @eventType, @payload, 'pending', @createdMs, @createdMs)`,
    ),
    // a user's oldest open delivery only, once due (or once its lease has passed)
    claimWebhook: db.prepare(
      `UPDATE webhook_deliveries SET status = 'delivering', attempts = attempts + 1, locked_until_ms = @lease
       WHERE seq = (SELECT d.seq FROM webhook_deliveries d
         WHERE ((d.status = 'pending' AND d.next_attempt_ms <= @now)
             OR (d.status = 'delivering' AND d.locked_until_ms <= @now))
           AND NOT EXISTS (SELECT 1 FROM webhook_deliveries e WHERE e.app_id = d.app_id AND e.user_id = d.user_id
             AND e.seq < d.seq AND e.status IN ('pending', 'delivering'))
         ORDER BY d.next_attempt_ms, d.seq LIMIT 1)
       RETURNING *`,
    ),
    finishWebhook: db.prepare(
      `UPDATE webhook_deliveries SET status = @status, next_attempt_ms = coalesce(@next, next_attempt_ms),
       locked_until_ms = NULL, delivered_ms = @delivered, last_error = @error
       WHERE id = @id AND status = 'delivering'`,
    ),
    // the earliest time a user's oldest open delivery falls due (its next try, or the end of its lease)
    nextWebhookDue: db.prepare(
      `SELECT min(CASE WHEN d.status = 'pending' THEN d.next_attempt_ms ELSE d.locked_until_ms END) AS due
       FROM webhook_deliveries d WHERE d.status IN ('pending', 'delivering')
         AND NOT EXISTS (SELECT 1 FROM webhook_deliveries e WHERE e.app_id = d.app_id AND e.user_id = d.user_id
           AND e.seq < d.seq AND e.status IN ('pending', 'delivering'))`,
    ),
    purge: [
      ['grants', db.prepare('DELETE FROM grants WHERE expires_at <= @now - @grants')],
      ['codes', db.prepare('DELETE FROM codes WHERE expires_at <= @now')],
      ['siwe_nonces', db.prepare('DELETE FROM siwe_nonces WHERE expires_at <= @now')],
      ['oauth_states', db.prepare('DELETE FROM oauth_states WHERE expires_at <= @now')],
      ['wallet_challenges', db.prepare('DELETE FROM wallet_challenges WHERE expires_at <= @now')],
      ['passkey_challenges', db.prepare('DELETE FROM passkey_challenges WHERE expires_at <= @now')],
      ['used_jwt_ids', db.prepare('DELETE FROM used_jwt_ids WHERE expires_at <= @now')],
      ['pending_totp', db.prepare('DELETE FROM pending_totp WHERE created_at <= @now - 600')],
      ['rate_limits', db.prepare('DELETE FROM rate_limits WHERE window_start <= @now - @rateLimits')],
      ['outbox', db.prepare('DELETE FROM outbox WHERE created_at <= @now - @outbox')],
      ['analytics_events', db.prepare('DELETE FROM analytics_events WHERE created_at <= @now - @analytics')],
      [
        'security_events',
        db.prepare('DELETE FROM security_events WHERE created_at <= @now - @securityEvents'),
      ],
      [
        'idempotency_keys',
        db.prepare('DELETE FROM idempotency_keys WHERE created_at <= @now - @idempotencyKeys'),
      ],
      [
        'refresh_tokens',
        db.prepare(
          `DELETE FROM refresh_tokens WHERE session_id IN (SELECT id FROM sessions WHERE expires_at <= @now
           OR revoked_at <= @now - @revokedSessions)`,
        ),
      ],
      [
        'sessions',
        db.prepare('DELETE FROM sessions WHERE expires_at <= @now OR revoked_at <= @now - @revokedSessions'),
      ],
      [
        'webhook_deliveries',
        db.prepare(
          `DELETE FROM webhook_deliveries WHERE status IN ('delivered', 'dead')
           AND next_attempt_ms <= (@now - @webhooks) * 1000`,
        ),
      ],
    ] as const,
  }

  const tx = {
    checkCode: db.transaction(
      (
        q: { appId: string; flow: string; recipient: string; hash: string | readonly string[] },
        now: Seconds,
        maxAttempts: number,
      ) => {
        const row = s.getCode.get(q.appId, q.flow, q.recipient) as Row | undefined
        const { result, effect } = judgeCode(row, q.hash, now, maxAttempts)
        if (effect === 'delete') s.deleteCode.run(q.appId, q.flow, q.recipient)
        else if (effect === 'count') s.failCode.run(q.appId, q.flow, q.recipient)
        return result
      },
    ),
    hitRate: db.transaction((key: string, max: number, windowSeconds: number, now: Seconds) => {
      const row = s.getRate.get(key) as Row | undefined
      let start = now
      let count = 1
      if (row && (row.window_start as number) + windowSeconds > now) {
        start = row.window_start as number
        count = (row.count as number) + 1
      }
      const retryAfter = Math.max(1, start + windowSeconds - now)
      if (count > max) return { allowed: false, retryAfter, count: count - 1 }
      s.putRate.run(key, start, count)
      return { allowed: true, retryAfter, count }
    }),
    createUser: db.transaction((appId: string, userId: string, a: NewAccount, now: Seconds) => {
      s.insertUser.run(userId, appId, now)
      const r = s.insertAccount.run(
        appId,
        userId,
        a.type,
        a.key,
        JSON.stringify(a.data),
        now,
        now,
        msOf(a, now),
      )
      if (r.changes === 0) throw new Error('account taken')
    }),
    createSession: db.transaction((x: NewSession, hash: string, now: Seconds) => {
      s.insertSession.run(
        x.id,
        x.appId,
        x.userId,
        now,
        x.expiresAt,
        x.forkedFrom,
        x.authenticatedAt ?? null,
        x.authAccountId ?? null,
      )
      s.insertRefresh.run(hash, x.id, now)
    }),
    rotate: db.transaction((oldHash: string, newHash: string, successor: string, now: Seconds) => {
      const won = s.rotateRefresh.get(now, successor, oldHash) as Row | undefined
      if (!won) return false
      s.insertRefresh.run(newHash, won.session_id, now)
      return true
    }),
    capUserSessions: db.transaction(
      (appId: string, userId: string, max: number, now: Seconds, keep: string | null) => {
        const out: string[] = []
        let excess = (s.liveSessions.all(appId, userId, now) as Row[]).length - Math.max(0, max)
        for (; excess > 0; excess--) {
          const leaf = s.oldestLeaf.get(appId, userId, now, keep, now) as Row | undefined
          if (!leaf) break
          s.revokeSession.run(now, leaf.id)
          out.push(leaf.id as string)
        }
        return out
      },
    ),
    claimKey: db.transaction(
      (
        k: { appId: string; scope: string; key: string; fingerprint: string },
        now: Seconds,
      ): IdempotencyClaim => {
        if (s.claimKey.run(k.appId, k.scope, k.key, k.fingerprint, now).changes > 0) return { state: 'new' }
        const row = s.getKey.get(k.appId, k.scope, k.key) as Row
        if (row.fingerprint !== k.fingerprint) return { state: 'mismatch' }
        if (row.status === null) return { state: 'pending' }
        return { state: 'done', status: row.status as number, body: row.body as string }
      },
    ),
    revokeUserSessions: db.transaction((appId: string, userId: string, now: Seconds, keep: string | null) => {
      let n = 0
      for (const r of s.userSessions.all(appId, userId, keep) as Row[])
        n += s.revokeTree.all(r.id, now).length
      return n
    }),
    linkAccount: db.transaction(
      (appId: string, userId: string, a: NewAccount, now: Seconds, onePerType: boolean) => {
        if (onePerType && s.hasType.get(userId, a.type)) return 'has_type' as const
        const r = s.insertAccount.run(
          appId,
          userId,
          a.type,
          a.key,
          JSON.stringify(a.data),
          now,
          now,
          msOf(a, now),
        )
        return r.changes > 0 ? ('ok' as const) : ('taken' as const)
      },
    ),
    removeUnlessLast: db.transaction((userId: string, accountId: number) => {
      if (!s.accountOf.get(accountId, userId)) return 'missing' as const
      const accounts = s.userAccounts.all(userId) as Row[]
      const others = accounts.filter((r) => r.id !== accountId && !isEmbeddedAccountRow(r))
      if (others.length === 0) return 'last' as const
      const mfa = (s.userMfa.all(userId) as Row[]).map((r) => r.type as string)
      if (removesLastMfaPasskey(accounts, mfa, accountId)) return 'mfa_passkey' as const
      s.removeAccount.run(accountId)
      s.removeAccountPasskey.run(accountId)
      return 'ok' as const
    }),
    addPasskey: db.transaction((p: NewPasskey, a: NewAccount, now: Seconds, maxPerUser: number) => {
      if ((s.userPasskeys.all(p.appId, p.userId) as Row[]).length >= maxPerUser) return 'limit' as const
      if (s.getPasskey.get(p.appId, p.id)) return 'taken' as const
      const r = s.insertAccount.run(
        p.appId,
        p.userId,
        a.type,
        a.key,
        JSON.stringify(a.data),
        now,
        now,
        msOf(a, now),
      )
      if (r.changes === 0) return 'taken' as const
      s.insertPasskey.run({
        ...p,
        accountId: Number(r.lastInsertRowid),
        transports: JSON.stringify(p.transports),
        backedUp: p.backedUp ? 1 : 0,
        now,
      })
      return 'ok' as const
    }),
    importUser: db.transaction((appId: string, userId: string, accounts: NewAccount[], now: Seconds) => {
      s.insertUser.run(userId, appId, now)
      for (const a of accounts) {
        const r = s.insertAccount.run(
          appId,
          userId,
          a.type,
          a.key,
          JSON.stringify(a.data),
          now,
          now,
          msOf(a, now),
        )
        if (r.changes === 0) throw new AccountTaken()
      }
    }),
    deleteUser: db.transaction((appId: string, userId: string) => {
      if (!s.getUser.get(userId, appId)) return false
      const where = 'WHERE user_id = ?'
      db.prepare(
        `DELETE FROM refresh_tokens WHERE session_id IN (SELECT id FROM sessions WHERE app_id = ? AND user_id = ?)`,
      ).run(appId, userId)
      db.prepare('DELETE FROM sessions WHERE app_id = ? AND user_id = ?').run(appId, userId)
      // webhook events about the user carry their data: queued or sent, they go too
      db.prepare('DELETE FROM webhook_deliveries WHERE app_id = ? AND user_id = ?').run(appId, userId)
      for (const table of USER_TABLES) db.prepare(`DELETE FROM ${table} ${where}`).run(userId)
      db.prepare('DELETE FROM users WHERE id = ? AND app_id = ?').run(userId, appId)
      return true
    }),
    purge: db.transaction((params: Record<string, number>) => {
      const out: Record<string, number> = {}
      for (const [table, stmt] of s.purge) out[table] = stmt.run(params).changes
      return out
    }),
    createWallet: db.transaction((w: NewEmbeddedWallet, a: NewAccount, d: NewWalletDevice, now: Seconds) => {
      if (s.insertWallet.run({ ...w, now }).changes === 0) {
        return s.getWallet.get(w.appId, w.userId) ? ('exists' as const) : ('taken' as const)
      }
      const r = s.insertAccount.run(
        w.appId,
        w.userId,
        a.type,
        a.key,
        JSON.stringify(a.data),
        now,
        now,
        msOf(a, now),
      )
      if (r.changes === 0) throw new AccountTaken()
      if (s.insertDevice.run({ ...d, now }).changes === 0) throw new AccountTaken()
      return 'ok' as const
    }),
    addDevice: db.transaction((d: NewWalletDevice, now: Seconds, maxLive: number) => {
      if (s.insertDevice.run({ ...d, now }).changes === 0) return { result: 'taken' as const, evicted: [] }
      const live = s.liveDevices.all(d.appId, d.userId) as Row[]
      const evicted = live
        .filter((r) => r.id !== d.id)
        .sort(byLeastRecentUse)
        .slice(0, Math.max(0, live.length - maxLive))
        .map((r) => r.id as string)
      for (const id of evicted) s.revokeDevice.run(now, d.appId, d.userId, id)
      return { result: 'ok' as const, evicted }
    }),
    putShareSet: db.transaction(
      (
        appId: string,
        userId: string,
        set: Omit<ShareSetRecord, 'version' | 'createdAt'>,
        now: Seconds,
        onlyIfMethod: string | undefined,
      ) => {
        const w = s.getWallet.get(appId, userId) as Row | undefined
        if (!w || (onlyIfMethod && w.recovery_method !== onlyIfMethod)) return null
        const waiting = s.getShareSet.get(appId, userId) as Row | undefined
        const version = Math.max(w.share_version as number, (waiting?.version as number | undefined) ?? 0) + 1
        s.putShareSet.run({ appId, userId, version, ...set, now })
        return version
      },
    ),
    promoteShareSet: db.transaction((appId: string, userId: string, version: number, now: Seconds) => {
      const set = s.getShareSet.get(appId, userId) as Row | undefined
      if (!set || set.version !== version) return false
      s.promoteShareSet.run(
        set.auth_share,
        set.recovery_method,
        set.recovery_share,
        set.recovery_address,
        version,
        now,
        appId,
        userId,
      )
      s.deleteShareSet.run(appId, userId)
      const w = s.getWallet.get(appId, userId) as Row
      const acc = s.walletAccount.get(appId, userId, (w.address as string).toLowerCase()) as Row | undefined
      if (acc) {
        const data = JSON.parse(acc.data as string) as Record<string, unknown>
        s.setAccountData.run(JSON.stringify({ ...data, recovery_method: set.recovery_method }), acc.id)
      }
      return true
    }),
  }

  /** A user row with its accounts, MFA methods and passkeys. */
  const withLists = (u: Row) =>
    toUser(
      u,
      s.userAccounts.all(u.id) as Row[],
      s.userMfa.all(u.id) as Row[],
      s.userPasskeys.all(u.app_id, u.id) as Row[],
    )

  const storage: Storage = {
    engine: 'sqlite',

    // secrets
    async getSecret(name) {
      const row = s.getSecret.get(name) as Row | undefined
      return row ? (row.value as string) : null
    },
    async putSecretIfAbsent(name, value) {
      s.putSecretIfAbsent.run(name, value)
      return (s.getSecret.get(name) as Row).value as string
    },
    async putSecret(name, value) {
      s.putSecret.run(name, value)
    },
    async replaceSecret(name, expected, value) {
      return s.replaceSecret.run(value, name, expected).changes > 0
    },
    async deleteSecret(name) {
      return s.deleteSecret.run(name).changes > 0
    },

    // apps
    async getApp(id) {
      const r = s.getApp.get(id) as Row | undefined
      return r ? toApp(r) : null
    },
    async upsertApp(app, now) {
      s.upsertApp.run({ id: app.id, name: app.name, settings: JSON.stringify(app.settings), now })
    },
    async allAllowedOrigins() {
      return allowedOriginsOf(s.allApps.all() as Row[])
    },

    // users and accounts
    async getUser(appId, userId) {
      const u = s.getUser.get(userId, appId) as Row | undefined
      if (!u) return null
      return withLists(u)
    },
    async findAccount(appId, type, key) {
      const r = s.findAccount.get(appId, type, key) as Row | undefined
      return r ? toAccount(r) : null
    },
    async createUser(appId, userId, account, now) {
      tx.createUser(appId, userId, account, now)
    },
    async addAccount(appId, userId, a, now) {
      return (
        s.insertAccount.run(appId, userId, a.type, a.key, JSON.stringify(a.data), now, now, msOf(a, now))
          .changes > 0
      )
    },
    async touchAccount(id, data, now) {
      s.touchAccount.run(JSON.stringify(data), now, id)
    },
    async removeAccount(id) {
      s.removeAccount.run(id)
    },
    async linkAccount(appId, userId, account, now, onePerType) {
      return tx.linkAccount(appId, userId, account, now, onePerType)
    },
    async removeAccountUnlessLast(userId, accountId) {
      return tx.removeUnlessLast(userId, accountId)
    },

    // codes and rate limits
    async putCode(c) {
      s.putCode.run(c.appId, c.flow, c.recipient, c.hash, c.expiresAt)
    },
    async checkCode(q, now, maxAttempts) {
      return tx.checkCode(q, now, maxAttempts)
    },
    async hitRateLimit(key, max, windowSeconds, now) {
      return tx.hitRate(key, max, windowSeconds, now)
    },
    async peekRateLimit(key, windowSeconds, now) {
      return peekWindow(s.getRate.get(key) as Row | undefined, windowSeconds, now)
    },

    // SIWE nonces and OAuth states
    async putNonce(n) {
      s.purgeNonces.run(n.expiresAt - 3600)
      s.putNonce.run(n.nonce, n.appId, n.address, n.expiresAt)
    },
    async consumeNonce(appId, nonce, now, address) {
      const row = s.consumeNonce.get(nonce, appId, address) as Row | undefined
      if (!row || (row.expires_at as number) <= now) return null
      return { address: row.address as string }
    },
    async putOAuthState(x) {
      s.purgeStates.run(x.createdAt - 3600)
      s.putState.run(x)
    },
    async setOAuthStateName(state, name, now) {
      return s.nameState.run(name, state, now).changes === 1
    },
    async getOAuthState(state) {
      const r = s.getState.get(state) as Row | undefined
      return r ? toOAuthState(r) : null
    },
    async consumeOAuthState(appId, state, now) {
      const row = s.consumeState.get(state, appId) as Row | undefined
      if (!row || (row.expires_at as number) <= now) return null
      return toOAuthState(row)
    },

    // sessions and refresh tokens
    async createSession(x, hash, now) {
      tx.createSession(x, hash, now)
    },
    async getSession(id) {
      const r = s.getSession.get(id) as Row | undefined
      return r ? toSession(r) : null
    },
    async getRefresh(hash) {
      const r = s.getRefresh.get(hash) as Row | undefined
      return r ? toRefresh(r) : null
    },
    async rotateRefresh(oldHash, newHash, successor, now) {
      return tx.rotate(oldHash, newHash, successor, now)
    },
    async revokeSession(id, now) {
      s.revokeSession.run(now, id)
    },
    async revokeSessionTree(id, now) {
      return (s.revokeTree.all(id, now) as Row[]).map((r) => r.id as string)
    },
    async revokeUserSessions(appId, userId, now, keep) {
      return tx.revokeUserSessions(appId, userId, now, keep)
    },
    async setSessionMfaVerified(id, now) {
      s.sessionMfa.run(now, id)
    },
    async setSessionStepUp(id, now, accountId) {
      s.sessionStepUp.run(now, accountId, id)
    },
    async capUserSessions(appId, userId, max, now, keep = null) {
      return tx.capUserSessions(appId, userId, max, now, keep)
    },

    // MFA
    async setMfa(userId, m) {
      s.setMfa.run(userId, m.type, m.phone, m.secret, m.verifiedAt)
    },
    async removeMfa(userId, type) {
      return s.removeMfa.run(userId, type).changes > 0
    },
    async putPendingTotp(userId, secret, now) {
      s.putPendingTotp.run(userId, secret, now)
    },
    async getPendingTotp(userId, now, maxAge) {
      const r = s.getPendingTotp.get(userId) as Row | undefined
      if (!r || (r.created_at as number) + maxAge <= now) return null
      return r.secret as string
    },
    async deletePendingTotp(userId) {
      s.deletePendingTotp.run(userId)
    },
    async useTotpStep(userId, step) {
      return s.useTotpStep.run(step, userId, step).changes > 0
    },

    // analytics and the dev outbox
    async addAnalyticsEvent(e, now) {
      s.addEvent.run(e.appId, e.eventName, e.clientId, e.payload, now)
    },
    async addOutbox(m) {
      s.addOutbox.run(m.appId, m.channel, m.to, m.flow, m.code, m.text ?? null, m.createdAt)
    },
    async listOutbox(q) {
      const where: string[] = []
      const args: unknown[] = []
      if (q.appId) {
        where.push('app_id = ?')
        args.push(q.appId)
      }
      if (q.to) {
        where.push('recipient = ?')
        args.push(q.to)
      }
      if (q.kind) where.push(q.kind === 'notice' ? "flow LIKE 'notice:%'" : "flow NOT LIKE 'notice:%'")
      const sql = `SELECT * FROM outbox ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ?`
      return (db.prepare(sql).all(...args, q.limit) as Row[]).map(toOutbox)
    },

    // security events and idempotency keys
    async addSecurityEvent(e) {
      auditRows++
      s.addSecurityEvent.run(
        e.appId,
        e.type,
        e.userId,
        e.sessionId,
        e.method,
        e.ip,
        JSON.stringify(e.details),
        e.createdAt,
      )
    },
    async listSecurityEvents(q) {
      const where: string[] = []
      const args: unknown[] = []
      for (const [column, value] of [
        ['app_id', q.appId],
        ['user_id', q.userId],
        ['type', q.type],
      ] as const) {
        if (value === undefined) continue
        where.push(`${column} = ?`)
        args.push(value)
      }
      const sql = `SELECT * FROM security_events ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ?`
      return (db.prepare(sql).all(...args, q.limit) as Row[]).map(toSecurityEvent)
    },
    async claimIdempotencyKey(k, now) {
      return tx.claimKey(k, now)
    },
    async completeIdempotencyKey(k, answer) {
      s.completeKey.run(answer.status, answer.body, k.appId, k.scope, k.key)
    },
    async releaseIdempotencyKey(k) {
      s.releaseKey.run(k.appId, k.scope, k.key)
    },

    // embedded wallets
    async createEmbeddedWallet(w, account, device, now) {
      // the linked account's (app, type, key) or the device key belongs to someone: the transaction rolls back
      return takenOnConflict(() => tx.createWallet(w, account, device, now))
    },
    async getEmbeddedWallet(appId, userId) {
      const r = s.getWallet.get(appId, userId) as Row | undefined
      return r ? toEmbeddedWallet(r) : null
    },
    async setWalletRecoveryAddress(appId, userId, recoveryAddress, now) {
      return s.setRecoveryAddress.run(recoveryAddress, now, appId, userId).changes > 0
    },
    async putWalletChallenge(ch) {
      s.putChallenge.run(ch)
    },
    async consumeWalletChallenge(appId, nonce, sessionId, now) {
      const r = s.consumeChallenge.get(nonce) as Row | undefined
      return !!r && r.app_id === appId && r.session_id === sessionId && (r.expires_at as number) > now
    },
    async addWalletDevice(device, now, maxLive) {
      return tx.addDevice(device, now, maxLive)
    },
    async getWalletDevice(appId, thumbprint) {
      const r = s.getDevice.get(appId, thumbprint) as Row | undefined
      return r ? toWalletDevice(r) : null
    },
    async listWalletDevices(appId, userId) {
      return (s.liveDevices.all(appId, userId) as Row[]).map(toWalletDevice)
    },
    async revokeWalletDevice(appId, userId, id, now) {
      return s.revokeDevice.run(now, appId, userId, id).changes > 0
    },
    async touchWalletDevice(id, now) {
      s.touchDevice.run(now, id)
    },
    async putPendingShareSet(appId, userId, set, now, onlyIfMethod) {
      return tx.putShareSet(appId, userId, set, now, onlyIfMethod)
    },
    async getPendingShareSet(appId, userId) {
      const r = s.getShareSet.get(appId, userId) as Row | undefined
      return r ? toShareSet(r) : null
    },
    async promoteShareSet(appId, userId, version, now) {
      return tx.promoteShareSet(appId, userId, version, now)
    },

    // operators and host backends
    async listApps() {
      return (s.listApps.all() as Row[]).map(toApp)
    },
    async getAppSecretHash(appId) {
      const r = s.getSecretHash.get(appId) as Row | undefined
      return (r?.secret_hash as string | null | undefined) ?? null
    },
    async setAppSecretHash(appId, hash, now) {
      return s.setSecretHash.run(hash, now, appId).changes > 0
    },
    async listSealedCells(kind, page) {
      const q = sealedCellSql(kind, () => '?')
      return db.prepare(q.page).all(page.after ?? '', page.limit) as SealedCell[]
    },
    async replaceSealedCell(kind, key, expected, value) {
      const q = sealedCellSql(kind, () => '?')
      return db.prepare(q.replace).run(value, key, expected).changes > 0
    },
    async listUsers(appId, page) {
      const users = s.listUsers.all(appId, page.after ?? '', page.limit) as Row[]
      return users.map(withLists)
    },
    async importUser(appId, userId, accounts, now) {
      return takenOnConflict(() => {
        tx.importUser(appId, userId, accounts, now)
        return 'ok' as const
      })
    },
    async deleteUser(appId, userId) {
      return tx.deleteUser(appId, userId)
    },
    async listUserSessions(appId, userId) {
      return (s.userSessionsAll.all(appId, userId) as Row[]).map(toSession)
    },

    // grants
    async addGrant(g) {
      s.addGrant.run(g)
    },
    async claimGrant(scope, now) {
      const r = s.claimGrant.get({ ...scope, now }) as Row | undefined
      return r ? (r.id as string) : null
    },
    async hasGrant(scope, now) {
      return s.hasGrant.get({ ...scope, now }) !== undefined
    },
    async releaseGrant(id) {
      s.releaseGrant.run(id)
    },
    async grantUsedSince(scope, since) {
      return s.grantUsedSince.get({ ...scope, since }) !== undefined
    },

    // passkeys
    async putPasskeyChallenge(ch) {
      s.putPasskeyChallenge.run(ch)
    },
    async consumePasskeyChallenge(appId, challenge) {
      const r = s.consumePasskeyChallenge.get(challenge, appId) as Row | undefined
      return r ? toPasskeyChallenge(r) : null
    },
    async addPasskey(passkey, account, now, maxPerUser) {
      return tx.addPasskey(passkey, account, now, maxPerUser)
    },
    async getPasskey(appId, credentialId) {
      const r = s.getPasskey.get(appId, credentialId) as Row | undefined
      return r ? toPasskey(r) : null
    },
    async listPasskeys(appId, userId) {
      return (s.userPasskeys.all(appId, userId) as Row[]).map(toPasskey)
    },
    async usePasskey(appId, credentialId, use, now) {
      const params = { appId, id: credentialId, ...use, backedUp: use.backedUp ? 1 : 0, now }
      return s.usePasskey.run(params).changes === 1
    },
    async renamePasskey(appId, userId, credentialId, name) {
      return s.renamePasskey.run(name, appId, userId, credentialId).changes === 1
    },
    async disablePasskey(appId, credentialId, now) {
      return s.disablePasskey.run(now, appId, credentialId).changes === 1
    },
    async useJwtId(appId, jti, expiresAt, now) {
      return s.useJwtId.run(appId, jti, expiresAt, now).changes === 1
    },

    // operations
    async purgeExpired(now, keep) {
      // one process owns a SQLite file: no other instance can be cleaning it at the same time
      return tx.purge({ now, ...DEFAULT_KEEP, ...keep })
    },
    // webhook deliveries
    async enqueueWebhook(d) {
      s.enqueueWebhook.run(d)
    },
    async claimWebhook(nowMs, leaseUntilMs) {
      const row = s.claimWebhook.get({ now: nowMs, lease: leaseUntilMs }) as Row | undefined
      return row ? toWebhook(row) : null
    },
    async finishWebhook(id, outcome) {
      const params = outcome.delivered
        ? { id, status: 'delivered', next: outcome.atMs, delivered: outcome.atMs, error: null }
        : {
            id,
            status: outcome.nextAttemptMs === null ? 'dead' : 'pending',
            next: outcome.nextAttemptMs,
            delivered: null,
            error: outcome.error.slice(0, 500),
          }
      return s.finishWebhook.run(params).changes === 1
    },
    async nextWebhookDueMs() {
      return ((s.nextWebhookDue.get() as Row).due as number | null) ?? null
    },
    async listWebhooks(appId, opts = {}) {
      const rows = db
        .prepare(
          `SELECT * FROM webhook_deliveries WHERE app_id = ? AND (? IS NULL OR status = ?) ORDER BY seq LIMIT ?`,
        )
        .all(appId, opts.status ?? null, opts.status ?? null, opts.limit ?? 1000) as Row[]
      return rows.map(toWebhook)
    },
    async fingerprint() {
      const out: Record<string, number> = {}
      for (const t of TABLES) out[t] = (db.prepare(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n
      // total_changes catches updates too (a row count alone would miss a changed row)
      // (less the security log's inserts: a refused request is recorded there on purpose)
      out.total_changes = (db.prepare('SELECT total_changes() AS n').get() as { n: number }).n - auditRows
      return out
    },
    async health() {
      const applied = new Set(
        (db.prepare('SELECT name FROM schema_migrations').all() as Row[]).map((r) => r.name as string),
      )
      return { pendingMigrations: SQLITE_MIGRATIONS.filter((m) => !applied.has(m.name)).length }
    },
    async migrate() {
      return migrate(db, SQLITE_MIGRATIONS, Math.floor(Date.now() / 1000))
    },
    async close() {
      if (db.open) db.close()
    },
  }
  return withUnavailableErrors(storage, 'SQLite', isSqliteUnavailable)
}
