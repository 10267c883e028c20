/**
 * Per-app sponsorship policy: which chains, contracts and selectors an app pays gas for, how much per user per UTC
 * day (in wei, counted at the user operation's maximum cost), and whether callers without a session (guests) are
 * sponsored. Kept in the app's settings (`sponsorship`), set with `latch-server apps update APP --sponsorship ...`.
 */
import { type Address, getAddress, isAddress } from 'viem'

export interface SponsorshipPolicy {
  enabled: boolean
  /** Chain ids the app sponsors on. */
  chains: number[]
  /** Contracts a sponsored call may target (lower-case); empty: any. */
  contracts: string[]
  /** 4-byte selectors a sponsored call may use (lower-case 0x…); empty: any (a plain value transfer is one). */
  selectors: string[]
  /** The most one user (or one guest account) may be sponsored for per UTC day, wei as a decimal string. */
  capWeiPerDay: string
  /** Sponsor callers without a session (keyed by their smart account address). */
  guests: boolean
}

/** Why a request was not sponsored; the answer's message is `sponsorship_denied: <reason>`. */
export type DenialReason =
  | 'sponsorship_off'
  | 'chain_not_sponsored'
  | 'guest_not_sponsored'
  | 'contract_not_allowed'
  | 'selector_not_allowed'
  | 'calls_unreadable'
  | 'cap_reached'

export const defaultSponsorship = (): SponsorshipPolicy => ({
  enabled: false,
  chains: [],
  contracts: [],
  selectors: [],
  capWeiPerDay: '0',
  guests: false,
})

/**
 * Applies a CLI spec to a policy: comma-separated `key=value` pairs, lists joined with `|`:
 * `on`, `off`, `chains=31337|8453`, `contracts=0xabc…|0xdef…`, `selectors=0xa9059cbb|0x095ea7b3`,
 * `cap=1000000000000000` (wei per user per day), `guests=on|off`. Throws on anything else.
 */
export function applySponsorshipSpec(
  current: SponsorshipPolicy | undefined,
  spec: string,
): SponsorshipPolicy {
  const next: SponsorshipPolicy = { ...defaultSponsorship(), ...current }
  for (const part of spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    if (part === 'on' || part === 'off') {
      next.enabled = part === 'on'
      continue
    }
    const eq = part.indexOf('=')
    if (eq < 0) throw new Error(`--sponsorship: '${part}' is not on, off or key=value`)
    const key = part.slice(0, eq)
    const value = part.slice(eq + 1)
    const list = value ? value.split('|').map((s) => s.trim()) : []
    switch (key) {
      case 'chains':
        next.chains = list.map((c) => {
          if (!/^[1-9]\d{0,15}$/.test(c)) throw new Error(`--sponsorship: chain '${c}' is not a chain id`)
          return Number(c)
        })
        break
      case 'contracts':
        next.contracts = list.map((a) => {
          if (!isAddress(a, { strict: false })) throw new Error(`--sponsorship: '${a}' is not an address`)
          return getAddress(a).toLowerCase()
        })
        break
      case 'selectors':
        next.selectors = list.map((s) => {
          if (!/^0x[0-9a-fA-F]{8}$/.test(s)) throw new Error(`--sponsorship: '${s}' is not a 4-byte selector`)
          return s.toLowerCase()
        })
        break
      case 'cap':
        if (!/^\d{1,40}$/.test(value))
          throw new Error(`--sponsorship: cap '${value}' is not a whole number of wei`)
        next.capWeiPerDay = BigInt(value).toString()
        break
      case 'guests':
        if (value !== 'on' && value !== 'off') throw new Error(`--sponsorship: guests must be on or off`)
        next.guests = value === 'on'
        break
      default:
        throw new Error(
          `--sponsorship: unknown key '${key}' (on, off, chains, contracts, selectors, cap, guests)`,
        )
    }
  }
  return sponsorshipIssue(next) === null
    ? next
    : (() => {
        throw new Error(`--sponsorship: ${sponsorshipIssue(next)}`)
      })()
}

/** A reason a stored policy is unusable, or null. */
export function sponsorshipIssue(p: SponsorshipPolicy): string | null {
  if (p.enabled && p.chains.length === 0) return 'sponsorship is on but names no chain (chains=…)'
  if (p.enabled && BigInt(p.capWeiPerDay) === 0n) return 'sponsorship is on with a cap of 0 wei (cap=…)'
  return null
}

/** One call a user operation makes (decoded from the account's callData). */
export interface SponsoredCall {
  to: Address
  value: bigint
  data: `0x${string}`
}

/** The part of a decision the policy alone makes (the cap is checked against the ledger after it). */
export function checkPolicy(
  policy: SponsorshipPolicy | undefined,
  request: { chainId: number; guest: boolean; calls: SponsoredCall[] | null },
): DenialReason | null {
  if (!policy?.enabled) return 'sponsorship_off'
  if (!policy.chains.includes(request.chainId)) return 'chain_not_sponsored'
  if (request.guest && !policy.guests) return 'guest_not_sponsored'
  const restricted = policy.contracts.length > 0 || policy.selectors.length > 0
  if (!restricted) return null
  if (!request.calls || request.calls.length === 0) return 'calls_unreadable'
  for (const call of request.calls) {
    if (policy.contracts.length > 0 && !policy.contracts.includes(call.to.toLowerCase()))
      return 'contract_not_allowed'
    if (policy.selectors.length > 0) {
      const selector = call.data.length >= 10 ? call.data.slice(0, 10).toLowerCase() : null
      // a plain transfer (no data) passes a selector list only when the contract list allows its target
      if (selector ? !policy.selectors.includes(selector) : policy.contracts.length === 0)
        return 'selector_not_allowed'
    }
  }
  return null
}
