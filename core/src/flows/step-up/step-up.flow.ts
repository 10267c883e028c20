/**
 * The step-up flow module (eager part): 'Confirm it's you' for a user without MFA. The server refuses an account
 * change (linking or unlinking a login method, enrolling a first MFA method) with `step_up_required` once the login
 * is more than 10 minutes old; this flow's guard, provided to `ctx.stepUp`, then asks the person for a code sent to
 * their own email or phone and sends the call again, once. The prompt (`step-up.impl`) loads on the first refusal.
 */
import type { ReadableAtom } from 'nanostores'
import { atom } from 'nanostores'
import { createDisposer, defineFlowModule } from '../../services/flow-module'
import { bindRoute } from '../../services/router/route.types'
import type { StepUpMethod } from '../../services/step-up/step-up.api'
import { STEP_UP_REQUEST_KIND, type StepUpCommandContext } from './step-up.context'
import type { StepUpExit } from './step-up.route'
import { routeStepUp } from './step-up.route'
import { isStepUpRequired } from './step-up.rules'
import { stepUpScreens } from './step-up.screens'
import type { StepUpState } from './step-up.types'

const load = () => import('./step-up.impl')

/** The step-up flow of one client (what STEP_UP_SCREEN and a custom UI drive). */
export interface StepUpFlow {
  /** The prompt: idle, choosing, sending, awaiting-code, verifying, or relogin. */
  $state: ReadableAtom<StepUpState>
  /**
   * What the code approves, in the client's language ('Enter the code to remove your email a@b.c', 'Enter the code
   * to add this device to your wallet'), from the grant the refusal named; null when idle or when it named none.
   */
  $approves: ReadableAtom<string | null>
  /** Runs `call`; when the server answers `step_up_required`, asks for a code and sends it once more. */
  guard<T>(call: () => Promise<T>): Promise<T>
  /** Sends the code to the user's email or phone (the choice, or 'Use another method' then a choice). */
  choose(type: StepUpMethod): Promise<void>
  /** Checks the code (6 digits first), then verifies it; on success the refused call goes again. */
  submitCode(code: string): Promise<void>
  /** Sends the code again to the same email or phone. */
  resendCode(): Promise<void>
  /** From the code entry back to the choice of email or phone (when the user has both). */
  chooseAnother(): void
  /** 'Cancel': the refused call rejects with `step_up_canceled`. */
  cancel(): void
}

/** The step-up commands a `Latch` exposes. */
export interface StepUpCommands {
  /** Closes the 'Confirm it's you' prompt: the refused call rejects with `step_up_canceled`. */
  cancelStepUp(): void
}

/** The step-up flow module. */
export const stepUpModule = defineFlowModule({
  name: 'stepUp',
  screens: stepUpScreens,
  create(ctx) {
    const disposer = createDisposer()
    const c: StepUpCommandContext = {
      ctx,
      $state: atom<StepUpState>({ step: 'idle' }),
      $grant: atom(null),
      $approves: atom(null),
      $exit: atom<StepUpExit | null>(null),
      confirming: null,
    }
    const pending = () => {
      const request = ctx.requests.$state.get()
      return request.step === 'pending' && request.request.kind === STEP_UP_REQUEST_KIND
    }
    const cancel = () => {
      if (pending()) ctx.requests.reject()
    }
    // the prompt (and the sharing of one prompt by calls refused for the same grant) loads on the first refusal
    const guard: StepUpFlow['guard'] = async (call) => {
      try {
        return await call()
      } catch (error) {
        if (!isStepUpRequired(error)) throw error
        return (await load()).confirmAndRetry(c, call, error)
      }
    }
    disposer.add(ctx.stepUp.provide({ guard }))
    // Logging out ends the prompt: the refused call rejects.
    disposer.add(ctx.$auth.listen((auth) => auth.status === 'unauthenticated' && cancel()))
    const flow: StepUpFlow = {
      $state: c.$state,
      $approves: c.$approves,
      guard,
      choose: async (type) => (await load()).choose(c, type),
      submitCode: async (code) => (await load()).submitCode(c, code),
      resendCode: async () => (await load()).resendCode(c),
      chooseAnother: () => {
        const s = c.$state.get()
        if (s.step === 'awaiting-code' && s.targets.length > 1) {
          c.$state.set({ step: 'choosing', targets: s.targets, error: null })
        }
      },
      cancel,
    }
    return {
      flow,
      commands: { cancelStepUp: cancel } satisfies StepUpCommands,
      dispose: disposer.dispose,
      route: bindRoute(c.$exit, routeStepUp),
    }
  },
})
