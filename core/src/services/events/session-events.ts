/**
 * The session's events: `login` when an auth call made a session (with the user and whether they are new) and
 * `logout` when an authenticated session ends (here, in another tab, or by the server refusing it). A flow reacts to
 * these instead of watching the flows that log in (the embedded wallet's 'Welcome' for a new user, resets on logout).
 */
import type { ReadableAtom } from 'nanostores'
import type { AuthState, Session } from '../../session/types'
import type { User } from '../../user/types'

/** A login: the user and whether this login created them. */
export interface LoginEvent {
  user: User
  isNewUser: boolean
}

/** What each event carries. */
export interface SessionEventMap {
  login: LoginEvent
  logout: undefined
}

/** The session's events of one client. */
export interface SessionEvents {
  /** Calls `listener` on each event of that name; returns the stop. */
  on<E extends keyof SessionEventMap>(event: E, listener: (payload: SessionEventMap[E]) => void): () => void
}

/** The events plus the session whose `authenticate` emits `login`. */
export interface SessionWithEvents {
  session: Session
  events: SessionEvents
  dispose(): void
}

/** Wraps the session so each successful `authenticate` emits `login`; `logout` follows `$auth`. */
export function createSessionEvents(session: Session, $auth: ReadableAtom<AuthState>): SessionWithEvents {
  const listeners: { [E in keyof SessionEventMap]: Set<(payload: SessionEventMap[E]) => void> } = {
    login: new Set(),
    logout: new Set(),
  }
  const emit = <E extends keyof SessionEventMap>(event: E, payload: SessionEventMap[E]) => {
    for (const listener of [...listeners[event]]) listener(payload)
  }
  let was = $auth.get().status
  const offAuth = $auth.listen((auth) => {
    const ended = was === 'authenticated' && auth.status === 'unauthenticated'
    was = auth.status
    if (ended) emit('logout', undefined)
  })
  const withEvents: Session = {
    ...session,
    authenticate: async (call) => {
      const result = await session.authenticate(call)
      emit('login', result)
      return result
    },
  }
  return {
    session: withEvents,
    events: {
      on(event, listener) {
        listeners[event].add(listener)
        return () => listeners[event].delete(listener)
      },
    },
    dispose() {
      offAuth()
      listeners.login.clear()
      listeners.logout.clear()
    },
  }
}
