/** The landing flow: the computed model, the view it asks for, and its Back. */
import type { ReadableAtom } from 'nanostores'
import { atom } from 'nanostores'
import { defineFlowModule } from '../../services/flow-module'
import type { LandingView } from '../../services/modal/modal.types'
import { bindRoute } from '../../services/router/route.types'
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
    // The view asked for (a new object each time, so asking twice for one view is heard): the router shows it.
    const $asked = atom<{ view: LandingView } | null>(null)
    const flow: LandingFlow = {
      $state: createLandingStore(ctx, modal.$state),
      setView: (view) => $asked.set({ view }),
    }
    return {
      flow,
      commands: {},
      dispose: () => undefined,
      route: bindRoute($asked, (_prev, next) => (next ? { kind: 'landingView', view: next.view } : null)),
      intents: {
        screens: ['LANDING'],
        reads: [],
        // An overflow list goes back to the default one.
        rule: () => ({
          back:
            modal.$state.get().landingView === 'default'
              ? null
              : () => ({ kind: 'landingView', view: 'default' }),
        }),
      },
    }
  },
})
