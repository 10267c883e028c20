export type { EmailFlow } from './email.flow'
export { createEmailFlow } from './email.flow'
export { canEnterEmailCode, canSubmitEmail } from './email.rules'
export type {
  EmailState,
  InitLoginWithEmailParameters,
  InitLoginWithEmailReturnType,
  LoginWithEmailCodeParameters,
  LoginWithEmailCodeReturnType,
  ResendStatus,
} from './email.types'
