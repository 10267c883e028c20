/** The link atom, created per client. */

import type { WritableAtom } from 'nanostores'
import { atom } from 'nanostores'
import type { LinkState } from './link.types'

/** Creates an idle link atom. */
export function createLinkStore(): { $state: WritableAtom<LinkState> } {
  return { $state: atom<LinkState>({ step: 'idle' }) }
}
