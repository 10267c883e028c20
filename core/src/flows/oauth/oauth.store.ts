/** The OAuth atom, created per client. */

import type { WritableAtom } from 'nanostores'
import { atom } from 'nanostores'
import type { HandleOAuthReturnReturnType, OAuthState } from './oauth.types'

/** The OAuth atom plus the return being handled, so two callers share one exchange. */
export interface OAuthStore {
  $state: WritableAtom<OAuthState>
  inFlight: Promise<HandleOAuthReturnReturnType> | null
}

/** An idle OAuth flow. */
export function createOAuthStore(): OAuthStore {
  return { $state: atom<OAuthState>({ step: 'idle' }), inFlight: null }
}
