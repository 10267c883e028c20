/**
 * Server user JSON to the `User` : seconds to dates, the latest verified account of each type
 * wins for the shortcut fields, the embedded wallet recognised by `wallet_client_type: 'privy'`.
 */
import { parseUserJSON } from '../api/shapes'
import type { LinkedAccountJSON, UserJSON } from '../api/wire'
import type { AnyAccountKind } from './method'
import { ACCOUNT_KINDS } from './methods/list'
import type { LinkedAccount, MfaMethod, User, WalletAccount } from './types'

const toDate = (seconds: number): Date => new Date(seconds * 1000)
const toNullableDate = (seconds: number | null | undefined): Date | null =>
  seconds === null || seconds === undefined ? null : toDate(seconds)

/** One wire account to its camelCase form, by its kind's parser (`user/methods/<id>.ts`). */
export function toLinkedAccount(json: LinkedAccountJSON): LinkedAccount {
  const kind = ACCOUNT_KINDS.find(
    (k) => k.type === json.type || (k as AnyAccountKind).matches?.(json.type) === true,
  ) as AnyAccountKind
  return {
    ...(kind.parse(json) as object),
    verifiedAt: toDate(json.verified_at),
    firstVerifiedAt: toNullableDate(json.first_verified_at),
    latestVerifiedAt: toNullableDate(json.latest_verified_at),
  } as LinkedAccount
}

/** When the account was last verified: `latestVerifiedAt` when the server sends it, else `verifiedAt`. */
function lastVerified(account: LinkedAccount): number {
  return (account.latestVerifiedAt ?? account.verifiedAt).getTime()
}

/** The latest verified account of one type, or undefined. Ties keep the later entry in the list. */
export function latestOfType<T extends LinkedAccount['type']>(
  accounts: readonly LinkedAccount[],
  type: T,
): Extract<LinkedAccount, { type: T }> | undefined {
  let best: LinkedAccount | undefined
  for (const account of accounts) {
    if (account.type === type && (!best || lastVerified(account) >= lastVerified(best))) best = account
  }
  return best as Extract<LinkedAccount, { type: T }> | undefined
}

/** True for the embedded wallet (made by the provider). */
export function isEmbeddedWallet(account: LinkedAccount): account is WalletAccount {
  return account.type === 'wallet' && account.walletClientType === 'privy'
}

/** Checked wire user to `User`. */
export function toUser(json: UserJSON): User {
  const linkedAccounts = json.linked_accounts.map(toLinkedAccount)
  const user: User = {
    id: json.id,
    createdAt: toDate(json.created_at),
    linkedAccounts,
    mfaMethods: [...new Set(json.mfa_methods.map((m): MfaMethod => m.type))],
    customMetadata: json.custom_metadata ?? {},
    isGuest: json.is_guest === true,
  }
  // Each kind's shortcut field (`user.email`, `user.google`, ...): its latest verified account, without the type and
  // the verification times. Like every shortcut field, `wallet` is the latest wallet, embedded or not.
  for (const kind of ACCOUNT_KINDS) {
    const latest = kind.shortcut && latestOfType(linkedAccounts, kind.type)
    if (latest) {
      const { type, verifiedAt, firstVerifiedAt, latestVerifiedAt, ...fields } = latest
      ;(user as unknown as Record<string, unknown>)[kind.shortcut as string] = fields
    }
  }
  const embedded = linkedAccounts
    .filter(isEmbeddedWallet)
    .sort((a, b) => lastVerified(b) - lastVerified(a))[0]
  if (embedded) user.embeddedWallet = embedded
  return user
}

/** Untrusted JSON to `User`; throws `ShapeError` on a malformed user (the API client reports it as invalid_response). */
export function parseUser(json: unknown): User {
  return toUser(parseUserJSON(json))
}
