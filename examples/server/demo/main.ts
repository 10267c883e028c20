/** The demo's fallback page: email login with @latch/core only. */
import { createLatch } from '@latch/core'

const apiUrl = import.meta.env.VITE_LATCH_API_URL || 'http://127.0.0.1:8787'
const latch = createLatch({ appId: 'latchdemoapp0000000000001', apiUrl })
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T
const status = (text: string) => {
  $('status').textContent = text
}
;($('outbox') as HTMLAnchorElement).href = import.meta.env.VITE_LATCH_OUTBOX_URL || `${apiUrl}/dev/outbox`

latch.$auth.subscribe((auth) => {
  const signedIn = auth.status === 'authenticated'
  $('email-form').hidden = signedIn
  $('code-form').hidden = true
  $('logout').hidden = !signedIn
  $('user').hidden = !signedIn
  $('user').textContent = signedIn ? JSON.stringify(auth.user, null, 2) : ''
  if (auth.status !== 'loading') status(signedIn ? 'Signed in.' : '')
})

$('email-form').addEventListener('submit', async (event) => {
  event.preventDefault()
  try {
    await latch.initLoginWithEmail($<HTMLInputElement>('email').value)
    $('code-form').hidden = false
    status('Code sent: see /dev/outbox.')
  } catch (error) {
    status((error as Error).message)
  }
})
$('code-form').addEventListener('submit', async (event) => {
  event.preventDefault()
  try {
    await latch.loginWithCode($<HTMLInputElement>('code').value)
  } catch (error) {
    status((error as Error).message)
  }
})
$('logout').addEventListener('click', () => void latch.logout())
void latch.ready().catch((error: Error) => status(error.message))
