/** Pure email-flow rules. */
import { isValidEmail } from '../../rules/email'
import type { CaptchaState } from '../captcha/captcha.types'
import type { EmailState } from './email.types'

/** Submit is enabled for a valid email, with captcha on only after captcha success, and never mid-request. */
export function canSubmitEmail(input: {
  email: string
  state: EmailState
  captchaEnabled: boolean
  captcha: CaptchaState
}): boolean {
  if (input.state.step === 'submitting' || input.state.step === 'verifying') return false
  if (!isValidEmail(input.email)) return false
  return !input.captchaEnabled || input.captcha.step === 'success'
}

/** True when a code may be checked now. */
export function canEnterEmailCode(state: EmailState): boolean {
  return (
    state.step === 'awaiting-code' ||
    (state.step === 'error' && state.phase === 'code' && state.email !== null)
  )
}
