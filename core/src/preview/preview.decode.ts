/**
 * The ERC-20 calls a preview names: `transfer`, `approve` and `transferFrom`, decoded from calldata with viem's ABI
 * decoding (`decodeFunctionData` over viem's `erc20Abi`), and the token's symbol and decimals read from the chain.
 * Revert data decodes the same way: `Error(string)`, `Panic(uint256)` and the standard ERC-20 errors (ERC-6093).
 */
import {
  type Address,
  type Client,
  decodeErrorResult,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  maxUint256,
  parseAbi,
} from 'viem'
import { readContract } from 'viem/actions'

/** A token call as decoded from calldata, before its token is read. */
export type TokenCallData =
  | { kind: 'transfer'; to: Address; amount: bigint }
  | { kind: 'transferFrom'; from: Address; to: Address; amount: bigint }
  | { kind: 'approve'; spender: Address; amount: bigint }

/** An allowance this large is as good as unlimited: tokens treat 2^256-1 as infinite, some wallets ask 2^255. */
export const UNLIMITED_ALLOWANCE = 2n ** 255n

/** True for an allowance at or above 2^255 (the maximum uint256 included). */
export function isUnlimitedAllowance(amount: bigint): boolean {
  return amount >= UNLIMITED_ALLOWANCE && amount <= maxUint256
}

/** Decodes an ERC-20 `transfer`, `approve` or `transferFrom`; null for anything else (or no calldata). */
export function decodeTokenCall(data: Hex | undefined): TokenCallData | null {
  if (!data || data.length < 10) return null
  let decoded: ReturnType<typeof decodeFunctionData<typeof erc20Abi>>
  try {
    decoded = decodeFunctionData({ abi: erc20Abi, data })
  } catch {
    return null
  }
  const { functionName, args } = decoded
  if (functionName === 'transfer') return { kind: 'transfer', to: args[0], amount: args[1] }
  if (functionName === 'approve') return { kind: 'approve', spender: args[0], amount: args[1] }
  if (functionName === 'transferFrom') {
    return { kind: 'transferFrom', from: args[0], to: args[1], amount: args[2] }
  }
  return null
}

/** Reads a token's `symbol()` and `decimals()` in parallel. Throws when the contract does not answer both. */
export async function readTokenInfo(client: Client, address: Address) {
  const [symbol, decimals] = await Promise.all([
    readContract(client, { address, abi: erc20Abi, functionName: 'symbol' }),
    readContract(client, { address, abi: erc20Abi, functionName: 'decimals' }),
  ])
  return { address, symbol, decimals }
}

// The standard ERC-20 errors (ERC-6093), as OpenZeppelin 5 tokens revert with them.
const tokenErrors = parseAbi([
  'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
  'error ERC20InvalidSender(address sender)',
  'error ERC20InvalidReceiver(address receiver)',
  'error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
  'error ERC20InvalidApprover(address approver)',
  'error ERC20InvalidSpender(address spender)',
])

/**
 * The reason in revert data: the `Error(string)` text, 'Panic: {code}', or a known error's name and arguments;
 * null when the data is empty or names an error this client does not know.
 */
export function decodeRevertData(data: Hex | undefined): string | null {
  if (!data || data === '0x') return null
  try {
    const { errorName, args } = decodeErrorResult({ abi: tokenErrors, data }) as {
      errorName: string
      args: readonly unknown[] | undefined
    }
    if (errorName === 'Error') return String(args?.[0] ?? '')
    if (errorName === 'Panic') return `Panic: 0x${BigInt(args?.[0] as bigint).toString(16)}`
    return `${errorName}(${(args ?? []).map(String).join(', ')})`
  } catch {
    return null
  }
}
