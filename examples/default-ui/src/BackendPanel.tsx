/**
 * The app's own backend (examples/host-backend): the page sends its Latch access token, the backend verifies it
 * with `@latch/core/server` and answers who the caller is. Shown when VITE_LATCH_BACKEND_URL is set.
 */
import { useLatch } from '@latch/react'
import { useState } from 'react'
import { backendUrl } from './config'

export function BackendPanel() {
  const latch = useLatch()
  const [answer, setAnswer] = useState<string | null>(null)
  if (!backendUrl) return null

  async function ask() {
    setAnswer(null)
    try {
      const token = await latch.getAccessToken()
      const res = await fetch(`${backendUrl}/api/me`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })
      const body = (await res.json()) as { userId?: string; email?: string | null; error?: string }
      setAnswer(res.ok ? `Your backend says you are ${body.userId}` : `Your backend refused: ${body.error}`)
    } catch {
      setAnswer('Your backend could not be reached')
    }
  }

  return (
    <section className="panel" aria-labelledby="backend-title">
      <h2 id="backend-title">Your backend</h2>
      <div className="actions">
        <button type="button" className="secondary" onClick={ask}>
          Ask my backend who I am
        </button>
      </div>
      {answer ? (
        <p role="status" data-testid="backend-answer">
          {answer}
        </p>
      ) : null}
    </section>
  )
}
