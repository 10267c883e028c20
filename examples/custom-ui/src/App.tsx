/**
 * A login form of the host's own, built only on @latch/core stores and commands read with @nanostores/react.
 * It imports nothing from @latch/react or @latch/themes (test/e2e/custom-ui.spec.ts checks that).
 */
import { isValidEmail, validateLoginCode } from '@latch/core'
import { useStore } from '@nanostores/react'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { latch } from './latch'
import { WalletLogin } from './WalletLogin'

function errorText(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) return String(error.message)
  return 'Something went wrong'
}

export function App() {
  const auth = useStore(latch.$auth)

  useEffect(() => {
    void latch.ready()
  }, [])

  return (
    <main className="page">
      <header>
        <h1>Acme Notes</h1>
        <p className="muted">A custom login form on the headless Latch core.</p>
      </header>
      {auth.status === 'loading' ? (
        <p aria-busy="true">Loading…</p>
      ) : auth.status === 'authenticated' ? (
        <SignedIn />
      ) : (
        <>
          <EmailLogin />
          <WalletLogin />
        </>
      )}
    </main>
  )
}

function SignedIn() {
  const user = useStore(latch.$user)
  const [busy, setBusy] = useState(false)
  return (
    <section className="card" aria-labelledby="signed-in-title">
      <h2 id="signed-in-title">Signed in</h2>
      <p>
        Signed in as <strong data-testid="user-email">{user?.email?.address ?? user?.id}</strong>
      </p>
      <button
        type="button"
        disabled={busy}
        onClick={async () => {
          setBusy(true)
          try {
            await latch.logout()
          } finally {
            setBusy(false)
          }
        }}
      >
        Log out
      </button>
    </section>
  )
}

function EmailLogin() {
  const flow = latch.flows.email
  const step = useStore(flow.$state).step
  // Core's view selectors: no flag is derived from `step` here.
  const codeSent = useStore(flow.$codeSent)
  const submitting = useStore(flow.$submitting)
  const verifying = useStore(flow.$verifying)
  const recipient = useStore(flow.$recipient)
  const submitError = useStore(flow.$submitError)
  const codeError = useStore(flow.$codeError)
  const flowError = submitError ?? codeError
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const emailId = useId()
  const codeId = useId()

  const pending = submitting || verifying
  // The rules are core's: this form only decides when to show them.
  const codeProblem = code.trim() === '' ? null : validateLoginCode(code)
  // The flow's error carries the screen message ('Invalid or expired verification code', ...).
  const shown = error ?? flowError

  async function sendCode(event: FormEvent) {
    event.preventDefault()
    setError(null)
    try {
      await latch.initLoginWithEmail(email.trim())
    } catch (e) {
      if (flow.$state.get().step !== 'error') setError(errorText(e))
    }
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault()
    setError(null)
    try {
      await latch.loginWithCode(code.trim())
    } catch (e) {
      if (flow.$state.get().step !== 'error') setError(errorText(e))
    }
  }

  return (
    <section className="card" aria-labelledby="login-title">
      <h2 id="login-title">Sign in</h2>
      {codeSent ? (
        <form onSubmit={submitCode} noValidate>
          <p>
            We emailed a code to <strong>{recipient ?? email}</strong>.
          </p>
          <label htmlFor={codeId}>Code</label>
          <input
            id={codeId}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          {codeProblem ? <p className="error">{codeProblem}</p> : null}
          <button type="submit" disabled={pending || codeProblem !== null || code.trim().length !== 6}>
            Verify
          </button>
        </form>
      ) : (
        <form onSubmit={sendCode} noValidate>
          <label htmlFor={emailId}>Email</label>
          <input
            id={emailId}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <button type="submit" disabled={pending || !isValidEmail(email.trim())}>
            Send code
          </button>
        </form>
      )}
      {shown ? (
        <p role="alert" className="error">
          {shown}
        </p>
      ) : null}
      <p className="muted" data-testid="flow-step">
        Step: {step}
      </p>
    </section>
  )
}
