/** Telegram login (`telegram` accounts); on by the app's `telegramAuth`. */
import type { TelegramAccountJSON } from '@latch/core/protocol'
import { verifiedTimes } from '../../domain/accounts'
import type { AccountRecord } from '../../storage'
import type { ServerMethod } from '../method'

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

/** A stored Telegram account as the wire's. */
export function telegramAccountJSON(a: AccountRecord): TelegramAccountJSON {
  return {
    type: 'telegram',
    telegram_user_id: a.key,
    username: text(a.data.username),
    first_name: text(a.data.first_name),
    last_name: text(a.data.last_name),
    photo_url: text(a.data.photo_url),
    ...verifiedTimes(a),
  }
}

export const telegramMethod = {
  id: 'telegram',
  accounts: { telegram: telegramAccountJSON },
  appConfig: (s) => ({ telegram_auth: s.telegramAuth === true }),
} as const satisfies ServerMethod
