import { Account } from './account'

/** Server-rendered: the page's text is in the HTML; the login button and the account are the client's. */
export default function Home() {
  return (
    <main className="page">
      <h1>Latch on Next.js</h1>
      <p>This page is rendered on the server. Log in, then call the app&apos;s own protected route.</p>
      <Account />
    </main>
  )
}
