/**
 * The JSON-RPC retry classes of a broadcast, as a table, over the real chain client (viem's HTTP transport) and the
 * real sender, against an msw node that answers `eth_sendRawTransaction` with one
 * JSON-RPC error code or HTTP fault per row. A refusal by the wallet or the node's verdict on the request (4001, 4100,
 * 4200, -32600, -32601, -32602, -32003, -32000) is sent exactly once; a node that is busy or broken for the moment
 * (-32005, -32603, a 503, a dropped connection) is tried again, with the same signed bytes. Whatever the class, the
 * wallet signs once; a Retry re-broadcasts the same raw transaction; a node that already has it counts as sent.
 */
import { HttpResponse, http } from 'msw'
import { type Hex, keccak256 } from 'viem'
import { hardhat } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { DEV_PRIVATE_KEY_0 } from '../../../../test/fixtures/chain/accounts'
import { createMswServer, useMswServer } from '../../../../test/fixtures/msw/server'
import { createLocalSigner } from '../../../../test/fixtures/wallet/local-signer'
import { createChainClient } from '../../chains/client'
import type { ChainsConfig } from '../../chains/rpc'
import { BROADCAST_RETRIES } from '../../constants'
import type { TransactionView } from '../../gas/view'
import { createSender } from './send-transaction.sender'

const RPC = 'http://retry-node.latch.test/'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** Broadcast retries after a transient failure (viem's transport never retries eth_sendRawTransaction itself). */
const CLIENT_RETRIES = BROADCAST_RETRIES

type Fault = { code: number } | { status: number } | 'dropped' | 'already known'
let fault: Fault | null = null
/** How many broadcasts fail before the node takes one (Infinity: all of them). */
let failures = Number.POSITIVE_INFINITY
const broadcasts: string[] = []
/** Hashes the node holds (a broadcast that reached it, whatever it answered). */
const known = new Set<string>()

const server = useMswServer(
  createMswServer(
    http.post(RPC, async ({ request }) => {
      const body = (await request.json()) as { id: number; method: string; params: unknown[] }
      const ok = (result: unknown) => HttpResponse.json({ jsonrpc: '2.0', id: body.id, result })
      switch (body.method) {
        case 'eth_chainId':
          return ok('0x7a69')
        case 'eth_getTransactionByHash':
          return ok(known.has(body.params[0] as string) ? { hash: body.params[0] } : null)
        case 'eth_sendRawTransaction': {
          const raw = body.params[0] as Hex
          broadcasts.push(raw)
          if (fault && failures > 0) {
            failures--
            if (fault === 'dropped') return HttpResponse.error()
            if (fault === 'already known') {
              known.add(keccak256(raw))
              return HttpResponse.json({
                jsonrpc: '2.0',
                id: body.id,
                error: { code: -32000, message: 'already known' },
              })
            }
            if ('status' in fault) return new HttpResponse('busy', { status: fault.status })
            return HttpResponse.json({
              jsonrpc: '2.0',
              id: body.id,
              error: { code: fault.code, message: `refused with ${fault.code}` },
            })
          }
          known.add(keccak256(raw))
          return ok(keccak256(raw))
        }
        default:
          return HttpResponse.json({ jsonrpc: '2.0', id: body.id, error: { code: -32601, message: 'no' } })
      }
    }),
  ),
)

const config = {
  supportedChains: [hardhat],
  rpcConfig: { rpcUrls: { [hardhat.id]: RPC }, rpcTimeouts: {} },
} as unknown as ChainsConfig

/** A review view with every field given, so the only node calls are the broadcast and the lookup of its hash. */
const view = {
  chain: { id: hardhat.id },
  request: {
    to: TO,
    value: 1n,
    gas: 21_000n,
    nonce: 7,
    maxFeePerGas: 2_000_000_000n,
    maxPriorityFeePerGas: 1_000_000_000n,
  },
  gas: null,
} as unknown as TransactionView

function setup(row: Fault | null, failing = Number.POSITIVE_INFINITY) {
  fault = row
  failures = failing
  broadcasts.length = 0
  known.clear()
  const signer = createLocalSigner(DEV_PRIVATE_KEY_0)
  const client = createChainClient({ config, chainId: hardhat.id, timeoutMs: 5_000 })
  const sender = createSender(client, signer.signer)
  const signatures = () => signer.calls.filter((c) => c.method === 'eth_signTransaction').length
  return { sender, signatures }
}

/** Sent once: the person or the wallet said no, the method is not served, or the node judged the request itself. */
const SENT_ONCE: Array<[string, Fault]> = [
  ['4001 user rejected', { code: 4001 }],
  ['4100 unauthorized', { code: 4100 }],
  ['4200 unsupported method', { code: 4200 }],
  ['-32600 invalid request', { code: -32600 }],
  ['-32601 method not found', { code: -32601 }],
  ['-32602 invalid params', { code: -32602 }],
  ['-32003 transaction rejected', { code: -32003 }],
  ['-32000 nonce too low / insufficient funds', { code: -32000 }],
]
/** Tried again: the node is rate-limited, broken for now, or the answer was lost on the way. */
const RETRIED: Array<[string, Fault]> = [
  ['-32005 limit exceeded', { code: -32005 }],
  ['-32603 internal error', { code: -32603 }],
  ['HTTP 503', { status: 503 }],
  ['HTTP 429', { status: 429 }],
  ['a dropped connection', 'dropped'],
]

describe('JSON-RPC retry classes of a broadcast', () => {
  it.each(SENT_ONCE)(
    '%s: sent exactly once, signed once, a retryable processing error',
    async (_name, row) => {
      const { sender, signatures } = setup(row)
      await expect(sender.send(view)).rejects.toMatchObject({ code: 'transaction_process_failed' })
      expect(broadcasts).toHaveLength(1)
      expect(signatures()).toBe(1)
    },
  )

  it.each(RETRIED)('%s: tried again with the same signed bytes, signed once', async (_name, row) => {
    const { sender, signatures } = setup(row)
    await expect(sender.send(view)).rejects.toMatchObject({ code: 'transaction_process_failed' })
    expect(broadcasts).toHaveLength(1 + CLIENT_RETRIES)
    expect(new Set(broadcasts).size).toBe(1)
    expect(signatures()).toBe(1)
  })

  it.each(RETRIED)(
    '%s once, then the node takes it: one hash, two broadcasts of the same bytes',
    async (_name, row) => {
      const { sender, signatures } = setup(row, 1)
      const hash = await sender.send(view)
      expect(broadcasts).toHaveLength(2)
      expect(new Set(broadcasts).size).toBe(1)
      expect(hash).toBe(keccak256(broadcasts[0] as Hex))
      expect(signatures()).toBe(1)
    },
  )

  it('the Retry after a failed broadcast re-sends the same raw transaction, never a new signature or nonce', async () => {
    const { sender, signatures } = setup({ code: -32003 })
    await expect(sender.send(view)).rejects.toMatchObject({ code: 'transaction_process_failed' })
    fault = null
    const hash = await sender.send(view)
    expect(broadcasts).toHaveLength(2)
    expect(new Set(broadcasts).size).toBe(1)
    expect(hash).toBe(keccak256(broadcasts[0] as Hex))
    expect(signatures()).toBe(1)
  })

  it('"already known" (an earlier broadcast reached the node) counts as sent: one hash, one broadcast', async () => {
    const { sender, signatures } = setup('already known')
    const hash = await sender.send(view)
    expect(broadcasts).toHaveLength(1)
    expect(hash).toBe(keccak256(broadcasts[0] as Hex))
    expect(signatures()).toBe(1)
  })

  it('a broadcast that reached the node although its answer was lost: the retry finds it, one hash', async () => {
    // the first broadcast is taken by the node, but its answer is dropped on the way back
    const { sender } = setup(null)
    server.use(
      http.post(
        RPC,
        async ({ request }) => {
          const body = (await request.clone().json()) as { method: string; params: unknown[] }
          if (body.method !== 'eth_sendRawTransaction') return undefined
          broadcasts.push(body.params[0] as string)
          known.add(keccak256(body.params[0] as Hex))
          return HttpResponse.error()
        },
        { once: true },
      ),
    )
    const hash = await sender.send(view)
    expect(new Set(broadcasts).size).toBe(1)
    expect(hash).toBe(keccak256(broadcasts[0] as Hex))
  })
})
