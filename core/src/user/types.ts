/** The `User`, as core hands it to hosts (camelCase, dates). */

import type { UserWallet, WalletAccount } from './accounts'
import type { AnyLinkedAccount } from './methods/list'

/** The `type` of a linked account ('email', 'google_oauth', ...). */
export type LinkedAccountType = LinkedAccount['type']

export type {
  AppleAccount,
  CustomAuthAccount,
  DiscordAccount,
  EmailAccount,
  GithubAccount,
  GoogleAccount,
  InstagramAccount,
  LineAccount,
  LinkedinAccount,
  OidcAccount,
  PasskeyAccount,
  PhoneAccount,
  SpotifyAccount,
  TelegramAccount,
  TiktokAccount,
  TwitchAccount,
  TwitterAccount,
  UserWallet,
  WalletAccount,
} from './accounts'

/** A linked account of any kind, read off the account kinds of the login method descriptors (`user/methods/`). */
export type LinkedAccount = AnyLinkedAccount

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
  spotify?: { subject: string; name: string | null }
  twitch?: { subject: string; username: string | null; name: string | null; email: string | null }
  instagram?: { subject: string; username: string | null }
  line?: { subject: string; name: string | null }
  customAuth?: { customUserId: string }
  /** The smart account the embedded wallet owns (`config.smartWallets`), once registered. */
  smartWallet?: { address: string; smartWalletType: string }
  telegram?: {
    telegramUserId: string
    username: string | null
    firstName: string | null
    lastName: string | null
    photoUrl: string | null
  }
  /** The embedded wallet account, when the user has one. */
  embeddedWallet?: WalletAccount
  mfaMethods: MfaMethod[]
  /**
   * What the host's backend stored on the user through the server API (`setCustomMetadata` of `@latch/core/server`):
   * a JSON object of at most 4 kB, `{}` when none was set. Read-only for the page: no client call sets it.
   */
  customMetadata: Readonly<Record<string, unknown>>
  /**
   * True for a guest account (`loginAsGuest()`): no login method yet, only this device's session. Linking any
   * method (an email, a wallet, a social account, a passkey) makes it a full account in place: the same user id and
   * embedded wallet, `isGuest` false. The server removes an idle guest account after the app's idle time.
   */
  isGuest: boolean
}
