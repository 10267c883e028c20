/**
 * Social logins in Chromium through the providers' local stand-ins (dev mode): GitHub (a 302 back with the code,
 * the user from /user and /user/emails) and Apple (`response_mode=form_post`: the provider's page POSTs the code to
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

test('GitHub: the provider redirects back, the account carries the verified primary email', async ({
  page,
}) => {
  const email = uniqueEmail('github')
  await pickIdentity(page, /\/github\/login\/oauth\/authorize/, email)
  await continueWith(page, 'GitHub')
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible({ timeout: 15_000 })
  await expect(accounts(page)).toContainText('GitHub')
  await expect(accounts(page)).toContainText(email)
  expect(new URL(page.url()).search).not.toContain('privy_oauth')
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
