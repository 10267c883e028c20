/**
 * Telegram rules: the request body a payload becomes (the Login Widget's object as `auth_data`, a Mini App's
 * `initData` as `init_data`, untouched: Telegram's hash covers every field), and what a refusal tells the person
 * (the server's codes as the flow's own texts, never the server's words).
 */
import { isLatchError, LatchError } from '../../errors'
import type { Messages } from '../../messages'
import type { TelegramAuthJSON } from '../../protocol/endpoints'
import type { TelegramAuthData } from './telegram.types'

/** The body of a Telegram login or link for a payload. */
export function telegramBody(data: TelegramAuthData): TelegramAuthJSON {
  return typeof data.initData === 'string' ? { init_data: data.initData } : { auth_data: { ...data } }
}

/** A failed Telegram login as the error the flow shows: the server's refusals in the flow's texts, retryable. */
export function telegramError(error: unknown, messages: Messages): LatchError {
  const code = isLatchError(error) ? error.code : null
  if (code === 'telegram_auth_expired' || code === 'telegram_auth_in_future' || code === 'telegram_replayed')
    return new LatchError(code, messages['telegram.expired'], { cause: error, retryable: true })
  if (code === 'telegram_invalid_hash')
    return new LatchError(code, messages['telegram.failed'], { cause: error, retryable: true })
  if (code === 'telegram_disabled')
    return new LatchError(code, messages['telegram.unavailable'], { cause: error })
  if (isLatchError(error)) return error
  return new LatchError('telegram_failed', messages['telegram.failed'], { cause: error, retryable: true })
}
