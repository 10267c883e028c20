/** The landing flow: the computed model plus view switching. */
import type { ReadableAtom } from 'nanostores'
import { defineFlowModule } from '../../services/flow-module'
import type { LandingView } from '../../services/modal/modal.types'
import { createLandingStore } from './landing.store'
import type { LandingModel } from './landing.types'

/** The landing flow of one client. */
export interface LandingFlow {
  $state: ReadableAtom<LandingModel>
  /** Shows an overflow view, or back to 'default'. */
  setView(view: LandingView): void
}

/** The landing flow module, over the modal. */
export const landingModule = defineFlowModule({
  name: 'landing',
  create(ctx) {
    const modal = ctx.modal
    const flow: LandingFlow = {
      $state: createLandingStore(ctx, modal.$state),
      setView: (view) => modal.setLandingView(view),
    }
    return { flow, commands: {}, dispose: () => undefined }
  },
})
