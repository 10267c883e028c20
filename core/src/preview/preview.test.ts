/**
 * The preview against scripted nodes: a node with eth_simulateV1 (the sender's native and ERC-20 changes as viem's
 * `simulateCalls` reads them, a failing call's revert reason), a node without it (asked once, then eth_call), a
 * node that never answers (the manual clock passes the time limit: 'Preview unavailable'), and the pure decoders.
 * The eth_call path on a real chain with a deployed token is in test/contract/transaction-preview.test.ts.
 */
import {
  type Address,
  createPublicClient,
  custom,
  decodeFunctionData,
  encodeAbiParameters,
  encodeErrorResult,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  maxUint256,
  numberToHex,
  pad,
  parseAbi,
  toEventSelector,
} from 'viem'
import { hardhat } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { createManualClock } from '../../../test/fixtures/core/harness'
import { previewTransaction } from './preview'
import { decodeRevertData, decodeTokenCall, isUnlimitedAllowance } from './preview.decode'
import { isMethodUnsupported } from './preview.simulate'

const FROM: Address = '0x1111111111111111111111111111111111111111'
const TO: Address = '0x2222222222222222222222222222222222222222'
const TOKEN: Address = '0x3333333333333333333333333333333333333333'
const native = hardhat.nativeCurrency
const uint = (n: bigint) => encodeAbiParameters([{ type: 'uint256' }], [n])
const str = (s: string) => encodeAbiParameters([{ type: 'string' }], [s])
const TRANSFER = toEventSelector('Transfer(address,address,uint256)')
const staticQuery = parseAbi(['function query(address target, bytes data)'])

type RpcCall = { method: string; params?: unknown }
type SimCall = { to?: Address; data?: Hex }

/**
 * A node with eth_simulateV1. The simulated call moves 10 TST (6 decimals) out of FROM and costs 0.5 ETH; or, with
 * `revert`, fails with that Error(string).
 */
function simulatingNode({ revert }: { revert?: string } = {}) {
  const methods: string[] = []
  // the token's answers behind viem's static-call probe: balanceOf (after), decimals, symbol; tokenURI fails
  const probe = (call: SimCall) => {
    const { args } = decodeFunctionData({ abi: staticQuery, data: call.data as Hex })
    const inner = (args[1] as Hex).slice(0, 10)
    if (inner === '0x70a08231') return { status: '0x1', returnData: uint(90_000_000n) }
    if (inner === '0x313ce567') return { status: '0x1', returnData: uint(6n) }
    if (inner === '0x95d89b41') return { status: '0x1', returnData: str('TST') }
    return { status: '0x0', returnData: '0x' }
  }
  const provider = {
    async request({ method, params }: RpcCall) {
      methods.push(method)
      const list = params as unknown[]
      if (method === 'eth_chainId') return numberToHex(31337)
      if (method === 'eth_blockNumber') return '0x10'
      if (method === 'eth_call') {
        const tx = list[0] as SimCall
        // the token's own symbol() and decimals(), read for the decoded call
        if (tx.to === TOKEN && tx.data?.startsWith('0x95d89b41')) return str('TST')
        if (tx.to === TOKEN && tx.data?.startsWith('0x313ce567')) return uint(6n)
        // before: 2 ETH (deployless getBalance, no `to`), 100 TST (the static-call probe)
        return tx.to ? uint(100_000_000n) : uint(2n * 10n ** 18n)
      }
      if (method === 'eth_simulateV1') {
        const blocks = (list[0] as { blockStateCalls: { calls: SimCall[] }[] }).blockStateCalls
        const base = { number: '0x11', hash: pad('0x1'), timestamp: '0x1', gasLimit: '0x1', gasUsed: '0x1' }
        const log = {
          address: TOKEN,
          topics: [TRANSFER, pad(FROM), pad(TO)],
          data: uint(10_000_000n),
          blockNumber: '0x11',
          logIndex: '0x0',
          transactionIndex: '0x0',
          transactionHash: pad('0x2'),
          blockHash: pad('0x1'),
          removed: false,
        }
        const first = revert
          ? {
              status: '0x0',
              returnData: '0x',
              gasUsed: '0x5208',
              logs: [],
              error: {
                data: encodeErrorResult({
                  abi: parseAbi(['error Error(string)']),
                  errorName: 'Error',
                  args: [revert],
                }),
              },
            }
          : { status: '0x1', returnData: '0x', gasUsed: '0x5208', logs: [log] }
        return blocks.map((block, i) => ({
          ...base,
          calls: block.calls.map((call, j) => {
            const gas = { gasUsed: '0x5208', logs: [] }
            if (i === 0) return j === 0 ? first : { status: '0x1', returnData: '0x', ...gas }
            // block 1: the sender's ETH after (1.5 ETH); blocks 2-5: the token probes
            if (i === 1) return { status: '0x1', returnData: uint(15n * 10n ** 17n), ...gas }
            return { ...probe(call), ...gas }
          }),
        }))
      }
      throw Object.assign(new Error(`unexpected ${method}`), { code: -32601 })
    },
  }
  return { client: createPublicClient({ chain: hardhat, transport: custom(provider) }), methods }
}

/** A node without eth_simulateV1 whose eth_call succeeds, counting the methods asked. */
function plainNode() {
  const methods: string[] = []
  const provider = {
    async request({ method, params }: RpcCall) {
      methods.push(method)
      if (method === 'eth_chainId') return numberToHex(31337)
      if (method === 'eth_blockNumber') return '0x10'
      if (method === 'eth_simulateV1')
        throw Object.assign(new Error('Method eth_simulateV1 is not supported'), { code: -32004 })
      if (method === 'eth_call') {
        const data = ((params as unknown[])[0] as SimCall).data ?? '0x'
        if (data.startsWith('0x95d89b41')) return str('USDX')
        if (data.startsWith('0x313ce567')) return uint(2n)
        return '0x'
      }
      throw new Error(`unexpected ${method}`)
    },
  }
  return { client: createPublicClient({ chain: hardhat, transport: custom(provider) }), methods }
}

describe('previewTransaction', () => {
  it('eth_simulateV1: the node-computed native and token changes, the decoded transfer', async () => {
    const { client, methods } = simulatingNode()
    const preview = await previewTransaction({
      client,
      request: {
        from: FROM,
        to: TOKEN,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [TO, 10_000_000n] }),
      },
      native,
      clock: createManualClock(),
    })
    expect(methods).toContain('eth_simulateV1')
    expect(preview).toMatchObject({
      status: 'ok',
      source: 'eth_simulateV1',
      call: { kind: 'transfer', to: TO, amount: 10_000_000n, token: { symbol: 'TST', decimals: 6 } },
      changes: [
        { asset: 'native', diff: -(5n * 10n ** 17n), formatted: '-0.5 ETH' },
        { asset: TOKEN, symbol: 'TST', decimals: 6, diff: -10_000_000n, formatted: '-10 TST' },
      ],
    })
  })

  it('eth_simulateV1: a failing call shows its revert reason', async () => {
    const { client } = simulatingNode({ revert: 'Pausable: paused' })
    const preview = await previewTransaction({
      client,
      request: { from: FROM, to: TO, value: 1n },
      native,
      clock: createManualClock(),
    })
    expect(preview).toMatchObject({
      status: 'reverted',
      source: 'eth_simulateV1',
      reason: 'Pausable: paused',
      message: 'This transaction would fail: Pausable: paused',
    })
  })

  it('a node without eth_simulateV1 is asked once; then eth_call, with the token read from the chain', async () => {
    const { client, methods } = plainNode()
    const unsupported = new Set<string>()
    const request = {
      from: FROM,
      to: TOKEN,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [TO, maxUint256] }),
    }
    const clock = createManualClock()
    const first = await previewTransaction({ client, request, native, clock, unsupported })
    const second = await previewTransaction({ client, request, native, clock, unsupported })
    expect(methods.filter((m) => m === 'eth_simulateV1')).toHaveLength(1)
    for (const preview of [first, second]) {
      expect(preview).toMatchObject({
        status: 'ok',
        source: 'eth_call',
        changes: [],
        call: { kind: 'approve', unlimited: true, token: { symbol: 'USDX', decimals: 2 } },
        warnings: [{ code: 'unlimited_approval' }],
      })
    }
  })

  it('a node that never answers: Preview unavailable once the time limit passes on the clock', async () => {
    const clock = createManualClock()
    const client = createPublicClient({
      chain: hardhat,
      transport: custom({ request: () => new Promise(() => undefined) }),
    })
    let preview: unknown = null
    void previewTransaction({
      client,
      request: { from: FROM, to: TO, value: 1n },
      native,
      clock,
      timeoutMs: 3000,
    }).then((p) => {
      preview = p
    })
    await clock.advance(2999)
    expect(preview).toBeNull()
    await clock.advance(1)
    expect(preview).toEqual({ status: 'unavailable', cause: 'timeout', message: 'Preview unavailable' })
  })

  it('a node error that is not a revert: Preview unavailable (failed), never a throw', async () => {
    const client = createPublicClient({
      chain: hardhat,
      transport: custom({
        async request() {
          throw Object.assign(new Error('upstream down'), { code: -32000 })
        },
      }),
    })
    const preview = await previewTransaction({
      client,
      request: { from: FROM, to: TO, value: 1n },
      native,
      clock: createManualClock(),
      messages: { 'preview.unavailable': 'Aperçu indisponible' },
    })
    expect(preview).toEqual({ status: 'unavailable', cause: 'failed', message: 'Aperçu indisponible' })
  })
})

describe('decoders', () => {
  it('decodes transfer, approve and transferFrom; anything else is null', () => {
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [TO, 5n] })
    const from = encodeFunctionData({ abi: erc20Abi, functionName: 'transferFrom', args: [FROM, TO, 7n] })
    expect(decodeTokenCall(transfer)).toEqual({ kind: 'transfer', to: TO, amount: 5n })
    expect(decodeTokenCall(from)).toEqual({ kind: 'transferFrom', from: FROM, to: TO, amount: 7n })
    expect(
      decodeTokenCall(encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [TO] })),
    ).toBeNull()
    expect(decodeTokenCall('0xdeadbeef')).toBeNull()
    expect(decodeTokenCall(`${transfer.slice(0, 20)}` as Hex)).toBeNull()
    expect(decodeTokenCall(undefined)).toBeNull()
  })

  it('unlimited from 2^255 up to the maximum uint256', () => {
    expect(isUnlimitedAllowance(maxUint256)).toBe(true)
    expect(isUnlimitedAllowance(2n ** 255n)).toBe(true)
    expect(isUnlimitedAllowance(2n ** 255n - 1n)).toBe(false)
    expect(isUnlimitedAllowance(10n ** 30n)).toBe(false)
  })

  it('revert data: Error(string), Panic, ERC-6093 errors; unknown data is null', () => {
    const errors = parseAbi([
      'error Error(string)',
      'error Panic(uint256)',
      'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
    ])
    expect(decodeRevertData(encodeErrorResult({ abi: errors, errorName: 'Error', args: ['nope'] }))).toBe(
      'nope',
    )
    expect(decodeRevertData(encodeErrorResult({ abi: errors, errorName: 'Panic', args: [0x11n] }))).toBe(
      'Panic: 0x11',
    )
    expect(
      decodeRevertData(
        encodeErrorResult({ abi: errors, errorName: 'ERC20InsufficientBalance', args: [FROM, 1n, 2n] }),
      ),
    ).toBe(`ERC20InsufficientBalance(${FROM}, 1, 2)`)
    expect(decodeRevertData('0x12345678')).toBeNull()
    expect(decodeRevertData('0x')).toBeNull()
  })

  it('method-not-supported answers are recognised; other failures are not', () => {
    expect(isMethodUnsupported({ code: -32601 })).toBe(true)
    expect(isMethodUnsupported(new Error('the method eth_simulateV1 does not exist/is not available'))).toBe(
      true,
    )
    expect(isMethodUnsupported({ cause: { code: -32004 } })).toBe(true)
    expect(isMethodUnsupported({ code: -32000, message: 'header not found' })).toBe(false)
  })
})
