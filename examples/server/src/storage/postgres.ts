/**
 * The PostgreSQL engine (`postgres`, porsager's client): any number of server instances on one database. Each
 * storage call is one statement or one transaction; every single-use or counted decision is arbitrated by the
 * database: a conditional UPDATE/DELETE that only one caller can win (refresh rotation, nonces, OAuth states), an
 * atomic upsert (rate limits), a row lock (codes, one-per-user rules), a transaction-level advisory lock (the cleanup
 * job, migrations). Times are Unix seconds passed in by the caller (the server's injectable clock), never `now()`.
 */
import postgres from 'postgres'
import {
  AccountTaken,
  DatabaseConfigError,
  isStorageUnavailable,
  StorageUnavailableError,
  settleWithin,
  takenOnConflict,
  withDeadline,
  withUnavailableErrors,
} from './errors'
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
import type { Migration, NewAccount, Storage } from './types'

/**
 * PostgreSQL schema migrations, in order: the same names and tables as SQLITE_MIGRATIONS (sqlite.ts), in
 * PostgreSQL's types (BIGINT seconds, identity columns). All pending ones apply in one transaction, under an
 * advisory lock, so instances starting together migrate once.
 */
export const POSTGRES_MIGRATIONS: Migration[] = [
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

/** Advisory lock keys (the two-int form): one namespace for Latch, one key per job. */
export const ADVISORY_LOCKS = { namespace: 0x4c415443, migrations: 1, cleanup: 2 } as const

/**
 * How long one storage call may take before it fails as unavailable (`LATCH_DATABASE_TIMEOUT_MS`). Healthy calls
 * take milliseconds; the bound is for a database that accepts connections and then never answers.
 */
export const DEFAULT_DATABASE_TIMEOUT_MS = 5000
/** Seconds to set up a connection (TCP, startup, authentication) before it fails with CONNECT_TIMEOUT. */
const CONNECT_TIMEOUT_SECONDS = 5
/** Storage methods the deadline leaves unbounded: long but legitimate work, never on a request's path. */
const UNBOUNDED_METHODS = ['migrate', 'close', 'purgeExpired'] as const

/** Error codes meaning "the database cannot be reached right now" (network, shutdown, overload). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '53300', // too_many_connections
])

export function isUnavailableError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code !== 'string') return false
  return UNAVAILABLE_CODES.has(code) || code.startsWith('08') // 08xxx: connection exceptions
}

/**
 * Checks a `postgres://` / `postgresql://` URL and returns a description without the password (for messages).
 * Throws DatabaseConfigError naming `variable` when it is malformed.
 */
export function describeDatabaseUrl(value: string, variable = 'LATCH_DATABASE_URL'): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new DatabaseConfigError(
      `${variable} is not a valid URL: expected postgres://user:password@host:5432/database`,
    )
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new DatabaseConfigError(
      `${variable} must start with postgres:// or postgresql:// (got '${url.protocol}//'); unset it to use SQLite in LATCH_DATA_DIR`,
    )
  }
  if (!url.hostname && !url.searchParams.get('host')) {
    throw new DatabaseConfigError(
      `${variable} names no host: expected postgres://user:password@host:5432/database`,
    )
  }
  if (url.port && !/^\d+$/.test(url.port)) throw new DatabaseConfigError(`${variable} has an invalid port`)
  const db = url.pathname.replace(/^\//, '') || '(default database)'
  return `${url.hostname || url.searchParams.get('host')}:${url.port || '5432'}/${db}`
}

export interface PostgresStorageOptions {
  /** Connections in the pool. @default 10 */
  max?: number
  /** Seconds to wait for a connection before the call fails with StorageUnavailableError. @default 5 */
  connectTimeout?: number
  /**
   * Milliseconds one storage call may take before it fails with StorageUnavailableError and the pool's connections
   * are replaced (`LATCH_DATABASE_TIMEOUT_MS`). @default DEFAULT_DATABASE_TIMEOUT_MS
   */
  timeoutMs?: number
  /** Apply pending migrations when opening. @default true */
  migrate?: boolean
  /** Name of the variable the URL came from, for error messages. @default 'LATCH_DATABASE_URL' */
  variable?: string
}

type Sql = postgres.Sql<Record<string, never>>
type Tx = postgres.TransactionSql<Record<string, never>>

async function applyMigrations(sql: Sql, now: number): Promise<string[]> {
  return sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.namespace}::int, ${ADVISORY_LOCKS.migrations}::int)`
    await tx`CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)`
    const applied = new Set((await tx`SELECT name FROM schema_migrations`).map((r) => r.name as string))
    const done: string[] = []
    for (const m of POSTGRES_MIGRATIONS) {
      if (applied.has(m.name)) continue
      await tx.unsafe(m.sql)
      await tx`INSERT INTO schema_migrations (name, applied_at) VALUES (${m.name}, ${now})`
      done.push(m.name)
    }
    return done
  })
}

/**
 * Opens PostgreSQL storage on `url`: checks the URL (DatabaseConfigError), reaches the database
 * (StorageUnavailableError naming the variable and host, never the password), then applies pending migrations.
 */
export async function openPostgresStorage(
  url: string,
  options: PostgresStorageOptions = {},
): Promise<Storage> {
  const variable = options.variable ?? 'LATCH_DATABASE_URL'
  const where = describeDatabaseUrl(url, variable)
  const timeoutMs = options.timeoutMs ?? DEFAULT_DATABASE_TIMEOUT_MS
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1) {
    throw new DatabaseConfigError(
      'LATCH_DATABASE_TIMEOUT_MS must be a whole number of milliseconds, at least 1',
    )
  }
  const pool = switchablePool(
    () =>
      postgres(url, {
        max: options.max ?? 10,
        connect_timeout: options.connectTimeout ?? CONNECT_TIMEOUT_SECONDS,
        onnotice: () => {},
        connection: { application_name: 'latch-server' },
        // BIGINT columns hold Unix seconds and ids, all far below 2^53: read them as numbers
        types: {
          bigint: {
            to: 20,
            from: [20],
            serialize: (x: number) => String(x),
            parse: (x: string) => Number(x),
          },
        },
      }) as unknown as Sql,
  )
  const sql = pool.sql
  try {
    // reachable at all: bounded like every call (a listener that accepts and never answers, or closes at once,
    // would keep the client trying forever)
    await settleWithin(Promise.resolve(sql`SELECT 1`), timeoutMs, 'PostgreSQL')
    if (options.migrate ?? true) await applyMigrations(sql, Math.floor(Date.now() / 1000))
  } catch (error) {
    // what is still queued or connecting is dropped at once: a failed open leaves nothing behind
    await sql.end({ timeout: 0 }).catch(() => {})
    if (isStorageUnavailable(error) || isUnavailableError(error)) {
      throw new StorageUnavailableError(
        `Cannot reach the PostgreSQL database of ${variable} (${where}): ${(error as Error).message}`,
        { cause: error },
      )
    }
    throw error
  }
  const bounded = withDeadline(createPostgresStorage(sql), 'PostgreSQL', {
    ms: timeoutMs,
    exempt: UNBOUNDED_METHODS,
    onTimeout: pool.replaceIfOlderThan,
  })
  return withUnavailableErrors(bounded, 'PostgreSQL', isUnavailableError)
}

/**
 * The engine's client behind a stable `sql`, replaceable when the database stops answering. The `postgres` client
 * bounds connecting (`connect_timeout`) but not a query that never gets an answer: the connection waiting on it
 * stays busy for good (a half-open TCP flow), and a peer that accepts and closes at once keeps it reconnecting. When
 * a call outlives its deadline, the client is swapped for a fresh one and the old one is ended at once: what it still
 * queued is rejected (never sent later), its sockets close, and PostgreSQL rolls back any transaction whose
 * connection goes away before COMMIT. Healthy calls in flight on the old client fail too (503, the client retries);
 * a call that started before the last swap does not swap again.
 */
function switchablePool(create: () => Sql) {
  let current = create()
  let since = performance.now()
  const sql = new Proxy(function unused() {}, {
    apply: (_target, _this, args: unknown[]) => (current as unknown as (...a: unknown[]) => unknown)(...args),
    get(_target, key) {
      const value = Reflect.get(current, key)
      return typeof value === 'function' ? value.bind(current) : value
    },
  }) as unknown as Sql
  return {
    sql,
    /** A call started at `startedAt` (performance.now()) timed out: replace the client unless that was done since. */
    replaceIfOlderThan(startedAt: number) {
      if (startedAt < since) return
      const old = current
      current = create()
      since = performance.now()
      old.end({ timeout: 0 }).catch(() => {})
    },
  }
}

function createPostgresStorage(sql: Sql): Storage {
  /** Locks the user's row for the rest of the transaction: one-per-user rules run one at a time per user. */
  const lockUser = (tx: Tx, userId: string) => tx`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`
  /** Adds an account unless its (app, type, key) is someone's already: the new row's id, or undefined. */
  const insertAccount = async (q: Sql | Tx, appId: string, userId: string, a: NewAccount, now: number) => {
    const [row] = await q`
      INSERT INTO accounts (app_id, user_id, type, key, data, first_verified_at, latest_verified_at,
        first_verified_ms)
      VALUES (${appId}, ${userId}, ${a.type}, ${a.key}, ${JSON.stringify(a.data)}, ${now}, ${now},
        ${a.verifiedAtMs ?? now * 1000})
      ON CONFLICT DO NOTHING RETURNING id`
    return row?.id as number | undefined
  }

  const storage: Storage = {
    engine: 'postgres',

    // secrets
    async getSecret(name) {
      const [row] = await sql`SELECT value FROM secrets WHERE name = ${name}`
      return row ? (row.value as string) : null
    },
    async putSecretIfAbsent(name, value) {
      const [inserted] = await sql`
        INSERT INTO secrets (name, value) VALUES (${name}, ${value}) ON CONFLICT (name) DO NOTHING RETURNING value`
      if (inserted) return inserted.value as string
      const [row] = await sql`SELECT value FROM secrets WHERE name = ${name}`
      return (row as Row).value as string
    },
    async putSecret(name, value) {
      await sql`
        INSERT INTO secrets (name, value) VALUES (${name}, ${value})
        ON CONFLICT (name) DO UPDATE SET value = excluded.value`
    },
    async replaceSecret(name, expected, value) {
      const rows = await sql`
        UPDATE secrets SET value = ${value} WHERE name = ${name} AND value = ${expected} RETURNING name`
      return rows.length > 0
    },
    async deleteSecret(name) {
      return (await sql`DELETE FROM secrets WHERE name = ${name} RETURNING name`).length > 0
    },

    // apps
    async getApp(id) {
      const [r] = await sql`SELECT * FROM apps WHERE id = ${id}`
      return r ? toApp(r) : null
    },
    async upsertApp(app, now) {
      const settings = JSON.stringify(app.settings)
      await sql`
        INSERT INTO apps (id, name, settings, created_at, updated_at)
        VALUES (${app.id}, ${app.name}, ${settings}, ${now}, ${now})
        ON CONFLICT (id) DO UPDATE SET name = excluded.name, settings = excluded.settings,
          updated_at = excluded.updated_at`
    },
    async allAllowedOrigins() {
      return allowedOriginsOf(await sql`SELECT settings FROM apps`)
    },

    // users and accounts
    async getUser(appId, userId) {
      const [u] = await sql`SELECT * FROM users WHERE id = ${userId} AND app_id = ${appId}`
      if (!u) return null
      const [accounts, mfa, passkeys] = await Promise.all([
        sql`SELECT * FROM accounts WHERE user_id = ${userId} ORDER BY id`,
        sql`SELECT * FROM mfa_methods WHERE user_id = ${userId} ORDER BY verified_at`,
        sql`SELECT * FROM passkeys WHERE app_id = ${appId} AND user_id = ${userId} ORDER BY created_at, id`,
      ])
      return toUser(u, accounts, mfa, passkeys)
    },
    async findAccount(appId, type, key) {
      const [r] =
        await sql`SELECT * FROM accounts WHERE app_id = ${appId} AND type = ${type} AND key = ${key}`
      return r ? toAccount(r) : null
    },
    async createUser(appId, userId, a, now) {
      await sql.begin(async (tx) => {
        await tx`INSERT INTO users (id, app_id, created_at) VALUES (${userId}, ${appId}, ${now})`
        const added = await insertAccount(tx, appId, userId, a, now)
        // rolls the user back too: two first logins raced and the other one owns the account
        if (!added) throw new Error('account taken')
      })
    },
    async addAccount(appId, userId, a, now) {
      return (await insertAccount(sql, appId, userId, a, now)) !== undefined
    },
    async touchAccount(id, data, now) {
      await sql`UPDATE accounts SET data = ${JSON.stringify(data)}, latest_verified_at = ${now} WHERE id = ${id}`
    },
    async removeAccount(id) {
      await sql`DELETE FROM accounts WHERE id = ${id}`
    },
    async linkAccount(appId, userId, a, now, onePerType) {
      return sql.begin(async (tx) => {
        await lockUser(tx, userId)
        if (onePerType) {
          const [has] =
            await tx`SELECT 1 FROM accounts WHERE user_id = ${userId} AND type = ${a.type} LIMIT 1`
          if (has) return 'has_type' as const
        }
        const added = await insertAccount(tx, appId, userId, a, now)
        return added !== undefined ? ('ok' as const) : ('taken' as const)
      })
    },
    async removeAccountUnlessLast(userId, accountId) {
      return sql.begin(async (tx) => {
        await lockUser(tx, userId)
        const rows = await tx`SELECT * FROM accounts WHERE user_id = ${userId} ORDER BY id`
        if (!rows.some((r) => r.id === accountId)) return 'missing' as const
        if (!rows.some((r) => r.id !== accountId && !isEmbeddedAccountRow(r))) return 'last' as const
        const mfa = await tx`SELECT type FROM mfa_methods WHERE user_id = ${userId}`
        const mfaTypes = mfa.map((r) => r.type as string)
        if (removesLastMfaPasskey([...rows], mfaTypes, accountId)) return 'mfa_passkey' as const
        await tx`DELETE FROM accounts WHERE id = ${accountId}`
        await tx`DELETE FROM passkeys WHERE account_id = ${accountId}`
        return 'ok' as const
      })
    },

    // codes and rate limits
    async putCode(c) {
      await sql`
        INSERT INTO codes (app_id, flow, recipient, hash, expires_at, attempts)
        VALUES (${c.appId}, ${c.flow}, ${c.recipient}, ${c.hash}, ${c.expiresAt}, 0)
        ON CONFLICT (app_id, flow, recipient) DO UPDATE SET hash = excluded.hash,
          expires_at = excluded.expires_at, attempts = 0`
    },
    async checkCode(q, now, maxAttempts) {
      return sql.begin(async (tx) => {
        // the row lock makes concurrent checks of one code (from any instance) take turns
        const [row] = await tx`
          SELECT * FROM codes WHERE app_id = ${q.appId} AND flow = ${q.flow} AND recipient = ${q.recipient}
          FOR UPDATE`
        const { result, effect } = judgeCode(row, q.hash, now, maxAttempts)
        if (effect === 'delete') {
          await tx`DELETE FROM codes WHERE app_id = ${q.appId} AND flow = ${q.flow} AND recipient = ${q.recipient}`
        } else if (effect === 'count') {
          await tx`
            UPDATE codes SET attempts = attempts + 1
            WHERE app_id = ${q.appId} AND flow = ${q.flow} AND recipient = ${q.recipient}`
        }
        return result
      })
    },
    async hitRateLimit(key, max, windowSeconds, now) {
      // One atomic upsert: a new or expired window starts at 1; a hit under the limit adds 1; a hit at the limit
      // updates nothing (the WHERE of DO UPDATE), so it returns no row and is not counted.
      const [row] = await sql`
        INSERT INTO rate_limits AS r (key, window_start, count) VALUES (${key}, ${now}, 1)
        ON CONFLICT (key) DO UPDATE SET
          window_start = CASE WHEN r.window_start + ${windowSeconds}::bigint <= ${now}::bigint
            THEN ${now}::bigint ELSE r.window_start END,
          count = CASE WHEN r.window_start + ${windowSeconds}::bigint <= ${now}::bigint THEN 1 ELSE r.count + 1 END
        WHERE r.window_start + ${windowSeconds}::bigint <= ${now}::bigint OR r.count < ${max}::bigint
        RETURNING window_start, count`
      if (row) {
        const retryAfter = Math.max(1, (row.window_start as number) + windowSeconds - now)
        return { allowed: true, retryAfter, count: row.count as number }
      }
      const [held] = await sql`SELECT window_start, count FROM rate_limits WHERE key = ${key}`
      const start = (held?.window_start as number | undefined) ?? now
      return {
        allowed: false,
        retryAfter: Math.max(1, start + windowSeconds - now),
        count: (held?.count as number) ?? max,
      }
    },
    async peekRateLimit(key, windowSeconds, now) {
      const [row] = await sql`SELECT * FROM rate_limits WHERE key = ${key}`
      return peekWindow(row, windowSeconds, now)
    },

    // SIWE nonces and OAuth states
    async putNonce(n) {
      await sql.begin(async (tx) => {
        await tx`DELETE FROM siwe_nonces WHERE expires_at < ${n.expiresAt - 3600}`
        await tx`
          INSERT INTO siwe_nonces (nonce, app_id, address, expires_at)
          VALUES (${n.nonce}, ${n.appId}, ${n.address}, ${n.expiresAt})`
      })
    },
    async consumeNonce(appId, nonce, now, address) {
      // one DELETE: whichever instance deletes the row consumed it; any other gets nothing. Another address's
      // message leaves the nonce alone.
      const [row] = await sql`
        DELETE FROM siwe_nonces WHERE nonce = ${nonce} AND app_id = ${appId} AND address = ${address}
        RETURNING address, expires_at`
      if (!row || (row.expires_at as number) <= now) return null
      return { address: row.address as string }
    },
    async putOAuthState(x) {
      await sql.begin(async (tx) => {
        await tx`DELETE FROM oauth_states WHERE expires_at < ${x.createdAt - 3600}`
        await tx`
          INSERT INTO oauth_states (state, app_id, provider, redirect_to, verifier, client_challenge, nonce,
            created_at, expires_at)
          VALUES (${x.state}, ${x.appId}, ${x.provider}, ${x.redirectTo}, ${x.verifier}, ${x.clientChallenge},
            ${x.nonce}, ${x.createdAt}, ${x.expiresAt})`
      })
    },
    async getOAuthState(state) {
      const [r] = await sql`SELECT * FROM oauth_states WHERE state = ${state}`
      return r ? toOAuthState(r) : null
    },
    async setOAuthStateName(state, name, now) {
      const rows = await sql`
        UPDATE oauth_states SET provider_name = ${name}
        WHERE state = ${state} AND provider_name IS NULL AND expires_at > ${now} RETURNING 1`
      return rows.length === 1
    },
    async consumeOAuthState(appId, state, now) {
      const [row] =
        await sql`DELETE FROM oauth_states WHERE state = ${state} AND app_id = ${appId} RETURNING *`
      if (!row || (row.expires_at as number) <= now) return null
      return toOAuthState(row)
    },

    // sessions and refresh tokens
    async createSession(x, hash, now) {
      await sql.begin(async (tx) => {
        await tx`
          INSERT INTO sessions (id, app_id, user_id, created_at, expires_at, forked_from, authenticated_at,
            auth_account_id)
          VALUES (${x.id}, ${x.appId}, ${x.userId}, ${now}, ${x.expiresAt}, ${x.forkedFrom},
            ${x.authenticatedAt ?? null}, ${x.authAccountId ?? null})`
        await tx`INSERT INTO refresh_tokens (hash, session_id, created_at) VALUES (${hash}, ${x.id}, ${now})`
      })
    },
    async getSession(id) {
      const [r] = await sql`SELECT * FROM sessions WHERE id = ${id}`
      return r ? toSession(r) : null
    },
    async getRefresh(hash) {
      const [r] = await sql`SELECT * FROM refresh_tokens WHERE hash = ${hash}`
      return r ? toRefresh(r) : null
    },
    async rotateRefresh(oldHash, newHash, successor, now) {
      return sql.begin(async (tx) => {
        // compare-and-set: of concurrent rotations (on any instance) exactly one updates the row
        const [won] = await tx`
          UPDATE refresh_tokens SET rotated_at = ${now}, successor = ${successor}
          WHERE hash = ${oldHash} AND rotated_at IS NULL RETURNING session_id`
        if (!won) return false
        await tx`
          INSERT INTO refresh_tokens (hash, session_id, created_at) VALUES (${newHash}, ${won.session_id}, ${now})`
        return true
      })
    },
    async revokeSession(id, now) {
      await sql`UPDATE sessions SET revoked_at = ${now} WHERE id = ${id} AND revoked_at IS NULL`
    },
    async revokeSessionTree(id, now) {
      const rows = await sql`
        WITH RECURSIVE tree(id) AS (
          SELECT ${id}::text UNION SELECT s.id FROM sessions s JOIN tree t ON s.forked_from = t.id)
        UPDATE sessions SET revoked_at = ${now}
        WHERE id IN (SELECT id FROM tree) AND revoked_at IS NULL RETURNING id`
      return rows.map((r) => r.id as string)
    },
    async revokeUserSessions(appId, userId, now, keep) {
      const rows = await sql`
        WITH RECURSIVE tree(id) AS (
          SELECT id FROM sessions WHERE app_id = ${appId} AND user_id = ${userId} AND revoked_at IS NULL
            AND id IS DISTINCT FROM ${keep}::text
          UNION SELECT s.id FROM sessions s JOIN tree t ON s.forked_from = t.id)
        UPDATE sessions SET revoked_at = ${now}
        WHERE id IN (SELECT id FROM tree) AND revoked_at IS NULL RETURNING id`
      return rows.length
    },
    async setSessionMfaVerified(id, now) {
      await sql`UPDATE sessions SET mfa_verified_at = ${now} WHERE id = ${id}`
    },
    async setSessionStepUp(id, now, accountId) {
      await sql`UPDATE sessions SET step_up_at = ${now}, step_up_account_id = ${accountId} WHERE id = ${id}`
    },
    async capUserSessions(appId, userId, max, now, keep = null) {
      return sql.begin(async (tx) => {
        // one cap at a time per user (two logins at once cannot both keep the oldest)
        await lockUser(tx, userId)
        const [live] = await tx`
          SELECT count(*)::int AS n FROM sessions
          WHERE app_id = ${appId} AND user_id = ${userId} AND revoked_at IS NULL AND expires_at > ${now}`
        const out: string[] = []
        for (let excess = (live?.n as number) - Math.max(0, max); excess > 0; excess--) {
          // the oldest live leaf (no live session forked from it), never `keep`
          const [leaf] = await tx`
            UPDATE sessions SET revoked_at = ${now} WHERE id = (
              SELECT id FROM sessions s WHERE app_id = ${appId} AND user_id = ${userId} AND revoked_at IS NULL
                AND expires_at > ${now} AND id IS DISTINCT FROM ${keep}::text
                AND NOT EXISTS (SELECT 1 FROM sessions c WHERE c.forked_from = s.id AND c.revoked_at IS NULL
                  AND c.expires_at > ${now})
              ORDER BY created_at, id LIMIT 1)
            RETURNING id`
          if (!leaf) break
          out.push(leaf.id as string)
        }
        return out
      })
    },

    // MFA
    async setMfa(userId, m) {
      await sql`
        INSERT INTO mfa_methods (user_id, type, phone, secret, verified_at)
        VALUES (${userId}, ${m.type}, ${m.phone}, ${m.secret}, ${m.verifiedAt})
        ON CONFLICT (user_id, type) DO UPDATE SET phone = excluded.phone, secret = excluded.secret,
          verified_at = excluded.verified_at`
    },
    async removeMfa(userId, type) {
      const rows =
        await sql`DELETE FROM mfa_methods WHERE user_id = ${userId} AND type = ${type} RETURNING type`
      return rows.length > 0
    },
    async putPendingTotp(userId, secret, now) {
      await sql`
        INSERT INTO pending_totp (user_id, secret, created_at) VALUES (${userId}, ${secret}, ${now})
        ON CONFLICT (user_id) DO UPDATE SET secret = excluded.secret, created_at = excluded.created_at`
    },
    async getPendingTotp(userId, now, maxAge) {
      const [r] = await sql`SELECT * FROM pending_totp WHERE user_id = ${userId}`
      if (!r || (r.created_at as number) + maxAge <= now) return null
      return r.secret as string
    },
    async deletePendingTotp(userId) {
      await sql`DELETE FROM pending_totp WHERE user_id = ${userId}`
    },
    async useTotpStep(userId, step) {
      const rows = await sql`
        UPDATE mfa_methods SET last_step = ${step} WHERE user_id = ${userId} AND type = 'totp'
        AND (last_step IS NULL OR last_step < ${step}) RETURNING type`
      return rows.length > 0
    },

    // analytics and the dev outbox
    async addAnalyticsEvent(e, now) {
      await sql`
        INSERT INTO analytics_events (app_id, event_name, client_id, payload, created_at)
        VALUES (${e.appId}, ${e.eventName}, ${e.clientId}, ${e.payload}, ${now})`
    },
    async addOutbox(m) {
      await sql`
        INSERT INTO outbox (app_id, channel, recipient, flow, code, text, created_at)
        VALUES (${m.appId}, ${m.channel}, ${m.to}, ${m.flow}, ${m.code}, ${m.text ?? null}, ${m.createdAt})`
    },
    async listOutbox(q) {
      const rows = await sql`
        SELECT * FROM outbox WHERE true
        ${q.appId ? sql`AND app_id = ${q.appId}` : sql``}
        ${q.to ? sql`AND recipient = ${q.to}` : sql``}
        ${q.kind === 'notice' ? sql`AND flow LIKE 'notice:%'` : q.kind === 'code' ? sql`AND flow NOT LIKE 'notice:%'` : sql``}
        ORDER BY id DESC LIMIT ${q.limit}`
      return rows.map(toOutbox)
    },

    // security events and idempotency keys
    async addSecurityEvent(e) {
      await sql`
        INSERT INTO security_events (app_id, type, user_id, session_id, method, ip, details, created_at)
        VALUES (${e.appId}, ${e.type}, ${e.userId}, ${e.sessionId}, ${e.method}, ${e.ip},
          ${JSON.stringify(e.details)}, ${e.createdAt})`
    },
    async listSecurityEvents(q) {
      const rows = await sql`
        SELECT * FROM security_events WHERE true
        ${q.appId !== undefined ? sql`AND app_id = ${q.appId}` : sql``}
        ${q.userId !== undefined ? sql`AND user_id = ${q.userId}` : sql``}
        ${q.type !== undefined ? sql`AND type = ${q.type}` : sql``}
        ORDER BY id DESC LIMIT ${q.limit}`
      return rows.map(toSecurityEvent)
    },
    async claimIdempotencyKey(k, now) {
      // one INSERT decides the first request, on any instance
      const claimed = await sql`
        INSERT INTO idempotency_keys (app_id, scope, key, fingerprint, created_at)
        VALUES (${k.appId}, ${k.scope}, ${k.key}, ${k.fingerprint}, ${now})
        ON CONFLICT DO NOTHING RETURNING 1`
      if (claimed.length > 0) return { state: 'new' }
      const [row] = await sql`
        SELECT * FROM idempotency_keys WHERE app_id = ${k.appId} AND scope = ${k.scope} AND key = ${k.key}`
      // released between the two statements: the caller's next try claims it
      if (!row) return { state: 'pending' }
      if (row.fingerprint !== k.fingerprint) return { state: 'mismatch' }
      if (row.status === null) return { state: 'pending' }
      return { state: 'done', status: row.status as number, body: row.body as string }
    },
    async completeIdempotencyKey(k, answer) {
      await sql`
        UPDATE idempotency_keys SET status = ${answer.status}, body = ${answer.body}
        WHERE app_id = ${k.appId} AND scope = ${k.scope} AND key = ${k.key}`
    },
    async releaseIdempotencyKey(k) {
      await sql`
        DELETE FROM idempotency_keys
        WHERE app_id = ${k.appId} AND scope = ${k.scope} AND key = ${k.key} AND status IS NULL`
    },

    // embedded wallets
    async createEmbeddedWallet(w, a, d, now) {
      // the linked account's (app, type, key) or the device key belongs to someone: the transaction rolls back
      return takenOnConflict(() =>
        sql.begin(async (tx) => {
          await lockUser(tx, w.userId)
          const [inserted] = await tx`
            INSERT INTO embedded_wallets (app_id, user_id, address, auth_share, recovery_method, recovery_share,
              recovery_address, share_version, created_at, updated_at)
            VALUES (${w.appId}, ${w.userId}, ${w.address}, ${w.authShare}, ${w.recoveryMethod}, ${w.recoveryShare},
              ${w.recoveryAddress}, 1, ${now}, ${now})
            ON CONFLICT DO NOTHING RETURNING user_id`
          if (!inserted) {
            const [own] = await tx`
              SELECT 1 FROM embedded_wallets WHERE app_id = ${w.appId} AND user_id = ${w.userId}`
            return own ? ('exists' as const) : ('taken' as const)
          }
          if ((await insertAccount(tx, w.appId, w.userId, a, now)) === undefined) throw new AccountTaken()
          const [device] = await tx`
            INSERT INTO wallet_devices (id, app_id, user_id, address, thumbprint, public_jwk, created_at)
            VALUES (${d.id}, ${d.appId}, ${d.userId}, ${d.address}, ${d.thumbprint}, ${d.publicJwk}, ${now})
            ON CONFLICT DO NOTHING RETURNING id`
          if (!device) throw new AccountTaken()
          return 'ok' as const
        }),
      )
    },
    async getEmbeddedWallet(appId, userId) {
      const [r] = await sql`SELECT * FROM embedded_wallets WHERE app_id = ${appId} AND user_id = ${userId}`
      return r ? toEmbeddedWallet(r) : null
    },
    async setWalletRecoveryAddress(appId, userId, recoveryAddress, now) {
      const rows = await sql`
        UPDATE embedded_wallets SET recovery_address = ${recoveryAddress}, updated_at = ${now}
        WHERE app_id = ${appId} AND user_id = ${userId} AND recovery_address IS NULL
          AND recovery_method = 'user-passcode' RETURNING user_id`
      return rows.length > 0
    },
    async putWalletChallenge(ch) {
      await sql`
        INSERT INTO wallet_challenges (nonce, app_id, user_id, session_id, expires_at)
        VALUES (${ch.nonce}, ${ch.appId}, ${ch.userId}, ${ch.sessionId}, ${ch.expiresAt})`
    },
    async consumeWalletChallenge(appId, nonce, sessionId, now) {
      // one statement: of two instances consuming the same nonce, only one gets the row back
      const [r] = await sql`DELETE FROM wallet_challenges WHERE nonce = ${nonce} RETURNING *`
      return !!r && r.app_id === appId && r.session_id === sessionId && (r.expires_at as number) > now
    },
    async addWalletDevice(d, now, maxLive) {
      return sql.begin(async (tx) => {
        // the user's row lock makes the insert and the eviction one decision
        await lockUser(tx, d.userId)
        const [added] = await tx`
          INSERT INTO wallet_devices (id, app_id, user_id, address, thumbprint, public_jwk, created_at)
          VALUES (${d.id}, ${d.appId}, ${d.userId}, ${d.address}, ${d.thumbprint}, ${d.publicJwk}, ${now})
          ON CONFLICT DO NOTHING RETURNING id`
        if (!added) return { result: 'taken' as const, evicted: [] }
        // beyond maxLive, the least recently used keys (never used: the oldest) are revoked
        const evicted = await tx`
          UPDATE wallet_devices SET revoked_at = ${now}
          WHERE id IN (
            SELECT id FROM wallet_devices
            WHERE app_id = ${d.appId} AND user_id = ${d.userId} AND revoked_at IS NULL AND id <> ${d.id}
            ORDER BY COALESCE(last_used_at, created_at) DESC, created_at DESC
            OFFSET ${maxLive - 1})
          RETURNING id`
        return { result: 'ok' as const, evicted: evicted.map((r) => r.id as string) }
      })
    },
    async getWalletDevice(appId, thumbprint) {
      const [r] =
        await sql`SELECT * FROM wallet_devices WHERE app_id = ${appId} AND thumbprint = ${thumbprint}`
      return r ? toWalletDevice(r) : null
    },
    async listWalletDevices(appId, userId) {
      const rows = await sql`
        SELECT * FROM wallet_devices WHERE app_id = ${appId} AND user_id = ${userId} AND revoked_at IS NULL
        ORDER BY created_at, id`
      return rows.map(toWalletDevice)
    },
    async revokeWalletDevice(appId, userId, id, now) {
      const rows = await sql`
        UPDATE wallet_devices SET revoked_at = ${now}
        WHERE app_id = ${appId} AND user_id = ${userId} AND id = ${id} AND revoked_at IS NULL RETURNING id`
      return rows.length > 0
    },
    async touchWalletDevice(id, now) {
      await sql`UPDATE wallet_devices SET last_used_at = ${now} WHERE id = ${id}`
    },

    // passkeys
    // grants
    async addGrant(g) {
      await sql`
        INSERT INTO grants (id, app_id, user_id, session_id, action, target, verified_by, created_at, expires_at)
        VALUES (${g.id}, ${g.appId}, ${g.userId}, ${g.sessionId}, ${g.action}, ${g.target}, ${g.verifiedBy},
          ${g.createdAt}, ${g.expiresAt})`
    },
    async claimGrant(q, now) {
      // one statement: the row lock of the UPDATE makes concurrent claims of one grant wait, then re-check
      // used_at IS NULL, so exactly one of them gets the id back
      const [r] = await sql`
        UPDATE grants SET used_at = ${now} WHERE id = (SELECT id FROM grants WHERE session_id = ${q.sessionId}
          AND action = ${q.action} AND target = ${q.target} AND used_at IS NULL AND expires_at > ${now}
          ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED) AND used_at IS NULL RETURNING id`
      return r ? (r.id as string) : null
    },
    async hasGrant(q, now) {
      const rows = await sql`
        SELECT 1 FROM grants WHERE session_id = ${q.sessionId} AND action = ${q.action} AND target = ${q.target}
          AND used_at IS NULL AND expires_at > ${now} LIMIT 1`
      return rows.length > 0
    },
    async releaseGrant(id) {
      await sql`UPDATE grants SET used_at = NULL WHERE id = ${id} AND used_at IS NOT NULL`
    },
    async grantUsedSince(q, since) {
      const rows = await sql`
        SELECT 1 FROM grants WHERE session_id = ${q.sessionId} AND action = ${q.action} AND target = ${q.target}
          AND used_at >= ${since} LIMIT 1`
      return rows.length > 0
    },

    async putPasskeyChallenge(ch) {
      await sql`
        INSERT INTO passkey_challenges (challenge, app_id, purpose, user_id, session_id, rp_id, origin, expires_at)
        VALUES (${ch.challenge}, ${ch.appId}, ${ch.purpose}, ${ch.userId}, ${ch.sessionId}, ${ch.rpId},
          ${ch.origin}, ${ch.expiresAt})`
    },
    async consumePasskeyChallenge(appId, challenge) {
      // one statement: of two instances taking the same challenge, only one gets the row back
      const [r] = await sql`
        DELETE FROM passkey_challenges WHERE challenge = ${challenge} AND app_id = ${appId} RETURNING *`
      return r ? toPasskeyChallenge(r) : null
    },
    async addPasskey(p, a, now, maxPerUser) {
      return takenOnConflict(() =>
        sql.begin(async (tx) => {
          // the user's row lock makes the count and the inserts one decision
          await lockUser(tx, p.userId)
          const [n] = await tx`
            SELECT count(*)::int AS n FROM passkeys WHERE app_id = ${p.appId} AND user_id = ${p.userId}`
          if ((n?.n as number) >= maxPerUser) return 'limit' as const
          const accountId = await insertAccount(tx, p.appId, p.userId, a, now)
          if (accountId === undefined) return 'taken' as const
          const [added] = await tx`
            INSERT INTO passkeys (app_id, id, user_id, account_id, public_key, counter, transports, device_type,
              backed_up, aaguid, name, created_at)
            VALUES (${p.appId}, ${p.id}, ${p.userId}, ${accountId}, ${p.publicKey}, ${p.counter},
              ${JSON.stringify(p.transports)}, ${p.deviceType}, ${p.backedUp}, ${p.aaguid}, ${p.name}, ${now})
            ON CONFLICT DO NOTHING RETURNING id`
          // the account insert rolls back with it
          if (!added) throw new AccountTaken()
          return 'ok' as const
        }),
      )
    },
    async getPasskey(appId, credentialId) {
      const [r] = await sql`SELECT * FROM passkeys WHERE app_id = ${appId} AND id = ${credentialId}`
      return r ? toPasskey(r) : null
    },
    async listPasskeys(appId, userId) {
      const rows = await sql`
        SELECT * FROM passkeys WHERE app_id = ${appId} AND user_id = ${userId} ORDER BY created_at, id`
      return rows.map(toPasskey)
    },
    async usePasskey(appId, credentialId, use, now) {
      const rows = await sql`
        UPDATE passkeys SET counter = ${use.counter}, backed_up = ${use.backedUp}, last_used_at = ${now}
        WHERE app_id = ${appId} AND id = ${credentialId} AND counter = ${use.expectedCounter} RETURNING id`
      return rows.length === 1
    },
    async renamePasskey(appId, userId, credentialId, name) {
      const rows = await sql`
        UPDATE passkeys SET name = ${name}, counter = CASE WHEN disabled_at IS NULL THEN counter ELSE 0 END,
          disabled_at = NULL
        WHERE app_id = ${appId} AND user_id = ${userId} AND id = ${credentialId}
        RETURNING id`
      return rows.length === 1
    },
    async disablePasskey(appId, credentialId, now) {
      const rows = await sql`
        UPDATE passkeys SET disabled_at = ${now}
        WHERE app_id = ${appId} AND id = ${credentialId} AND disabled_at IS NULL RETURNING id`
      return rows.length === 1
    },
    async useJwtId(appId, jti, expiresAt, now) {
      // insert or fail in one statement: a used id that has not expired updates nothing and returns no row
      const rows = await sql`
        INSERT INTO used_jwt_ids AS u (app_id, jti, expires_at) VALUES (${appId}, ${jti}, ${expiresAt})
        ON CONFLICT (app_id, jti) DO UPDATE SET expires_at = excluded.expires_at WHERE u.expires_at <= ${now}
        RETURNING 1`
      return rows.length === 1
    },
    async putPendingShareSet(appId, userId, set, now, onlyIfMethod) {
      return sql.begin(async (tx) => {
        const [w] = await tx`
          SELECT share_version, recovery_method FROM embedded_wallets
          WHERE app_id = ${appId} AND user_id = ${userId} FOR UPDATE`
        if (!w || (onlyIfMethod && w.recovery_method !== onlyIfMethod)) return null
        const [waiting] = await tx`
          SELECT version FROM wallet_share_sets WHERE app_id = ${appId} AND user_id = ${userId}`
        const version = Math.max(w.share_version as number, (waiting?.version as number | undefined) ?? 0) + 1
        await tx`
          INSERT INTO wallet_share_sets (app_id, user_id, version, auth_share, recovery_method, recovery_share,
            recovery_address, created_at)
          VALUES (${appId}, ${userId}, ${version}, ${set.authShare}, ${set.recoveryMethod}, ${set.recoveryShare},
            ${set.recoveryAddress}, ${now})
          ON CONFLICT (app_id, user_id) DO UPDATE SET version = excluded.version, auth_share = excluded.auth_share,
            recovery_method = excluded.recovery_method, recovery_share = excluded.recovery_share,
            recovery_address = excluded.recovery_address, created_at = excluded.created_at`
        return version
      })
    },
    async getPendingShareSet(appId, userId) {
      const [r] = await sql`SELECT * FROM wallet_share_sets WHERE app_id = ${appId} AND user_id = ${userId}`
      return r ? toShareSet(r) : null
    },
    async promoteShareSet(appId, userId, version, now) {
      return sql.begin(async (tx) => {
        const [w] = await tx`
          SELECT address FROM embedded_wallets WHERE app_id = ${appId} AND user_id = ${userId} FOR UPDATE`
        if (!w) return false
        const [set] = await tx`
          DELETE FROM wallet_share_sets WHERE app_id = ${appId} AND user_id = ${userId} AND version = ${version}
          RETURNING *`
        if (!set) return false
        await tx`
          UPDATE embedded_wallets SET auth_share = ${set.auth_share as string},
            recovery_method = ${set.recovery_method as string}, recovery_share = ${set.recovery_share as string},
            recovery_address = ${(set.recovery_address as string | null) ?? null}, share_version = ${version},
            updated_at = ${now}
          WHERE app_id = ${appId} AND user_id = ${userId}`
        const [acc] = await tx`
          SELECT * FROM accounts WHERE app_id = ${appId} AND user_id = ${userId} AND type = 'wallet'
            AND key = ${(w.address as string).toLowerCase()}`
        if (acc) {
          const data = JSON.parse(acc.data as string) as Record<string, unknown>
          const next = JSON.stringify({ ...data, recovery_method: set.recovery_method })
          await tx`UPDATE accounts SET data = ${next} WHERE id = ${acc.id as number}`
        }
        return true
      })
    },

    // operators and host backends
    async listApps() {
      return (await sql`SELECT * FROM apps ORDER BY created_at, id`).map(toApp)
    },
    async getAppSecretHash(appId) {
      const [r] = await sql`SELECT secret_hash FROM apps WHERE id = ${appId}`
      return (r?.secret_hash as string | null | undefined) ?? null
    },
    async setAppSecretHash(appId, hash, now) {
      const rows =
        await sql`UPDATE apps SET secret_hash = ${hash}, updated_at = ${now} WHERE id = ${appId} RETURNING id`
      return rows.length > 0
    },
    async listSealedCells(kind, page) {
      const q = sealedCellSql(kind, (n) => `$${n}`)
      return (await sql.unsafe(q.page, [page.after ?? '', page.limit])).map((r) => ({
        key: r.key as string,
        value: r.value as string,
      }))
    },
    async replaceSealedCell(kind, key, expected, value) {
      const q = sealedCellSql(kind, (n) => `$${n}`)
      return (await sql.unsafe(q.replace, [value, key, expected])).count > 0
    },
    async listUsers(appId, page) {
      const users = await sql`
        SELECT * FROM users WHERE app_id = ${appId} AND id > ${page.after ?? ''} ORDER BY id LIMIT ${page.limit}`
      if (users.length === 0) return []
      const ids = users.map((u) => u.id as string)
      const [accounts, mfa, passkeys] = await Promise.all([
        sql`SELECT * FROM accounts WHERE user_id IN ${sql(ids)} ORDER BY id`,
        sql`SELECT * FROM mfa_methods WHERE user_id IN ${sql(ids)} ORDER BY verified_at`,
        sql`SELECT * FROM passkeys WHERE app_id = ${appId} AND user_id IN ${sql(ids)} ORDER BY created_at, id`,
      ])
      const of = (rows: readonly Row[], u: Row) => rows.filter((r) => r.user_id === u.id)
      return users.map((u) => toUser(u, of(accounts, u), of(mfa, u), of(passkeys, u)))
    },
    async importUser(appId, userId, accounts, now) {
      return takenOnConflict(() =>
        sql.begin(async (tx) => {
          await tx`INSERT INTO users (id, app_id, created_at) VALUES (${userId}, ${appId}, ${now})`
          for (const a of accounts) {
            if ((await insertAccount(tx, appId, userId, a, now)) === undefined) throw new AccountTaken()
          }
          return 'ok' as const
        }),
      )
    },
    async deleteUser(appId, userId) {
      return sql.begin(async (tx) => {
        const [user] = await tx`SELECT id FROM users WHERE id = ${userId} AND app_id = ${appId} FOR UPDATE`
        if (!user) return false
        await tx`
          DELETE FROM refresh_tokens WHERE session_id IN
            (SELECT id FROM sessions WHERE app_id = ${appId} AND user_id = ${userId})`
        await tx`DELETE FROM sessions WHERE app_id = ${appId} AND user_id = ${userId}`
        // webhook events about the user carry their data: queued or sent, they go too
        await tx`DELETE FROM webhook_deliveries WHERE app_id = ${appId} AND user_id = ${userId}`
        for (const table of USER_TABLES) await tx`DELETE FROM ${tx(table)} WHERE user_id = ${userId}`
        await tx`DELETE FROM users WHERE id = ${userId}`
        return true
      })
    },
    async listUserSessions(appId, userId) {
      const rows = await sql`
        SELECT * FROM sessions WHERE app_id = ${appId} AND user_id = ${userId} ORDER BY created_at DESC, id`
      return rows.map(toSession)
    },

    // operations
    async purgeExpired(now, keep) {
      return sql.begin(async (tx) => {
        // one instance at a time: the others find the lock taken and skip this pass
        const [lock] = await tx`
          SELECT pg_try_advisory_xact_lock(${ADVISORY_LOCKS.namespace}::int, ${ADVISORY_LOCKS.cleanup}::int) AS ok`
        if (!lock?.ok) return null
        const count = async (q: PromiseLike<readonly unknown[]>) => (await q).length
        const revokedBefore = now - keep.revokedSessions
        const { securityEvents, idempotencyKeys, grants } = { ...DEFAULT_KEEP, ...keep }
        return {
          grants: await count(tx`DELETE FROM grants WHERE expires_at <= ${now - grants} RETURNING 1`),
          codes: await count(tx`DELETE FROM codes WHERE expires_at <= ${now} RETURNING 1`),
          siwe_nonces: await count(tx`DELETE FROM siwe_nonces WHERE expires_at <= ${now} RETURNING 1`),
          oauth_states: await count(tx`DELETE FROM oauth_states WHERE expires_at <= ${now} RETURNING 1`),
          wallet_challenges: await count(
            tx`DELETE FROM wallet_challenges WHERE expires_at <= ${now} RETURNING 1`,
          ),
          passkey_challenges: await count(
            tx`DELETE FROM passkey_challenges WHERE expires_at <= ${now} RETURNING 1`,
          ),
          used_jwt_ids: await count(tx`DELETE FROM used_jwt_ids WHERE expires_at <= ${now} RETURNING 1`),
          pending_totp: await count(
            tx`DELETE FROM pending_totp WHERE created_at <= ${now - 600} RETURNING 1`,
          ),
          rate_limits: await count(
            tx`DELETE FROM rate_limits WHERE window_start <= ${now - keep.rateLimits} RETURNING 1`,
          ),
          outbox: await count(tx`DELETE FROM outbox WHERE created_at <= ${now - keep.outbox} RETURNING 1`),
          analytics_events: await count(
            tx`DELETE FROM analytics_events WHERE created_at <= ${now - keep.analytics} RETURNING 1`,
          ),
          security_events: await count(
            tx`DELETE FROM security_events WHERE created_at <= ${now - securityEvents} RETURNING 1`,
          ),
          idempotency_keys: await count(
            tx`DELETE FROM idempotency_keys WHERE created_at <= ${now - idempotencyKeys} RETURNING 1`,
          ),
          refresh_tokens: await count(tx`
            DELETE FROM refresh_tokens WHERE session_id IN (SELECT id FROM sessions WHERE expires_at <= ${now}
              OR revoked_at <= ${revokedBefore}) RETURNING 1`),
          sessions: await count(
            tx`DELETE FROM sessions WHERE expires_at <= ${now} OR revoked_at <= ${revokedBefore} RETURNING 1`,
          ),
          webhook_deliveries: await count(tx`
            DELETE FROM webhook_deliveries WHERE status IN ('delivered', 'dead')
              AND next_attempt_ms <= ${(now - keep.webhooks) * 1000} RETURNING 1`),
        }
      })
    },
    // webhook deliveries
    async enqueueWebhook(d) {
      await sql`
        INSERT INTO webhook_deliveries (id, app_id, user_id, event_type, payload, status, created_ms, next_attempt_ms)
        VALUES (${d.id}, ${d.appId}, ${d.userId}, ${d.eventType}, ${d.payload}, 'pending', ${d.createdMs},
          ${d.createdMs})`
    },
    async claimWebhook(nowMs, leaseUntilMs) {
      // SKIP LOCKED: dispatchers of several instances take different deliveries; a user's later delivery stays
      // behind the one in flight (it is 'pending' or 'delivering' in any snapshot until it is finished)
      const [row] = await sql`
        UPDATE webhook_deliveries SET status = 'delivering', attempts = attempts + 1, locked_until_ms = ${leaseUntilMs}
        WHERE seq = (SELECT d.seq FROM webhook_deliveries d
          WHERE ((d.status = 'pending' AND d.next_attempt_ms <= ${nowMs})
              OR (d.status = 'delivering' AND d.locked_until_ms <= ${nowMs}))
            AND NOT EXISTS (SELECT 1 FROM webhook_deliveries e WHERE e.app_id = d.app_id AND e.user_id = d.user_id
              AND e.seq < d.seq AND e.status IN ('pending', 'delivering'))
          ORDER BY d.next_attempt_ms, d.seq LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING *`
      return row ? toWebhook(row) : null
    },
    async finishWebhook(id, outcome) {
      const rows = outcome.delivered
        ? await sql`
            UPDATE webhook_deliveries SET status = 'delivered', next_attempt_ms = ${outcome.atMs},
              locked_until_ms = NULL, delivered_ms = ${outcome.atMs}, last_error = NULL
            WHERE id = ${id} AND status = 'delivering' RETURNING 1`
        : await sql`
            UPDATE webhook_deliveries SET status = ${outcome.nextAttemptMs === null ? 'dead' : 'pending'},
              next_attempt_ms = coalesce(${outcome.nextAttemptMs}::bigint, next_attempt_ms), locked_until_ms = NULL,
              last_error = ${outcome.error.slice(0, 500)}
            WHERE id = ${id} AND status = 'delivering' RETURNING 1`
      return rows.length === 1
    },
    async nextWebhookDueMs() {
      // the earliest time a user's oldest open delivery falls due (its next try, or the end of its lease)
      const [r] = await sql`
        SELECT min(CASE WHEN d.status = 'pending' THEN d.next_attempt_ms ELSE d.locked_until_ms END) AS due
        FROM webhook_deliveries d WHERE d.status IN ('pending', 'delivering')
          AND NOT EXISTS (SELECT 1 FROM webhook_deliveries e WHERE e.app_id = d.app_id AND e.user_id = d.user_id
            AND e.seq < d.seq AND e.status IN ('pending', 'delivering'))`
      return r?.due === null || r?.due === undefined ? null : Number(r.due)
    },
    async listWebhooks(appId, opts = {}) {
      const status = opts.status ?? null
      const rows = await sql`
        SELECT * FROM webhook_deliveries WHERE app_id = ${appId} AND (${status}::text IS NULL OR status = ${status})
        ORDER BY seq LIMIT ${opts.limit ?? 1000}`
      return rows.map(toWebhook)
    },
    async fingerprint() {
      const out: Record<string, number> = {}
      let changes = 0
      for (const t of TABLES) {
        // a row count plus a hash of every row's text: an updated row changes the hash
        const [r] = await sql`
          SELECT count(*) AS n, coalesce(sum(hashtext(x::text)::bigint), 0) AS h FROM ${sql(t)} x`
        out[t] = (r as Row).n as number
        changes += (r as Row).h as number
      }
      out.total_changes = changes
      return out
    },
    async health() {
      const [exists] = await sql`SELECT to_regclass('schema_migrations') AS t`
      if (!exists?.t) return { pendingMigrations: POSTGRES_MIGRATIONS.length }
      const applied = new Set((await sql`SELECT name FROM schema_migrations`).map((r) => r.name as string))
      return { pendingMigrations: POSTGRES_MIGRATIONS.filter((m) => !applied.has(m.name)).length }
    },
    async migrate() {
      return applyMigrations(sql, Math.floor(Date.now() / 1000))
    },
    async close() {
      await sql.end({ timeout: 5 })
    },
  }
  return storage
}
