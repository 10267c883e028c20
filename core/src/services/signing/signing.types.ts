/** The signing service's shapes: a provider as the wallet flows use it, and the wallet a signature comes from. */

/** An EIP-1193 provider, as far as the wallet flows use it. */
export interface Eip1193Requester {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>
}

/** The wallet a signature or a transaction comes from: its provider and address. */
export interface WalletSigner {
  provider: Eip1193Requester
  address: `0x${string}`
}

/** Gives the wallet to sign with, or null when none is connected. */
export type WalletSignerGetter = () => Promise<WalletSigner | null> | WalletSigner | null

/** Wraps a provider for hand-out (the send flow's review screen, the sign flow's prompt); keeps its type. */
export type ProviderWrapper = <P extends Eip1193Requester>(provider: P) => P
