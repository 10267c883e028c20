/**
 * The step-up service: a call the server refuses until the session has a fresh second-factor verification
 * (`missing_or_invalid_mfa`: key export, an account change, a signature on a device whose key expired) runs through
 * `guard`, which asks the person for a code and sends the call again. The MFA flow provides the prompt; any flow
 * guards its calls here without knowing the MFA flow. Without a provider a call runs as it is.
 */
import type { MfaGuardOptions } from '../../mfa/mfa.types'

/** What provides the step-up (the MFA flow). */
export interface StepUpProvider {
  guard<T>(call: () => Promise<T>, options?: MfaGuardOptions): Promise<T>
  /** Asks for a code now and resolves once the session is freshly verified. */
  prompt(options?: MfaGuardOptions): Promise<void>
}

/** The step-up service of one client. */
export interface StepUp extends StepUpProvider {
  /** Sets the provider (one at a time); returns the removal. */
  provide(provider: StepUpProvider): () => void
}

/** Creates the step-up service, with no provider yet. */
export function createStepUp(): StepUp {
  let provider: StepUpProvider | null = null
  return {
    guard: (call, options) => (provider ? provider.guard(call, options) : call()),
    prompt: (options) => (provider ? provider.prompt(options) : Promise.resolve()),
    provide(next) {
      provider = next
      return () => {
        if (provider === next) provider = null
      }
    },
  }
}
