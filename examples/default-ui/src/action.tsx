/**
 * What the demo's panels share: a button's action whose failure the panel shows (`useAction`), and that message as
 * an alert (`ErrorAlert`).
 */
import { useState } from 'react'

/**
 * `run(action)` clears the last error, runs the action and keeps its error's message in `error`; `busy` is true
 * meanwhile. `after` runs once it has settled either way (a panel refreshing what the action changed).
 */
export function useAction(after?: () => void) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  async function run(action: () => unknown) {
    setError(null)
    setBusy(true)
    try {
      await action()
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    } finally {
      setBusy(false)
      after?.()
    }
  }
  return { error, busy, run }
}

/** A panel's error, announced as it appears; nothing when there is none. */
export function ErrorAlert({ message, testId }: { message: string | null; testId?: string }) {
  return message ? (
    <p role="alert" className="error" data-testid={testId}>
      {message}
    </p>
  ) : null
}
