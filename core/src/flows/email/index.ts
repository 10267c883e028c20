export type { EmailCommands, EmailFlow } from './email.flow'
export { emailModule } from './email.flow'
export type {
  EmailState,
  InitLoginWithEmailParameters,
  LoginWithEmailCodeParameters,
  LoginWithEmailCodeReturnType,
} from './email.types'
