/** The Telegram flow's screen: the wait while the host's Telegram widget is open and the server checks its answer. */
import type { ScreenDataOf } from '../../services/modal/screens'
import { screen } from '../../services/modal/screens'
import type { TelegramMode } from './telegram.types'

/** AWAITING_TELEGRAM_SCREEN: what the payload is for. */
export const telegramScreens = {
  AWAITING_TELEGRAM_SCREEN: screen<{ mode: TelegramMode }>({ beforeLogin: true }),
}

/** The data of the Telegram screen. */
export type TelegramScreens = ScreenDataOf<typeof telegramScreens>
