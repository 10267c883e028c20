/**
 * A wallet login on core's stores only: the wallet list (`flows.wallets.$options`, discovery runs while it is
 * shown), `loginWithWallet(option)` (connect, then sign a message), and the flow's view selector for progress,
 * the mapped error and a retry.
 */
import { useStore } from '@nanostores/react'
import { latch } from './latch'

export function WalletLogin() {
  const flow = latch.flows.wallets
  const options = useStore(flow.$options).filter((option) => option.kind === 'browser')
  const view = useStore(flow.$view)
  // the wallet code loads when the list is first shown: until it listed the wallets, empty is not "none found"
  const loaded = useStore(flow.$optionsLoaded)
  return (
    <section className="card" aria-labelledby="wallet-login-title">
      <h2 id="wallet-login-title">Or use a wallet</h2>
      {loaded && options.length === 0 ? <p className="muted">No browser wallet found.</p> : null}
      <ul className="wallets" aria-label="Browser wallets" aria-busy={!loaded}>
        {options.map((option) => (
          <li key={option.id}>
            <button
              type="button"
              disabled={view.busy}
              onClick={() => {
                latch.loginWithWallet(option).catch(() => {})
              }}
            >
              Sign in with {option.name}
            </button>
          </li>
        ))}
      </ul>
      {view.busy ? (
        <p aria-live="polite">
          {view.step === 'signing' ? 'Sign the message in your wallet…' : 'Connecting…'}
        </p>
      ) : null}
      {view.error ? (
        <div role="alert">
          <p>
            {view.error.message}. {view.error.detail}
          </p>
          {view.canRetry ? (
            <button type="button" onClick={() => flow.retry().catch(() => {})}>
              Try again
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
