/**
 * The step-up service: a call the server refuses until the session proves it is still its person runs through
 * `guard`, which asks the person and sends the call again. Two flows provide the asking, each for its own refusal:
 * the MFA flow for `missing_or_invalid_mfa` (a user with MFA: a fresh MFA code), the step-up flow for
 * `step_up_required` (a user without MFA whose login is no longer fresh: a code sent to their own email or phone).
 * A provider handles only its refusal and lets every other error through, so the guards nest: the server sends
 * one refusal or the other, never both. Any flow guards its calls here without knowing those flows; without a
 * provider a call runs as it is.
 */
import type { MfaGuardOptions } from '../../mfa/mfa.types'

/** What provides a step-up (the MFA flow, the step-up flow): a guard for its own refusal. */
export interface StepUpProvider {
  guard<T>(call: () => Promise<T>, options?: MfaGuardOptions): Promise<T>
  /** Asks now and resolves once the session is freshly verified (the MFA flow's `promptMfa`). */
  prompt?(options?: MfaGuardOptions): Promise<void>
}

/** The step-up service of one client. */
export interface StepUp {
  /** Runs `call` inside every provider's guard (each one handles its own refusal and retries). */
  guard<T>(call: () => Promise<T>, options?: MfaGuardOptions): Promise<T>
  /** Asks for a second factor now, through the first provider that prompts (the MFA flow). */
  prompt(options?: MfaGuardOptions): Promise<void>
  /** Adds a provider; returns its removal. */
  provide(provider: StepUpProvider): () => void
}

/** Creates the step-up service, with no provider yet. */
export function createStepUp(): StepUp {
  let providers: readonly StepUpProvider[] = []
  return {
    // the first provider is the outermost guard; each one sends the call again through the ones inside it
    guard: (call, options) =>
      providers.reduceRight<typeof call>((inner, provider) => () => provider.guard(inner, options), call)(),
    prompt: (options) => providers.find((p) => p.prompt)?.prompt?.(options) ?? Promise.resolve(),
    provide(next) {
      providers = [...providers, next]
      return () => {
        providers = providers.filter((p) => p !== next)
      }
    },
  }
}
