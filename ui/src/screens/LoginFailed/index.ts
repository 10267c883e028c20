/** LOGIN_FAILED_SCREEN's parts. */
export { CancelButton, LoginFailedRoot as Root, TryAgainButton } from './parts'
