/**
 * The login methods and linked account kinds, read off the flows' method descriptors (`<flow>/<id>.method.ts`, see
 * `user/method.ts`). `LoginMethod`, the `config.loginMethods` keys, the server app config flags, the LANDING options,
 * `LinkedAccount` and the account parsers all come from these two lists: adding a login method is its descriptor and
 * one entry here, plus its flow module (which names the same descriptor in `methods`, checked by `list.test.ts`).
 *
 * The lists sit below the flow list (`list.ts`) on purpose: the config and the user model read them, and they may not
 * import the flows' factories.
 */
import type { AccountOf, LandingOptionOf, MethodIdOf } from '../user/method'
import { customAuthAccount } from './custom-auth/custom-auth.method'
import { OAUTH_METHODS } from './oauth/oauth.method'
import { passkeyMethod } from './passkey/passkey.method'
import { emailMethod } from './passwordless/email.method'
import { smsMethod } from './passwordless/sms.method'
import { walletMethod } from './wallets/wallet.method'

/** Every login method, in LANDING order within each group (web2: email, SMS, passkey, socials; web3: the wallet). */
export const LOGIN_METHOD_LIST = [
  emailMethod,
  smsMethod,
  passkeyMethod,
  walletMethod,
  ...OAUTH_METHODS,
] as const

/** Every linked account kind: the login methods' accounts, and those no login method of the modal links. */
export const ACCOUNT_KINDS = [
  emailMethod.account,
  smsMethod.account,
  walletMethod.account,
  ...OAUTH_METHODS.map((m) => m.account),
  customAuthAccount,
  passkeyMethod.account,
] as const

/** A login method a host can turn on or off. */
export type MethodId = MethodIdOf<typeof LOGIN_METHOD_LIST>
/** One entry of the LANDING list for a login method. */
export type MethodLandingOption = LandingOptionOf<typeof LOGIN_METHOD_LIST>
/** A linked account, any kind. */
export type AnyLinkedAccount = AccountOf<typeof ACCOUNT_KINDS>
