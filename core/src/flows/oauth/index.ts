export type { OAuthCommands, OAuthFlow } from './oauth.flow'
export { oauthModule } from './oauth.flow'
export { mapOAuthError, parsePendingOAuth, providerDisplayName } from './oauth.rules'
export type {
  HandleOAuthReturnParameters,
  HandleOAuthReturnReturnType,
  InitLoginWithOAuthParameters,
  InitLoginWithOAuthReturnType,
  OAuthState,
  PendingOAuth,
} from './oauth.types'
