/**
 * The calls a user operation makes, read from its callData for the account implementations the client offers:
 * eth-infinitism's SimpleAccount (execute / executeBatch), ERC-7579 accounts (Kernel v3, Nexus, Safe7579:
 * execute(mode, executionCalldata), single and batch call types) and Safe's 4337 module (executeUserOp, with
 * MultiSend batches). Anything else is null: a policy that restricts contracts or selectors then refuses it.
 */
import {
  decodeAbiParameters,
  decodeFunctionData,
  getAddress,
  type Hex,
  hexToBigInt,
  parseAbi,
  size,
  sliceHex,
} from 'viem'
import type { SponsoredCall } from './policy'

const accountAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
  'function execute(bytes32 mode, bytes executionCalldata)',
  'function executeUserOp(address to, uint256 value, bytes data, uint8 operation)',
  'function executeUserOpWithErrorString(address to, uint256 value, bytes data, uint8 operation)',
])
const multiSendAbi = parseAbi(['function multiSend(bytes transactions)'])

function multiSendCalls(data: Hex): SponsoredCall[] | null {
  const { args } = decodeFunctionData({ abi: multiSendAbi, data })
  const packed = args[0]
  const calls: SponsoredCall[] = []
  let at = 0
  const total = size(packed)
  // each: operation (1) | to (20) | value (32) | data length (32) | data
  while (at < total) {
    if (at + 85 > total) return null
    const operation = Number(hexToBigInt(sliceHex(packed, at, at + 1)))
    if (operation !== 0) return null
    const to = getAddress(sliceHex(packed, at + 1, at + 21))
    const value = hexToBigInt(sliceHex(packed, at + 21, at + 53))
    const length = Number(hexToBigInt(sliceHex(packed, at + 53, at + 85)))
    if (at + 85 + length > total) return null
    const callData = length ? sliceHex(packed, at + 85, at + 85 + length) : '0x'
    calls.push({ to, value, data: callData })
    at += 85 + length
  }
  return calls
}

export function decodeAccountCalls(callData: Hex): SponsoredCall[] | null {
  try {
    const decoded = decodeFunctionData({ abi: accountAbi, data: callData })
    switch (decoded.functionName) {
      case 'execute': {
        const args = decoded.args
        if (typeof args[0] === 'string' && args[0].length === 42) {
          const [to, value, data] = args as readonly [Hex, bigint, Hex]
          return [{ to: getAddress(to), value, data }]
        }
        // ERC-7579: the first byte of the mode is the call type (0x00 single, 0x01 batch; delegatecall refused)
        const [mode, execution] = args as readonly [Hex, Hex]
        const callType = mode.slice(2, 4)
        if (callType === '00') {
          return [
            {
              to: getAddress(sliceHex(execution, 0, 20)),
              value: hexToBigInt(sliceHex(execution, 20, 52)),
              data: size(execution) > 52 ? sliceHex(execution, 52) : '0x',
            },
          ]
        }
        if (callType === '01') {
          const [list] = decodeAbiParameters(
            [{ type: 'tuple[]', components: [{ type: 'address' }, { type: 'uint256' }, { type: 'bytes' }] }],
            execution,
          )
          return list.map(([to, value, data]) => ({ to: getAddress(to), value, data }))
        }
        return null
      }
      case 'executeBatch': {
        if (decoded.args.length === 1) {
          const [list] = decoded.args as readonly [readonly { target: Hex; value: bigint; data: Hex }[]]
          return list.map((c) => ({ to: getAddress(c.target), value: c.value, data: c.data }))
        }
        const [dests, values, datas] = decoded.args as readonly [
          readonly Hex[],
          readonly bigint[],
          readonly Hex[],
        ]
        if (datas.length !== dests.length || (values.length !== 0 && values.length !== dests.length))
          return null
        return dests.map((to, i) => ({ to: getAddress(to), value: values[i] ?? 0n, data: datas[i] as Hex }))
      }
      case 'executeUserOp':
      case 'executeUserOpWithErrorString': {
        const [to, value, data, operation] = decoded.args
        if (operation === 0) return [{ to: getAddress(to), value, data }]
        // a delegatecall is only read when it is a MultiSend batch
        return operation === 1 && value === 0n ? multiSendCalls(data) : null
      }
    }
  } catch {
    return null
  }
}
