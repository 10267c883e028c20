'use client'
import { useLatch } from '@latch/react'
import { useEffect, useState } from 'react'

/**
 * The login button and, once signed in, a call to the app's own route handler (`/api/me`) with the access token.
 * Signed in, it hands the access token to `/api/session`, which sets it as the HttpOnly `latch-token` cookie the
 * server components and the proxy read (the link to /dashboard shows once it is set); on sign-out it has the cookie
 * removed first. Before `ready()` settles (and on the server) it renders the same placeholder, so hydration matches.
 */
export function Account() {
  const { ready, authenticated, user, login, logout, getAccessToken } = useLatch()
  const [me, setMe] = useState<string | null>(null)
  const [cookieSet, setCookieSet] = useState(false)
  const userId = authenticated ? user?.id : undefined

  useEffect(() => {
    if (!userId) return
    let live = true
    void (async () => {
      const token = await getAccessToken()
      const res = await fetch('/api/session', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      })
      if (live) setCookieSet(res.ok)
    })()
    return () => {
      live = false
    }
  }, [userId, getAccessToken])

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
  const signOut = async () => {
    await fetch('/api/session/end', { method: 'POST' })
    setCookieSet(false)
    await logout()
  }
  return (
    <section aria-label="Account">
      <p data-testid="latch-user">{user.email?.address ?? user.id}</p>
      <button type="button" onClick={callApi}>
        Call /api/me
      </button>
      {me && <output data-testid="api-me">{me}</output>}
      {cookieSet && (
        <a href="/dashboard" data-testid="dashboard-link">
          Dashboard (server-rendered)
        </a>
      )}
      <button type="button" onClick={() => void signOut()}>
        Log out
      </button>
    </section>
  )
}
