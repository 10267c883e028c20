/**
 * Passkeys in Chromium against the real server, with the DevTools protocol's virtual authenticators (test/e2e/
 * webauthn.ts): register, log out, log in with it; an authenticator with no passkey for the site.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { dialog } from './helpers'
import {
  linkedAccounts as accounts,
  loginOnLocalhost as loginByEmail,
  PASSKEY_PAGE_URL as PAGE_URL,
  virtualAuthenticator,
} from './webauthn'

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

test('a cancelled ceremony: the sheet stays open (no user presence), Cancel goes back to the landing screen', async ({
  page,
}) => {
  // a passkey of this site on the authenticator (so Chromium does not refuse at once), and nobody to touch it
  const { cdp, authenticatorId } = await virtualAuthenticator(page, { automaticPresenceSimulation: false })
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  await cdp.send('WebAuthn.addCredential', {
    authenticatorId,
    credential: {
      credentialId: randomBytes(16).toString('base64'),
      isResidentCredential: true,
      rpId: new URL(PAGE_URL).hostname,
      privateKey: privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64'),
      userHandle: randomBytes(16).toString('base64'),
      signCount: 0,
    },
  })
  await page.goto(PAGE_URL)
  await page.getByRole('button', { name: 'Log in' }).click()
  await dialog(page).getByRole('button', { name: 'Continue with a passkey' }).click()
  const waiting = dialog(page).getByRole('heading', { name: 'Waiting for your passkey' })
  await expect(waiting).toBeVisible({ timeout: 20_000 })
  // still waiting a moment later: the browser's sheet is open, not refused
  await page.waitForTimeout(1500)
  await expect(waiting).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog(page).getByRole('button', { name: 'Continue with a passkey' })).toBeVisible({
    timeout: 10_000,
  })
  await expect(waiting).toHaveCount(0)
  await expect(dialog(page).getByRole('alert')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0)
})
