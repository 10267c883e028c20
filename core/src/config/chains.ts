/**
 * The default chain, written out rather than imported from 'viem/chains' so the eager entry never pulls viem
 * (only its types). The chain catalogue beyond it loads lazily where chains are used.
 */
import type { Chain } from 'viem'

/** Ethereum mainnet: the default chain (fallback 0x1). */
export const ethereumMainnet: Chain = {
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  blockExplorers: {
    default: { name: 'Etherscan', url: 'https://etherscan.io', apiUrl: 'https://api.etherscan.io/api' },
  },
}
