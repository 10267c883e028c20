/**
 * The modal router: follows the login flows' states (the table in `router.rules`) and every other flow that gives a
 * `route` rule, and moves the modal. List it after every flow it follows.
 */
import type { ReadableAtom } from 'nanostores'
import { emailModule } from '../../flows/email/email.flow'
import { linkModule } from '../../flows/link/link.flow'
import { oauthModule } from '../../flows/oauth/oauth.flow'
import type { ModalAction, RoutedFlow, RoutedState } from '../../flows/router/router.rules'
import { routeFor } from '../../flows/router/router.rules'
import { smsModule } from '../../flows/sms/sms.flow'
import type { FlowRoute } from '../flow-module'
import { createDisposer, defineFlowModule } from '../flow-module'
import { modalModule } from '../modal/modal.service'
import type { OpenModalParameters } from '../modal/modal.types'

/** The router module (no flow or commands of its own). */
export const routerModule = defineFlowModule({
  name: 'router',
  create(ctx, services) {
    const modal = services.get(modalModule)
    const disposer = createDisposer()
    const apply = (action: ModalAction | null) => {
      if (!action) return
      if (action.kind === 'afterLogin') {
        modal.afterLogin({ createWallet: action.createWallet })
        return
      }
      if (action.kind === 'close') {
        modal.close()
        return
      }
      if (action.onlyIfOpen && !modal.$state.get().open) return
      if (modal.$state.get().open) modal.navigate(action.entry.screen, action.entry.data as never)
      else modal.open(action.entry as OpenModalParameters)
    }
    const follow = ($state: ReadableAtom<unknown>, route: FlowRoute) => {
      let prev = $state.get()
      disposer.add(
        $state.listen((next) => {
          const action = route(prev, next, {
            config: ctx.$config.get(),
            appConfig: ctx.$appConfig.get(),
            messages: ctx.messages,
          })
          prev = next
          apply(action)
        }),
      )
    }
    const login =
      (name: RoutedFlow): FlowRoute =>
      (prev, next, context) =>
        routeFor(name, prev as RoutedState, next as RoutedState, context)
    follow(services.get(emailModule).$state, login('email'))
    follow(services.get(smsModule).$state, login('sms'))
    follow(services.get(oauthModule).$state, login('oauth'))
    follow(services.get(linkModule).$state, login('link'))
    for (const { flow, route } of services.all()) {
      const $state = (flow as { $state?: ReadableAtom<unknown> }).$state
      if (route && $state) follow($state, route)
    }
    return { flow: null, commands: {}, dispose: disposer.dispose }
  },
})
