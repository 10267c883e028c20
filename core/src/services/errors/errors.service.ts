/**
 * The error channel: one place that hears every flow's failure. `$lastError` is set whenever a flow's state enters
 * its 'error' step (`createFlows` follows every flow's `$state`), and when the person closes the login modal before
 * logging in (`exited_auth_flow`). A host (or `useLogin({ onError })`) listens to it instead of keeping a list of
 * flows, so flows added later are heard too.
 */
import type { ReadableAtom } from 'nanostores'
import { atom } from 'nanostores'
import { isLatchError, LatchError } from '../../errors'
import type { CoreContext } from '../core-context'
import { createDisposer } from '../disposer'
import type { ModalView } from '../modal/modal.service'

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

/** The error channel of one client. */
export interface ErrorChannel {
  readonly $lastError: ReadableAtom<FlowErrorEvent | null>
  /** Reports a flow's failure (a failure already reported is not reported twice). */
  report(flow: string, error: LatchError): void
  /** Hears a flow's state: its 'error' step is reported under the flow's name; returns the stop. */
  follow(flow: string, $state: ReadableAtom<unknown>): () => void
  /** Starts hearing the modal closed before login (after the flows' own listeners). */
  listen(): void
  dispose(): void
}

/** Creates the error channel; it hears the modal closed before login. */
export function createErrorChannel(ctx: CoreContext, modal: ModalView): ErrorChannel {
  const disposer = createDisposer()
  const $lastError = atom<FlowErrorEvent | null>(null)
  const report = (flow: string, error: LatchError) => {
    // One failure can show in two flows (a captcha timeout fails the email submit too): report it once.
    if ($lastError.get()?.error === error) return
    $lastError.set({ flow, error, at: ctx.env.clock.now() })
  }
  return {
    $lastError,
    report,
    follow: (flow, $state) =>
      $state.listen((state) => {
        const s = state as { step?: unknown; error?: unknown }
        if (s.step === 'error' && isLatchError(s.error)) report(flow, s.error)
      }),
    listen() {
      // Closing the modal before the user is signed in ends the login: the host hears `exited_auth_flow`.
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
    },
    dispose: disposer.dispose,
  }
}
