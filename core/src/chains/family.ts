/**
 * A chain family: what core needs to know of one kind of chain (EVM today; Solana next) to offer its wallets, sign
 * in with them, sign and send on them, and show their addresses. Each family is a module (`chains/<family>/`) that
 * exports one `ChainFamily`, and `CHAIN_FAMILIES` (`chains/families.ts`) lists them.
 *
 * How a second family plugs in (Solana, for instance):
 * 1. `chains/solana/family.ts`: `defineChainFamily({ id: 'solana', namespace: 'solana', ... })` with its own
 *    address rule (base58, 32 bytes), CAIP-2 ids, wallet kinds ('injected' for Wallet Standard wallets, 'embedded'
 *    once the frame derives its key), its sign-in path ('/siws') and the request methods its signer answers.
 * 2. One entry in `CHAIN_FAMILIES`; the wire's `chain_type` and `WalletAccount['chainType']` gain its id (the wallet
 *    account's shape, `api/wire.ts` and `user/accounts.ts`).
 * 3. Its sign and send flows are flow modules (`flows/<name>/`) and its screens screen modules (`ui/src/screens/`),
 *    named in `screens` here so the family's surface can be checked against the screen list.
 * Code that is family-specific reads the family of the wallet at hand (`familyOf(account.chainType)`), never
 * `eip155:` or `isAddress` directly.
 */

/**
 * How a family's wallets reach the user: the embedded wallet (the key in the wallet frame), a wallet the browser
 * announces (EIP-6963, Wallet Standard), WalletConnect, or a deep link into a known mobile wallet.
 */
export type WalletKind = 'embedded' | 'injected' | 'walletconnect' | 'deep-link'

/** One chain family: identity, wallets, sign-in, signer, screens, addresses and chain ids. */
export interface ChainFamily<Id extends string = string, A extends string = string> {
  /** The family's `chain_type` on the wire, `chainType` on a wallet account ('ethereum'). */
  readonly id: Id
  /** The CAIP-2 namespace of its chain ids ('eip155'). */
  readonly namespace: string
  /** The wallet kinds it offers, in the wallet list's order. */
  readonly walletKinds: readonly WalletKind[]
  /** The API path of its sign-in protocol (SIWE), under which `init`, `authenticate`, `link` and `unlink` live. */
  readonly signInPath: string
  /**
   * Its signer: the request interface the embedded wallet and external wallets answer ('eip1193'), and the methods
   * that ask the person (a signature prompt, a transaction to approve).
   */
  readonly signer: {
    readonly interface: string
    readonly signMethods: readonly string[]
    readonly sendMethods: readonly string[]
  }
  /** The screens of its sign and send flows. */
  readonly screens: { readonly sign: readonly string[]; readonly send: readonly string[] }
  /** The address in its canonical form (EIP-55 checksum), or null when `value` is not an address of the family. */
  parseAddress(value: unknown): A | null
  /** The CAIP-2 id of one of its chains (`eip155:8453`). */
  chainId(reference: number | string): `${string}:${string}`
  /** The chain reference of a CAIP-2 id of this family (`8453`), or null when the id is of another family. */
  chainReference(caip2: string): string | null
}

/** Declares a chain family (an identity function that fixes the types). */
export function defineChainFamily<const Id extends string, A extends string>(
  family: ChainFamily<Id, A>,
): ChainFamily<Id, A> {
  return family
}
