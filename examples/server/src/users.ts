/** Stored users and accounts to the wire's `UserJSON` (snake_case, seconds). */
import type { LinkedAccountJSON, MfaMethodJSON, UserJSON } from '@latch/core/protocol'
import { smartWalletAccountJSON, verifiedTimes } from './domain/accounts'
import { SERVER_METHODS } from './methods/list'
import type { AccountToJSON } from './methods/method'
import type { AccountRecord, UserRecord } from './storage'

/** Each account type's JSON, from the login methods that store it (one mapping per type). */
const ACCOUNT_JSON = (() => {
  // the smart wallet is no login method's: the embedded wallet routes link it
  const byType = new Map<string, AccountToJSON>([['smart_wallet', smartWalletAccountJSON]])
  for (const method of SERVER_METHODS) {
    for (const [type, toJSON] of Object.entries(method.accounts)) {
      const known = byType.get(type)
      if (known && known !== toJSON) throw new Error(`Two login methods map '${type}' accounts differently`)
      byType.set(type, toJSON)
    }
  }
  return byType
})()

/**
 * One stored account as the wire's linked account. A passkey account needs its user (the passkey row and whether
 * passkey MFA is on); without it, or without its row, it is listed with what its account row holds.
 */
export function accountToJSON(a: AccountRecord, user?: UserRecord): LinkedAccountJSON {
  const toJSON = ACCOUNT_JSON.get(a.type) ?? ACCOUNT_JSON.get(a.type.replace(/^oidc:[a-z0-9-]+_/, 'oidc:*_'))
  if (toJSON) return toJSON(a, user)
  // an account type no listed method stores (a later version's): its type, key and times
  return { type: a.type, subject: a.key, ...verifiedTimes(a) } as unknown as LinkedAccountJSON
}

export function userToJSON(u: UserRecord): UserJSON {
  return {
    id: u.id,
    created_at: u.createdAt,
    linked_accounts: u.accounts.map((a) => accountToJSON(a, u)),
    mfa_methods: u.mfa.map((m): MfaMethodJSON => ({ type: m.type, verified_at: m.verifiedAt })),
    custom_metadata: u.customMetadata,
    is_guest: u.isGuest,
  }
}
