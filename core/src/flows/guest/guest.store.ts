/** The guest atom, created per client, with the login in flight. */
import type { WritableAtom } from 'nanostores'
import { atom } from 'nanostores'
import type { GuestState, LoginAsGuestReturnType } from './guest.types'

/** The guest state and the login in flight (one at a time). */
export interface GuestStore {
  $state: WritableAtom<GuestState>
  pending: Promise<LoginAsGuestReturnType> | null
}

/** An idle guest flow. */
export function createGuestStore(): GuestStore {
  return { $state: atom<GuestState>({ step: 'idle' }), pending: null }
}
