export type { CustomAuthFlow } from './custom-auth.flow'
export { createCustomAuthFlow } from './custom-auth.flow'
export { customAuthReadiness, isUsableToken } from './custom-auth.rules'
export type { CustomAuthState, LoginWithCustomTokenReturnType } from './custom-auth.types'
