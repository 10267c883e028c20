/** AWAITING_OAUTH_SCREEN's parts. */
export { OAuthRoot as Root, RetryButton } from './parts'
