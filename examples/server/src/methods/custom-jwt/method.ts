/** Login with the host's own JWT (`custom_auth` accounts); on by the app's `customAuth` settings, no config flag. */
import { verifiedTimes } from '../../domain/accounts'
import type { ServerMethod } from '../method'

export const customJwtMethod = {
  id: 'custom_jwt',
  accounts: {
    custom_auth: (a) => ({ type: 'custom_auth', custom_user_id: a.key, ...verifiedTimes(a) }),
  },
  appConfig: () => ({}),
} as const satisfies ServerMethod
