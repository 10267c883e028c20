/** Email login: a one-time code sent to an address. */
import type { EmailAccountJSON } from '../../api/wire'
import type { EmailAccount } from '../accounts'
import type { OptionDisplay } from '../method'
import { defineAccount, defineLoginMethod } from '../method'

/** The email account: the address the code went to. */
export const emailAccount = defineAccount<EmailAccountJSON, EmailAccount>({
  type: 'email',
  parse: (json) => ({ type: 'email', address: json.address }),
  shortcut: 'email',
})

/** The email login method ('email_auth' on the server; on by default). */
export const emailMethod = defineLoginMethod({
  id: 'email',
  appFlag: 'email_auth',
  defaultOn: true,
  account: emailAccount,
  landing: (display): { type: 'email'; group: 'web2'; display: OptionDisplay } => ({
    type: 'email',
    group: 'web2',
    display,
  }),
})
