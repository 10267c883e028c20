/**
 * Dev mode only: what the card on-ramp stand-in delivers. A completed stand-in payment sends the bought ETH to the
 * wallet on the local chain (the demo's hardhat node) from a funded dev account, as the provider would send the
 * purchase on a real network. Built only when `config.devChain` is set, which dev mode alone allows.
 */
import {
  type Address,
  createWalletClient,
  defineChain,
  getAddress,
  type Hash,
  http,
  parseEther,
  publicActions,
} from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import type { DevChainConfig } from '../config'

/**
 * The public hardhat/anvil test mnemonic. A fresh local node funds its first 20 accounts with 10 000 ETH each; the
 * keys are public, so they only ever hold test ETH on a local chain.
 */
const DEV_MNEMONIC = 'test test test test test test test test test test test junk'
/** The account the stand-in sends from by default: #19, the last one, which tests and demos leave alone. */
export const DEFAULT_FUNDER_INDEX = 19
/** How long the stand-in waits for the node to mine the transfer. */
const RECEIPT_TIMEOUT_MS = 30_000

/** Sends purchases on the local chain. */
export interface DevChainFunder {
  /** The dev account the purchases come from. */
  readonly funder: Address
  /**
   * Sends `ether` (a decimal amount, e.g. '0.01503') to `to` and waits until it is mined. Resolves with the
   * transaction hash; throws when the node is not the configured chain, cannot be reached, or the transfer reverts.
   */
  credit(to: string, ether: string): Promise<Hash>
}

/** The funder of a dev chain. Transfers run one at a time, so two purchases never race for the same nonce. */
export function createDevChainFunder(config: DevChainConfig): DevChainFunder {
  const account = config.funderKey
    ? privateKeyToAccount(config.funderKey)
    : mnemonicToAccount(DEV_MNEMONIC, { addressIndex: DEFAULT_FUNDER_INDEX })
  const chain = defineChain({
    id: config.chainId,
    name: 'Local dev chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [config.rpcUrl] } },
  })
  const client = createWalletClient({
    account,
    chain,
    transport: http(config.rpcUrl, { timeout: 10_000, retryCount: 0 }),
  }).extend(publicActions)
  let queue: Promise<unknown> = Promise.resolve()

  const send = async (to: string, ether: string): Promise<Hash> => {
    const answered = await client.getChainId()
    if (answered !== config.chainId) {
      throw new Error(`the node at the dev chain url is chain ${answered}, not ${config.chainId}`)
    }
    const hash = await client.sendTransaction({ to: getAddress(to), value: parseEther(ether) })
    const receipt = await client.waitForTransactionReceipt({
      hash,
      pollingInterval: 100,
      timeout: RECEIPT_TIMEOUT_MS,
    })
    if (receipt.status !== 'success') throw new Error(`the transfer ${hash} reverted`)
    return hash
  }

  return {
    funder: account.address,
    credit(to, ether) {
      const run = queue.then(() => send(to, ether))
      queue = run.catch(() => undefined)
      return run
    },
  }
}
