/** AWAITING_PASSKEY_SCREEN's parts. */
export {
  PasskeyCancelButton as CancelButton,
  PasskeyRetryButton as RetryButton,
  PasskeyRoot as Root,
} from './parts'
