export type { SmsCommands, SmsFlow } from './sms.flow'
export { smsModule } from './sms.flow'
export type {
  InitLoginWithSmsParameters,
  LoginWithSmsCodeParameters,
  LoginWithSmsCodeReturnType,
  PhoneRulesStatus,
  SmsState,
} from './sms.types'
