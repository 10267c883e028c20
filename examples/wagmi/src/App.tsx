import { useLatch } from '@latch/react'
import { useState } from 'react'
import { formatEther, isAddress, parseEther } from 'viem'
import {
  useBalance,
  useConnect,
  useConnection,
  useConnectors,
  useDisconnect,
  useSendTransaction,
  useSignMessage,
  useWaitForTransactionReceipt,
} from 'wagmi'

/**
 * The host's page speaks wagmi only (`useConnection`, wagmi 3's name for `useAccount`; `useSignMessage`,
 * `useSendTransaction`): Latch is its connector, so connecting opens Latch's login modal, and signing and sending
 * show Latch's sign and send screens for the embedded wallet.
 */
export function App() {
  const { ready } = useLatch()
  const { address, chainId, status } = useConnection()
  const [latchConnector] = useConnectors()
  const connect = useConnect()
  const disconnect = useDisconnect()
  const sign = useSignMessage()
  const send = useSendTransaction()
  const receipt = useWaitForTransactionReceipt({ hash: send.data })
  const balance = useBalance({ address, query: { refetchInterval: 2000 } })
  const [recipient, setRecipient] = useState('')

  return (
    <main className="page">
      <h1>wagmi + Latch</h1>
      <p>
        Status: <output data-testid="wagmi-status">{status}</output>
      </p>
      {status !== 'connected' ? (
        <>
          <button
            type="button"
            disabled={!ready || !latchConnector || connect.isPending}
            onClick={() => latchConnector && connect.mutate({ connector: latchConnector })}
          >
            Connect with Latch
          </button>
          {connect.error && <p role="alert">{connect.error.name}</p>}
        </>
      ) : (
        <>
          <dl>
            <dt>Account</dt>
            <dd data-testid="wagmi-address">{address}</dd>
            <dt>Chain</dt>
            <dd data-testid="wagmi-chain">{chainId}</dd>
            <dt>Balance</dt>
            <dd data-testid="wagmi-balance">
              {balance.data ? `${formatEther(balance.data.value)} ${balance.data.symbol}` : '…'}
            </dd>
          </dl>
          <section aria-label="Sign">
            <button type="button" onClick={() => sign.mutate({ message: 'Hello from wagmi' })}>
              Sign a message
            </button>
            {sign.data && <output data-testid="wagmi-signature">{sign.data}</output>}
            {sign.error && <p role="alert">{sign.error.name}</p>}
          </section>
          <section aria-label="Send">
            <label>
              Recipient
              <input
                value={recipient}
                onChange={(e) => setRecipient(e.target.value.trim())}
                placeholder="0x…"
              />
            </label>
            <button
              type="button"
              disabled={!isAddress(recipient) || send.isPending}
              onClick={() => send.mutate({ to: recipient as `0x${string}`, value: parseEther('0.01') })}
            >
              Send 0.01 ETH
            </button>
            {send.data && <output data-testid="wagmi-tx-hash">{send.data}</output>}
            {receipt.data && <output data-testid="wagmi-tx-status">{receipt.data.status}</output>}
            {send.error && <p role="alert">{send.error.name}</p>}
          </section>
          <button type="button" onClick={() => disconnect.mutate()}>
            Disconnect
          </button>
        </>
      )}
    </main>
  )
}
