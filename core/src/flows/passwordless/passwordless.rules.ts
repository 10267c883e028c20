/** Pure passwordless-flow rules. */
import type { CaptchaState } from '../../services/captcha/captcha.types'

/** The part of a passwordless state the rules read. */
interface StepLike {
  step: string
  phase?: 'submit' | 'code'
}

/** True when a code may be checked now: one was sent, or the last check failed and the recipient is known. */
export function canEnterCode(state: StepLike, recipient: string | null): boolean {
  return (
    state.step === 'awaiting-code' || (state.step === 'error' && state.phase === 'code' && recipient !== null)
  )
}

/** True while a request of the flow is in flight. */
export function isBusy(state: StepLike): boolean {
  return state.step === 'submitting' || state.step === 'verifying'
}

/** Submit is enabled for a valid recipient, with captcha on only after captcha success, and never mid-request. */
export function canSubmitRecipient(input: {
  valid: boolean
  state: StepLike
  captchaEnabled: boolean
  captcha: CaptchaState
}): boolean {
  if (isBusy(input.state) || !input.valid) return false
  return !input.captchaEnabled || input.captcha.step === 'success'
}
