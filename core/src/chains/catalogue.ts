/**
 * The built-in chain catalogue, straight from `viem/chains` (no hand-copied chain objects). This module is only
 * ever loaded with `import()` (see ./load.ts), so a host that configures its chains never downloads the table.
 */

import type { Chain } from 'viem'
import {
  arbitrum,
  arbitrumGoerli,
  arbitrumSepolia,
  avalanche,
  avalancheFuji,
  base,
  baseGoerli,
  baseSepolia,
  celo,
  celoAlfajores,
  filecoin,
  filecoinCalibration,
  garnet,
  goerli,
  hardhat,
  holesky,
  linea,
  lineaGoerli,
  lineaSepolia,
  mainnet,
  optimism,
  optimismGoerli,
  optimismSepolia,
  polygon,
  polygonAmoy,
  polygonMumbai,
  redstone,
  sepolia,
  zora,
  zoraSepolia,
  zoraTestnet,
} from 'viem/chains'

/**
 * Every built-in chain. Zora Goerli is viem's `zoraTestnet` (999). Redstone's Holesky testnet is viem's `garnet`
 * (17069, settling on Holesky): viem no longer ships the retired 17001 chain.
 */
export const BUILT_IN_CHAINS: readonly Chain[] = [
  mainnet,
  goerli,
  sepolia,
  holesky,
  arbitrum,
  arbitrumGoerli,
  arbitrumSepolia,
  base,
  baseGoerli,
  baseSepolia,
  optimism,
  optimismGoerli,
  optimismSepolia,
  zora,
  zoraTestnet,
  zoraSepolia,
  polygon,
  polygonMumbai,
  polygonAmoy,
  celo,
  celoAlfajores,
  filecoin,
  filecoinCalibration,
  linea,
  lineaGoerli,
  lineaSepolia,
  avalanche,
  avalancheFuji,
  redstone,
  garnet,
  hardhat,
]
