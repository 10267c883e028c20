/** Pure SMS-flow rules. */
import type { PhoneRules } from '../../rules/phone'
import type { CaptchaState } from '../captcha/captcha.types'
import type { SmsState } from './sms.types'

/** Submit needs the metadata, a valid number for the chosen country, captcha success when on, and no request in flight. */
export function canSubmitSms(input: {
  phoneNumber: string
  country: string
  rules: PhoneRules | null
  state: SmsState
  captchaEnabled: boolean
  captcha: CaptchaState
}): boolean {
  if (input.state.step === 'submitting' || input.state.step === 'verifying') return false
  if (!input.rules || input.rules.validatePhoneNumber(input.phoneNumber, input.country) !== null) return false
  return !input.captchaEnabled || input.captcha.step === 'success'
}

/** True when a code may be checked now. */
export function canEnterSmsCode(state: SmsState): boolean {
  return (
    state.step === 'awaiting-code' ||
    (state.step === 'error' && state.phase === 'code' && state.phoneNumber !== null)
  )
}
