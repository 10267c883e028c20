export type { SmsFlow } from './sms.flow'
export { createSmsFlow } from './sms.flow'
export { canEnterSmsCode, canSubmitSms } from './sms.rules'
export type {
  InitLoginWithSmsParameters,
  InitLoginWithSmsReturnType,
  LoginWithSmsCodeParameters,
  LoginWithSmsCodeReturnType,
  PhoneRulesStatus,
  ResendStatus,
  SmsState,
} from './sms.types'
