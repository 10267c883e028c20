/** The custom-auth atom and the bookkeeping that makes re-syncs cheap and ordered. */

import type { WritableAtom } from 'nanostores'
import { atom } from 'nanostores'
import type { CustomAuthState } from './custom-auth.types'

/** The atom, the last token authenticated and a run counter (only the newest sync may set the state). */
export interface CustomAuthStore {
  $state: WritableAtom<CustomAuthState>
  lastToken: string | null
  run: number
}

/** A disabled custom-auth flow. */
export function createCustomAuthStore(): CustomAuthStore {
  return { $state: atom<CustomAuthState>({ step: 'disabled' }), lastToken: null, run: 0 }
}
