/**
 * The embedded wallet demo: the wallet's address once it exists, a message signed through its EIP-1193 provider
 * (the key never leaves the wallet frame), key export, and 'Add password' while the wallet has no recovery
 * password (its 'Secure your account' screen offers a passkey first where passkey recovery works).
 */
import { useLatchClient, useStore } from '@latch/react'
import { useState } from 'react'
import { ErrorAlert, useAction } from './action'

const MESSAGE = 'Hello from the Latch demo'

function utf8Hex(text: string): `0x${string}` {
  return `0x${[...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('')}`
}

export function EmbeddedWalletPanel() {
  const latch = useLatchClient()
  const wallet = useStore(latch.flows.embeddedWallet.$wallet)
  const step = useStore(latch.flows.embeddedWallet.$state).step
  const [signature, setSignature] = useState<string | null>(null)
  const { error, busy, run } = useAction()

  return (
    <section className="panel" aria-labelledby="wallet-title">
      <h2 id="wallet-title">Embedded wallet</h2>
      {wallet ? (
        <>
          <dl>
            <dt>Address</dt>
            <dd data-testid="embedded-address">{wallet.address}</dd>
            <dt>Recovery</dt>
            <dd data-testid="embedded-recovery">
              {wallet.recoveryMethod === 'user-passcode'
                ? 'Recovery password'
                : wallet.recoveryMethod === 'passkey'
                  ? 'Passkey'
                  : 'Automatic'}
            </dd>
          </dl>
          <div className="actions">
            <button
              type="button"
              className="primary"
              disabled={busy}
              onClick={() =>
                run(async () => {
                  setSignature(null)
                  const provider = await latch.getEmbeddedWalletProvider()
                  const result = await provider.request({
                    method: 'personal_sign',
                    params: [utf8Hex(MESSAGE), wallet.address],
                  })
                  setSignature(String(result))
                })
              }
            >
              Sign a message
            </button>
            <button type="button" className="secondary" onClick={() => run(() => latch.exportWallet())}>
              Export private key
            </button>
            {wallet.recoveryMethod !== 'user-passcode' ? (
              <button
                type="button"
                className="secondary"
                onClick={() => run(() => latch.setWalletPassword())}
              >
                Add password
              </button>
            ) : null}
          </div>
          {signature ? (
            <p>
              Signed “{MESSAGE}”: <code data-testid="embedded-signature">{signature}</code>
            </p>
          ) : null}
        </>
      ) : step === 'creating' || step === 'created' ? (
        <p aria-busy="true">Creating your wallet…</p>
      ) : (
        <div className="actions">
          <p>No embedded wallet yet.</p>
          <button
            type="button"
            className="secondary"
            disabled={busy}
            onClick={() => run(() => latch.createWallet())}
          >
            Create wallet
          </button>
        </div>
      )}
      <ErrorAlert message={error} testId="embedded-error" />
    </section>
  )
}
