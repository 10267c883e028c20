/** The chain families core knows, one module each (`chains/<family>/family.ts`); see `family.ts` to add one. */
import { evmFamily } from './evm/family'
import type { ChainFamily } from './family'

/** Every chain family, EVM first. */
export const CHAIN_FAMILIES = [evmFamily] as const

/** A family's id: the `chainType` of its wallet accounts. */
export type ChainType = (typeof CHAIN_FAMILIES)[number]['id']

/** The family of a wallet account's `chainType`, or undefined for a family this client does not know. */
export function familyOf(chainType: string): ChainFamily | undefined {
  return CHAIN_FAMILIES.find((family) => family.id === chainType)
}
