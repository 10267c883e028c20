/** Passkeys (WebAuthn): `passkey` accounts, on by the app's `passkey_auth`. */
import type { LinkedAccountJSON } from '@latch/core/protocol'
import type { AccountRecord, UserRecord } from '../../storage'
import type { ServerMethod } from '../method'

/**
 * A passkey account with its passkey row (name, device, transports) and whether passkey MFA is on; without its user,
 * or without its row, listed with what its account row holds.
 */
function passkeyAccountJSON(a: AccountRecord, user?: UserRecord): LinkedAccountJSON {
  const p = user?.passkeys.find((x) => x.accountId === a.id)
  return {
    type: 'passkey',
    credential_id: a.key,
    name: p?.name ?? 'Passkey',
    device_type: p?.deviceType ?? 'singleDevice',
    backed_up: p?.backedUp ?? false,
    transports: p?.transports ?? [],
    enrolled_in_mfa: user?.mfa.some((m) => m.type === 'passkey') ?? false,
    created_at: p?.createdAt ?? a.firstVerifiedAt,
    last_used_at: p?.lastUsedAt ?? null,
    verified_at: a.latestVerifiedAt,
    first_verified_at: a.firstVerifiedAt,
    latest_verified_at: a.latestVerifiedAt,
  }
}

export const passkeyMethod = {
  id: 'passkey',
  accounts: { passkey: passkeyAccountJSON },
  appConfig: (s) => ({ passkey_auth: s.passkeyAuth ?? false }),
} as const satisfies ServerMethod
