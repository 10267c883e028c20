/** The linked accounts, one interface per kind; each kind's descriptor (`user/methods/<id>.ts`) parses its wire JSON into one. */
import type { Verified } from './method'

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
export interface SpotifyAccount extends Verified {
  type: 'spotify_oauth'
  subject: string
  name: string | null
}
export interface TwitchAccount extends Verified {
  type: 'twitch_oauth'
  subject: string
  username: string | null
  name: string | null
  email: string | null
}
export interface InstagramAccount extends Verified {
  type: 'instagram_oauth'
  subject: string
  username: string | null
}
export interface LineAccount extends Verified {
  type: 'line_oauth'
  subject: string
  name: string | null
}
/**
 * An account at one of the app's own OpenID Connect providers (`type` `oidc:<id>_oauth`, `provider` `oidc:<id>`):
 * the issuer's `sub`, and the email (when the issuer says it is verified), name and username it gave.
 */
export interface OidcAccount extends Verified {
  type: `oidc:${string}_oauth`
  provider: `oidc:${string}`
  subject: string
  email: string | null
  name: string | null
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

/** The ERC-4337 smart account the embedded wallet owns (`config.smartWallets`), deployed by its first user operation. */
export interface SmartWalletAccount extends Verified {
  type: 'smart_wallet'
  address: string
  /** Its implementation ('simple', 'light', 'kernel', 'safe'). */
  smartWalletType: string
}
/** A Telegram account (Telegram login: the Login Widget or a Mini App). */
export interface TelegramAccount extends Verified {
  type: 'telegram'
  /** Telegram's user id, as a decimal string. */
  telegramUserId: string
  username: string | null
  firstName: string | null
  lastName: string | null
  photoUrl: string | null
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
