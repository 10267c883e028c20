/**
 * The default-ui host under a strict Content Security Policy built with `latchCsp` (examples/default-ui/vite.config.ts,
 * served by `vite preview` as a header): no inline script or style, no eval, `default-src 'none'`, and only the
 * sources Latch names. A person logs in (the wallet frame is created), signs through the sign screen, funds the
 * account through the provider stand-in, and opens the screen gallery: the browser reports no violation at all.
 * (Every other default-ui spec also runs under this policy.)
 */
import { expect, type Page, type Request, test } from '@playwright/test'
import { DEFAULT_UI_URL, SERVER_URL } from './env'
import { dialog, loginWithEmail } from './helpers'

type Violations = { violations: string[] }

/** Collects every `securitypolicyviolation` of the page (and the CSP console errors) from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const consoleErrors: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) consoleErrors.push(m.text())
  })
  await page.addInitScript(() => {
    const w = window as unknown as Violations
    w.violations = []
    document.addEventListener('securitypolicyviolation', (e) =>
      w.violations.push(`${e.effectiveDirective} ${e.blockedURI}`),
    )
  })
  return consoleErrors
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as Violations).violations)

test('the page is served with a strict policy built by latchCsp', async ({ request }) => {
  const res = await request.get(DEFAULT_UI_URL)
  const policy = res.headers()['content-security-policy'] ?? ''
  expect(policy).toContain("default-src 'none'")
  expect(policy).toContain("script-src 'self';")
  expect(policy).toContain("style-src 'self';")
  expect(policy).toMatch(new RegExp(`connect-src 'self' \\S+ ${SERVER_URL} `)) // the backend, then the API
  expect(policy).toContain('http://127.0.0.1:8545') // the local chain's RPC node
  expect(policy).toContain(`frame-src ${SERVER_URL}`)
  expect(policy).toContain("img-src 'self' data:")
  expect(policy).not.toContain('unsafe')
})

test('login with the wallet frame, signing and funding run under it without a single violation', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const consoleErrors = await watchViolations(page)
  await page.goto(DEFAULT_UI_URL)
  await loginWithEmail(page, 'csp')
  await expect(page.getByTestId('embedded-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 30_000 })
  await expect(page.locator(`iframe[src^="${SERVER_URL}/apps/"]`)).toHaveCount(1)

  const modal = dialog(page)
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await expect(modal.getByRole('heading', { name: 'Sign message' })).toBeVisible({ timeout: 20_000 })
  await modal.getByRole('button', { name: 'Sign and continue' }).click()
  await expect(page.getByTestId('embedded-signature')).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 20_000 })
  await expect(modal).toBeHidden({ timeout: 10_000 })

  await page.getByRole('button', { name: 'Fund account' }).click()
  const popupOpened = page.waitForEvent('popup')
  await modal.getByRole('button', { name: 'Continue' }).click()
  const popup = await popupOpened
  await popup.getByRole('button', { name: 'Complete the payment' }).click()
  await expect(modal.getByText("You've funded your account!")).toBeVisible({ timeout: 15_000 })
  await modal.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByTestId('fund-result')).toHaveText('completed')

  expect(await violations(page)).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('the screen gallery renders every screen under the policy without a violation', async ({ page }) => {
  test.setTimeout(150_000)
  const consoleErrors = await watchViolations(page)
  // Every request the page starts, until it ends: a late load (a frame, an image, a chunk) could still be refused.
  // Waited for by name instead of 'networkidle', which never settles behind one stuck request and does not say which.
  const inFlight = new Set<string>()
  page.on('request', (r) => inFlight.add(`${r.resourceType()} ${r.url()}`))
  const ended = (r: Request) => inFlight.delete(`${r.resourceType()} ${r.url()}`)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  await page.goto(`${DEFAULT_UI_URL}/gallery.html?mode=light`)
  await expect(page.locator('main[data-gallery-ready="true"]')).toBeVisible({ timeout: 120_000 })
  await expect.poll(() => [...inFlight], { timeout: 20_000 }).toEqual([])
  await page.waitForTimeout(500) // a violation event is dispatched after the refused load
  expect(await violations(page)).toEqual([])
  expect(consoleErrors).toEqual([])
})
