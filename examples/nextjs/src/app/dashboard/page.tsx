import { headers } from 'next/headers'
import { latchServer } from '../../latch-server'

/**
 * A server component that knows the user: the session from the `latch-token` cookie (the proxy already sent a
 * signed-out request back to the home page), then the user from the server API with the app secret.
 */
export default async function Dashboard() {
  // reading the request's headers first makes the page render per request (never prerendered at build time)
  const requestHeaders = await headers()
  const session = await latchServer().getSessionFromCookies({ headers: requestHeaders })
  if (!session) return <p data-testid="server-user">Signed out</p>
  const user = await latchServer().getUser(session.userId)
  return (
    <main>
      <h1>Dashboard</h1>
      <p>
        Rendered on the server for <span data-testid="server-user">{user.email?.address ?? user.id}</span>
      </p>
      <a href="/">Home</a>
    </main>
  )
}
