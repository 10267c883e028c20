/**
 * Passkeys in Chromium against the real server, with the DevTools protocol's virtual authenticators (internal
 * transport, resident keys, user verification). The page is on `localhost`: a relying party id must be a domain
 * name, never an IP address, so these tests load the demo host as http://localhost:41740 (an allowed origin).
 */
import { type CDPSession, expect, type Page, test } from '@playwright/test'
import { DEFAULT_UI_URL } from './env'
import { dialog, emailInput, lastOutboxId, readCode, typeCode, uniqueEmail } from './helpers'

const PAGE_URL = DEFAULT_UI_URL.replace('127.0.0.1', 'localhost')

/** A platform authenticator (like a laptop's fingerprint reader) that says yes by itself. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return { cdp, authenticatorId }
}

async function loginByEmail(page: Page): Promise<string> {
  const email = uniqueEmail('passkey')
  const after = await lastOutboxId(email)
  await page.goto(PAGE_URL)
  await page.getByRole('button', { name: 'Log in' }).click()
  await emailInput(dialog(page)).fill(email)
  await emailInput(dialog(page)).press('Enter')
  await typeCode(page, await readCode(email, after))
  await expect(page.getByTestId('user-id')).toBeVisible({ timeout: 30_000 })
  // the demo app creates the embedded wallet on sign-up
  await expect(dialog(page)).toBeHidden({ timeout: 30_000 })
  return (await page.getByTestId('user-id').textContent()) as string
}

const accounts = (page: Page) => page.getByRole('list', { name: 'Linked accounts' })

test('adds a passkey, logs out, logs in with it without typing anything: the same user', async ({ page }) => {
  test.setTimeout(90_000)
  const { cdp, authenticatorId } = await virtualAuthenticator(page)
  const userId = await loginByEmail(page)

  const added = Date.now()
  await page.getByRole('button', { name: 'Add a passkey' }).click()
  await expect(accounts(page)).toContainText('Passkey', { timeout: 20_000 })
  console.log(`[passkey e2e] registration ceremony (init + browser + verify): ${Date.now() - added} ms`)
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
  expect(credentials).toHaveLength(1)
  expect(credentials[0]?.isResidentCredential).toBe(true)

  await page.getByRole('button', { name: 'Log out' }).click()
  await page.getByRole('button', { name: 'Log in' }).click()
  const started = Date.now()
  await dialog(page).getByRole('button', { name: 'Continue with a passkey' }).click()
  await expect(page.getByTestId('user-id')).toHaveText(userId, { timeout: 20_000 })
  console.log(`[passkey e2e] login ceremony (click to signed in): ${Date.now() - started} ms`)
  await expect(dialog(page)).toBeHidden({ timeout: 10_000 })
  // the credential signed once more
  const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
  expect(after.credentials[0]?.signCount).toBeGreaterThan(credentials[0]?.signCount ?? 0)
})

test('an authenticator without a passkey for the site gets the "no passkey" message', async ({ page }) => {
  await virtualAuthenticator(page)
  await page.goto(PAGE_URL)
  await page.getByRole('button', { name: 'Log in' }).click()
  await dialog(page).getByRole('button', { name: 'Continue with a passkey' }).click()
  await expect(
    dialog(page).getByText(
      'No passkey was used. If this device has no passkey for this app, log in another way, then add one.',
    ),
  ).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0)
})
