/** SMS login: a one-time code sent to a phone number. */
import type { PhoneAccountJSON } from '../../api/wire'
import type { PhoneAccount } from '../accounts'
import type { OptionDisplay } from '../method'
import { defineAccount, defineLoginMethod } from '../method'

/** The phone account: the E.164 number the code went to. */
export const phoneAccount = defineAccount<PhoneAccountJSON, PhoneAccount>({
  type: 'phone',
  parse: (json) => ({ type: 'phone', number: json.phone_number }),
  shortcut: 'phone',
})

/** The SMS login method ('sms_auth' on the server). */
export const smsMethod = defineLoginMethod({
  id: 'sms',
  appFlag: 'sms_auth',
  account: phoneAccount,
  landing: (display): { type: 'sms'; group: 'web2'; display: OptionDisplay } => ({
    type: 'sms',
    group: 'web2',
    display,
  }),
})
