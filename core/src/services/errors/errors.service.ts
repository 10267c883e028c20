/**
 * One place that hears every flow's failure: `$lastError` is set whenever a flow listed before this module enters
 * its 'error' step, and when the person closes the login modal before logging in (`exited_auth_flow`). A host (or
 * `useLogin({ onError })`) listens to it instead of keeping a list of flows, so flows added later are heard too.
 */
import type { ReadableAtom } from 'nanostores'
import { atom } from 'nanostores'
import { isLatchError, LatchError } from '../../errors'
import { createDisposer, defineFlowModule } from '../flow-module'
import { modalModule } from '../modal/modal.service'

/** The last error any flow reported: which flow, the error, and when (client clock, ms). */
export interface FlowErrorEvent {
  flow: string
  error: LatchError
  at: number
}

/** The error commands a `Latch` exposes. */
export interface ErrorCommands {
  /** The last flow error (null until one happens); each new error replaces it. */
  readonly $lastError: ReadableAtom<FlowErrorEvent | null>
}

function hasStateStore(flow: unknown): flow is { $state: ReadableAtom<unknown> } {
  return (
    typeof flow === 'object' &&
    flow !== null &&
    '$state' in flow &&
    typeof (flow as { $state: { listen?: unknown } }).$state?.listen === 'function'
  )
}

/** The errors module (no flow of its own): list it last so it hears every flow. */
export const errorsModule = defineFlowModule({
  name: 'errors',
  create(ctx, services) {
    const disposer = createDisposer()
    const $lastError = atom<FlowErrorEvent | null>(null)
    const report = (flow: string, error: LatchError) => {
      // One failure can show in two flows (a captcha timeout fails the email submit too): report it once.
      if ($lastError.get()?.error === error) return
      $lastError.set({ flow, error, at: ctx.env.clock.now() })
    }
    for (const { name, flow } of services.all()) {
      if (!hasStateStore(flow)) continue
      disposer.add(
        flow.$state.listen((state) => {
          const s = state as { step?: unknown; error?: unknown }
          if (s.step === 'error' && isLatchError(s.error)) report(name, s.error)
        }),
      )
    }
    // Closing the modal before the user is signed in ends the login: the host hears `exited_auth_flow`.
    const modal = services.get(modalModule)
    let wasOpen = modal.$state.get().open
    disposer.add(
      modal.$state.listen((state) => {
        const closed = wasOpen && !state.open
        wasOpen = state.open
        if (closed && ctx.$auth.get().status !== 'authenticated') {
          report('modal', new LatchError('exited_auth_flow', ctx.messages['error.exitedAuthFlow']))
        }
      }),
    )
    const commands: ErrorCommands = { $lastError }
    return { flow: null, commands, dispose: disposer.dispose }
  },
})
