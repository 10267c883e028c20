/**
 * The Next.js App Router host (examples/nextjs, `next build` + `next start`) in Chromium against the real server:
 * the server HTML holds the page's text and the client's placeholder but nothing browser-only (no login button,
 * no modal, no wallet frame); the page hydrates without a hydration error; a person logs in by email through the
 * modal and the app's route handler (`/api/me`, `@latch/core/server`) reads who they are from the access token.
 * Cookie sessions: the proxy (middleware) redirects a signed-out request for /dashboard; once signed in the page has
 * the access token set as the `latch-token` cookie (HttpOnly, SameSite=Lax: not in `document.cookie`), and the
 * dashboard's server component renders the user from it; after sign-out the proxy redirects again.
 */
import { expect, test } from '@playwright/test'
import { NEXTJS_URL } from './env'
import { loginWithEmail } from './helpers'

test('the server HTML has the page and the placeholder, nothing browser-only', async ({ request }) => {
  const html = await (await request.get(NEXTJS_URL)).text()
  expect(html).toContain('Latch on Next.js')
  expect(html).toContain('data-testid="latch-status"') // the client component's pre-ready placeholder
  expect(html).not.toContain('>Log in<')
  expect(html).not.toContain('role="dialog"')
  expect(html).not.toContain('data-scope')
  expect(html).not.toContain('<iframe')
  const unauthenticated = await request.get(`${NEXTJS_URL}/api/me`)
  expect(unauthenticated.status()).toBe(401)
  // the proxy sends a signed-out request for the dashboard home, before anything renders
  const dashboard = await request.get(`${NEXTJS_URL}/dashboard`, { maxRedirects: 0 })
  expect(dashboard.status()).toBe(307)
  expect(new URL(dashboard.headers().location ?? '', NEXTJS_URL).pathname).toBe('/')
  // a cross-site POST cannot set the cookie (CSRF rules of the cookie route)
  const crossSite = await request.post(`${NEXTJS_URL}/api/session`, {
    headers: { authorization: 'Bearer x', origin: 'https://evil.example' },
  })
  expect(crossSite.status()).toBe(403)
})

test('log in through the modal, then the route handler reads the user from the access token; no hydration error', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) problems.push(`${m.text()} ${m.location().url}`)
  })
  page.on('pageerror', (e) => problems.push(e.message))
  await page.goto(NEXTJS_URL)
  const email = await loginWithEmail(page, 'nextjs') // the modal, an email code
  await expect(page.getByTestId('latch-user')).toHaveText(email)

  await page.getByRole('button', { name: 'Call /api/me' }).click()
  await expect(page.getByTestId('api-me')).toHaveText(/^200 \{"userId":"did:/)

  // cookie session: HttpOnly, so page script cannot read it
  await expect(page.getByTestId('dashboard-link')).toBeVisible()
  const cookie = (await page.context().cookies()).find((c) => c.name === 'latch-token')
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
  expect(await page.evaluate(() => document.cookie)).not.toContain('latch-token')
  // the server component renders the user from the cookie
  await page.getByTestId('dashboard-link').click()
  await expect(page.getByTestId('server-user')).toHaveText(email)
  // signed out: the cookie is gone and the proxy redirects again
  await page.goto(NEXTJS_URL)
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  expect((await page.context().cookies()).some((c) => c.name === 'latch-token')).toBe(false)
  await page.goto(`${NEXTJS_URL}/dashboard`)
  await expect(page).toHaveURL(/\/\?signedOut=1$/)
  expect(problems).toEqual([])
})
