/** The passkey atom, created per client, with the ceremony in progress. */
import type { WritableAtom } from 'nanostores'
import { atom } from 'nanostores'
import type { WebAuthnLike } from '../../env'
import type { PasskeyState } from './passkey.types'

/** The passkey state, the newest ceremony's number, the one that can be cancelled, and the loaded library. */
export interface PasskeyStore {
  $state: WritableAtom<PasskeyState>
  run: number
  active: WebAuthnLike | null
  webauthn: Promise<WebAuthnLike> | null
}

/** An idle passkey flow. */
export function createPasskeyStore(): PasskeyStore {
  return { $state: atom<PasskeyState>({ step: 'idle' }), run: 0, active: null, webauthn: null }
}
