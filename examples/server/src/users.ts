/** Stored users and accounts to the wire's `UserJSON` (snake_case, seconds). */
import type { LinkedAccountJSON, MfaMethodJSON, UserJSON } from '@latch/core/protocol'
import type { AccountRecord, PasskeyRecord, UserRecord } from './storage'

const OAUTH_FIELDS: Record<string, string[]> = {
  google_oauth: ['email', 'name'],
  twitter_oauth: ['username', 'name'],
  discord_oauth: ['username', 'email'],
  github_oauth: ['username', 'name', 'email'],
  tiktok_oauth: ['username'],
  linkedin_oauth: ['name', 'email'],
  apple_oauth: ['email', 'name'],
}

/**
 * One stored account as the wire's linked account. A passkey account needs its user (the passkey row and whether
 * passkey MFA is on); without it, or without its row, it is listed with what its account row holds.
 */
export function accountToJSON(a: AccountRecord, user?: UserRecord): LinkedAccountJSON {
  const times = {
    verified_at: a.latestVerifiedAt,
    first_verified_at: a.firstVerifiedAt,
    latest_verified_at: a.latestVerifiedAt,
  }
  const d = a.data
  switch (a.type) {
    case 'email':
      return { type: 'email', address: d.address as string, ...times }
    case 'phone':
      return { type: 'phone', phone_number: d.phone_number as string, ...times }
    case 'wallet':
      return {
        type: 'wallet',
        address: d.address as string,
        chain_type: d.chain_type === 'solana' ? 'solana' : 'ethereum',
        chain_id: (d.chain_id as string | null) ?? null,
        wallet_client: d.wallet_client_type === 'privy' ? 'privy' : 'unknown',
        wallet_client_type: (d.wallet_client_type as string) ?? 'unknown',
        connector_type: (d.connector_type as string) ?? 'unknown',
        recovery_method: (d.recovery_method as 'privy' | 'user-passcode' | 'passkey' | null) ?? null,
        ...times,
      }
    case 'custom_auth':
      return { type: 'custom_auth', custom_user_id: a.key, ...times }
    case 'passkey':
      return passkeyToJSON(
        a,
        user?.passkeys.find((p) => p.accountId === a.id),
        user,
      )
    default: {
      const fields = OAUTH_FIELDS[a.type] ?? []
      const out: Record<string, unknown> = { type: a.type, subject: a.key }
      for (const f of fields) out[f] = (d[f] as string | null | undefined) ?? null
      if (a.type === 'google_oauth') out.email = (d.email as string | undefined) ?? ''
      return { ...out, ...times } as unknown as LinkedAccountJSON
    }
  }
}

function passkeyToJSON(a: AccountRecord, p: PasskeyRecord | undefined, user?: UserRecord): LinkedAccountJSON {
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

export function userToJSON(u: UserRecord): UserJSON {
  return {
    id: u.id,
    created_at: u.createdAt,
    linked_accounts: u.accounts.map((a) => accountToJSON(a, u)),
    mfa_methods: u.mfa.map((m): MfaMethodJSON => ({ type: m.type, verified_at: m.verifiedAt })),
  }
}
