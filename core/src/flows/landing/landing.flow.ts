/** The landing flow: the computed model plus view switching. */
import type { ReadableAtom } from 'nanostores'
import type { LatchContext } from '../../context'
import type { ModalFlow } from '../modal/modal.flow'
import type { LandingView } from '../modal/modal.types'
import { createLandingStore } from './landing.store'
import type { LandingModel } from './landing.types'

/** The landing flow of one client. */
export interface LandingFlow {
  $state: ReadableAtom<LandingModel>
  /** Shows an overflow view, or back to 'default'. */
  setView(view: LandingView): void
}

/** Creates the landing flow over the modal. */
export function createLandingFlow(ctx: LatchContext, modal: ModalFlow): LandingFlow {
  return { $state: createLandingStore(ctx, modal.$state), setView: (view) => modal.setLandingView(view) }
}
