/** The modal router: follows the login flows' states and moves the modal by the table in `router.rules`. */
import type { ReadableAtom } from 'nanostores'
import { emailModule } from '../email/email.flow'
import { linkModule } from '../link/link.flow'
import { modalModule } from '../modal/modal.flow'
import type { OpenModalParameters } from '../modal/modal.types'
import { oauthModule } from '../oauth/oauth.flow'
import { createDisposer, defineFlowModule } from '../shared/module'
import { smsModule } from '../sms/sms.flow'
import type { RoutedFlow, RoutedState } from './router.rules'
import { routeFor } from './router.rules'

/** The router module (no flow or commands of its own). */
export const routerModule = defineFlowModule({
  name: 'router',
  create(ctx, services) {
    const modal = services.get(modalModule)
    const disposer = createDisposer()
    const follow = (name: RoutedFlow, $state: ReadableAtom<object>) => {
      let prev = $state.get() as RoutedState
      disposer.add(
        $state.listen((state) => {
          const next = state as RoutedState
          const action = routeFor(name, prev, next, {
            config: ctx.$config.get(),
            appConfig: ctx.$appConfig.get(),
            messages: ctx.messages,
          })
          prev = next
          if (!action) return
          if (action.kind === 'afterLogin') {
            modal.afterLogin({ createWallet: action.createWallet })
            return
          }
          if (action.onlyIfOpen && !modal.$state.get().open) return
          if (modal.$state.get().open) modal.navigate(action.entry.screen, action.entry.data as never)
          else modal.open(action.entry as OpenModalParameters)
        }),
      )
    }
    follow('email', services.get(emailModule).$state)
    follow('sms', services.get(smsModule).$state)
    follow('oauth', services.get(oauthModule).$state)
    follow('link', services.get(linkModule).$state)
    return { flow: null, commands: {}, dispose: disposer.dispose }
  },
})
