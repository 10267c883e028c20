/**
 * The one storage module. Every piece of persistent state (apps, users, accounts, codes, sessions, refresh tokens,
 * nonces, OAuth states, rate-limit counters, MFA, the signing key, the dev outbox) goes through `Storage`; nothing
 * else writes SQL. The interface is async so a PostgreSQL implementation for several instances fits behind it.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import type { AppSettings } from './config'
import { safeEqual } from './crypto'

/** Times in this module are Unix seconds. */
export type Seconds = number

export interface AppRecord {
  id: string
  name: string
  settings: AppSettings
  createdAt: Seconds
  updatedAt: Seconds
}

/** A linked account as stored: `key` is the normalised identity (lower-case email, E.164 phone, ...). */
export interface AccountRecord {
  id: number
  userId: string
  type: string
  key: string
  data: Record<string, unknown>
  firstVerifiedAt: Seconds
  latestVerifiedAt: Seconds
}

export interface NewAccount {
  type: string
  key: string
  data: Record<string, unknown>
}

export interface MfaRecord {
  type: 'sms' | 'totp'
  phone: string | null
  secret: string | null
  verifiedAt: Seconds
}

export interface UserRecord {
  id: string
  appId: string
  createdAt: Seconds
  accounts: AccountRecord[]
  mfa: MfaRecord[]
}

export interface SessionRecord {
  id: string
  appId: string
  userId: string
  createdAt: Seconds
  expiresAt: Seconds
  revokedAt: Seconds | null
  forkedFrom: string | null
  mfaVerifiedAt: Seconds | null
}

export interface RefreshRecord {
  hash: string
  sessionId: string
  createdAt: Seconds
  rotatedAt: Seconds | null
  /** The successor token, encrypted with a key derived from this (old) token: lets a racing tab get the pair. */
  successor: string | null
}

export interface OAuthStateRecord {
  state: string
  appId: string
  provider: string
  redirectTo: string
  /** The server's own PKCE verifier for the provider leg. */
  verifier: string
  /** The client's S256 challenge, if it sent one; authenticate must then carry the matching verifier. */
  clientChallenge: string | null
  nonce: string
  createdAt: Seconds
  expiresAt: Seconds
}

export interface OutboxMessage {
  id: number
  appId: string
  channel: 'email' | 'sms'
  to: string
  flow: string
  code: string
  createdAt: Seconds
}

export type CodeCheck = 'ok' | 'invalid' | 'missing'

/** An embedded wallet's server-side shares: the auth share sealed at rest, the recovery share as sent (ciphertext). */
export interface EmbeddedWalletRecord {
  appId: string
  userId: string
  /** Checksummed address. */
  address: string
  /** The auth share, encrypted at rest by the server. */
  authShare: string
  recoveryMethod: 'privy' | 'user-passcode'
  /** The recovery share as encrypted by the frame; the server never sees it in the clear. */
  recoveryShare: string
  createdAt: Seconds
  updatedAt: Seconds
}

export type NewEmbeddedWallet = Omit<EmbeddedWalletRecord, 'createdAt' | 'updatedAt'>

export interface RateLimitResult {
  allowed: boolean
  /** Seconds until the window resets. */
  retryAfter: number
}

/** Everything the routes may persist or read. */
export interface Storage {
  // secrets (signing key, HMAC keys)
  getSecret(name: string): Promise<string | null>
  /** Stores `value` unless a value exists; returns the stored one (first writer wins across instances). */
  putSecretIfAbsent(name: string, value: string): Promise<string>

  // apps
  getApp(id: string): Promise<AppRecord | null>
  upsertApp(app: { id: string; name: string; settings: AppSettings }, now: Seconds): Promise<void>
  /** The union of every app's allowed origins (CORS preflights do not say which app they are for). */
  allAllowedOrigins(): Promise<Set<string>>

  // users and accounts
  getUser(appId: string, userId: string): Promise<UserRecord | null>
  findAccount(appId: string, type: string, key: string): Promise<AccountRecord | null>
  createUser(appId: string, userId: string, account: NewAccount, now: Seconds): Promise<void>
  /** Adds an account; false when the (app, type, key) is taken. */
  addAccount(appId: string, userId: string, account: NewAccount, now: Seconds): Promise<boolean>
  touchAccount(accountId: number, data: Record<string, unknown>, now: Seconds): Promise<void>
  removeAccount(accountId: number): Promise<void>

  // one-time codes
  putCode(code: {
    appId: string
    flow: string
    recipient: string
    hash: string
    expiresAt: Seconds
  }): Promise<void>
  /** Checks a code atomically: consumes it on success, counts a wrong try, kills it at `maxAttempts`. */
  checkCode(
    q: { appId: string; flow: string; recipient: string; hash: string },
    now: Seconds,
    maxAttempts: number,
  ): Promise<CodeCheck>

  // rate limits (fixed window)
  hitRateLimit(key: string, max: number, windowSeconds: number, now: Seconds): Promise<RateLimitResult>

  // SIWE nonces
  putNonce(n: { nonce: string; appId: string; address: string; expiresAt: Seconds }): Promise<void>
  /** Consumes a nonce (single use); null when unknown, used, expired or for another app. */
  consumeNonce(appId: string, nonce: string, now: Seconds): Promise<{ address: string } | null>

  // OAuth states
  putOAuthState(s: OAuthStateRecord): Promise<void>
  getOAuthState(state: string): Promise<OAuthStateRecord | null>
  /** Single use: returns the record and deletes it; null if unknown, expired or for another app. */
  consumeOAuthState(appId: string, state: string, now: Seconds): Promise<OAuthStateRecord | null>

  // sessions and refresh tokens
  createSession(
    s: { id: string; appId: string; userId: string; expiresAt: Seconds; forkedFrom: string | null },
    refreshHash: string,
    now: Seconds,
  ): Promise<void>
  getSession(id: string): Promise<SessionRecord | null>
  getRefresh(hash: string): Promise<RefreshRecord | null>
  /** Compare-and-set: rotates `oldHash` to `newHash` only if it was not rotated yet. */
  rotateRefresh(oldHash: string, newHash: string, successor: string, now: Seconds): Promise<boolean>
  revokeSession(id: string, now: Seconds): Promise<void>
  setSessionMfaVerified(id: string, now: Seconds): Promise<void>

  // MFA
  setMfa(userId: string, m: MfaRecord): Promise<void>
  removeMfa(userId: string, type: 'sms' | 'totp'): Promise<boolean>
  putPendingTotp(userId: string, secret: string, now: Seconds): Promise<void>
  getPendingTotp(userId: string, now: Seconds, maxAge: Seconds): Promise<string | null>
  deletePendingTotp(userId: string): Promise<void>
  /** Records a used TOTP time step; false if this step (or a later one) was already used (replay). */
  useTotpStep(userId: string, step: number): Promise<boolean>

  // analytics
  addAnalyticsEvent(
    e: { appId: string; eventName: string; clientId: string | null; payload: string },
    now: Seconds,
  ): Promise<void>

  // dev outbox
  addOutbox(m: Omit<OutboxMessage, 'id'>): Promise<void>
  listOutbox(q: { appId?: string; to?: string; limit: number }): Promise<OutboxMessage[]>

  // ── hardening (sessions families, lockouts, races, cleanup) ──
  /** Overwrites a secret (key rotation). */
  putSecret(name: string, value: string): Promise<void>
  /** Revokes a session and every session forked from it, at any depth; returns the ids revoked now. */
  revokeSessionTree(id: string, now: Seconds): Promise<string[]>
  /** Revokes every live session of a user (and their forks) except `keepSessionId`; returns how many. */
  revokeUserSessions(
    appId: string,
    userId: string,
    now: Seconds,
    keepSessionId: string | null,
  ): Promise<number>
  /** Reads a fixed-window counter without counting: hits so far in the current window and seconds left. */
  peekRateLimit(
    key: string,
    windowSeconds: number,
    now: Seconds,
  ): Promise<{ count: number; retryAfter: number }>
  /**
   * Adds an account atomically: 'taken' when (app, type, key) belongs to someone, 'has_type' when `onePerType` and
   * the user already has an account of that type (two concurrent links cannot both win).
   */
  linkAccount(
    appId: string,
    userId: string,
    account: NewAccount,
    now: Seconds,
    onePerType: boolean,
  ): Promise<'ok' | 'taken' | 'has_type'>
  /**
   * Removes an account only if the user keeps another login method (an account that is not an embedded wallet),
   * atomically, so two concurrent unlinks cannot remove the last one.
   */
  removeAccountUnlessLast(userId: string, accountId: number): Promise<'ok' | 'last' | 'missing'>
  /** Deletes what has expired; returns the rows deleted per table. */
  purgeExpired(
    now: Seconds,
    keep: { outbox: Seconds; rateLimits: Seconds; revokedSessions: Seconds; analytics: Seconds },
  ): Promise<Record<string, number>>

  // ── embedded wallets (one per user; shares are opaque ciphertexts here) ──
  /**
   * Creates the user's embedded wallet and its linked account atomically: 'exists' when the user already has
   * one (two concurrent creations cannot both win), 'taken' when the address is another account's.
   */
  createEmbeddedWallet(
    w: NewEmbeddedWallet,
    account: NewAccount,
    now: Seconds,
  ): Promise<'ok' | 'exists' | 'taken'>
  getEmbeddedWallet(appId: string, userId: string): Promise<EmbeddedWalletRecord | null>
  /**
   * Replaces the shares after a recovery password was set, only while the method is still 'privy' (compare and
   * set), and updates the linked account's recovery method; false when it was not 'privy' any more.
   */
  setEmbeddedWalletPassword(
    appId: string,
    userId: string,
    shares: { authShare: string; recoveryShare: string },
    now: Seconds,
  ): Promise<boolean>

  /** Row counts per table, for tests that prove a bad request changed nothing. */
  fingerprint(): Promise<Record<string, number>>
  close(): Promise<void>
}

/** Schema migrations, in order; `PRAGMA user_version` counts the ones applied. */
export const MIGRATIONS: string[] = [
  `
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
  // 2: TOTP replay protection (the last accepted time step)
  'ALTER TABLE mfa_methods ADD COLUMN last_step INTEGER;',
  // 3 (hardening): fork trees, per-user session revocation and the cleanup job's scans
  `CREATE INDEX IF NOT EXISTS sessions_forked_from ON sessions (forked_from);
  CREATE INDEX IF NOT EXISTS sessions_user ON sessions (user_id);
  CREATE INDEX IF NOT EXISTS sessions_expires ON sessions (expires_at);
  CREATE INDEX IF NOT EXISTS codes_expires ON codes (expires_at);
  CREATE INDEX IF NOT EXISTS analytics_created ON analytics_events (created_at);
  CREATE INDEX IF NOT EXISTS outbox_created ON outbox (created_at);`,
  // embedded wallets: one per user per app (primary key), one wallet per address
  `CREATE TABLE embedded_wallets (app_id TEXT NOT NULL, user_id TEXT NOT NULL, address TEXT NOT NULL,
    auth_share TEXT NOT NULL, recovery_method TEXT NOT NULL, recovery_share TEXT NOT NULL,
    created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, PRIMARY KEY (app_id, user_id),
    UNIQUE (app_id, address));`,
]

const TABLES = [
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
]

type Row = Record<string, unknown>

const toAccount = (r: Row): AccountRecord => ({
  id: r.id as number,
  userId: r.user_id as string,
  type: r.type as string,
  key: r.key as string,
  data: JSON.parse(r.data as string) as Record<string, unknown>,
  firstVerifiedAt: r.first_verified_at as number,
  latestVerifiedAt: r.latest_verified_at as number,
})

const toOAuthState = (r: Row): OAuthStateRecord => ({
  state: r.state as string,
  appId: r.app_id as string,
  provider: r.provider as string,
  redirectTo: r.redirect_to as string,
  verifier: r.verifier as string,
  clientChallenge: (r.client_challenge as string | null) ?? null,
  nonce: r.nonce as string,
  createdAt: r.created_at as number,
  expiresAt: r.expires_at as number,
})

/**
 * SQLite storage. `dataDir` undefined means an in-memory database (tests); otherwise `<dataDir>/latch.sqlite`
 * in WAL mode. Migrations run on open, tracked by `PRAGMA user_version`.
 */
export function createSqliteStorage(dataDir?: string): Storage {
  let file = ':memory:'
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true })
    file = join(dataDir, 'latch.sqlite')
  }
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  const version = db.pragma('user_version', { simple: true }) as number
  for (let i = version; i < MIGRATIONS.length; i++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[i] as string)
      db.pragma(`user_version = ${i + 1}`)
    })()
  }

  const s = {
    getSecret: db.prepare('SELECT value FROM secrets WHERE name = ?'),
    putSecret: db.prepare('INSERT OR IGNORE INTO secrets (name, value) VALUES (?, ?)'),
    getApp: db.prepare('SELECT * FROM apps WHERE id = ?'),
    upsertApp: db.prepare(
      `INSERT INTO apps (id, name, settings, created_at, updated_at) VALUES (@id, @name, @settings, @now, @now)
       ON CONFLICT (id) DO UPDATE SET name = @name, settings = @settings, updated_at = @now`,
    ),
    allApps: db.prepare('SELECT settings FROM apps'),
    getUser: db.prepare('SELECT * FROM users WHERE id = ? AND app_id = ?'),
    userAccounts: db.prepare('SELECT * FROM accounts WHERE user_id = ? ORDER BY id'),
    userMfa: db.prepare('SELECT * FROM mfa_methods WHERE user_id = ? ORDER BY verified_at'),
    findAccount: db.prepare('SELECT * FROM accounts WHERE app_id = ? AND type = ? AND key = ?'),
    insertUser: db.prepare('INSERT INTO users (id, app_id, created_at) VALUES (?, ?, ?)'),
    insertAccount: db.prepare(
      `INSERT OR IGNORE INTO accounts (app_id, user_id, type, key, data, first_verified_at, latest_verified_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
    touchAccount: db.prepare('UPDATE accounts SET data = ?, latest_verified_at = ? WHERE id = ?'),
    removeAccount: db.prepare('DELETE FROM accounts WHERE id = ?'),
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
    getNonce: db.prepare('SELECT * FROM siwe_nonces WHERE nonce = ?'),
    deleteNonce: db.prepare('DELETE FROM siwe_nonces WHERE nonce = ?'),
    purgeNonces: db.prepare('DELETE FROM siwe_nonces WHERE expires_at < ?'),
    putState: db.prepare(
      `INSERT INTO oauth_states (state, app_id, provider, redirect_to, verifier, client_challenge, nonce, created_at,
       expires_at) VALUES (@state, @appId, @provider, @redirectTo, @verifier, @clientChallenge, @nonce, @createdAt,
       @expiresAt)`,
    ),
    getState: db.prepare('SELECT * FROM oauth_states WHERE state = ?'),
    deleteState: db.prepare('DELETE FROM oauth_states WHERE state = ?'),
    purgeStates: db.prepare('DELETE FROM oauth_states WHERE expires_at < ?'),
    insertSession: db.prepare(
      `INSERT INTO sessions (id, app_id, user_id, created_at, expires_at, forked_from) VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    getSession: db.prepare('SELECT * FROM sessions WHERE id = ?'),
    revokeSession: db.prepare('UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL'),
    sessionMfa: db.prepare('UPDATE sessions SET mfa_verified_at = ? WHERE id = ?'),
    insertRefresh: db.prepare('INSERT INTO refresh_tokens (hash, session_id, created_at) VALUES (?, ?, ?)'),
    getRefresh: db.prepare('SELECT * FROM refresh_tokens WHERE hash = ?'),
    rotateRefresh: db.prepare(
      'UPDATE refresh_tokens SET rotated_at = ?, successor = ? WHERE hash = ? AND rotated_at IS NULL',
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
      'INSERT INTO outbox (app_id, channel, recipient, flow, code, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
  }

  const checkCode = db.transaction(
    (
      q: { appId: string; flow: string; recipient: string; hash: string },
      now: Seconds,
      maxAttempts: number,
    ) => {
      const row = s.getCode.get(q.appId, q.flow, q.recipient) as Row | undefined
      if (!row) return 'missing' as const
      if ((row.expires_at as number) <= now || (row.attempts as number) >= maxAttempts) {
        s.deleteCode.run(q.appId, q.flow, q.recipient)
        return 'missing' as const
      }
      // constant-time: how much of a guess matches must not show in the timing
      if (safeEqual(row.hash as string, q.hash)) {
        s.deleteCode.run(q.appId, q.flow, q.recipient)
        return 'ok' as const
      }
      if ((row.attempts as number) + 1 >= maxAttempts) s.deleteCode.run(q.appId, q.flow, q.recipient)
      else s.failCode.run(q.appId, q.flow, q.recipient)
      return 'invalid' as const
    },
  )

  const hitRate = db.transaction((key: string, max: number, windowSeconds: number, now: Seconds) => {
    const row = s.getRate.get(key) as Row | undefined
    let start = now
    let count = 1
    if (row && (row.window_start as number) + windowSeconds > now) {
      start = row.window_start as number
      count = (row.count as number) + 1
    }
    const retryAfter = Math.max(1, start + windowSeconds - now)
    if (count > max) return { allowed: false, retryAfter }
    s.putRate.run(key, start, count)
    return { allowed: true, retryAfter }
  })

  const consumeNonce = db.transaction((appId: string, nonce: string, now: Seconds) => {
    const row = s.getNonce.get(nonce) as Row | undefined
    if (!row || row.app_id !== appId) return null
    s.deleteNonce.run(nonce)
    if ((row.expires_at as number) <= now) return null
    return { address: row.address as string }
  })

  const consumeState = db.transaction((appId: string, state: string, now: Seconds) => {
    const row = s.getState.get(state) as Row | undefined
    if (!row || row.app_id !== appId) return null
    s.deleteState.run(state)
    if ((row.expires_at as number) <= now) return null
    return toOAuthState(row)
  })

  const createUser = db.transaction((appId: string, userId: string, a: NewAccount, now: Seconds) => {
    s.insertUser.run(userId, appId, now)
    const r = s.insertAccount.run(appId, userId, a.type, a.key, JSON.stringify(a.data), now, now)
    if (r.changes === 0) throw new Error('account taken')
  })

  const createSession = db.transaction(
    (
      x: { id: string; appId: string; userId: string; expiresAt: Seconds; forkedFrom: string | null },
      hash: string,
      now: Seconds,
    ) => {
      s.insertSession.run(x.id, x.appId, x.userId, now, x.expiresAt, x.forkedFrom)
      s.insertRefresh.run(hash, x.id, now)
    },
  )

  const rotate = db.transaction((oldHash: string, newHash: string, successor: string, now: Seconds) => {
    const old = s.getRefresh.get(oldHash) as Row | undefined
    if (!old) return false
    const r = s.rotateRefresh.run(now, successor, oldHash)
    if (r.changes === 0) return false
    s.insertRefresh.run(newHash, old.session_id, now)
    return true
  })

  // ── hardening ──
  const h = {
    putSecret: db.prepare(
      'INSERT INTO secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value',
    ),
    revokeTree: db.prepare(
      `WITH RECURSIVE tree(id) AS (SELECT ? UNION SELECT s.id FROM sessions s JOIN tree t ON s.forked_from = t.id)
       UPDATE sessions SET revoked_at = ? WHERE id IN (SELECT id FROM tree) AND revoked_at IS NULL RETURNING id`,
    ),
    userSessions: db.prepare(
      'SELECT id FROM sessions WHERE app_id = ? AND user_id = ? AND revoked_at IS NULL AND id IS NOT ?',
    ),
    hasType: db.prepare('SELECT 1 FROM accounts WHERE user_id = ? AND type = ? LIMIT 1'),
    accountOf: db.prepare('SELECT * FROM accounts WHERE id = ? AND user_id = ?'),
    purge: [
      ['codes', db.prepare('DELETE FROM codes WHERE expires_at <= @now')],
      ['siwe_nonces', db.prepare('DELETE FROM siwe_nonces WHERE expires_at <= @now')],
      ['oauth_states', db.prepare('DELETE FROM oauth_states WHERE expires_at <= @now')],
      ['pending_totp', db.prepare('DELETE FROM pending_totp WHERE created_at <= @now - 600')],
      ['rate_limits', db.prepare('DELETE FROM rate_limits WHERE window_start <= @now - @rateLimits')],
      ['outbox', db.prepare('DELETE FROM outbox WHERE created_at <= @now - @outbox')],
      ['analytics_events', db.prepare('DELETE FROM analytics_events WHERE created_at <= @now - @analytics')],
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
    ] as const,
  }
  const revokeUserSessions = db.transaction(
    (appId: string, userId: string, now: Seconds, keep: string | null) => {
      let n = 0
      for (const r of h.userSessions.all(appId, userId, keep) as Row[]) {
        n += h.revokeTree.all(r.id, now).length
      }
      return n
    },
  )
  const linkAccount = db.transaction(
    (appId: string, userId: string, a: NewAccount, now: Seconds, onePerType: boolean) => {
      if (onePerType && h.hasType.get(userId, a.type)) return 'has_type' as const
      const r = s.insertAccount.run(appId, userId, a.type, a.key, JSON.stringify(a.data), now, now)
      return r.changes > 0 ? ('ok' as const) : ('taken' as const)
    },
  )
  const removeUnlessLast = db.transaction((userId: string, accountId: number) => {
    if (!h.accountOf.get(accountId, userId)) return 'missing' as const
    const others = (s.userAccounts.all(userId) as Row[]).filter((r) => {
      if (r.id === accountId) return false
      const data = JSON.parse(r.data as string) as Record<string, unknown>
      return !(r.type === 'wallet' && data.wallet_client_type === 'privy')
    })
    if (others.length === 0) return 'last' as const
    s.removeAccount.run(accountId)
    return 'ok' as const
  })
  const purgeExpired = db.transaction((params: Record<string, number>) => {
    const out: Record<string, number> = {}
    for (const [table, stmt] of h.purge) out[table] = stmt.run(params).changes
    return out
  })

  // ── embedded wallets ──
  const ew = {
    insert: db.prepare(
      `INSERT OR IGNORE INTO embedded_wallets (app_id, user_id, address, auth_share, recovery_method, recovery_share,
       created_at, updated_at) VALUES (@appId, @userId, @address, @authShare, @recoveryMethod, @recoveryShare, @now, @now)`,
    ),
    get: db.prepare('SELECT * FROM embedded_wallets WHERE app_id = ? AND user_id = ?'),
    setPassword: db.prepare(
      `UPDATE embedded_wallets SET auth_share = ?, recovery_share = ?, recovery_method = 'user-passcode',
       updated_at = ? WHERE app_id = ? AND user_id = ? AND recovery_method = 'privy'`,
    ),
    walletAccount: db.prepare(
      `SELECT * FROM accounts WHERE app_id = ? AND user_id = ? AND type = 'wallet' AND key = ?`,
    ),
    setAccountData: db.prepare('UPDATE accounts SET data = ? WHERE id = ?'),
  }
  const createEmbeddedWallet = db.transaction((w: NewEmbeddedWallet, a: NewAccount, now: Seconds) => {
    if (ew.insert.run({ ...w, now }).changes === 0) {
      return ew.get.get(w.appId, w.userId) ? ('exists' as const) : ('taken' as const)
    }
    const r = s.insertAccount.run(w.appId, w.userId, a.type, a.key, JSON.stringify(a.data), now, now)
    if (r.changes === 0) throw new Error('address taken')
    return 'ok' as const
  })
  const setEmbeddedWalletPassword = db.transaction(
    (appId: string, userId: string, shares: { authShare: string; recoveryShare: string }, now: Seconds) => {
      if (ew.setPassword.run(shares.authShare, shares.recoveryShare, now, appId, userId).changes === 0) return false
      const w = ew.get.get(appId, userId) as Row
      const acc = ew.walletAccount.get(appId, userId, (w.address as string).toLowerCase()) as Row | undefined
      if (acc) {
        const data = JSON.parse(acc.data as string) as Record<string, unknown>
        ew.setAccountData.run(JSON.stringify({ ...data, recovery_method: 'user-passcode' }), acc.id)
      }
      return true
    },
  )

  const storage: Storage = {
    async putSecret(name, value) {
      h.putSecret.run(name, value)
    },
    async revokeSessionTree(id, now) {
      return (h.revokeTree.all(id, now) as Row[]).map((r) => r.id as string)
    },
    async revokeUserSessions(appId, userId, now, keep) {
      return revokeUserSessions(appId, userId, now, keep)
    },
    async peekRateLimit(key, windowSeconds, now) {
      const row = s.getRate.get(key) as Row | undefined
      if (!row || (row.window_start as number) + windowSeconds <= now) return { count: 0, retryAfter: 0 }
      return {
        count: row.count as number,
        retryAfter: Math.max(1, (row.window_start as number) + windowSeconds - now),
      }
    },
    async linkAccount(appId, userId, account, now, onePerType) {
      return linkAccount(appId, userId, account, now, onePerType)
    },
    async removeAccountUnlessLast(userId, accountId) {
      return removeUnlessLast(userId, accountId)
    },
    async purgeExpired(now, keep) {
      return purgeExpired({ now, ...keep })
    },
    async getSecret(name) {
      const row = s.getSecret.get(name) as Row | undefined
      return row ? (row.value as string) : null
    },
    async putSecretIfAbsent(name, value) {
      s.putSecret.run(name, value)
      return (s.getSecret.get(name) as Row).value as string
    },
    async getApp(id) {
      const r = s.getApp.get(id) as Row | undefined
      if (!r) return null
      return {
        id: r.id as string,
        name: r.name as string,
        settings: JSON.parse(r.settings as string) as AppSettings,
        createdAt: r.created_at as number,
        updatedAt: r.updated_at as number,
      }
    },
    async upsertApp(app, now) {
      s.upsertApp.run({ id: app.id, name: app.name, settings: JSON.stringify(app.settings), now })
    },
    async allAllowedOrigins() {
      const out = new Set<string>()
      for (const r of s.allApps.all() as Row[]) {
        for (const o of (JSON.parse(r.settings as string) as AppSettings).allowedOrigins) out.add(o)
      }
      return out
    },
    async getUser(appId, userId) {
      const u = s.getUser.get(userId, appId) as Row | undefined
      if (!u) return null
      return {
        id: u.id as string,
        appId: u.app_id as string,
        createdAt: u.created_at as number,
        accounts: (s.userAccounts.all(userId) as Row[]).map(toAccount),
        mfa: (s.userMfa.all(userId) as Row[]).map((m) => ({
          type: m.type as 'sms' | 'totp',
          phone: (m.phone as string | null) ?? null,
          secret: (m.secret as string | null) ?? null,
          verifiedAt: m.verified_at as number,
        })),
      }
    },
    async findAccount(appId, type, key) {
      const r = s.findAccount.get(appId, type, key) as Row | undefined
      return r ? toAccount(r) : null
    },
    async createUser(appId, userId, account, now) {
      createUser(appId, userId, account, now)
    },
    async addAccount(appId, userId, a, now) {
      return s.insertAccount.run(appId, userId, a.type, a.key, JSON.stringify(a.data), now, now).changes > 0
    },
    async touchAccount(id, data, now) {
      s.touchAccount.run(JSON.stringify(data), now, id)
    },
    async removeAccount(id) {
      s.removeAccount.run(id)
    },
    async putCode(c) {
      s.putCode.run(c.appId, c.flow, c.recipient, c.hash, c.expiresAt)
    },
    async checkCode(q, now, maxAttempts) {
      return checkCode(q, now, maxAttempts)
    },
    async hitRateLimit(key, max, windowSeconds, now) {
      return hitRate(key, max, windowSeconds, now)
    },
    async putNonce(n) {
      s.purgeNonces.run(n.expiresAt - 3600)
      s.putNonce.run(n.nonce, n.appId, n.address, n.expiresAt)
    },
    async consumeNonce(appId, nonce, now) {
      return consumeNonce(appId, nonce, now)
    },
    async putOAuthState(x) {
      s.purgeStates.run(x.createdAt - 3600)
      s.putState.run(x)
    },
    async getOAuthState(state) {
      const r = s.getState.get(state) as Row | undefined
      return r ? toOAuthState(r) : null
    },
    async consumeOAuthState(appId, state, now) {
      return consumeState(appId, state, now)
    },
    async createSession(x, hash, now) {
      createSession(x, hash, now)
    },
    async getSession(id) {
      const r = s.getSession.get(id) as Row | undefined
      if (!r) return null
      return {
        id: r.id as string,
        appId: r.app_id as string,
        userId: r.user_id as string,
        createdAt: r.created_at as number,
        expiresAt: r.expires_at as number,
        revokedAt: (r.revoked_at as number | null) ?? null,
        forkedFrom: (r.forked_from as string | null) ?? null,
        mfaVerifiedAt: (r.mfa_verified_at as number | null) ?? null,
      }
    },
    async getRefresh(hash) {
      const r = s.getRefresh.get(hash) as Row | undefined
      if (!r) return null
      return {
        hash: r.hash as string,
        sessionId: r.session_id as string,
        createdAt: r.created_at as number,
        rotatedAt: (r.rotated_at as number | null) ?? null,
        successor: (r.successor as string | null) ?? null,
      }
    },
    async rotateRefresh(oldHash, newHash, successor, now) {
      return rotate(oldHash, newHash, successor, now)
    },
    async revokeSession(id, now) {
      s.revokeSession.run(now, id)
    },
    async setSessionMfaVerified(id, now) {
      s.sessionMfa.run(now, id)
    },
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
    async addAnalyticsEvent(e, now) {
      s.addEvent.run(e.appId, e.eventName, e.clientId, e.payload, now)
    },
    async addOutbox(m) {
      s.addOutbox.run(m.appId, m.channel, m.to, m.flow, m.code, m.createdAt)
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
      const sql = `SELECT * FROM outbox ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ?`
      return (db.prepare(sql).all(...args, q.limit) as Row[]).map((r) => ({
        id: r.id as number,
        appId: r.app_id as string,
        channel: r.channel as 'email' | 'sms',
        to: r.recipient as string,
        flow: r.flow as string,
        code: r.code as string,
        createdAt: r.created_at as number,
      }))
    },
    async createEmbeddedWallet(w, account, now) {
      try {
        return createEmbeddedWallet(w, account, now)
      } catch {
        // the linked account's (app, type, key) belongs to someone: the transaction rolled back
        return 'taken'
      }
    },
    async getEmbeddedWallet(appId, userId) {
      const r = ew.get.get(appId, userId) as Row | undefined
      if (!r) return null
      return {
        appId: r.app_id as string,
        userId: r.user_id as string,
        address: r.address as string,
        authShare: r.auth_share as string,
        recoveryMethod: r.recovery_method as 'privy' | 'user-passcode',
        recoveryShare: r.recovery_share as string,
        createdAt: r.created_at as number,
        updatedAt: r.updated_at as number,
      }
    },
    async setEmbeddedWalletPassword(appId, userId, shares, now) {
      return setEmbeddedWalletPassword(appId, userId, shares, now)
    },
    async fingerprint() {
      const out: Record<string, number> = {}
      for (const t of TABLES) out[t] = (db.prepare(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n
      // total_changes catches updates too (a row count alone would miss a changed row)
      out.total_changes = (db.prepare('SELECT total_changes() AS n').get() as { n: number }).n
      return out
    },
    async close() {
      db.close()
    },
  }
  return storage
}
