/**
 * Email and SMS codes: `email` and `phone` accounts, on by the app's `email_auth` and `sms_auth` (one module: both
 * channels share the code rules of `domain/codes.ts` and differ only in the recipient).
 */
import { verifiedTimes } from '../../domain/accounts'
import type { ServerMethod } from '../method'

export const passwordlessMethod = {
  id: 'passwordless',
  accounts: {
    email: (a) => ({ type: 'email', address: a.data.address as string, ...verifiedTimes(a) }),
    phone: (a) => ({ type: 'phone', phone_number: a.data.phone_number as string, ...verifiedTimes(a) }),
  },
  appConfig: (s) => ({ email_auth: s.emailAuth, sms_auth: s.smsAuth }),
} as const satisfies ServerMethod
