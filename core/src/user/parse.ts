/**
 * Server user JSON to the `User` : seconds to dates, the latest verified account of each type
 * wins for the shortcut fields, the embedded wallet recognised by `wallet_client_type: 'privy'`.
 */
import { parseUserJSON } from '../api/shapes'
import type { LinkedAccountJSON, UserJSON } from '../api/wire'
import type { LinkedAccount, MfaMethod, User, WalletAccount } from './types'

const toDate = (seconds: number): Date => new Date(seconds * 1000)
const toNullableDate = (seconds: number | null | undefined): Date | null =>
  seconds === null || seconds === undefined ? null : toDate(seconds)

/** One wire account to its camelCase form. */
export function toLinkedAccount(json: LinkedAccountJSON): LinkedAccount {
  const verified = {
    verifiedAt: toDate(json.verified_at),
    firstVerifiedAt: toNullableDate(json.first_verified_at),
    latestVerifiedAt: toNullableDate(json.latest_verified_at),
  }
  switch (json.type) {
    case 'email':
      return { type: 'email', address: json.address, ...verified }
    case 'phone':
      return { type: 'phone', number: json.phone_number, ...verified }
    case 'wallet':
      return {
        type: 'wallet',
        address: json.address,
        chainType: json.chain_type,
        chainId: json.chain_id ?? null,
        walletClient: json.wallet_client,
        walletClientType: json.wallet_client_type,
        connectorType: json.connector_type,
        recoveryMethod: json.recovery_method ?? null,
        ...verified,
      }
    case 'google_oauth':
      return { type: 'google_oauth', subject: json.subject, email: json.email, name: json.name, ...verified }
    case 'twitter_oauth':
      return {
        type: 'twitter_oauth',
        subject: json.subject,
        username: json.username,
        name: json.name,
        ...verified,
      }
    case 'discord_oauth':
      return {
        type: 'discord_oauth',
        subject: json.subject,
        username: json.username,
        email: json.email,
        ...verified,
      }
    case 'github_oauth':
      return {
        type: 'github_oauth',
        subject: json.subject,
        username: json.username,
        name: json.name,
        email: json.email,
        ...verified,
      }
    case 'tiktok_oauth':
      return { type: 'tiktok_oauth', subject: json.subject, username: json.username, ...verified }
    case 'linkedin_oauth':
      return {
        type: 'linkedin_oauth',
        subject: json.subject,
        name: json.name,
        email: json.email ?? null,
        ...verified,
      }
    case 'apple_oauth':
      return {
        type: 'apple_oauth',
        subject: json.subject,
        email: json.email,
        name: json.name ?? null,
        ...verified,
      }
    case 'custom_auth':
      return { type: 'custom_auth', customUserId: json.custom_user_id, ...verified }
    case 'passkey':
      return {
        type: 'passkey',
        credentialId: json.credential_id,
        name: json.name,
        deviceType: json.device_type,
        backedUp: json.backed_up,
        transports: [...json.transports],
        enrolledInMfa: json.enrolled_in_mfa,
        createdAt: toDate(json.created_at),
        lastUsedAt: toNullableDate(json.last_used_at),
        ...verified,
      }
  }
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
  }
  const email = latestOfType(linkedAccounts, 'email')
  if (email) user.email = { address: email.address }
  const phone = latestOfType(linkedAccounts, 'phone')
  if (phone) user.phone = { number: phone.number }

  const embedded = linkedAccounts
    .filter(isEmbeddedWallet)
    .sort((a, b) => lastVerified(b) - lastVerified(a))[0]
  if (embedded) user.embeddedWallet = embedded
  // Like every shortcut field, `wallet` is the latest verified account of its type, embedded or not.
  const wallet = latestOfType(linkedAccounts, 'wallet')
  if (wallet) {
    user.wallet = {
      address: wallet.address,
      chainType: wallet.chainType,
      chainId: wallet.chainId,
      walletClient: wallet.walletClient,
      walletClientType: wallet.walletClientType,
      connectorType: wallet.connectorType,
      recoveryMethod: wallet.recoveryMethod,
    }
  }
  const google = latestOfType(linkedAccounts, 'google_oauth')
  if (google) user.google = { subject: google.subject, email: google.email, name: google.name }
  const twitter = latestOfType(linkedAccounts, 'twitter_oauth')
  if (twitter) user.twitter = { subject: twitter.subject, username: twitter.username, name: twitter.name }
  const discord = latestOfType(linkedAccounts, 'discord_oauth')
  if (discord) user.discord = { subject: discord.subject, username: discord.username, email: discord.email }
  const github = latestOfType(linkedAccounts, 'github_oauth')
  if (github) {
    user.github = {
      subject: github.subject,
      username: github.username,
      name: github.name,
      email: github.email,
    }
  }
  const tiktok = latestOfType(linkedAccounts, 'tiktok_oauth')
  if (tiktok) user.tiktok = { subject: tiktok.subject, username: tiktok.username }
  const linkedin = latestOfType(linkedAccounts, 'linkedin_oauth')
  if (linkedin) user.linkedin = { subject: linkedin.subject, name: linkedin.name, email: linkedin.email }
  const apple = latestOfType(linkedAccounts, 'apple_oauth')
  if (apple) user.apple = { subject: apple.subject, email: apple.email, name: apple.name }
  const custom = latestOfType(linkedAccounts, 'custom_auth')
  if (custom) user.customAuth = { customUserId: custom.customUserId }
  return user
}

/** Untrusted JSON to `User`; throws `ShapeError` on a malformed user (the API client reports it as invalid_response). */
export function parseUser(json: unknown): User {
  return toUser(parseUserJSON(json))
}
