/** Telegram login: the host's Telegram Login Widget (or a Mini App's `initData`), checked by the server. */
import type { TelegramAccountJSON } from '../../api/wire'
import type { TelegramAccount } from '../accounts'
import { defineAccount, defineLoginMethod } from '../method'

/** A Telegram account. */
export const telegramAccount = defineAccount<TelegramAccountJSON, TelegramAccount>({
  type: 'telegram',
  parse: (j) => ({
    type: 'telegram',
    telegramUserId: j.telegram_user_id,
    username: j.username,
    firstName: j.first_name,
    lastName: j.last_name,
    photoUrl: j.photo_url,
  }),
  shortcut: 'telegram',
})

/** The Telegram login method ('telegram_auth' on the server, absent from servers that predate it: off). */
export const telegramMethod = defineLoginMethod({
  id: 'telegram',
  appFlag: 'telegram_auth',
  account: telegramAccount,
  landing: (): { type: 'telegram'; group: 'web2' } => ({ type: 'telegram', group: 'web2' }),
})
