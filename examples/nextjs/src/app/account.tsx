'use client'
import { useLatch } from '@latch/react'
import { useState } from 'react'

/**
 * The login button and, once signed in, a call to the app's own route handler (`/api/me`) with the access token.
 * Before `ready()` settles (and on the server) it renders the same placeholder, so hydration matches.
 */
export function Account() {
  const { ready, authenticated, user, login, logout, getAccessToken } = useLatch()
  const [me, setMe] = useState<string | null>(null)

  if (!ready) return <p data-testid="latch-status">Loading…</p>
  if (!authenticated || !user) {
    return (
      <button type="button" onClick={() => login()}>
        Log in
      </button>
    )
  }
  const callApi = async () => {
    const token = await getAccessToken()
    const res = await fetch('/api/me', { headers: { authorization: `Bearer ${token}` } })
    setMe(`${res.status} ${await res.text()}`)
  }
  return (
    <section aria-label="Account">
      <p data-testid="latch-user">{user.email?.address ?? user.id}</p>
      <button type="button" onClick={callApi}>
        Call /api/me
      </button>
      {me && <output data-testid="api-me">{me}</output>}
      <button type="button" onClick={() => void logout()}>
        Log out
      </button>
    </section>
  )
}
