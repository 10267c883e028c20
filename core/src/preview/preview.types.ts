/** Types of a transaction preview: what a simulation says the transaction would do, as the send screen shows it. */
import type { Address } from 'viem'

/** A token as read from the chain (`symbol()` and `decimals()`). */
export interface TokenInfo {
  address: Address
  symbol: string
  decimals: number
}

/** One balance of the sending wallet that the transaction changes (gas fees are not included: they have a row). */
export interface BalanceChange {
  /** 'native' for the chain's own token, else the ERC-20's address. */
  asset: 'native' | Address
  symbol: string
  decimals: number
  /** Signed, in the token's smallest unit. */
  diff: bigint
  /** e.g. '-10 TST' or '+0.5 ETH'. */
  formatted: string
}

/** An ERC-20 call decoded from the calldata (viem's ABI decoding), with the token's symbol and decimals. */
export type DecodedTokenCall =
  | { kind: 'transfer'; token: TokenInfo; to: Address; amount: bigint; summary: string }
  | { kind: 'transferFrom'; token: TokenInfo; from: Address; to: Address; amount: bigint; summary: string }
  | {
      kind: 'approve'
      token: TokenInfo
      spender: Address
      amount: bigint
      /** The maximum uint256 allowance (or at least 2^255): the spender can take every token, now and later. */
      unlimited: boolean
      summary: string
    }

/** Something the person should look at before approving. */
export interface PreviewWarning {
  code: 'unlimited_approval' | 'reverts'
  message: string
}

/** Where the figures come from. */
export type PreviewSource = 'eth_simulateV1' | 'eth_call'

/**
 * The outcome: `ok` (the balance changes and the decoded call), `reverted` (the reason, before anything is signed)
 * or `unavailable` ('Preview unavailable': the simulation failed or timed out; the person still decides).
 */
export type TransactionPreview =
  | {
      status: 'ok'
      source: PreviewSource
      changes: BalanceChange[]
      call: DecodedTokenCall | null
      warnings: PreviewWarning[]
    }
  | {
      status: 'reverted'
      source: PreviewSource
      /** The decoded revert reason, e.g. 'TestToken: transfer amount exceeds balance'. */
      reason: string
      /** 'This transaction would fail: {reason}' */
      message: string
      call: DecodedTokenCall | null
      warnings: PreviewWarning[]
    }
  | { status: 'unavailable'; cause: 'timeout' | 'failed'; message: string }

/** `flows.sendTransaction.$preview`: idle, simulating, or the preview of the transaction on screen. */
export type PreviewState =
  | { step: 'idle' }
  | { step: 'simulating' }
  | { step: 'done'; preview: TransactionPreview }
