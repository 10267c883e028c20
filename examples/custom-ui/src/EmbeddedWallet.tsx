/**
 * The embedded wallet on core's commands: `createWallet()` (one per user; core refuses a second), its address
 * from `flows.embeddedWallet.$wallet`, and a signature with this page's own prompt. `signMessage()` waits while the
 * sign flow is 'ready': the prompt's Sign calls `flows.sign.confirm()`, its Cancel (or Escape) `rejectRequest()`,
 * which makes `signMessage()` reject with 'Signature rejected'.
 */
import { useStore } from '@nanostores/react'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { ErrorAlert } from './ErrorAlert'
import { latch } from './latch'

/** What this page asks the wallet to sign. */
export const MESSAGE = 'Hello from Acme Notes'

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

export function EmbeddedWallet() {
  const wallet = useStore(latch.flows.embeddedWallet.$wallet)
  const state = useStore(latch.flows.embeddedWallet.$state)
  const request = useStore(latch.flows.sign.$state)
  const [signature, setSignature] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const signButton = useRef<HTMLButtonElement>(null)
  const prompt = useRef<HTMLDivElement>(null)
  const asking = request.step === 'ready' || request.step === 'signing'

  // The prompt takes focus when it appears; it gives it back to 'Sign a message' when it goes.
  const wasAsking = useRef(false)
  useEffect(() => {
    if (asking && !wasAsking.current) prompt.current?.focus()
    if (!asking && wasAsking.current) signButton.current?.focus()
    wasAsking.current = asking
  }, [asking])

  async function create() {
    setError(null)
    try {
      await latch.createWallet()
    } catch (e) {
      setError(messageOf(e))
    }
  }

  async function sign() {
    setError(null)
    setSignature(null)
    try {
      setSignature(await latch.signMessage(MESSAGE))
    } catch (e) {
      setError(messageOf(e))
    }
  }

  function onPromptKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault()
      latch.rejectRequest()
    }
  }

  const creating = state.step === 'creating' || state.step === 'connecting'
  return (
    <section className="card" aria-labelledby="wallet-title">
      <h2 id="wallet-title">Your wallet</h2>
      {wallet ? (
        <>
          <p>
            Address: <code data-testid="wallet-address">{wallet.address}</code>
          </p>
          <button ref={signButton} type="button" disabled={asking} onClick={sign}>
            Sign a message
          </button>
          {asking ? (
            <div
              ref={prompt}
              role="dialog"
              aria-labelledby="sign-title"
              aria-describedby="sign-text"
              tabIndex={-1}
              className="prompt"
              onKeyDown={onPromptKeyDown}
            >
              <h3 id="sign-title">Signature request</h3>
              <p id="sign-text">Sign “{request.view?.message ?? MESSAGE}”? It costs no fee.</p>
              <div className="row">
                <button
                  type="button"
                  disabled={request.step === 'signing'}
                  onClick={() => void latch.flows.sign.confirm()}
                >
                  Sign
                </button>
                <button type="button" className="secondary" onClick={() => latch.rejectRequest()}>
                  Cancel
                </button>
              </div>
            </div>
          ) : null}
          {signature ? (
            <p>
              Signature: <code data-testid="signature">{signature}</code>
            </p>
          ) : null}
        </>
      ) : (
        <>
          <p className="muted">
            No wallet yet. Latch keeps its key split between this device and the server.
          </p>
          <button type="button" disabled={creating} onClick={create}>
            Create a wallet
          </button>
          {creating ? <p aria-live="polite">Creating your wallet…</p> : null}
        </>
      )}
      <ErrorAlert message={error} />
    </section>
  )
}
