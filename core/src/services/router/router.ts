/**
 * The modal router: it follows every flow's bound route rule, carries out the moves of the flows' intents (Back,
 * Close, Retry) and alone moves the modal (open, navigate, close, the landing view, the after-login step).
 * `createFlows` hands it the routes and the intents of the modules it built.
 */
import type { CoreContext } from '../core-context'
import type { ModalService } from '../modal/modal.service'
import type { BoundRoute, ModalAction, RouteContext } from './route.types'

/** The router of one client. */
export interface Router {
  /** Follows a bound route until the returned stop is called. */
  follow(route: BoundRoute): () => void
  /** Carries out one action (what every followed route's actions go through). */
  apply(action: ModalAction): void
}

/** Creates the router over the modal service. */
export function createRouter(ctx: CoreContext, modal: ModalService): Router {
  const context = (): RouteContext => ({
    config: ctx.$config.get(),
    appConfig: ctx.$appConfig.get(),
    messages: ctx.messages,
    authenticated: ctx.$auth.get().status === 'authenticated',
    modal: modal.$state.get(),
  })
  const apply = (action: ModalAction) => {
    if (action.kind === 'afterLogin') {
      modal.afterLogin({ createWallet: action.createWallet })
      return
    }
    if (action.kind === 'close') {
      modal.close()
      return
    }
    if (action.kind === 'landingView') {
      modal.setLandingView(action.view)
      return
    }
    const open = modal.$state.get().open
    if (action.onlyIfOpen && !open) return
    if (open) modal.navigate(action.entry.screen, action.entry.data)
    else modal.open(action.entry)
  }
  return { follow: (route) => route.follow(apply, context), apply }
}
