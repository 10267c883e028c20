import type { ReadableAtom } from 'nanostores'
import type { AuthResponseJSON } from '../api/wire.ts'
import type { User } from '../user/types.ts'

/** `$auth`: loading until `ready()`, then authenticated or unauthenticated. */
export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'unauthenticated'; user: null }
  | { status: 'authenticated'; user: User }

/** The session: tokens in storage, refresh, logout, fork, cross-tab sync. Implemented in session/session.ts. */
export interface Session {
  readonly $auth: ReadableAtom<AuthState>
  readonly $user: ReadableAtom<User | null>
  /** Restores the session from storage (refreshing when needed); resolves when `$auth` has left 'loading'. */
  ready(): Promise<void>
  /**
   * A valid access token (refreshed when expired or missing and a refresh token exists), or null when signed out.
   * Rejects with the `ApiError` when a refresh fails for another reason (network, 5xx): the session is kept.
   */
  getAccessToken(): Promise<string | null>
  /**
   * Runs an auth or link call, merged with any other in flight, and stores its result: tokens, user, broadcast.
   * Returns the user and whether they are new.
   */
  authenticate(call: () => Promise<AuthResponseJSON>): Promise<{ user: User; isNewUser: boolean }>
  /** Replaces the user (after link/unlink/refreshUser). */
  setUser(user: User): void
  /** GETs the user again (POST /api/v1/sessions with the refresh token) and returns it. */
  refreshUser(): Promise<User>
  logout(): Promise<void>
  /** Exchanges the refresh token for a new pair plus a new session refresh token; returns the latter. */
  forkSession(): Promise<string>
  /** Clears local state without calling the server. */
  clear(): void
}
