/** Guest login: 'Continue as guest' (an account with no login method, which may link one later). */
import { defineLoginMethod } from '../method'

/** The guest login method ('guest_auth' on the server; off unless the app turns guests on). It links no account. */
export const guestMethod = defineLoginMethod({
  id: 'guest',
  appFlag: 'guest_auth',
  account: null,
  landing: (): { type: 'guest'; group: 'web2' } => ({ type: 'guest', group: 'web2' }),
})
