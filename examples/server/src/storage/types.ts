/**
 * The storage contract. Every piece of persistent state (apps, users, accounts, codes, sessions, refresh tokens,
 * nonces, OAuth states, rate-limit counters, MFA, signing keys, wallet shares, the dev outbox) goes through
 * `Storage`; nothing else writes SQL. One implementation (`kysely.ts`, over Kysely) serves two engines: SQLite
 * (`sqlite.ts`, one process) and PostgreSQL (`postgres.ts`, any number of server instances on one database). Each
 * method is one transaction: a call that fails leaves nothing half written. Every single-use or counted decision (a
 * code, a nonce, a refresh rotation, a rate-limit hit) is one atomic statement or transaction that the database
 * arbitrates, never process memory. The storage stores and claims; lifetimes and policies are the callers'
 * arguments.
 *
 * Adding a table:
 * 1. a migration file `migrations/NNNN_name.ts` (Kysely's schema builder), listed in `migrations/index.ts`;
 * 2. its row type in `database.ts` (and in `Database`), and in `TABLES` (rows.ts) if `fingerprint()` should count
 *    it, in `USER_TABLES` if its rows go with a deleted user;
 * 3. its methods here, once in `kysely.ts` (a statement the engines spell differently goes through `dialect.ts`);
 * 4. tests in `storage.test.ts`, which runs every test on both engines.
 */
import type { AppSettings } from '../config'
import type { ConsoleStorage } from './console-types'
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
  /**
   * The same moment in milliseconds: which of two methods came first is decided on it (two methods linked in the
   * same second are still ordered). Accounts from before it was kept have `firstVerifiedAt * 1000`.
   */
  firstVerifiedMs: number
  latestVerifiedAt: Seconds
}

export interface NewAccount {
  type: string
  key: string
  data: Record<string, unknown>
  /** When it was verified, in milliseconds (the server's clock); `now * 1000` when left out. */
  verifiedAtMs?: number
}

/** What a grant is for (see grants.ts): the action and its target, as the wire names them. */
export interface GrantScope {
  sessionId: string
  action: string
  target: string
}

/** A single-use permission for one action on one target, made by a verification of one session. */
export interface NewGrant extends GrantScope {
  id: string
  appId: string
  userId: string
  /** What verified it: `step_up:email`, `step_up:phone`, `mfa:sms`, `mfa:totp`, `mfa:passkey`. */
  verifiedBy: string
  createdAt: Seconds
  expiresAt: Seconds
}

/** An MFA method: a code by SMS, an authenticator app, or one of the user's passkeys. */
export type MfaType = 'sms' | 'totp' | 'passkey'

export interface MfaRecord {
  type: MfaType
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
  /** The user's passkeys (each is also an account of type 'passkey', keyed by its credential id). */
  passkeys: PasskeyRecord[]
  /** What the host's backend stored on the user (the server API); `{}` when nothing was set. */
  customMetadata: Record<string, unknown>
  /** A guest account: made by a guest login, no login method until one is linked (which clears it). */
  isGuest: boolean
}

/**
 * A WebAuthn credential registered by a user (a passkey). It is a login method through its `accounts` row
 * (type 'passkey', key = the credential id); this row holds what verifies it.
 */
export interface PasskeyRecord {
  /** The credential id, base64url. Unique per app. */
  id: string
  appId: string
  userId: string
  /** The `accounts` row that makes it a login method. */
  accountId: number
  /** The credential's COSE public key, base64url. */
  publicKey: string
  /** The signature counter last seen (0 for authenticators that keep none). */
  counter: number
  /** How the browser can reach the authenticator ('internal', 'hybrid', 'usb', ...). */
  transports: string[]
  /** 'multiDevice' when the credential may be synced (a passkey manager), 'singleDevice' otherwise. */
  deviceType: 'singleDevice' | 'multiDevice'
  /** Whether the credential was backed up (synced) when last seen. */
  backedUp: boolean
  /** The authenticator model's AAGUID ('00000000-...' when it says nothing). */
  aaguid: string
  /** A name the user can change. */
  name: string
  createdAt: Seconds
  lastUsedAt: Seconds | null
  /**
   * When a clone alarm (a signature counter that went backwards) disabled it; null while usable. Renaming it (the
   * person vouches for it) or removing and adding it again clears it.
   */
  disabledAt: Seconds | null
}

export type NewPasskey = Omit<PasskeyRecord, 'accountId' | 'createdAt' | 'lastUsedAt' | 'disabledAt'>

/** What a passkey challenge is for: adding a passkey, signing in, or MFA enrolment / verification. */
export type PasskeyPurpose = 'register' | 'authenticate' | 'mfa_enroll' | 'mfa_verify'

/**
 * A single-use WebAuthn challenge. Ceremonies for a signed-in user are bound to their session; a login is bound to
 * nothing but the app. The relying party id and the page's origin are fixed when it is issued.
 */
export interface PasskeyChallenge {
  /** The challenge, base64url (as the authenticator signs it in clientDataJSON). */
  challenge: string
  appId: string
  purpose: PasskeyPurpose
  userId: string | null
  sessionId: string | null
  rpId: string
  /** The page origin that asked for it; null when the request had none (then any allowed origin of the rp id). */
  origin: string | null
  expiresAt: Seconds
}

/** A session as created (its refresh token is stored with it; `authenticatedAt`/`authAccountId` default to null). */
export interface NewSession {
  id: string
  appId: string
  userId: string
  expiresAt: Seconds
  forkedFrom: string | null
  authenticatedAt?: Seconds | null
  authAccountId?: number | null
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
  /**
   * When the user last proved a primary login method for this session (a login; a fork keeps its parent's). A
   * refresh does not change it. Null for sessions made before it was tracked.
   */
  authenticatedAt: Seconds | null
  /** The account the session signed in with (a fork keeps its parent's); null when unknown. */
  authAccountId: number | null
  /** When this session last passed a step-up code (a code sent to one of the user's methods); null if never. */
  stepUpAt: Seconds | null
  /** The account that step-up code was sent to. */
  stepUpAccountId: number | null
}

/** A stored security event (security-events.ts). */
export interface SecurityEventRecord {
  id: number
  appId: string | null
  type: string
  userId: string | null
  sessionId: string | null
  method: string | null
  ip: string | null
  /** The other fields (counts, reasons), as given. */
  details: Record<string, string | number>
  createdAt: Seconds
}

/** What `claimIdempotencyKey` found: a new claim, the stored answer of the first request, or a conflict. */
export type IdempotencyClaim =
  | { state: 'new' }
  | { state: 'done'; status: number; body: string }
  | { state: 'pending' }
  | { state: 'mismatch' }

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
  /** The user's name as the provider posted it to the callback (Apple sends it on the first login only). */
  providerName: string | null
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
  /** A security notice's text (flow `notice:<event>`, no code); null for codes. */
  text?: string | null
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
  recoveryMethod: 'privy' | 'user-passcode' | 'passkey'
  /** The recovery share as encrypted by the frame; the server never sees it in the clear. */
  recoveryShare: string
  /**
   * The address of the recovery proof key (derived in the frame from the recovery password): a new device of a
   * password wallet registers with its signature. Null for automatic recovery and for password wallets made before.
   */
  recoveryAddress: string | null
  /** The version of the current share set (1 at creation; each recovery password set makes a new one). */
  shareVersion: number
  createdAt: Seconds
  updatedAt: Seconds
}

export type NewEmbeddedWallet = Omit<EmbeddedWalletRecord, 'createdAt' | 'updatedAt' | 'shareVersion'>

/** A device key registered for a wallet (the frame's non-extractable P-256 key; only its public half is here). */
export interface WalletDeviceRecord {
  id: string
  appId: string
  userId: string
  /** The wallet's checksummed address. */
  address: string
  /** RFC 7638 thumbprint of the public key; unique per app. */
  thumbprint: string
  /** The public JWK, as JSON. */
  publicJwk: string
  createdAt: Seconds
  lastUsedAt: Seconds | null
  revokedAt: Seconds | null
}

export type NewWalletDevice = Omit<WalletDeviceRecord, 'createdAt' | 'lastUsedAt' | 'revokedAt'>

/** A single-use challenge for a device proof or a signed statement, bound to one session. */
export interface WalletChallenge {
  nonce: string
  appId: string
  userId: string
  sessionId: string
  expiresAt: Seconds
}

/** A share set waiting for the frame's confirm (kept beside the current one until then). */
export interface ShareSetRecord {
  version: number
  authShare: string
  recoveryMethod: 'privy' | 'user-passcode' | 'passkey'
  recoveryShare: string
  recoveryAddress: string | null
  createdAt: Seconds
}

export interface RateLimitResult {
  allowed: boolean
  /** Hits counted in the current window, this one included (a refused hit is not counted). */
  count: number
  /** Seconds until the window resets. */
  retryAfter: number
}

/** Where a webhook delivery stands. */
export type WebhookStatus = 'pending' | 'delivering' | 'delivered' | 'dead'

/**
 * One webhook event to deliver to an app's endpoint (a row of `webhook_deliveries`). Deliveries of one user go
 * out in `seq` order; times here are in milliseconds, because retry delays can be shorter than a second in tests.
 */
export interface WebhookDelivery {
  /** The message id (Standard Webhooks `webhook-id`), 'msg_...'. */
  id: string
  /** Order of creation across the table. */
  seq: number
  appId: string
  userId: string
  eventType: string
  /** The JSON body, as signed and sent. */
  payload: string
  status: WebhookStatus
  /** Tries made so far (a claim counts as one). */
  attempts: number
  createdMs: number
  /** When the next try is due (pending). */
  nextAttemptMs: number
  /** Until when the current try holds the delivery (delivering); past it, another dispatcher may take it. */
  lockedUntilMs: number | null
  deliveredMs: number | null
  /** The last failure: an HTTP status or a network reason; never the payload. */
  lastError: string | null
}

export type NewWebhookDelivery = Pick<
  WebhookDelivery,
  'id' | 'appId' | 'userId' | 'eventType' | 'payload'
> & {
  createdMs: number
}

/**
 * The outbox of a change: the webhook events it causes, written in the change's own transaction (so a crash after
 * the commit cannot lose them, and a rolled-back change queues nothing). `events` is called inside the transaction
 * with the user as the change left them (so each event carries what was true then); `committed` once it has
 * committed with at least one event (the dispatcher wakes up).
 */
export interface Outbox {
  events(user: UserRecord): NewWebhookDelivery[]
  committed(): void
}

/** How a try ended: delivered, or failed with the next try's time (null: no more tries, the delivery is dead). */
export type WebhookOutcome =
  | { delivered: true; atMs: number }
  | { delivered: false; error: string; nextAttemptMs: number | null }

/**
 * Where values sealed with the data key are kept: 'secrets' (the wallet master key, the apps' signing keys),
 * 'totp' (users' TOTP secrets), 'pending_totp' (TOTP secrets being enrolled), 'apps' (an app's settings JSON, with
 * its webhook and captcha secrets).
 */
export type SealedCellKind = 'secrets' | 'totp' | 'pending_totp' | 'apps'

/** One cell that may hold sealed values: its key (secret name, user id or app id) and its stored text. */
export interface SealedCell {
  key: string
  value: string
}

/** Everything the routes may persist or read (the operator console's part: console-types.ts). */
export interface Storage extends ConsoleStorage {
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
  /** Creates a guest user (no account); `outbox`: the events of the creation, queued in its transaction. */
  createGuestUser(appId: string, userId: string, now: Seconds, outbox?: Outbox): Promise<void>
  /**
   * Guest users of the app idle since `idleSince`: made before it, and no refresh token of theirs (a session's
   * start or a refresh) made after it. Oldest first, at most `limit`.
   */
  listIdleGuests(appId: string, idleSince: Seconds, limit: number): Promise<string[]>
  /** Creates a user with one account; `outbox`: the events of the creation, queued in its transaction. */
  createUser(appId: string, userId: string, account: NewAccount, now: Seconds, outbox?: Outbox): Promise<void>
  /** Adds an account; false when the (app, type, key) is taken. */
  addAccount(appId: string, userId: string, account: NewAccount, now: Seconds): Promise<boolean>
  touchAccount(accountId: number, data: Record<string, unknown>, now: Seconds): Promise<void>
  removeAccount(accountId: number): Promise<void>
  /** Replaces the user's custom metadata (JSON text of an object, checked by the caller); false when no such user. */
  setCustomMetadata(appId: string, userId: string, json: string): Promise<boolean>

  // one-time codes
  putCode(code: {
    appId: string
    flow: string
    recipient: string
    hash: string
    expiresAt: Seconds
  }): Promise<void>
  /**
   * Checks a code atomically: consumes it on success, counts a wrong try, kills it at `maxAttempts`. `hash` is the
   * code's HMAC, or its HMACs under each key of the data keyring (any one matching is a match).
   */
  checkCode(
    q: { appId: string; flow: string; recipient: string; hash: string | readonly string[] },
    now: Seconds,
    maxAttempts: number,
  ): Promise<CodeCheck>

  // rate limits (fixed window)
  hitRateLimit(key: string, max: number, windowSeconds: number, now: Seconds): Promise<RateLimitResult>

  // SIWE nonces
  putNonce(n: { nonce: string; appId: string; address: string; expiresAt: Seconds }): Promise<void>
  /**
   * Consumes a nonce (single use) issued for `address` (lower case); null when unknown, used, expired, for another
   * app, or for another address (then it stays usable by its own address).
   */
  consumeNonce(
    appId: string,
    nonce: string,
    now: Seconds,
    address: string,
  ): Promise<{ address: string } | null>

  // OAuth states
  /** Stores a new state (`providerName` is set later, by the callback). */
  putOAuthState(s: OAuthStateRecord): Promise<void>
  getOAuthState(state: string): Promise<OAuthStateRecord | null>
  /** Keeps the name the provider posted to the callback; the first one wins; false if the state is gone. */
  setOAuthStateName(state: string, name: string, now: Seconds): Promise<boolean>
  /** Single use: returns the record and deletes it; null if unknown, expired or for another app. */
  consumeOAuthState(appId: string, state: string, now: Seconds): Promise<OAuthStateRecord | null>

  // sessions and refresh tokens
  /** `outbox`: the login's events (`user.authenticated`), queued in the session's transaction. */
  createSession(s: NewSession, refreshHash: string, now: Seconds, outbox?: Outbox): Promise<void>
  getSession(id: string): Promise<SessionRecord | null>
  getRefresh(hash: string): Promise<RefreshRecord | null>
  /** Compare-and-set: rotates `oldHash` to `newHash` only if it was not rotated yet. */
  rotateRefresh(oldHash: string, newHash: string, successor: string, now: Seconds): Promise<boolean>
  revokeSession(id: string, now: Seconds): Promise<void>
  setSessionMfaVerified(id: string, now: Seconds): Promise<void>
  /** Records a step-up code this session passed, and the account it was sent to. */
  setSessionStepUp(id: string, now: Seconds, accountId: number): Promise<void>
  /**
   * Keeps at most `max` live sessions of a user, atomically: revokes the oldest LEAVES beyond it (live sessions no
   * live session was forked from), one at a time, so a session with live forks outlives them and `keep` (the one
   * just issued) is never revoked. Ancestors of kept sessions may leave the user a few above `max`. Returns the ids
   * revoked.
   */
  capUserSessions(
    appId: string,
    userId: string,
    max: number,
    now: Seconds,
    keep?: string | null,
  ): Promise<string[]>

  // MFA
  /** `outbox`: the enrolment's events (`mfa.enabled`), queued in its transaction. */
  setMfa(userId: string, m: MfaRecord, outbox?: Outbox): Promise<void>
  /** `outbox`: the removal's events (`mfa.disabled`), queued in its transaction only when a method was removed. */
  removeMfa(userId: string, type: MfaType, outbox?: Outbox): Promise<boolean>
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
  /** Newest first; `kind` 'code' lists codes only, 'notice' security notices only (flow `notice:<event>`). */
  listOutbox(q: {
    appId?: string
    to?: string
    kind?: 'code' | 'notice'
    limit: number
  }): Promise<OutboxMessage[]>

  // security events (the durable security log) and idempotency keys
  addSecurityEvent(e: Omit<SecurityEventRecord, 'id'>): Promise<void>
  /** Newest first. */
  listSecurityEvents(q: {
    appId?: string
    userId?: string
    type?: string
    limit: number
  }): Promise<SecurityEventRecord[]>
  /**
   * Claims (app, scope, key) for a request with this fingerprint, atomically: 'new' for the first request (it
   * runs, then stores its answer with `completeIdempotencyKey`), 'done' with that answer for a repeat, 'pending'
   * while the first still runs, 'mismatch' when the key came with another request.
   */
  claimIdempotencyKey(
    k: { appId: string; scope: string; key: string; fingerprint: string },
    now: Seconds,
  ): Promise<IdempotencyClaim>
  completeIdempotencyKey(
    k: { appId: string; scope: string; key: string },
    answer: { status: number; body: string },
  ): Promise<void>
  /** Drops a claim whose request ended without an answer worth repeating (a 5xx, a 429): a retry runs again. */
  releaseIdempotencyKey(k: { appId: string; scope: string; key: string }): Promise<void>

  // ── hardening (sessions families, lockouts, races, cleanup) ──
  /** Overwrites a secret. */
  putSecret(name: string, value: string): Promise<void>
  /** Compare and set: replaces the secret only if it still holds `expected`; false when it changed meanwhile. */
  replaceSecret(name: string, expected: string, value: string): Promise<boolean>
  /** Deletes a secret; false when there was none. */
  deleteSecret(name: string): Promise<boolean>
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
   * the user already has an account of that type (two concurrent links cannot both win). A guest user who gets an
   * account is a guest no more (in the same transaction).
   */
  linkAccount(
    appId: string,
    userId: string,
    account: NewAccount,
    now: Seconds,
    onePerType: boolean,
    /** The link's events (`user.linked_account`), queued in its transaction when it is 'ok'. */
    outbox?: Outbox,
  ): Promise<'ok' | 'taken' | 'has_type'>
  /**
   * Removes an account only if the user keeps another login method (an account that is not an embedded wallet),
   * atomically, so two concurrent unlinks cannot remove the last one. A passkey account takes its passkey with it,
   * and is refused ('mfa_passkey') when it is the user's last passkey and passkeys are one of their MFA methods.
   */
  removeAccountUnlessLast(
    userId: string,
    accountId: number,
    /** The unlink's events (`user.unlinked_account`), queued in its transaction when it is 'ok'. */
    outbox?: Outbox,
  ): Promise<'ok' | 'last' | 'missing' | 'mfa_passkey'>
  /**
   * Deletes what has expired; returns the rows deleted per table, or null when another server instance is running
   * the cleanup right now (PostgreSQL: a transaction-level advisory lock, so one instance at a time does it).
   */
  purgeExpired(
    now: Seconds,
    keep: {
      outbox: Seconds
      rateLimits: Seconds
      revokedSessions: Seconds
      analytics: Seconds
      /** Delivered and dead webhook deliveries. */
      webhooks: Seconds
      /** @default 180 days */
      securityEvents?: Seconds
      /** @default one day */
      idempotencyKeys?: Seconds
      /** Grants past their expiry (a used one still answers `grantUsedSince` meanwhile). @default 10 minutes */
      grants?: Seconds
      /** Pending TOTP secrets, from when they were made (the enrolment's lifetime); left out: none is purged. */
      pendingTotp?: Seconds
    },
  ): Promise<Record<string, number> | null>

  // ── embedded wallets (one per user; shares are opaque ciphertexts here) ──
  /**
   * Creates the user's embedded wallet (share set 1), its linked account and its first device key atomically:
   * 'exists' when the user already has one (two concurrent creations cannot both win), 'taken' when the address
   * is another account's or the device key is already registered.
   */
  createEmbeddedWallet(
    w: NewEmbeddedWallet,
    account: NewAccount,
    device: NewWalletDevice,
    now: Seconds,
    /** The creation's events (`user.wallet_created`), queued in its transaction when it is 'ok'. */
    outbox?: Outbox,
  ): Promise<'ok' | 'exists' | 'taken'>
  getEmbeddedWallet(appId: string, userId: string): Promise<EmbeddedWalletRecord | null>
  /** Sets the recovery proof address of a password wallet that has none yet; false otherwise. */
  setWalletRecoveryAddress(
    appId: string,
    userId: string,
    recoveryAddress: string,
    now: Seconds,
  ): Promise<boolean>

  // ── wallet device keys and their single-use challenges ──
  putWalletChallenge(challenge: WalletChallenge): Promise<void>
  /**
   * Consumes a challenge in one statement: true only if it exists, is this app's, is for `sessionId` and has not
   * expired. It is gone afterwards whatever the answer (a challenge is never used twice).
   */
  consumeWalletChallenge(appId: string, nonce: string, sessionId: string, now: Seconds): Promise<boolean>
  /**
   * Registers a device key: 'taken' when the thumbprint is registered (to anyone). Beyond `maxLive` live keys, the
   * user's least recently used ones (never used: the oldest) are revoked in the same transaction and named in
   * `evicted` (concurrent registrations never leave more than `maxLive`).
   */
  addWalletDevice(
    device: NewWalletDevice,
    now: Seconds,
    maxLive: number,
  ): Promise<{ result: 'ok' | 'taken'; evicted: string[] }>
  getWalletDevice(appId: string, thumbprint: string): Promise<WalletDeviceRecord | null>
  /** The user's device keys that are not revoked, oldest first. */
  listWalletDevices(appId: string, userId: string): Promise<WalletDeviceRecord[]>
  /** Revokes one of the user's device keys; false when there is no such live key. */
  revokeWalletDevice(appId: string, userId: string, id: string, now: Seconds): Promise<boolean>
  touchWalletDevice(id: string, now: Seconds): Promise<void>

  // ── versioned share sets ──
  /**
   * Stores a new share set beside the current one, as the wallet's next version (one above the current and any
   * waiting set, which it replaces). Returns the version, or null when the user has no wallet or `onlyIfMethod` is
   * given and the current method differs.
   */
  putPendingShareSet(
    appId: string,
    userId: string,
    set: Omit<ShareSetRecord, 'version' | 'createdAt'>,
    now: Seconds,
    onlyIfMethod?: 'privy' | 'user-passcode' | 'passkey',
  ): Promise<number | null>
  getPendingShareSet(appId: string, userId: string): Promise<ShareSetRecord | null>
  /**
   * Makes the waiting set `version` the current one (the previous set is dropped) and updates the linked
   * account's recovery method, atomically; false when no set of that version is waiting.
   */
  promoteShareSet(appId: string, userId: string, version: number, now: Seconds): Promise<boolean>

  /**
   * Row counts per table plus a change marker (`total_changes`), for tests that prove a bad request changed nothing:
   * two equal fingerprints mean no row was added, removed or updated in between. The security log is left out: a
   * refused request is recorded there on purpose.
   */
  fingerprint(): Promise<Record<string, number>>

  // ── grants: single-use permissions for one action, bound to a session (grants.ts) ──
  addGrant(grant: NewGrant): Promise<void>
  /**
   * Claims an unused, unexpired grant of `scope` in one statement (`UPDATE ... WHERE used_at IS NULL ...
   * RETURNING`): its id, or null. Of any number of concurrent claims of one grant, one gets it.
   */
  claimGrant(scope: GrantScope, now: Seconds): Promise<string | null>
  /** True when an unused, unexpired grant of `scope` exists; changes nothing. */
  hasGrant(scope: GrantScope, now: Seconds): Promise<boolean>
  /** Makes a claimed grant usable again (the action it was claimed for failed before changing anything). */
  releaseGrant(id: string): Promise<void>
  /** True when a grant of `scope` was claimed at or after `since` (and not released). */
  grantUsedSince(scope: GrantScope, since: Seconds): Promise<boolean>

  // ── passkeys (WebAuthn credentials) and their single-use challenges ──
  putPasskeyChallenge(challenge: PasskeyChallenge): Promise<void>
  /**
   * Takes a challenge in one statement (`DELETE ... RETURNING`): the record when it existed for this app, else null.
   * It is gone afterwards whatever the caller decides (a challenge is never used twice); an expired one is returned
   * too, so the caller can tell "expired" from "unknown".
   */
  consumePasskeyChallenge(appId: string, challenge: string): Promise<PasskeyChallenge | null>
  /**
   * Registers a passkey and its login account in one transaction: 'taken' when the credential id is registered (to
   * anyone in this app), 'limit' when the user already has `maxPerUser` passkeys.
   */
  addPasskey(
    passkey: NewPasskey,
    account: NewAccount,
    now: Seconds,
    maxPerUser: number,
    /** The link's events (`user.linked_account`), queued in its transaction when it is 'ok'. */
    outbox?: Outbox,
  ): Promise<'ok' | 'taken' | 'limit'>
  getPasskey(appId: string, credentialId: string): Promise<PasskeyRecord | null>
  /** The user's passkeys, oldest first. */
  listPasskeys(appId: string, userId: string): Promise<PasskeyRecord[]>
  /**
   * Records a verified use: the new counter and backup state, and the time, only if the stored counter is still
   * `expectedCounter` (compare and set: of two uses verified against the same counter, one lands).
   */
  usePasskey(
    appId: string,
    credentialId: string,
    use: { expectedCounter: number; counter: number; backedUp: boolean },
    now: Seconds,
  ): Promise<boolean>
  /**
   * Renames one of the user's passkeys; false when the user has no such passkey. A passkey disabled by a clone alarm
   * is enabled again, its stored counter reset to 0 (the person vouched for the copy they hold).
   */
  renamePasskey(appId: string, userId: string, credentialId: string, name: string): Promise<boolean>
  /** Disables a passkey after a clone alarm (until it is renamed); false when it was disabled already or is gone. */
  disablePasskey(appId: string, credentialId: string, now: Seconds): Promise<boolean>

  // ── custom auth JWTs: each `jti` is used once ──
  /**
   * Records a custom auth JWT's id as used until `expiresAt`, in one statement (insert or fail): false when it was
   * used already and has not expired (a replay). An expired record is taken over.
   */
  useJwtId(appId: string, jti: string, expiresAt: Seconds, now: Seconds): Promise<boolean>

  // ── operators (the latch-server CLI) and host backends (the server API) ──
  /** Every app, oldest first. */
  listApps(): Promise<AppRecord[]>
  /** The SHA-256 (hex) of the app's secret, or null when it has none (or there is no such app). */
  getAppSecretHash(appId: string): Promise<string | null>
  /** Sets the app's secret hash (a new secret replaces the old one at once); false when there is no such app. */
  setAppSecretHash(appId: string, hash: string, now: Seconds): Promise<boolean>
  /** A page of the app's users ordered by id, after the cursor `after` (a user id; null: from the start). */
  listUsers(appId: string, page: { after: string | null; limit: number }): Promise<UserRecord[]>
  /**
   * Creates a user with all these accounts in one transaction: 'taken' (nothing written) when one of the accounts
   * belongs to someone already. `outbox`: the events of the import, queued in the same transaction.
   */
  importUser(
    appId: string,
    userId: string,
    accounts: NewAccount[],
    now: Seconds,
    outbox?: Outbox,
  ): Promise<'ok' | 'taken'>
  /**
   * Deletes a user and everything of theirs in one transaction: accounts, sessions with their refresh tokens, MFA
   * methods, a pending TOTP secret, passkeys, the embedded wallet's shares, their security events. False when there is no such user. A table keyed by
   * user added later must be added here too. The user's queued webhook events go too (they carry the user's data);
   * `outbox`: the events of the deletion (given the user as they were), queued in the same transaction.
   */
  deleteUser(appId: string, userId: string, outbox?: Outbox): Promise<boolean>
  /** The user's sessions (live, expired and revoked), newest first. */
  listUserSessions(appId: string, userId: string): Promise<SessionRecord[]>

  // ── data key rotation (`latch-server keys reseal`) ──
  /**
   * A page of the cells of one kind that may hold values sealed with the data key, ordered by key, after the
   * cursor `after` (a key; null: from the start).
   */
  listSealedCells(kind: SealedCellKind, page: { after: string | null; limit: number }): Promise<SealedCell[]>
  /** Compare and set of one cell: writes `value` only if it still holds `expected`; false when it changed meanwhile. */
  replaceSealedCell(kind: SealedCellKind, key: string, expected: string, value: string): Promise<boolean>

  // ── webhook deliveries (a durable queue: it survives restarts, and several instances share it) ──
  /** Queues a delivery, due at once. */
  enqueueWebhook(d: NewWebhookDelivery): Promise<void>
  /**
   * Takes the next due delivery for one try, atomically: it becomes 'delivering' until `leaseUntilMs` and its
   * attempts grow by one. Only a user's oldest open delivery is ever due (deliveries of one user go out in order,
   * one at a time); a 'delivering' one whose lease has passed (its dispatcher died) is due again. Null: none due.
   */
  claimWebhook(nowMs: number, leaseUntilMs: number): Promise<WebhookDelivery | null>
  /** Records how a claimed try ended; false when the delivery was not 'delivering' any more. */
  finishWebhook(id: string, outcome: WebhookOutcome): Promise<boolean>
  /** When the next pending delivery falls due (ms), or null when none is pending. */
  nextWebhookDueMs(): Promise<number | null>
  /** An app's deliveries, oldest first (operators, tests). */
  listWebhooks(appId: string, opts?: { status?: WebhookStatus; limit?: number }): Promise<WebhookDelivery[]>
  /**
   * Sends a delivered or dead delivery again, as it was (same webhook-id and body: a receiver that saw it dedupes),
   * due at `nowMs` with a fresh count of tries. 'missing': no such delivery; 'open': it is still pending or in flight.
   */
  redeliverWebhook(id: string, nowMs: number): Promise<'ok' | 'missing' | 'open'>

  // ── operations ──
  /** Which engine this is. */
  readonly engine: StorageEngine
  /**
   * Reaches the database and counts the migrations not applied yet (`/api/ready` answers 503 unless it is 0).
   * Throws `StorageUnavailableError` when the database cannot be reached.
   */
  health(): Promise<{ pendingMigrations: number }>
  /** Applies the migrations not applied yet (the engines also run them when opened); returns their names. */
  migrate(): Promise<string[]>
  close(): Promise<void>
}

export type StorageEngine = 'sqlite' | 'postgres'
