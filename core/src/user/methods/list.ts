/**
 * The login methods and linked account kinds, one descriptor module each (`user/methods/<id>.ts`, see
 * `user/method.ts`). `LoginMethod`, the `config.loginMethods` keys, the server app config flags, the LANDING options,
 * `LinkedAccount` and the account parsers all come from these two lists: adding a login method is its descriptor
 * and one entry here, plus its flow module, which names the same descriptor in `methods` (`list.test.ts` checks
 * that `FLOW_MODULES` runs exactly these methods).
 *
 * The lists sit in the user model, below the flow list, on purpose: the config, the user parser and the server SDK
 * read them, and may not import the flows' factories.
 */
import type { AccountOf, LandingOptionOf, MethodIdOf } from '../method'
import { customAuthAccount } from './custom-auth'
import { emailMethod } from './email'
import { guestMethod } from './guest'
import { OAUTH_METHODS, oidcAccount } from './oauth'
import { passkeyMethod } from './passkey'
import { smartWalletAccount } from './smart-wallet'
import { smsMethod } from './sms'
import { telegramMethod } from './telegram'
import { walletMethod } from './wallet'

/** Every login method, in LANDING order within each group (web2: email, SMS, passkey, socials, Telegram; web3: the wallet). */
export const LOGIN_METHOD_LIST = [
  emailMethod,
  smsMethod,
  passkeyMethod,
  walletMethod,
  ...OAUTH_METHODS,
  guestMethod,
  telegramMethod,
] as const

/** Every linked account kind: the login methods' accounts, and those no login method of the modal links. */
export const ACCOUNT_KINDS = [
  emailMethod.account,
  smsMethod.account,
  walletMethod.account,
  ...OAUTH_METHODS.map((m) => m.account),
  oidcAccount,
  customAuthAccount,
  passkeyMethod.account,
  smartWalletAccount,
  telegramMethod.account,
] as const

/** A login method a host can turn on or off. */
export type MethodId = MethodIdOf<typeof LOGIN_METHOD_LIST>
/** One entry of the LANDING list for a login method. */
export type MethodLandingOption = LandingOptionOf<typeof LOGIN_METHOD_LIST>
/** A linked account, any kind. */
export type AnyLinkedAccount = AccountOf<typeof ACCOUNT_KINDS>
