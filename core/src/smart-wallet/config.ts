/**
 * `config.smartWallets`: ERC-4337 smart accounts owned by the embedded signer. Types only (no code), so the config
 * can name them without loading the smart-wallet chunk.
 */

/** The account implementations offered, through permissionless. */
export type SmartWalletImplementation = 'simple' | 'light' | 'kernel' | 'safe'

/** Where one chain's user operations go. */
export interface SmartWalletChainConfig {
  /** An ERC-4337 bundler's JSON-RPC URL. */
  bundlerUrl: string
  /**
   * An ERC-7677 paymaster service's URL (the Latch server's is `<apiUrl>/api/v1/paymaster`); without it the account
   * pays its own gas.
   */
  paymasterUrl?: string
  /** The account factory, when it is not at the implementation's canonical address (a local chain). */
  factoryAddress?: `0x${string}`
}

export interface SmartWalletsConfig {
  implementation: SmartWalletImplementation
  /** Per chain id. */
  chains: Record<number, SmartWalletChainConfig>
}
