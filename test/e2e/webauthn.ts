/**
 * Passkeys in Chromium: the DevTools protocol's virtual authenticators (internal transport, resident keys, user
 * verification) and the demo host loaded on `localhost`: a relying party id must be a domain name, never an IP
 * address, so passkey tests load the demo as http://localhost:41740 (an allowed origin).
 */
import { type CDPSession, expect, type Page } from '@playwright/test'
import { DEFAULT_UI_URL } from './env'
import { dialog, emailInput, lastOutboxId, readCode, typeCode, uniqueEmail } from './helpers'

export const PASSKEY_PAGE_URL = DEFAULT_UI_URL.replace('127.0.0.1', 'localhost')

/**
 * A platform authenticator (like a laptop's fingerprint reader). By default it says yes by itself; with
 * `automaticPresenceSimulation: false` its sheet stays open until the page cancels it.
 */
export async function virtualAuthenticator(
  page: Page,
  options: { automaticPresenceSimulation?: boolean } = {},
): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: options.automaticPresenceSimulation ?? true,
    },
  })
  return { cdp, authenticatorId }
}

/** Signs up with a new email on the demo host (on `localhost`); resolves to the user id. */
export async function loginOnLocalhost(page: Page, tag = 'passkey'): Promise<string> {
  return (await loginOnLocalhostAs(page, tag)).userId
}

/** The same login; its user id and the email it signed in with (a later step-up code goes there). */
export async function loginOnLocalhostAs(
  page: Page,
  tag = 'passkey',
): Promise<{ userId: string; email: string }> {
  const email = uniqueEmail(tag)
  const after = await lastOutboxId(email)
  await page.goto(PASSKEY_PAGE_URL)
  await page.getByRole('button', { name: 'Log in' }).click()
  await emailInput(dialog(page)).fill(email)
  await emailInput(dialog(page)).press('Enter')
  await typeCode(page, await readCode(email, after))
  await expect(page.getByTestId('user-id')).toBeVisible({ timeout: 30_000 })
  // the demo app creates the embedded wallet on sign-up
  await expect(dialog(page)).toBeHidden({ timeout: 30_000 })
  return { userId: (await page.getByTestId('user-id').textContent()) as string, email }
}

/**
 * 'Confirm it's you' in the modal, answered with the code sent to `email` after `after` (an account change needs a
 * verification made for it: changed deliberately for grants); checks what the prompt says it approves.
 */
export async function confirmWithEmailCode(page: Page, email: string, after: number, approves: string) {
  const modal = dialog(page)
  await expect(modal.getByRole('heading', { name: "Confirm it's you" })).toBeVisible({ timeout: 20_000 })
  await expect(modal.getByText(`Enter the code to ${approves}`)).toBeVisible()
  await typeCode(page, await readCode(email, after))
}

/** The demo host's list of the user's linked accounts. */
export const linkedAccounts = (page: Page) => page.getByRole('list', { name: 'Linked accounts' })
