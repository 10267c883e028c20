/** The `User`, as core hands it to hosts (camelCase, dates). */

export type LinkedAccountType =
  | 'wallet'
  | 'email'
  | 'phone'
  | 'google_oauth'
  | 'twitter_oauth'
  | 'discord_oauth'
  | 'github_oauth'
  | 'tiktok_oauth'
  | 'linkedin_oauth'
  | 'apple_oauth'
  | 'custom_auth'
  | 'passkey'

interface Verified {
  verifiedAt: Date
  firstVerifiedAt: Date | null
  latestVerifiedAt: Date | null
}

export interface EmailAccount extends Verified {
  type: 'email'
  address: string
}
export interface PhoneAccount extends Verified {
  type: 'phone'
  number: string
}
/** A wallet as `User.wallet` gives it: a wallet account without its type and verification times. */
export interface UserWallet {
  address: string
  /** The chain family: Ethereum (EVM) or Solana. */
  chainType: 'ethereum' | 'solana'
  chainId: string | null
  walletClient: 'privy' | 'unknown'
  walletClientType: string
  connectorType: string
  recoveryMethod: 'privy' | 'user-passcode' | 'passkey' | null
}
export interface WalletAccount extends Verified, UserWallet {
  type: 'wallet'
}
export interface GoogleAccount extends Verified {
  type: 'google_oauth'
  subject: string
  email: string
  name: string | null
}
export interface TwitterAccount extends Verified {
  type: 'twitter_oauth'
  subject: string
  username: string | null
  name: string | null
}
export interface DiscordAccount extends Verified {
  type: 'discord_oauth'
  subject: string
  username: string | null
  email: string | null
}
export interface GithubAccount extends Verified {
  type: 'github_oauth'
  subject: string
  username: string | null
  name: string | null
  email: string | null
}
export interface TiktokAccount extends Verified {
  type: 'tiktok_oauth'
  subject: string
  username: string | null
}
export interface LinkedinAccount extends Verified {
  type: 'linkedin_oauth'
  subject: string
  name: string | null
  email: string | null
}
export interface AppleAccount extends Verified {
  type: 'apple_oauth'
  subject: string
  email: string | null
  /** Apple sends the name with the first login only; the server keeps it. */
  name: string | null
}
export interface CustomAuthAccount extends Verified {
  type: 'custom_auth'
  customUserId: string
}

/** A passkey the user signs in with (a WebAuthn credential); with passkey MFA on, it also verifies MFA. */
export interface PasskeyAccount extends Verified {
  type: 'passkey'
  /** The credential id (base64url): what `unlinkPasskey(id)` takes. */
  credentialId: string
  /** A name the user can change. */
  name: string
  /** 'multiDevice' when a passkey manager may sync it to the user's other devices. */
  deviceType: 'singleDevice' | 'multiDevice'
  backedUp: boolean
  transports: string[]
  /** True when the user has passkey MFA on. */
  enrolledInMfa: boolean
  createdAt: Date
  lastUsedAt: Date | null
}

export type LinkedAccount =
  | EmailAccount
  | PhoneAccount
  | WalletAccount
  | GoogleAccount
  | TwitterAccount
  | DiscordAccount
  | GithubAccount
  | TiktokAccount
  | LinkedinAccount
  | AppleAccount
  | CustomAuthAccount
  | PasskeyAccount

/** A second-factor method: a code by SMS, a code of an authenticator app, or one of the user's passkeys. */
export type MfaMethod = 'sms' | 'totp' | 'passkey'

export interface User {
  id: string
  createdAt: Date
  linkedAccounts: LinkedAccount[]
  /** Latest verified account of each type. */
  email?: { address: string }
  phone?: { number: string }
  /** The embedded wallet if the user has one, else the latest verified external wallet. */
  wallet?: UserWallet
  google?: { subject: string; email: string; name: string | null }
  twitter?: { subject: string; username: string | null; name: string | null }
  discord?: { subject: string; username: string | null; email: string | null }
  github?: { subject: string; username: string | null; name: string | null; email: string | null }
  tiktok?: { subject: string; username: string | null }
  linkedin?: { subject: string; name: string | null; email: string | null }
  apple?: { subject: string; email: string | null; name: string | null }
  customAuth?: { customUserId: string }
  /** The embedded wallet account, when the user has one. */
  embeddedWallet?: WalletAccount
  mfaMethods: MfaMethod[]
}
