/**
 * Social logins in Chromium through the providers' local stand-ins (dev mode): GitHub (a 302 back with the code,
 * the user from /user and /user/emails; the address after the callback: code and state gone, the rest kept, no history
 * entry added, no code in later Referers) and Apple (`response_mode=form_post`: the provider's page POSTs the code to
 * the server's callback). The identity is picked by adding `login_hint` to the provider's authorization URL.
 */
import { expect, type Page, test } from '@playwright/test'
import { DEFAULT_UI_URL } from './env'
import { dialog, uniqueEmail } from './helpers'

/** Signs in as `email` at the provider whose authorization URL matches `authorizePath`. */
async function pickIdentity(page: Page, authorizePath: RegExp, email: string) {
  await page.route(authorizePath, (route) => {
    const url = new URL(route.request().url())
    url.searchParams.set('login_hint', email)
    return route.continue({ url: url.toString() })
  })
}

async function continueWith(page: Page, name: string) {
  await page.getByRole('button', { name: 'Log in' }).click()
  const modal = dialog(page)
  const button = modal.getByRole('button', { name: `Continue with ${name}` })
  // at most 4 options on the landing list: the others sit in the overflow view
  if (!(await button.isVisible())) await modal.getByRole('button', { name: 'More options' }).first().click()
  await button.click()
}

const accounts = (page: Page) => page.getByRole('list', { name: 'Linked accounts' })

test.beforeEach(async ({ page }) => {
  await page.goto(DEFAULT_UI_URL)
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
})

test('GitHub: the provider redirects back, the account carries the verified primary email; the address loses code and state, keeps the rest, adds no history entry, and later requests carry no code in Referer', async ({
  page,
}) => {
  const email = uniqueEmail('github')
  // the host page's own query and hash, which the callback must keep
  await page.goto(`${DEFAULT_UI_URL}/?keep=1#section`)
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  // at the start of every document: the history length and address as the page loaded (before the client runs)
  await page.addInitScript(() => {
    ;(window as unknown as { __landing: unknown }).__landing = { length: history.length, href: location.href }
  })
  /** Every request the host page makes, in order, with its Referer. */
  const requests: Array<{ url: string; referer: string }> = []
  page.on('request', (r) => requests.push({ url: r.url(), referer: r.headers().referer ?? '' }))
  await pickIdentity(page, /\/github\/login\/oauth\/authorize/, email)
  await continueWith(page, 'GitHub')
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible({ timeout: 15_000 })
  await expect(accounts(page)).toContainText('GitHub')
  await expect(accounts(page)).toContainText(email)
  const landing = await page.evaluate(
    () => (window as unknown as { __landing: { length: number; href: string } }).__landing,
  )
  // the host page was reached with the code and the state
  const landed = new URL(landing.href)
  const code = landed.searchParams.get('privy_oauth_code') as string
  expect(code).toBeTruthy()
  expect(landed.searchParams.get('privy_oauth_state')).toBeTruthy()
  // now: no code, state or provider in the address; the host's own query and hash kept; no history entry added
  const now = new URL(page.url())
  expect([...now.searchParams.keys()].filter((k) => k.startsWith('privy_oauth'))).toEqual([])
  expect(now.searchParams.get('keep')).toBe('1')
  expect(now.hash).toBe('#section')
  expect(await page.evaluate(() => history.length)).toBe(landing.length)
  // requests after the client sent the code on carry no Referer with it (nor does the code appear in any later URL)
  const exchange = requests.findIndex((r) => r.url.includes('/api/v1/oauth/authenticate'))
  expect(exchange).toBeGreaterThanOrEqual(0)
  // one more same-origin request, as a host page makes after sign-in
  await page.evaluate(() => fetch('/?after-sign-in').then((r) => r.text()))
  const later = requests.slice(exchange)
  expect(later.some((r) => r.url.includes('after-sign-in') && r.referer !== '')).toBe(true)
  expect(later.filter((r) => r.referer.includes(code) || r.referer.includes('privy_oauth_code'))).toEqual([])
  expect(requests.slice(exchange + 1).filter((r) => r.url.includes(code))).toEqual([])
})

test('Apple: the provider posts the answer (form_post) to the callback and the login completes', async ({
  page,
}) => {
  const email = uniqueEmail('apple')
  await pickIdentity(page, /\/apple\/auth\/authorize/, email)
  const callback = page.waitForRequest((r) => r.url().includes('/api/v1/oauth/callback'))
  await continueWith(page, 'Apple')
  expect((await callback).method()).toBe('POST')
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible({ timeout: 15_000 })
  await expect(accounts(page)).toContainText('Apple')
  await expect(accounts(page)).toContainText(email)
})
