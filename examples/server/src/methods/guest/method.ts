/** Guest accounts: a user with no login method (`is_guest` until one is linked), on by the app's `guest_auth`. */
import type { ServerMethod } from '../method'

export const guestMethod = {
  id: 'guest',
  // a guest login stores no account
  accounts: {},
  appConfig: (s) => ({ guest_auth: s.guestAuth ?? false }),
} as const satisfies ServerMethod
