/** The `$modal` atom and its timers, created per client. */

import type { WritableAtom } from 'nanostores'
import { atom } from 'nanostores'
import type { AnyModalState } from './modal.types'

/** The modal's atom plus the handles of its pending delays, so a reopen cancels them. */
export interface ModalStore {
  $modal: WritableAtom<AnyModalState>
  timers: { hide?: unknown; landing?: unknown; afterLogin?: unknown }
}

/** A closed modal on LANDING. */
export function createModalStore(): ModalStore {
  return {
    $modal: atom<AnyModalState>({
      step: 'closed',
      open: false,
      screen: 'LANDING',
      data: null,
      landingView: 'default',
    }),
    timers: {},
  }
}
