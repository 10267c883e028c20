/** Telegram flow types: what Telegram hands the page, what a login is for, and the one state its screen and route read. */
import type {
  AuthRequiredErrorType,
  LatchError,
  MfaErrorType,
  ServerErrorType,
  TransportErrorType,
} from '../../errors'
import type { User } from '../../user/types'

export type { TelegramAuthData } from '../../config/types'

/** What a Telegram payload is for: a login, or adding Telegram to the signed-in user. */
export type TelegramMode = 'login' | 'link'

/**
 * The Telegram flow's state. `awaiting`: the host's widget is open (`config.telegram.authorize`); `verifying`: the
 * server checks the payload; `cancelled`: the person closed the widget or left the wait.
 */
export type TelegramState =
  | { step: 'idle' }
  | { step: 'awaiting'; mode: TelegramMode }
  | { step: 'verifying'; mode: TelegramMode }
  | { step: 'done'; mode: TelegramMode; user: User }
  | { step: 'cancelled'; mode: TelegramMode }
  | {
      step: 'error'
      mode: TelegramMode
      error: LatchError
      message: string
      /** 'allowlist' when the server refused the person (the rejection screen shows). */
      reason?: 'allowlist'
    }

/** What `loginWithTelegram` resolves to. */
export interface LoginWithTelegramReturnType {
  user: User
  isNewUser: boolean
}

/** The server refused the payload: forged or for another bot, too old or dated ahead, already used, or Telegram login off. */
export type TelegramRefusalErrorType = LatchError<
  | 'telegram_invalid_hash'
  | 'telegram_auth_expired'
  | 'telegram_auth_in_future'
  | 'telegram_replayed'
  | 'telegram_disabled'
  | 'telegram_cancelled'
  | 'telegram_unavailable'
  | 'telegram_failed'
>

/** What `loginWithTelegram` may reject with. */
export type LoginWithTelegramErrorType =
  | LatchError<'already_authenticated' | 'allowlist_rejected'>
  | TelegramRefusalErrorType
  | TransportErrorType
  | ServerErrorType

/** What `linkTelegram` may reject with. */
export type LinkTelegramErrorType =
  | AuthRequiredErrorType
  | LatchError<'linked_to_another_user' | 'already_linked'>
  | TelegramRefusalErrorType
  | MfaErrorType
  | TransportErrorType
  | ServerErrorType
