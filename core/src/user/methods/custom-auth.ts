/** The custom auth account: a user of the host's own auth system (not a login method a host turns on or off). */
import type { CustomAuthAccountJSON } from '../../api/wire'
import type { CustomAuthAccount } from '../accounts'
import { defineAccount } from '../method'

/** The custom auth account: the host's user id. */
export const customAuthAccount = defineAccount<CustomAuthAccountJSON, CustomAuthAccount>({
  type: 'custom_auth',
  parse: (json) => ({ type: 'custom_auth', customUserId: json.custom_user_id }),
  shortcut: 'customAuth',
})
