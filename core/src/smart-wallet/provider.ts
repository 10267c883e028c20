/**
 * An EIP-1193 provider for the smart account: `eth_sendTransaction` becomes a user operation (gas estimated by the
 * bundler, sponsored when the chain has a paymaster that answers), EIP-5792 `wallet_sendCalls` one atomic user
 * operation for a batch, `wallet_getCallsStatus` its receipt, `wallet_getCapabilities` what each chain offers;
 * `personal_sign` and `eth_signTypedData_v4` are the account's ERC-1271 signatures (ERC-6492-wrapped by
 * permissionless before deployment) where the implementation validates signatures (not eth-infinitism's
 * SimpleAccount v0.7, which has no isValidSignature). Failures are `SmartWalletError`s with a code and a retry hint.
 */
import { createSmartAccountClient } from 'permissionless'
import { type Address, type Chain, type Hex, http, isAddress, isHex, type PublicClient, toHex } from 'viem'
import { createPaymasterClient, type SmartAccount } from 'viem/account-abstraction'
import type { SmartWalletChainConfig, SmartWalletImplementation } from '../config/types'
import { smartWalletError, toSmartWalletError } from './errors'

export interface SmartWalletProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  /** Who paid for the last operation's gas as the paymaster said (ERC-7677 `sponsor`), or null. */
  lastSponsor(): { name: string } | null
}

interface Call {
  to: Address
  value: bigint
  data: Hex
}

function readCall(raw: unknown): Call {
  const c = raw as { to?: unknown; value?: unknown; data?: unknown } | null
  if (!c || typeof c.to !== 'string' || !isAddress(c.to, { strict: false })) {
    throw smartWalletError('invalid_params', 'Each call needs a `to` address')
  }
  if (c.value !== undefined && (typeof c.value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(c.value))) {
    throw smartWalletError('invalid_params', 'A call value must be a hex quantity')
  }
  if (c.data !== undefined && (typeof c.data !== 'string' || !isHex(c.data))) {
    throw smartWalletError('invalid_params', 'Call data must be hex')
  }
  return {
    to: c.to as Address,
    value: c.value ? BigInt(c.value as string) : 0n,
    data: (c.data as Hex | undefined) ?? '0x',
  }
}

export function createSmartWalletProvider(options: {
  account: SmartAccount
  implementation: SmartWalletImplementation
  chain: Chain
  publicClient: PublicClient
  config: SmartWalletChainConfig
  /** Headers for the paymaster (the Latch server's wants `privy-app-id` and the access token). */
  paymasterHeaders?: () => Record<string, string>
  pollingInterval?: number
  /** How long a paymaster call may take before it is an error (retryable). @default 15000 */
  paymasterTimeoutMs?: number
}): SmartWalletProvider {
  const { account, chain, publicClient, config } = options
  let sponsor: { name: string } | null = null
  const paymasterUrl = config.paymasterUrl
  const paymaster = paymasterUrl
    ? createPaymasterClient({
        transport: http(paymasterUrl, {
          // the headers are read per call: the access token changes
          fetchFn: (input, init) =>
            fetch(input, {
              ...init,
              headers: { ...(init?.headers as Record<string, string>), ...options.paymasterHeaders?.() },
            }),
          retryCount: 0,
          timeout: options.paymasterTimeoutMs ?? 15_000,
        }),
      })
    : undefined
  const client = createSmartAccountClient({
    account,
    chain,
    client: publicClient,
    bundlerTransport: http(config.bundlerUrl, { retryCount: 0, timeout: 30_000 }),
    ...(paymaster
      ? {
          paymaster: {
            async getPaymasterStubData(parameters) {
              try {
                const stub = await paymaster.getPaymasterStubData(parameters)
                sponsor = (stub as { sponsor?: { name: string } }).sponsor ?? null
                return stub
              } catch (error) {
                throw toSmartWalletError(error, 'paymaster')
              }
            },
            async getPaymasterData(parameters) {
              try {
                return await paymaster.getPaymasterData(parameters)
              } catch (error) {
                throw toSmartWalletError(error, 'paymaster')
              }
            },
          },
        }
      : {}),
    pollingInterval: options.pollingInterval ?? 500,
  })
  const send = async (calls: Call[]): Promise<Hex> => {
    if (calls.length === 0) throw smartWalletError('invalid_params', 'No calls to send')
    sponsor = null
    try {
      return await client.sendUserOperation({ calls })
    } catch (error) {
      throw toSmartWalletError(error, 'bundler')
    }
  }
  const signs = options.implementation !== 'simple'
  const assertSelf = (address: unknown) => {
    if (typeof address === 'string' && address.toLowerCase() !== account.address.toLowerCase()) {
      throw smartWalletError('invalid_params', 'The address is not this smart account')
    }
  }
  return {
    lastSponsor: () => sponsor,
    async request({ method, params }) {
      const list = Array.isArray(params) ? params : []
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [account.address]
        case 'eth_chainId':
          return toHex(chain.id)
        case 'eth_sendTransaction': {
          const tx = list[0] as { from?: unknown } | undefined
          assertSelf(tx?.from)
          const hash = await send([readCall(tx)])
          try {
            const receipt = await client.waitForUserOperationReceipt({ hash })
            return receipt.receipt.transactionHash
          } catch (error) {
            throw toSmartWalletError(error, 'bundler')
          }
        }
        case 'wallet_sendCalls': {
          const req = list[0] as { calls?: unknown; chainId?: unknown; from?: unknown } | undefined
          if (!req || !Array.isArray(req.calls))
            throw smartWalletError('invalid_params', 'wallet_sendCalls needs calls')
          if (req.chainId !== undefined && Number(req.chainId) !== chain.id) {
            throw smartWalletError('unsupported_chain', `This account is on chain ${chain.id}`)
          }
          assertSelf(req.from)
          return { id: await send(req.calls.map(readCall)) }
        }
        case 'wallet_getCallsStatus': {
          const id = list[0]
          if (typeof id !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(id))
            throw smartWalletError('invalid_params', 'Unknown call bundle id')
          let receipt: Awaited<ReturnType<typeof client.getUserOperationReceipt>> | null = null
          try {
            receipt = await client.getUserOperationReceipt({ hash: id as Hex })
          } catch (error) {
            if ((error as { name?: string }).name !== 'UserOperationReceiptNotFoundError')
              throw toSmartWalletError(error, 'bundler')
          }
          const base = { version: '2.0.0', id, chainId: toHex(chain.id), atomic: true }
          if (!receipt) return { ...base, status: 100 }
          const r = receipt.receipt
          return {
            ...base,
            status: receipt.success ? 200 : 500,
            receipts: [
              {
                logs: r.logs.map((l) => ({ address: l.address, data: l.data, topics: l.topics })),
                status: r.status === 'success' ? '0x1' : '0x0',
                blockHash: r.blockHash,
                blockNumber: toHex(r.blockNumber),
                gasUsed: toHex(r.gasUsed),
                transactionHash: r.transactionHash,
              },
            ],
          }
        }
        case 'wallet_getCapabilities':
          return {
            [toHex(chain.id)]: {
              atomic: { status: 'supported' },
              paymasterService: { supported: !!paymasterUrl },
            },
          }
        case 'personal_sign': {
          if (!signs)
            throw smartWalletError(
              'unsupported_method',
              'This smart account implementation does not sign messages (no ERC-1271)',
            )
          const [message, address] = list as [unknown, unknown]
          assertSelf(address)
          if (typeof message !== 'string')
            throw smartWalletError('invalid_params', 'personal_sign needs a message')
          return account.signMessage({ message: isHex(message) ? { raw: message } : message })
        }
        case 'eth_signTypedData_v4': {
          if (!signs)
            throw smartWalletError(
              'unsupported_method',
              'This smart account implementation does not sign typed data (no ERC-1271)',
            )
          const [address, json] = list as [unknown, unknown]
          assertSelf(address)
          let typed: Parameters<SmartAccount['signTypedData']>[0]
          try {
            typed = (typeof json === 'string' ? JSON.parse(json) : json) as typeof typed
          } catch {
            throw smartWalletError('invalid_params', 'eth_signTypedData_v4 needs typed data JSON')
          }
          const { EIP712Domain: _, ...types } = (typed.types ?? {}) as Record<string, unknown>
          return account.signTypedData({ ...typed, types } as typeof typed)
        }
        default:
          throw smartWalletError('unsupported_method', `${method} is not supported by the smart account`)
      }
    },
  }
}
