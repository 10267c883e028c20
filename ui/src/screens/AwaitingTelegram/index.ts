/** AWAITING_TELEGRAM_SCREEN's parts. */
export {
  TelegramButton as LandingButton,
  TelegramCancelButton as CancelButton,
  TelegramRetryButton as RetryButton,
  TelegramRoot as Root,
} from './parts'
