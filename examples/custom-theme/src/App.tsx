import { useLatch } from '@latch/react'

/** A minimal host: sign in with the themed modal, see who you are, sign out. */
export function App() {
  const { ready, authenticated, user, login, logout } = useLatch()
  return (
    <main className="page">
      <h1>Grove Journal</h1>
      {!ready ? (
        <p aria-busy="true">Loading…</p>
      ) : authenticated && user ? (
        <>
          <p>
            Welcome back, <strong>{user.email?.address ?? user.phone?.number ?? user.id}</strong>.
          </p>
          <button type="button" className="quiet" onClick={() => void logout()}>
            Sign out
          </button>
        </>
      ) : (
        <>
          <p>This journal is invite-only.</p>
          <button type="button" onClick={() => login()}>
            Sign in
          </button>
        </>
      )}
    </main>
  )
}
