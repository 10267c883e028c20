/**
 * The MFA flow module (eager part): the enrolment and verification stores, view selectors, and command stubs that
 * load the implementation (`mfa.impl`) on first use, so the MFA client, its texts and the guarded call stay out of
 * the eager bundle. `flow.guard(call)` is what wallet flows wrap their calls in: it asks for a code through the
 * pending-request primitive when the server wants a fresh verification.
 */

import type { ReadableAtom } from 'nanostores'
import { atom, computed } from 'nanostores'
import type { MfaMethod, TotpEnrollment } from '../../mfa/mfa.types'
import { isPasskeySupported } from '../../passkey/support'
import { defineFlowModule } from '../../services/flow-module'
import { onModalClose } from '../../services/modal/modal.closed'
import { bindRoute } from '../../services/router/route.types'
import type { User } from '../../user/types'
import { createLazyFlow } from '../shared/lazy-flow'
import type { MfaCommandContext } from './mfa.context'
import type { MfaPromptExit } from './mfa.route'
import { routeMfa } from './mfa.route'
import { mfaScreens } from './mfa.screens'
import type {
  InitEnrollmentWithSmsParameters,
  MfaEnrollmentReturnType,
  MfaEnrollmentState,
  MfaGuardOptions,
  MfaVerificationState,
  SubmitEnrollmentWithSmsParameters,
  SubmitEnrollmentWithTotpParameters,
  SubmitMfaVerificationParameters,
} from './mfa.types'

/** The MFA flow of one client. */
export interface MfaFlow {
  /** The enrolment flow (MFA_ENROLLMENT_FLOW_SCREEN). */
  $state: ReadableAtom<MfaEnrollmentState>
  /** The verification prompt ('Verification Required'). */
  $verification: ReadableAtom<MfaVerificationState>
  /**
   * What the verification approves, in the client's language ('Enter the code to approve this signature', 'Use
   * your passkey to export your wallet'), from the grant the refusal named; null when idle or when it named none.
   */
  $approves: ReadableAtom<string | null>
  /** The methods the signed-in user has enrolled. */
  $enrolledMethods: ReadableAtom<MfaMethod[]>
  /** The methods the app offers (server app config). */
  $availableMethods: ReadableAtom<MfaMethod[]>
  /** True while the prompt takes no code: verifying, sending, or locked after too many attempts. */
  $codeInputDisabled: ReadableAtom<boolean>
  /** True when the prompt waits for a code and the user has another enrolled method ('Choose another method'). */
  $canChooseAnother: ReadableAtom<boolean>
  /** 'Choose another method': back from the code entry to the list of enrolled methods. */
  chooseAnotherMethod(): void
  /** Runs a call that the server may refuse until the session has a fresh MFA verification (asks for a code). */
  guard<T>(call: () => Promise<T>, options?: MfaGuardOptions): Promise<T>
  /** Asks for a code now and resolves once the session is freshly verified (`promptMfa`). */
  prompt(options?: MfaGuardOptions): Promise<void>
  /** Moves the enrolment screen: to the method list. */
  choose(): void
  /** Moves the enrolment screen: to the phone entry of SMS enrolment. */
  enterPhone(): void
  /** Moves the enrolment screen: to the removal confirmation of an enrolled method. */
  confirmRemove(method: MfaMethod): void
  /** One step back on the enrolment screen (to the method list). */
  back(): void
}

/** The MFA commands a `Latch` exposes. */
export interface MfaCommands {
  /** Opens MFA_ENROLLMENT_FLOW_SCREEN ('Transaction Protection'). */
  showMfaEnrollmentModal(): void
  /** Sends an SMS code to `phoneNumber` to enrol it (E.164, or national for the chosen country). */
  initEnrollmentWithSms(parameters: InitEnrollmentWithSmsParameters): Promise<void>
  /** Enrols the phone with the code it received. */
  submitEnrollmentWithSms(parameters: SubmitEnrollmentWithSmsParameters): Promise<MfaEnrollmentReturnType>
  /** Starts an authenticator enrolment: the secret and its `otpauth://` URL. */
  initEnrollmentWithTotp(): Promise<TotpEnrollment>
  /** Finishes the authenticator enrolment with a code from the app. */
  submitEnrollmentWithTotp(parameters: SubmitEnrollmentWithTotpParameters): Promise<MfaEnrollmentReturnType>
  /** Removes an enrolled method (the server asks for a fresh verification first). */
  unenroll(method: MfaMethod): Promise<MfaEnrollmentReturnType>
  /**
   * Turns on passkeys as the user's MFA method: one of the user's passkeys answers now (the browser's sheet); any
   * of them then verifies. The user needs a passkey first (`linkPasskey`).
   */
  enrollPasskeyMfa(): Promise<User>
  /** Verifies the second factor with one of the user's passkeys, outside a prompt. */
  verifyPasskeyMfa(): Promise<void>
  /** Turns passkey MFA off (`unenroll('passkey')`). */
  unenrollPasskeyMfa(): Promise<User>
  /** Asks for a code now ('Verification Required') and resolves once the session is freshly verified. */
  promptMfa(options?: MfaGuardOptions): Promise<void>
  /** Picks the method in the prompt; for SMS it sends the code to the enrolled phone. */
  initMfaVerification(method: MfaMethod): Promise<void>
  /** Answers the prompt with a code (checked first: 6 digits), or `{ method: 'passkey' }` to use a passkey. */
  submitMfaVerification(parameters: SubmitMfaVerificationParameters): Promise<void>
  /** Closes the prompt: the guarded call rejects with 'MFA canceled'. */
  cancelMfaVerification(): void
}

/** The MFA flow module. */
export const mfaModule = defineFlowModule({
  name: 'mfa',
  screens: mfaScreens,
  create(ctx) {
    const { $state, disposer, load, stubs } = createLazyFlow<MfaEnrollmentState, typeof import('./mfa.impl')>(
      { step: 'idle' },
      () => import('./mfa.impl'),
    )
    const $exit = atom<MfaPromptExit | null>(null)
    const $verification = atom<MfaVerificationState>({ step: 'idle' })
    const $approves = atom<string | null>(null)
    const $enrolledMethods = computed(ctx.$user, (user) => user?.mfaMethods ?? [])
    // the passkey method only where passkeys work here (an in-app browser may lack WebAuthn)
    const $availableMethods = computed(ctx.$appConfig, (app) =>
      (app?.mfaMethods ?? []).filter((m) => m !== 'passkey' || isPasskeySupported(ctx.env)),
    )
    const $codeInputDisabled = computed($verification, (v) => v.step !== 'awaiting-code')
    const $canChooseAnother = computed(
      $verification,
      (v) => v.step === 'awaiting-code' && v.methods.length > 1,
    )
    const c: MfaCommandContext = {
      ctx,
      modal: ctx.modal,
      request: () => ctx.requests,
      $exit,
      $state,
      $verification,
      $grant: atom(null),
      $approves,
      $enrolledMethods,
      prompt: {
        openedModal: false,
        closedWhileVerifying: false,
        method: null,
        summary: null,
        returnTo: null,
        webauthn: null,
        webauthnLoaded: null,
      },
    }
    const set = (next: MfaEnrollmentState) => $state.set(next)
    /** A command that loads the implementation on first use and runs its function of the same name. */
    const lazy = stubs(c)
    // Closing the modal leaves the enrolment behind if the modal showed it (a custom UI's headless enrolment is
    // never on screen: the closing of a prompt or sign screen the modal showed meanwhile must not end it), and a
    // finished prompt (a pending prompt is rejected by the request primitive itself).
    let enrolmentShown = false
    disposer.add(
      ctx.modal.$state.listen((m) => {
        if (m.open && m.screen === 'MFA_ENROLLMENT_FLOW_SCREEN') enrolmentShown = true
      }),
    )
    disposer.add(
      onModalClose(ctx.modal, () => {
        const step = $state.get().step
        const shown = enrolmentShown
        enrolmentShown = false
        if (shown && step !== 'idle' && step !== 'starting' && step !== 'submitting' && step !== 'removing') {
          set({ step: 'idle' })
        }
        const v = $verification.get().step
        // a passkey sheet open for the prompt closes with the modal
        c.prompt.webauthn?.cancel()
        if (v === 'verifying' || v === 'sending') c.prompt.closedWhileVerifying = true
        else if (v !== 'idle' && c.request().$state.get().step === 'idle') $verification.set({ step: 'idle' })
      }),
    )
    disposer.add(
      ctx.$auth.listen((auth) => {
        if (auth.status !== 'unauthenticated') return
        set({ step: 'idle' })
        $verification.set({ step: 'idle' })
      }),
    )
    const guard: MfaFlow['guard'] = async (call, options) => {
      if ($enrolledMethods.get().length > 0) return (await load()).guard(c, call, options)
      // no method known here (none, or enrolled elsewhere): the call runs at once, the guard loads on a refusal
      try {
        return await call()
      } catch (error) {
        if ((error as { code?: unknown } | null)?.code !== 'missing_or_invalid_mfa') throw error
        return (await load()).guard(c, call, options)
      }
    }
    const prompt = lazy('promptMfa')
    // Every flow's guarded call (link, unlink, the embedded wallet's frame calls) asks through this flow's prompt.
    disposer.add(ctx.stepUp.provide({ guard, prompt }))
    const flow: MfaFlow = {
      $state,
      $verification,
      $approves,
      $enrolledMethods,
      $availableMethods,
      $codeInputDisabled,
      $canChooseAnother,
      chooseAnotherMethod: () => {
        const v = $verification.get()
        if (v.step !== 'awaiting-code' || v.methods.length < 2) return
        const { methods, summary, attempt, maxAttempts } = v
        $verification.set({ step: 'choosing', methods, summary, error: null, attempt, maxAttempts })
      },
      guard,
      prompt,
      choose: () => set({ step: 'choose', error: null }),
      enterPhone: () => set({ step: 'enter-phone', error: null }),
      confirmRemove: (method) => set({ step: 'confirm-remove', method, error: null }),
      back: () => set({ step: 'choose', error: null }),
    }
    const commands: MfaCommands = {
      showMfaEnrollmentModal: () => {
        // from idle, so the route opens the screen whatever a headless enrolment left behind
        set({ step: 'idle' })
        set($enrolledMethods.get().length > 0 ? { step: 'choose', error: null } : { step: 'intro' })
      },
      initEnrollmentWithSms: lazy('initEnrollmentWithSms'),
      submitEnrollmentWithSms: lazy('submitEnrollmentWithSms'),
      initEnrollmentWithTotp: lazy('initEnrollmentWithTotp'),
      submitEnrollmentWithTotp: lazy('submitEnrollmentWithTotp'),
      unenroll: lazy('unenroll'),
      enrollPasskeyMfa: lazy('enrollPasskeyMfa'),
      verifyPasskeyMfa: lazy('verifyPasskeyMfa'),
      unenrollPasskeyMfa: lazy('unenrollPasskeyMfa'),
      promptMfa: lazy('promptMfa'),
      initMfaVerification: lazy('initMfaVerification'),
      submitMfaVerification: lazy('submitMfaVerification'),
      cancelMfaVerification: () => void lazy('cancelMfaVerification')(),
    }
    return {
      flow,
      commands,
      dispose: disposer.dispose,
      route: bindRoute(
        computed([$state, $exit], (enrolment, exit) => ({ enrolment, exit })),
        routeMfa,
      ),
      // On the enrolment screen, Back returns to the list of methods from a phone entry, a code or a removal to
      // confirm (a verification shown there instead has no Back: 'Not now' and Close answer it).
      intents: {
        screens: ['MFA_ENROLLMENT_FLOW_SCREEN'],
        reads: [$state, $verification],
        load: () => load().then((m) => m.mfaIntents(flow)),
      },
    }
  },
})
