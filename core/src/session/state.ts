/**
 * What the steps of one session share: its stores, its stored pair, its token clock, its rotation turn and the
 * epoch that tells a step whether a sign-in or sign-out happened while it waited.
 */
import type { ReadableAtom, WritableAtom } from 'nanostores'
import type { Api } from '../api/types'
import type { AuthResponseJSON, SessionResponseJSON } from '../api/wire'
import type { LatchEnv } from '../env'
import type { LatchError } from '../errors'
import type { Messages } from '../messages'
import type { User } from '../user/types'
import type { SessionChannelMessage } from './channel'
import type { Rotation } from './rotation'
import type { TokenClock } from './skew'
import type { createTokenStorage } from './tokens'
import type { AuthState } from './types'

/** The shared state and primitives of one session, handed to each step. */
export interface SessionState {
  readonly api: Api
  readonly env: LatchEnv
  readonly catalogue: () => Messages
  readonly $auth: WritableAtom<AuthState>
  readonly $user: ReadableAtom<User | null>
  readonly $restoreError: WritableAtom<LatchError | null>
  readonly tokens: ReturnType<typeof createTokenStorage>
  readonly clock: TokenClock
  readonly rotation: Rotation
  /** Bumped by every sign-in and sign-out: a step that started in an older epoch must not write its result. */
  epoch: number
  /** Stores a new session: the pair, the skew, the user; tells the other tabs. */
  store(response: SessionResponseJSON | AuthResponseJSON): User
  /** Forgets the session in this tab (tokens, skew, user). */
  clearLocal(): void
  broadcast(message: SessionChannelMessage): void
  logout(): Promise<void>
}

/** What a refresh ends with: the token (null when signed out) and whether it went to the network. */
export interface RefreshResult {
  token: string | null
  user: User | null
  network: boolean
}
