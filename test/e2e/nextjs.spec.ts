/**
 * The Next.js App Router host (examples/nextjs, `next build` + `next start`) in Chromium against the real server:
 * the server HTML holds the page's text and the client's placeholder but nothing browser-only (no login button,
 * no modal, no wallet frame); the page hydrates without a hydration error; a person logs in by email through the
 * modal and the app's route handler (`/api/me`, `@latch/core/server`) reads who they are from the access token.
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
  expect(problems).toEqual([])
})
