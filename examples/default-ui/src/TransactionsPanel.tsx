/**
 * The transactions demo on the local hardhat chain (31337): the embedded wallet's balance there, 1 test ETH from
 * the reference server's dev faucet (POST /api/v1/dev/faucet, dev mode only), a small native-token transfer through the send screen (gas and price shown, then
 * the receipt), and EIP-712 typed data signed through the sign screen.
 */
import { useLatchClient, useStore } from '@latch/react'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { createPublicClient, formatEther, http, parseEther } from 'viem'
import { hardhat } from 'viem/chains'
import { ErrorAlert, useAction } from './action'
import { apiUrl, appId, localRpcUrl } from './config'

/** Dev account #1 of the hardhat node: a recipient anyone can check. */
const DEFAULT_RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The typed data the demo signs (EIP-712 'Mail'). */
export const DEMO_TYPED_DATA = {
  domain: { name: 'Latch Demo', version: '1', chainId: hardhat.id },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Ada', wallet: '0x0000000000000000000000000000000000000001' },
    to: { name: 'Bob', wallet: DEFAULT_RECIPIENT },
    contents: 'Hello from the Latch demo',
  },
} as const

export function TransactionsPanel() {
  const latch = useLatchClient()
  const wallet = useStore(latch.flows.embeddedWallet.$wallet)
  const chain = useMemo(() => createPublicClient({ chain: hardhat, transport: http(localRpcUrl) }), [])
  const [balance, setBalance] = useState<string | null>(null)
  const [recipient, setRecipient] = useState(DEFAULT_RECIPIENT)
  const [amount, setAmount] = useState('0.01')
  const [result, setResult] = useState<{ hash: string; status: string } | null>(null)
  const [signature, setSignature] = useState<string | null>(null)

  // Signatures and transactions come from the embedded wallet's provider.
  useEffect(() => {
    latch.flows.sign.setSigner(async () => {
      const current = latch.flows.embeddedWallet.$wallet.get()
      if (!current) return null
      return { provider: await latch.getEmbeddedWalletProvider(), address: current.address }
    })
    return () => latch.flows.sign.setSigner(null)
  }, [latch])

  const refresh = useCallback(async () => {
    if (!wallet) return
    try {
      setBalance(formatEther(await chain.getBalance({ address: wallet.address })))
    } catch {
      setBalance(null)
    }
  }, [chain, wallet])
  useEffect(() => {
    void refresh()
  }, [refresh])

  const { error, run } = useAction(() => void refresh())

  if (!wallet) return null
  return (
    <section className="panel" aria-labelledby="transactions-title">
      <h2 id="transactions-title">Local chain (hardhat, 31337)</h2>
      <dl>
        <dt>Balance</dt>
        <dd data-testid="local-balance">{balance === null ? 'node not reachable' : `${balance} ETH`}</dd>
      </dl>
      <div className="actions">
        <button
          type="button"
          className="secondary"
          onClick={() =>
            run(async () => {
              const res = await fetch(`${apiUrl}/api/v1/dev/faucet`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', 'privy-app-id': appId },
                body: JSON.stringify({ address: wallet.address }),
              })
              if (!res.ok)
                throw new Error(((await res.json()) as { error?: string }).error ?? `faucet: ${res.status}`)
            })
          }
        >
          Get 1 test ETH
        </button>
      </div>
      <label className="field">
        Recipient
        <input value={recipient} onChange={(e) => setRecipient(e.target.value)} spellCheck={false} />
      </label>
      <label className="field">
        Amount (ETH)
        <input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" />
      </label>
      <div className="actions">
        <button
          type="button"
          className="primary"
          onClick={() =>
            run(async () => {
              setResult(null)
              const sent = await latch.sendTransaction(
                { to: recipient, value: parseEther(amount), chainId: hardhat.id },
                { uiOptions: { description: 'A transfer on the local hardhat chain' } },
              )
              setResult({ hash: sent.transactionHash, status: sent.receipt?.status ?? 'sent' })
            })
          }
        >
          Send {amount} ETH
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() =>
            run(async () => {
              setSignature(null)
              setSignature(await latch.signTypedData(DEMO_TYPED_DATA))
            })
          }
        >
          Sign typed data
        </button>
      </div>
      {result ? (
        <p>
          Transaction <code data-testid="tx-hash">{result.hash}</code>:{' '}
          <span data-testid="tx-status">{result.status}</span>
        </p>
      ) : null}
      {signature ? (
        <p>
          Typed data signature: <code data-testid="typed-signature">{signature}</code>
        </p>
      ) : null}
      <ErrorAlert message={error} testId="transactions-error" />
    </section>
  )
}
