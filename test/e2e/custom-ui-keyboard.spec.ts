/**
 * examples/custom-ui with the keyboard only (Tab, Enter, Escape and typing; no click anywhere): the journeys the
 * default modal's specs run (default-ui.spec.ts, wallet.spec.ts, embedded-wallet.spec.ts), through the host's own
 * UI on @latch/core's stores and commands, against the real server, its local OIDC provider and the injected test
 * wallet. One signed-in page carries SMS login, link and unlink, the embedded wallet, its signatures and its
 * devices; log out everywhere signs in on two browsers.
 */
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { verifyMessage } from 'viem'
import { CUSTOM_UI_URL } from './env'
import {
  axeViolations,
  freshKey,
  lastOutboxId,
  readCode,
  tabTo,
  uniqueEmail,
  uniquePhone,
  withWallet,
} from './helpers'

/** The message examples/custom-ui/src/EmbeddedWallet.tsx asks the wallet to sign. */
const MESSAGE = 'Hello from Acme Notes'

const accounts = (page: Page) => page.getByRole('list', { name: 'Linked accounts' })
const signedInAs = (page: Page) => page.getByTestId('user-email')

/** Tab to `target` and press Enter. */
async function activate(page: Page, target: Locator) {
  await tabTo(page, target)
  await page.keyboard.press('Enter')
}

/** The code field has focus once a code is sent: type the code from the dev outbox and press Enter. */
async function enterCode(page: Page, to: string) {
  const code = await readCode(to)
  const field = page.getByRole('textbox', { name: 'Code' })
  await expect(field).toBeFocused()
  await page.keyboard.type(code)
  await page.keyboard.press('Enter')
}

test.describe('custom-ui, keyboard only: SMS login, link and unlink, embedded wallet, signing', () => {
  // one signed-in page for the four steps: each builds on the one before
  test.describe.configure({ mode: 'serial' })
  let context: BrowserContext
  let page: Page
  const phone = uniquePhone()
  const email = uniqueEmail('custom-ui-link')

  test.beforeAll(async ({ browser }) => {
    // a context of its own (axe needs one, not browser.newPage())
    context = await browser.newContext()
    page = await context.newPage()
    await page.goto(CUSTOM_UI_URL)
  })
  test.afterAll(async () => context?.close())

  test('SMS login: phone number, code by SMS, signed in with the phone; axe passes on the login page', async () => {
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await tabTo(page, page.getByRole('textbox', { name: 'Phone number' }))
    await page.keyboard.type(phone.national)
    await page.keyboard.press('Enter')
    await expect(page.getByText(`We sent a code to ${phone.e164}.`)).toBeVisible()
    await enterCode(page, phone.e164)
    await expect(page.getByRole('heading', { name: 'Signed in' })).toBeVisible()
    await expect(signedInAs(page)).toHaveText(phone.e164)
    await expect(accounts(page)).toContainText(phone.e164)
  })

  test('link an email to the phone account (after a cancelled try), then unlink it; the server agrees after a reload', async () => {
    // a first try, cancelled: cancelLink() ends it and the buttons come back
    await activate(page, page.getByRole('button', { name: 'Link email' }))
    await activate(page, page.getByRole('button', { name: 'Cancel' }))
    await expect(page.getByRole('textbox', { name: 'Email to link' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Linked accounts' })).toBeFocused()

    await activate(page, page.getByRole('button', { name: 'Link email' }))
    // the link form replaces the button: its field has focus
    await expect(page.getByRole('textbox', { name: 'Email to link' })).toBeFocused()
    await page.keyboard.type(email)
    await page.keyboard.press('Enter')
    await enterCode(page, email)
    await expect(accounts(page)).toContainText(email)
    await expect(accounts(page)).toContainText(phone.e164)
    // the form is gone; focus waits on the list's heading, not on the page's start
    await expect(page.getByRole('heading', { name: 'Linked accounts' })).toBeFocused()

    // removing the email needs a code to a method added before it (the phone), even right after the login: the
    // page's own 'Confirm it's you' form (flows.stepUp) asks, says what it approves and takes focus (changed
    // deliberately for grants: a login never vouches for a removal)
    const after = await lastOutboxId(phone.e164)
    await activate(page, page.getByRole('button', { name: `Unlink email ${email}` }))
    await expect(page.getByRole('heading', { name: "Confirm it's you" })).toBeVisible()
    await expect(page.getByText(`Enter the code to remove your email ${email}`)).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Confirmation code' })).toBeFocused()
    await page.keyboard.type(await readCode(phone.e164, after))
    await page.keyboard.press('Enter')
    await expect(accounts(page)).not.toContainText(email)
    await expect(page.getByRole('heading', { name: "Confirm it's you" })).toHaveCount(0)
    await page.reload()
    await expect(accounts(page)).toContainText(phone.e164)
    await expect(accounts(page)).not.toContainText(email)
  })

  test('the embedded wallet was made after the headless login (createOnLogin); a refused (Escape) then an approved signature verifies with viem; axe passes', async () => {
    test.setTimeout(90_000)
    // the demo app says 'users-without-wallets': the SMS login above (no modal) got its wallet, no button pressed
    const addressText = page.getByTestId('wallet-address')
    await expect(addressText).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 30_000 })
    const address = (await addressText.textContent()) as `0x${string}`
    await expect(accounts(page)).toContainText(new RegExp(address, 'i'))

    // the page's own prompt takes focus; Escape refuses and focus comes back to the button
    const signButton = page.getByRole('button', { name: 'Sign a message' })
    await activate(page, signButton)
    const prompt = page.getByRole('dialog', { name: 'Signature request' })
    await expect(prompt).toBeFocused()
    await expect(prompt).toContainText(`Sign “${MESSAGE}”?`)
    // the signed-in page (accounts, wallet, the open prompt) passes axe too
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(prompt).toBeHidden()
    await expect(page.getByRole('alert')).toHaveText('Signature rejected')
    await expect(signButton).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(prompt).toBeFocused()
    await activate(page, prompt.getByRole('button', { name: 'Sign' }))
    const signature = page.getByTestId('signature')
    await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 30_000 })
    expect(
      await verifyMessage({
        address,
        message: MESSAGE,
        signature: (await signature.textContent()) as `0x${string}`,
      }),
    ).toBe(true)
  })

  test("the wallet's devices: this browser's key is listed (flows.embeddedWallet.$devices) and revoked after 'Confirm it's you'", async () => {
    await activate(page, page.getByRole('button', { name: 'Show devices' }))
    const list = page.getByTestId('devices')
    await expect(list.getByRole('listitem')).toHaveCount(1)
    const after = await lastOutboxId(phone.e164)
    await activate(page, list.getByRole('button', { name: /^Revoke device / }))
    // the server wants a code for the grant: the page's own step-up form asks and takes focus
    await expect(page.getByText('Enter the code to remove a device from your wallet')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Confirmation code' })).toBeFocused()
    await page.keyboard.type(await readCode(phone.e164, after))
    await page.keyboard.press('Enter')
    await expect(list.getByRole('listitem')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Wallet devices' })).toBeFocused()
  })

  test("transaction protection: an authenticator app enrolled by keyboard (after 'Confirm it's you'), its code made by otpauth", async () => {
    const after = await lastOutboxId(phone.e164)
    await activate(page, page.getByRole('button', { name: 'Set up an authenticator app' }))
    // turning on a second factor is a change the server wants confirmed: the page's step-up form asks
    await expect(page.getByText('Enter the code to turn on two-step verification')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Confirmation code' })).toBeFocused()
    await page.keyboard.type(await readCode(phone.e164, after))
    await page.keyboard.press('Enter')
    const field = page.getByRole('textbox', { name: 'Authenticator code' })
    await expect(field).toBeFocused()
    const secret = (await page.getByTestId('totp-secret').textContent()) as string
    expect(secret).toMatch(/^[A-Z2-7]+=*$/)
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' })
    await page.keyboard.type(totp.generate())
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('mfa-enrolled')).toHaveText('Authenticator app')
    await expect(page.getByRole('heading', { name: 'Transaction protection' })).toBeFocused()
  })

  test('log out', async () => {
    await activate(page, page.getByRole('button', { name: 'Log out', exact: true }))
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Signed in' })).toHaveCount(0)
  })
})

test('custom-ui, keyboard only: log out everywhere ends the session of another browser too', async ({
  browser,
}) => {
  const phone = uniquePhone()
  const contexts = [await browser.newContext(), await browser.newContext()]
  try {
    const pages = await Promise.all(contexts.map((c) => c.newPage()))
    // the same person signs in on two browsers (two contexts: two devices)
    for (const page of pages) {
      await page.goto(CUSTOM_UI_URL)
      const after = await lastOutboxId(phone.e164)
      await tabTo(page, page.getByRole('textbox', { name: 'Phone number' }))
      await page.keyboard.type(phone.national)
      await page.keyboard.press('Enter')
      const field = page.getByRole('textbox', { name: 'Code' })
      await expect(field).toBeFocused()
      await page.keyboard.type(await readCode(phone.e164, after))
      await page.keyboard.press('Enter')
      await expect(signedInAs(page)).toHaveText(phone.e164)
    }
    const [here, there] = pages as [Page, Page]
    await activate(here, here.getByRole('button', { name: 'Log out everywhere' }))
    await expect(here.getByRole('textbox', { name: 'Phone number' })).toBeVisible()
    // the other browser's session is over on the server: reloaded, it is signed out
    await there.reload()
    await expect(there.getByRole('textbox', { name: 'Phone number' })).toBeVisible({ timeout: 15_000 })
    await expect(there.getByRole('heading', { name: 'Signed in' })).toHaveCount(0)
  } finally {
    for (const c of contexts) await c.close()
  }
})

test('custom-ui, keyboard only: OAuth through the local OIDC provider comes back signed in', async ({
  page,
}) => {
  await page.goto(CUSTOM_UI_URL)
  await activate(page, page.getByRole('button', { name: 'Continue with Google' }))
  // provider round trip: the page comes back with privy_oauth_* and ready() completes the login
  await expect(page.getByRole('heading', { name: 'Signed in' })).toBeVisible({ timeout: 15_000 })
  await expect(accounts(page)).toContainText('Google')
  expect(new URL(page.url()).search).not.toContain('privy_oauth')
})

test('custom-ui, keyboard only: log in with the injected browser wallet (SIWE checked by the server)', async ({
  page,
}) => {
  const address = await withWallet(page, freshKey())
  await page.goto(CUSTOM_UI_URL)
  await activate(page, page.getByRole('button', { name: 'Sign in with Latch Test Wallet' }))
  await expect(page.getByRole('heading', { name: 'Signed in' })).toBeVisible({ timeout: 20_000 })
  await expect(signedInAs(page)).toHaveText(new RegExp(`^${address}$`, 'i'))
  await expect(accounts(page)).toContainText(new RegExp(address, 'i'))
  const calls = await page.evaluate(
    () => (window as unknown as { __latchTestWallet: { calls: string[] } }).__latchTestWallet.calls,
  )
  expect(calls).toEqual(expect.arrayContaining(['eth_requestAccounts', 'personal_sign']))
})
