/**
 * `previewTransaction`: what a transaction would do, before the person approves it. The simulation
 * (`simulateTransaction`) and the token's `symbol()`/`decimals()` run in parallel under one time limit; the result
 * is the sender's balance changes, the decoded ERC-20 call, an unlimited approval as a warning, or the revert
 * reason. Any failure or the time limit gives 'Preview unavailable', never an error: the person still decides.
 */
import { type Address, type Client, getAddress } from 'viem'
import { PREVIEW_TIMEOUT_MS } from '../constants'
import type { Clock } from '../env'
import type { MessageKey } from '../messages'
import { formatWalletMessage } from '../messages.wallet'
import { formatTokenAmount } from '../rules/format'
import { decodeTokenCall, isUnlimitedAllowance, readTokenInfo, type TokenCallData } from './preview.decode'
import { type RawChange, type SimulationRequest, simulateTransaction } from './preview.simulate'
import type {
  BalanceChange,
  DecodedTokenCall,
  PreviewWarning,
  TokenInfo,
  TransactionPreview,
} from './preview.types'

type Catalogue = Partial<Record<MessageKey, string>> | undefined

/** Parameters of `previewTransaction`. */
export interface PreviewTransactionParameters {
  /** A public client of the transaction's chain. */
  client: Client
  request: SimulationRequest
  /** The chain's native token. */
  native: { symbol: string; decimals: number }
  clock: Clock
  /** @default PREVIEW_TIMEOUT_MS */
  timeoutMs?: number
  /** Nodes known to lack eth_simulateV1 (kept by the caller across transactions). */
  unsupported?: Set<string>
  messages?: Catalogue
}

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
const signed = (diff: bigint, decimals: number, symbol: string, catalogue: Catalogue) =>
  `${diff < 0n ? '-' : '+'}${formatTokenAmount(diff < 0n ? -diff : diff, decimals, catalogue)} ${symbol}`

function describeCall(data: TokenCallData, token: TokenInfo, catalogue: Catalogue): DecodedTokenCall {
  const amount = (value: bigint) => formatTokenAmount(value, token.decimals, catalogue)
  const symbol = token.symbol
  if (data.kind === 'transfer') {
    const summary = formatWalletMessage(catalogue, 'preview.transfer', {
      amount: amount(data.amount),
      symbol,
      to: short(data.to),
    })
    return { ...data, token, summary }
  }
  if (data.kind === 'transferFrom') {
    const summary = formatWalletMessage(catalogue, 'preview.transferFrom', {
      amount: amount(data.amount),
      symbol,
      from: short(data.from),
      to: short(data.to),
    })
    return { ...data, token, summary }
  }
  const unlimited = isUnlimitedAllowance(data.amount)
  const summary = unlimited
    ? formatWalletMessage(catalogue, 'preview.approveUnlimited', { spender: short(data.spender), symbol })
    : formatWalletMessage(catalogue, 'preview.approve', {
        amount: amount(data.amount),
        symbol,
        spender: short(data.spender),
      })
  return { ...data, token, unlimited, summary }
}

/** The sender's changes on the eth_call path: the value sent, and the token call's effect on the sender. */
function derivedChanges(from: Address, value: bigint, call: DecodedTokenCall | null): RawChange[] {
  const changes: RawChange[] = value > 0n ? [{ asset: 'native', diff: -value }] : []
  if (!call || call.kind === 'approve') return changes
  const me = from.toLowerCase()
  const out = call.kind === 'transfer' || call.from.toLowerCase() === me ? call.amount : 0n
  const back = call.to.toLowerCase() === me ? call.amount : 0n
  if (out !== back) changes.push({ asset: call.token.address, diff: back - out })
  return changes
}

async function build(parameters: PreviewTransactionParameters): Promise<TransactionPreview> {
  const { client, request, native, messages: catalogue } = parameters
  const data = request.to ? decodeTokenCall(request.data) : null
  const [simulation, token] = await Promise.all([
    simulateTransaction(client, request, parameters.unsupported),
    data && request.to ? readTokenInfo(client, getAddress(request.to)).catch(() => null) : null,
  ])
  const call = data && token ? describeCall(data, token, catalogue) : null
  const warnings: PreviewWarning[] = []
  if (call?.kind === 'approve' && call.unlimited) {
    warnings.push({
      code: 'unlimited_approval',
      message: formatWalletMessage(catalogue, 'preview.unlimitedWarning', {
        spender: short(call.spender),
        symbol: call.token.symbol,
      }),
    })
  }
  if (simulation.status === 'reverted') {
    const reason = simulation.reason ?? formatWalletMessage(catalogue, 'preview.noReason')
    const message = formatWalletMessage(catalogue, 'preview.reverted', { reason })
    warnings.unshift({ code: 'reverts', message })
    return { status: 'reverted', source: simulation.source, reason, message, call, warnings }
  }
  const raw = simulation.changes ?? derivedChanges(request.from, request.value ?? 0n, call)
  const changes: BalanceChange[] = []
  for (const change of raw) {
    const info =
      change.asset === 'native'
        ? native
        : change.asset.toLowerCase() === token?.address.toLowerCase()
          ? token
          : change.symbol !== undefined && change.decimals !== undefined
            ? { symbol: change.symbol, decimals: change.decimals }
            : null
    // a token whose symbol or decimals could not be read is left out rather than shown with a wrong scale
    if (!info) continue
    const formatted = signed(change.diff, info.decimals, info.symbol, catalogue)
    changes.push({
      asset: change.asset,
      symbol: info.symbol,
      decimals: info.decimals,
      diff: change.diff,
      formatted,
    })
  }
  return { status: 'ok', source: simulation.source, changes, call, warnings }
}

/** Previews a transaction. Never throws: a failure or the time limit gives the `unavailable` preview. */
export function previewTransaction(parameters: PreviewTransactionParameters): Promise<TransactionPreview> {
  const { clock, messages: catalogue } = parameters
  const unavailable = (cause: 'timeout' | 'failed'): TransactionPreview => ({
    status: 'unavailable',
    cause,
    message: formatWalletMessage(catalogue, 'preview.unavailable'),
  })
  return new Promise((resolve) => {
    const timer = clock.setTimeout(
      () => resolve(unavailable('timeout')),
      parameters.timeoutMs ?? PREVIEW_TIMEOUT_MS,
    )
    build(parameters).then(
      (preview) => {
        clock.clearTimeout(timer)
        resolve(preview)
      },
      () => {
        clock.clearTimeout(timer)
        resolve(unavailable('failed'))
      },
    )
  })
}
