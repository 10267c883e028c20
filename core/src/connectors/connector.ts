/**
 * A connector drives one EIP-1193 provider (an injected or EIP-6963 wallet; WalletConnect's provider has the same
 * surface): connect, read accounts and chain, sign, switch chain, and listen to its events. Every answer is checked;
 * every failure comes out as a `WalletError` mapped by `mapWalletError`.
 */
import { type Address, type Chain, type Hex, numberToHex, stringToHex } from 'viem'
import { FALLBACK_CHAIN_ID, WALLET_RPC_TIMEOUT_MS } from '../constants'
import type { Clock } from '../env'
import { LatchError, WalletError } from '../errors'
import type { Messages } from '../messages'
import { formatMessage } from '../messages'
import {
  invalidWalletResponse,
  isUnrecognizedChainError,
  toWalletError,
  type WalletOperation,
} from '../rules/wallet-errors'
import { parseWalletAccounts, parseWalletChainId, parseWalletSignature } from '../rules/wallet-validate'
import type { ConnectorType, DiscoveredWallet, EIP1193ProviderLike } from './types'

/** Event handlers of a connector. */
export interface ConnectorEvents {
  /** Checked accounts (possibly empty: the wallet revoked access). */
  accountsChanged(accounts: Address[]): void
  /** The new chain id; garbage falls back to the mainnet id. */
  chainChanged(chainId: number): void
  disconnect(): void
}

/** One wallet connection's driver. */
export interface WalletConnector {
  readonly id: string
  readonly name: string
  readonly connectorType: ConnectorType
  readonly walletClientType: string
  readonly provider: EIP1193ProviderLike
  /** Asks the wallet for its accounts (prompts) and reads its chain. */
  connect(): Promise<{ accounts: Address[]; chainId: number }>
  /** Accounts already authorised (never prompts). */
  getAccounts(): Promise<Address[]>
  /** The wallet's chain; a failing query falls back to the mainnet id, a malformed answer is an error. */
  getChainId(): Promise<number>
  /** `personal_sign` of a UTF-8 message by `address`. */
  signMessage(address: Address, message: string): Promise<Hex>
  /** Switches to `chain`; when the wallet does not know it (4902 or 'addEthereumChain'), adds it, then switches again. */
  switchChain(chain: Chain, rpcUrl?: string): Promise<void>
  /** Asks the wallet to forget this site's permission, where supported; never fails. */
  disconnect(): Promise<void>
  /** Listens to the provider's events; returns the unsubscribe function. */
  subscribe(events: ConnectorEvents): () => void
}

/** Parameters of `createEip1193Connector`. */
export interface CreateConnectorParameters {
  id: string
  name: string
  provider: EIP1193ProviderLike
  connectorType: ConnectorType
  walletClientType: string
  clock: Clock
  messages?: Partial<Messages>
  /** @default WALLET_RPC_TIMEOUT_MS */
  timeoutMs?: number
}

/** Creates a connector over an EIP-1193 provider. */
export function createEip1193Connector(parameters: CreateConnectorParameters): WalletConnector {
  const { provider, clock, messages } = parameters
  const timeoutMs = parameters.timeoutMs ?? WALLET_RPC_TIMEOUT_MS

  /** One request with the wallet timeout; raw errors come back unmapped so callers can inspect them. */
  const raw = (method: string, params?: unknown): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const timer = clock.setTimeout(
        () => reject(new LatchError('wallet_request_timeout', `Wallet request ${method} timed out`)),
        timeoutMs,
      )
      let pending: Promise<unknown>
      try {
        pending = Promise.resolve(provider.request(params === undefined ? { method } : { method, params }))
      } catch (error) {
        pending = Promise.reject(error)
      }
      pending.then(
        (value) => {
          clock.clearTimeout(timer)
          resolve(value)
        },
        (error: unknown) => {
          clock.clearTimeout(timer)
          reject(error)
        },
      )
    })

  const mapped = async <T>(operation: WalletOperation, run: () => Promise<T>): Promise<T> => {
    try {
      return await run()
    } catch (error) {
      throw toWalletError(error, operation, messages)
    }
  }

  const readChainId = async (): Promise<number> => {
    let answer: unknown
    try {
      answer = await raw('eth_chainId')
    } catch {
      return FALLBACK_CHAIN_ID
    }
    const id = parseWalletChainId(answer)
    if (id === null) throw invalidWalletResponse('bad_chain_id', messages)
    return id
  }

  const readAccounts = async (method: 'eth_requestAccounts' | 'eth_accounts'): Promise<Address[]> => {
    const answer = await raw(method)
    const accounts = parseWalletAccounts(answer)
    if (accounts === null) throw invalidWalletResponse('bad_address', messages)
    return accounts
  }

  return {
    id: parameters.id,
    name: parameters.name,
    connectorType: parameters.connectorType,
    walletClientType: parameters.walletClientType,
    provider,

    connect: () =>
      mapped('connect', async () => {
        const accounts = await readAccounts('eth_requestAccounts')
        if (accounts.length === 0) throw invalidWalletResponse('no_accounts', messages)
        return { accounts, chainId: await readChainId() }
      }),

    getAccounts: () => mapped('connect', () => readAccounts('eth_accounts')),

    getChainId: () => mapped('connect', readChainId),

    signMessage: (address, message) =>
      mapped('sign', async () => {
        const answer = await raw('personal_sign', [stringToHex(message), address])
        const signature = parseWalletSignature(answer)
        if (signature === null) throw invalidWalletResponse('bad_signature', messages)
        return signature
      }),

    switchChain: (chain, rpcUrl) =>
      mapped('switch_chain', async () => {
        const chainId = numberToHex(chain.id)
        try {
          await raw('wallet_switchEthereumChain', [{ chainId }])
        } catch (error) {
          if (!isUnrecognizedChainError(error)) throw error
          const url = rpcUrl ?? chain.rpcUrls.default.http[0]
          await raw('wallet_addEthereumChain', [
            {
              chainId,
              chainName: chain.name,
              nativeCurrency: chain.nativeCurrency,
              rpcUrls: url ? [url] : [],
              blockExplorerUrls: chain.blockExplorers?.default.url
                ? [chain.blockExplorers.default.url]
                : undefined,
            },
          ])
          await raw('wallet_switchEthereumChain', [{ chainId }])
        }
      }),

    disconnect: async () => {
      try {
        await raw('wallet_revokePermissions', [{ eth_accounts: {} }])
      } catch {
        // Most wallets do not support revoking; forgetting the connection locally is enough.
      }
    },

    subscribe: (events) => {
      const onAccounts = (accounts: unknown) => {
        const checked = parseWalletAccounts(accounts)
        events.accountsChanged(checked ?? [])
      }
      const onChain = (chainId: unknown) => {
        events.chainChanged(
          parseWalletChainId(chainId) ?? normalizeNumericChain(chainId) ?? FALLBACK_CHAIN_ID,
        )
      }
      const onDisconnect = () => events.disconnect()
      provider.on?.('accountsChanged', onAccounts)
      provider.on?.('chainChanged', onChain)
      provider.on?.('disconnect', onDisconnect)
      return () => {
        provider.removeListener?.('accountsChanged', onAccounts)
        provider.removeListener?.('chainChanged', onChain)
        provider.removeListener?.('disconnect', onDisconnect)
      }
    },
  }
}

/** Some wallets emit `chainChanged` with a number. */
function normalizeNumericChain(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null
}

/** 'Unsupported chainId' with the chain, for a chain that is not among the app's supported chains. */
export function unsupportedChainError(chainId: unknown, messages?: Partial<Messages>): WalletError {
  return new WalletError('unsupported_chain', formatMessage(messages, 'config.unsupportedChainId'), {
    details: formatMessage(messages, 'config.chainNotSupported', { id: String(chainId) }),
  })
}

/** The connector of a discovered browser wallet (EIP-6963 or injected). */
export function connectorForDiscoveredWallet(
  wallet: DiscoveredWallet,
  deps: { clock: Clock; messages?: Partial<Messages>; timeoutMs?: number },
): WalletConnector {
  return createEip1193Connector({
    id: wallet.id,
    name: wallet.name,
    provider: wallet.provider,
    connectorType: wallet.connectorType,
    walletClientType: wallet.walletClientType,
    ...deps,
  })
}
