export type { CustomAuthCommands, CustomAuthFlow } from './custom-auth.flow'
export { customAuthModule } from './custom-auth.flow'
export { customAuthReadiness, isUsableToken } from './custom-auth.rules'
export type { CustomAuthState, LoginWithCustomTokenReturnType } from './custom-auth.types'
