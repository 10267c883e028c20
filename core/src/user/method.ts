/**
 * Login method and account descriptors: what core needs to know of a way to log in, written once
 * (`core/src/user/methods/<id>.ts`), named by the flow module that runs it (`methods: [...]`), and read by every list
 * that used to name the methods by hand (the config's `loginMethods` keys, the server app config flags, the LANDING
 * options, the linked account parsers, the `User` shortcut fields). The descriptors are plain data and pure
 * functions in the user model, so the config, the user parser and the server SDK (`@latch/core/server`, which parses
 * users too) read them without reaching the flows, their stores or the DOM.
 */
import type { AppConfigJSON, LinkedAccountJSON } from '../api/wire'

/** The fields every linked account has: when it was verified. */
export interface Verified {
  verifiedAt: Date
  firstVerifiedAt: Date | null
  latestVerifiedAt: Date | null
}

/** A flag of the server app config (GET /api/v1/apps/{appId}) that turns a login method on. */
export type AppFlag = {
  [K in keyof AppConfigJSON]-?: AppConfigJSON[K] extends boolean | undefined ? K : never
}[keyof AppConfigJSON]

/** The LANDING group of an option: web2 (email, SMS, passkey, social) or web3 (wallet). */
export type LoginGroup = 'web2' | 'web3'

/** How an email or phone option shows: its input inline, or a button revealing it (`hideDirectWeb2Inputs`). */
export type OptionDisplay = 'input' | 'button'

/**
 * One kind of linked account: its `type` on the wire, the parser from its wire JSON (checked by `api/shapes.ts`) to
 * the camelCase account without the verification times, and the `User` shortcut field it fills, if any.
 */
export interface AccountKind<T extends string = string, J = never, A = unknown> {
  readonly type: T
  /** The checked wire account to its camelCase form (the verification times are added by `toLinkedAccount`). */
  parse(json: J): A
  /**
   * The `User` field that shows the latest verified account of this type (`user.google`): the account without its
   * type and verification times. A string here (a key of `User`, checked by the user tests) so the descriptors stay
   * below `User`, whose account union is read off them.
   */
  readonly shortcut?: string
  /** For a family of wire types (`oidc:<id>_oauth`): whether a type is of this kind (else `type` must equal). */
  readonly matches?: (type: string) => boolean
}

/** A linked account kind of the given wire type, typed from its wire shape `J` and its account `A`. */
export function defineAccount<J extends LinkedAccountJSON, A extends { type: J['type'] }>(
  kind: AccountKind<J['type'], J, Omit<A, keyof Verified>>,
): AccountKind<J['type'], J, Omit<A, keyof Verified>> & { readonly _account?: A } {
  return kind
}

/** Any account kind (its wire shape and account left open). */
// biome-ignore lint/suspicious/noExplicitAny: the parse input of a kind is only known to the kind itself
export type AnyAccountKind = AccountKind<string, any, unknown> & { readonly _account?: unknown }

/**
 * A login method: its id in `config.loginMethods`, the server app config flag that turns it on, whether it is on
 * before the server has answered, the account it links, and its LANDING option. Which of its calls carry an
 * idempotency key is a property of the endpoint, not of the method: it stays with the API's endpoint list
 * (`IDEMPOTENT_PATHS`, the protocol's endpoint descriptors), where MFA and step-up calls are keyed too.
 */
export interface LoginMethodDescriptor<
  Id extends string = string,
  O extends object = object,
  K extends AnyAccountKind | null = AnyAccountKind | null,
> {
  readonly id: Id
  readonly appFlag: AppFlag
  /** On before the server app config is known and when neither host nor server says (email and wallet). */
  readonly defaultOn?: boolean
  /** The account a login with this method links, or null when it links none. */
  readonly account: K
  /** Its LANDING option, given how email and phone show (`display`). */
  landing(display: OptionDisplay): O & { group: LoginGroup }
}

/** Declares a login method (an identity function that fixes the types). */
export function defineLoginMethod<
  const Id extends string,
  O extends { type: string; group: LoginGroup },
  K extends AnyAccountKind | null,
>(method: LoginMethodDescriptor<Id, O, K>): LoginMethodDescriptor<Id, O, K> {
  return method
}

/** The ids of a list of methods. */
export type MethodIdOf<L extends readonly LoginMethodDescriptor[]> = L[number]['id']
/** The LANDING options of a list of methods. */
export type LandingOptionOf<L extends readonly LoginMethodDescriptor[]> = ReturnType<L[number]['landing']>
/** The camelCase accounts of a list of account kinds. */
export type AccountOf<K extends readonly { readonly _account?: unknown }[]> = NonNullable<
  K[number]['_account']
>
