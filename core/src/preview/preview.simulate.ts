/**
 * Runs a transaction without sending it. Where the node supports `eth_simulateV1`, viem's `simulateCalls` with
 * `traceAssetChanges` gives the sender's native and ERC-20 balance changes as the node computed them; elsewhere
 * (hardhat, many public nodes) an `eth_call` proves it would not revert, and the changes follow from the value and
 * the decoded token call. A node that lacks `eth_simulateV1` is remembered (in the caller's `unsupported` set, by
 * RPC url), so it is asked once.
 */
import { type Address, type Client, ethAddress, type Hex, isHex } from 'viem'
import { call, simulateCalls } from 'viem/actions'
import { decodeRevertData } from './preview.decode'
import type { PreviewSource } from './preview.types'

/** The call to simulate. */
export interface SimulationRequest {
  from: Address
  to?: Address
  data?: Hex
  value?: bigint
}

/** A raw balance change of the sender (`asset` 'native' or the token address), with what the node said of it. */
export interface RawChange {
  asset: 'native' | Address
  diff: bigint
  symbol?: string
  decimals?: number
}

/** What the node said. `changes` is null on the eth_call path (the caller derives them from the calldata). */
export type Simulation =
  | { status: 'ok'; source: PreviewSource; changes: RawChange[] | null }
  | { status: 'reverted'; source: PreviewSource; reason: string | null }

/** True when the node said it does not have the method (JSON-RPC -32601 / -32004, or a message saying so). */
export function isMethodUnsupported(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown }
    if (code === -32601 || code === -32004) return true
    if (
      typeof message === 'string' &&
      /method .*(not (supported|found|available)|does not exist)/i.test(message)
    )
      return true
  }
  return false
}

/** True when the error is a revert (execution reverted, JSON-RPC code 3, or revert data), not a node failure. */
export function isRevert(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    const { name, code, message } = e as { name?: unknown; code?: unknown; message?: unknown }
    if (name === 'ExecutionRevertedError' || name === 'ContractFunctionRevertedError') return true
    if (code === 3 || revertDataOf(e) !== undefined) return true
    if (typeof message === 'string' && /reverted|VM Exception/i.test(message)) return true
  }
  return false
}

function revertDataOf(e: unknown): Hex | undefined {
  const data = (e as { data?: unknown }).data
  if (typeof data === 'string' && isHex(data) && data.length >= 10) return data
  const inner = (data as { data?: unknown } | undefined)?.data
  if (typeof inner === 'string' && isHex(inner) && inner.length >= 10) return inner
  return undefined
}

/** The revert reason in an error: decoded revert data, else the node's 'reverted with reason string' text. */
export function revertReason(error: unknown): string | null {
  for (let e = error, depth = 0; e && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    const decoded = decodeRevertData(revertDataOf(e))
    if (decoded) return decoded
  }
  for (let e = error, depth = 0; e && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    const { message, reason } = e as { message?: unknown; reason?: unknown }
    if (typeof reason === 'string' && reason) return reason
    const m = typeof message === 'string' ? /reverted with reason string '([^']*)'/.exec(message) : null
    if (m?.[1]) return m[1]
  }
  return null
}

async function viaSimulateV1(client: Client, request: SimulationRequest): Promise<Simulation> {
  const { from, to, data, value } = request
  const result = await simulateCalls(client, {
    account: from,
    calls: [{ to: to ?? undefined, data, value }] as never,
    traceAssetChanges: true,
  })
  const first = result.results[0] as { status: string; error?: unknown; data?: Hex } | undefined
  if (first?.status !== 'success') {
    return {
      status: 'reverted',
      source: 'eth_simulateV1',
      reason: decodeRevertData(first?.data) ?? revertReason(first?.error),
    }
  }
  const changes = result.assetChanges
    .filter((change) => change.value.diff !== 0n)
    .map((change) => ({
      asset:
        change.token.address.toLowerCase() === ethAddress.toLowerCase()
          ? ('native' as const)
          : change.token.address,
      diff: change.value.diff,
      symbol: change.token.symbol,
      decimals: change.token.decimals,
    }))
  return { status: 'ok', source: 'eth_simulateV1', changes }
}

async function viaEthCall(client: Client, request: SimulationRequest): Promise<Simulation> {
  try {
    await call(client, { account: request.from, to: request.to, data: request.data, value: request.value })
    return { status: 'ok', source: 'eth_call', changes: null }
  } catch (error) {
    if (isRevert(error)) return { status: 'reverted', source: 'eth_call', reason: revertReason(error) }
    throw error
  }
}

/** The key under which a node's lack of `eth_simulateV1` is remembered: its chain and RPC url. */
const nodeKey = (client: Client) =>
  `${client.chain?.id}:${(client.transport as { url?: string }).url ?? client.uid}`

/**
 * Simulates `request` on the client's chain: `eth_simulateV1` first (unless `unsupported` says the node lacks it;
 * a node that answers 'method not supported' is added to it), then `eth_call`. Throws when neither answers (a
 * timeout, a node error that is not a revert).
 */
export async function simulateTransaction(
  client: Client,
  request: SimulationRequest,
  unsupported: Set<string> = new Set(),
): Promise<Simulation> {
  const key = nodeKey(client)
  if (!unsupported.has(key)) {
    try {
      return await viaSimulateV1(client, request)
    } catch (error) {
      if (isMethodUnsupported(error)) unsupported.add(key)
    }
  }
  return viaEthCall(client, request)
}
