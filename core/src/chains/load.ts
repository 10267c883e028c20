/**
 * The built-in chains load on demand: `import()` keeps viem's chain table out of the eager bundle, so only the
 * chains a host configures (objects it passes in) are in the first download.
 */
import type { Chain } from 'viem'

/** Every built-in chain (from `viem/chains`), loaded on first use. */
export async function loadBuiltInChains(): Promise<readonly Chain[]> {
  return (await import('./catalogue')).BUILT_IN_CHAINS
}

/** The built-in chain with this id, or null when there is none. */
export async function loadBuiltInChain(chainId: number): Promise<Chain | null> {
  return (await loadBuiltInChains()).find((chain) => chain.id === chainId) ?? null
}
