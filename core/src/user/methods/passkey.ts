/** Passkey login: 'Continue with a passkey' (the browser offers the passkeys it holds for the site). */
import type { PasskeyAccountJSON } from '../../api/wire'
import type { PasskeyAccount } from '../accounts'
import { defineAccount, defineLoginMethod } from '../method'

const toDate = (seconds: number): Date => new Date(seconds * 1000)

/** The passkey account: one WebAuthn credential. */
export const passkeyAccount = defineAccount<PasskeyAccountJSON, PasskeyAccount>({
  type: 'passkey',
  parse: (json) => ({
    type: 'passkey',
    credentialId: json.credential_id,
    name: json.name,
    deviceType: json.device_type,
    backedUp: json.backed_up,
    transports: [...json.transports],
    enrolledInMfa: json.enrolled_in_mfa,
    createdAt: toDate(json.created_at),
    lastUsedAt: typeof json.last_used_at === 'number' ? toDate(json.last_used_at) : null,
  }),
})

/** The passkey login method ('passkey_auth' on the server, absent from servers that predate passkeys: off). */
export const passkeyMethod = defineLoginMethod({
  id: 'passkey',
  appFlag: 'passkey_auth',
  account: passkeyAccount,
  landing: (): { type: 'passkey'; group: 'web2' } => ({ type: 'passkey', group: 'web2' }),
})
