/**
 * The operator console's part of the storage contract (`Storage` extends it): operators, their invites, passkeys,
 * challenges and sessions, the audit log, and the console's read queries (user search, the security log with
 * filters). Operators are their own principals: no table of end users refers to them.
 */

/** What an operator may do: `owner` everything; `support` read and revoke sessions, no secrets, no deletes. */
export type OperatorRole = 'owner' | 'support'
export const OPERATOR_ROLES: readonly OperatorRole[] = ['owner', 'support']

export interface OperatorRecord {
  id: string
  email: string
  role: OperatorRole
  createdAt: number
  disabledAt: number | null
}

export interface OperatorInvite {
  tokenHash: string
  email: string
  role: OperatorRole
  createdAt: number
  expiresAt: number
}

export interface OperatorPasskeyRecord {
  /** The credential id (base64url). */
  id: string
  operatorId: string
  /** The COSE public key (base64url). */
  publicKey: string
  counter: number
  transports: string[]
}

export interface OperatorChallenge {
  challenge: string
  purpose: 'register' | 'authenticate'
  /** A registration's invite (its token's hash). */
  inviteHash: string | null
  expiresAt: number
}

export interface OperatorSessionRecord {
  /** SHA-256 (hex) of the cookie's token: the token itself is never stored. */
  id: string
  operatorId: string
  /** The session's CSRF token, sent back in a header on every change. */
  csrf: string
  createdAt: number
  lastSeenAt: number
  expiresAt: number
  revokedAt: number | null
}

export interface ConsoleAuditRecord {
  id: number
  operatorId: string
  action: string
  appId: string | null
  target: string | null
  ip: string | null
  details: Record<string, unknown>
  createdAt: number
}

/** Which identity a user search looks in. */
export type UserSearchKind = 'email' | 'phone' | 'wallet' | 'passkey' | 'user'

/** One row of the console's security log (the same rows as the end users' security log). */
export interface ConsoleSecurityEvent {
  id: number
  appId: string | null
  type: string
  userId: string | null
  sessionId: string | null
  method: string | null
  ip: string | null
  details: Record<string, string | number>
  createdAt: number
}

export interface ConsoleStorage {
  addOperatorInvite(invite: OperatorInvite): Promise<void>
  /** The invite when it is unused and unexpired, else null (changes nothing). */
  getOperatorInvite(tokenHash: string, now: number): Promise<OperatorInvite | null>
  /**
   * Uses an invite and registers its passkey in one transaction: the invite is marked used (only one caller can),
   * the operator is created (or, invited again, gets the invite's role), the passkey added. Null when the invite
   * was used meanwhile, expired, or the credential is registered already.
   */
  acceptOperatorInvite(
    tokenHash: string,
    now: number,
    newOperatorId: string,
    passkey: Omit<OperatorPasskeyRecord, 'operatorId'>,
  ): Promise<OperatorRecord | null>
  getOperator(id: string): Promise<OperatorRecord | null>
  getOperatorByEmail(email: string): Promise<OperatorRecord | null>
  getOperatorPasskey(id: string): Promise<OperatorPasskeyRecord | null>
  /** Records a verified use when the stored counter is still `expectedCounter` (compare and set). */
  useOperatorPasskey(id: string, expectedCounter: number, counter: number, now: number): Promise<boolean>
  putOperatorChallenge(challenge: OperatorChallenge): Promise<void>
  /** Takes a challenge (single use: gone afterwards); null when unknown. An expired one is returned too. */
  takeOperatorChallenge(challenge: string): Promise<OperatorChallenge | null>
  createOperatorSession(session: Omit<OperatorSessionRecord, 'revokedAt'>): Promise<void>
  getOperatorSession(id: string): Promise<OperatorSessionRecord | null>
  touchOperatorSession(id: string, now: number): Promise<void>
  revokeOperatorSession(id: string, now: number): Promise<void>
  addConsoleAudit(entry: Omit<ConsoleAuditRecord, 'id'>): Promise<void>
  /** Newest first; `before`: an id, for the next page. */
  listConsoleAudit(q: { operatorId?: string; before?: number; limit: number }): Promise<ConsoleAuditRecord[]>
  /**
   * Users whose `kind` identity equals `query` or starts with it (email, phone, wallet address, passkey id or
   * name, user id), as (app, user) pairs ordered by user id; `after`: the last user id of the previous page.
   */
  searchUsers(q: {
    appId?: string
    kind: UserSearchKind
    query: string
    after?: string
    limit: number
  }): Promise<Array<{ appId: string; userId: string }>>
  /** The security log, newest first, filtered; `before`: an id, for the next page; times in seconds, inclusive. */
  searchSecurityEvents(q: {
    appId?: string
    userId?: string
    type?: string
    since?: number
    until?: number
    before?: number
    limit: number
  }): Promise<ConsoleSecurityEvent[]>
}
