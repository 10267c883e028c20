/** Passwordless-flow atoms: the state machine and the view selectors screens read instead of deriving flags. */
import type { ReadableAtom, WritableAtom } from 'nanostores'
import { atom, computed } from 'nanostores'
import { canEnterCode } from './passwordless.rules'
import type { PasswordlessState, ResendStatus } from './passwordless.types'

/** Derived flags of a passwordless flow, each a computed store (a screen re-renders only for the ones it reads). */
export interface PasswordlessView {
  /** Sending the code is under way. */
  $submitting: ReadableAtom<boolean>
  /** The message of a failed send (stay on the input), else null. */
  $submitError: ReadableAtom<string | null>
  /** A code was sent and may be typed (also after a wrong code). */
  $codeSent: ReadableAtom<boolean>
  /** The code is being checked. */
  $verifying: ReadableAtom<boolean>
  /** The message of a failed code check or resend (stay on code entry), else null. */
  $codeError: ReadableAtom<string | null>
  /** The resend status while a code is shown. */
  $resend: ReadableAtom<ResendStatus>
  /** The recipient the code went to ('ada@example.com', '+14155552671'), else null. */
  $recipient: ReadableAtom<string | null>
}

/** The atoms of one passwordless flow. */
export interface PasswordlessStore<K extends string> extends PasswordlessView {
  $state: WritableAtom<PasswordlessState<K>>
}

/** Creates the atoms of one passwordless flow, idle in login mode. */
export function createPasswordlessStore<K extends string>(recipientKey: K): PasswordlessStore<K> {
  const $state = atom({ step: 'idle', mode: 'login', [recipientKey]: null } as PasswordlessState<K>)
  const recipientOf = (state: PasswordlessState<K>) =>
    (state as unknown as Record<string, string | null>)[recipientKey] ?? null
  return {
    $state,
    $submitting: computed($state, (s) => s.step === 'submitting'),
    $submitError: computed($state, (s) => (s.step === 'error' && s.phase === 'submit' ? s.message : null)),
    $codeSent: computed($state, (s) => canEnterCode(s, recipientOf(s)) || s.step === 'verifying'),
    $verifying: computed($state, (s) => s.step === 'verifying'),
    $codeError: computed($state, (s) => (s.step === 'error' && s.phase === 'code' ? s.message : null)),
    $resend: computed($state, (s) => (s.step === 'awaiting-code' ? s.resend : 'idle')),
    $recipient: computed($state, recipientOf),
  }
}
