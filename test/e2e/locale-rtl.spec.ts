/**
 * Arabic, right to left, as a person meets it: the default-ui host with `config.intl.locale: 'ar'` logs in by email
 * against the reference server (the code from the dev outbox). Texts come from the Arabic catalogue itself, so a
 * changed translation cannot leave this test behind.
 */
import { expect, test } from '@playwright/test'
import ar from '../../core/src/locales/ar'
import { DEFAULT_UI_URL } from './env'
import { dialog, readCode, uniqueEmail } from './helpers'

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]))

test('Arabic: the modal is right to left and a person logs in by email', async ({ page }) => {
  await page.goto(`${DEFAULT_UI_URL}/?locale=ar`)
  await page.getByRole('button', { name: 'Log in' }).click()
  const modal = dialog(page)
  await expect(modal.getByRole('heading', { name: ar['landing.title'] })).toBeVisible()
  const root = page.locator('[data-scope="modal"][data-part="overlay"]')
  await expect(root).toHaveAttribute('dir', 'rtl')
  await expect(root).toHaveAttribute('lang', 'ar')

  // Mirrored through logical properties: the close button sits at the left end of the header.
  const box = await modal.boundingBox()
  const close = await modal.getByRole('button', { name: ar['generic.close'] }).boundingBox()
  expect(box && close && close.x + close.width / 2 < box.x + box.width / 2).toBe(true)

  const email = uniqueEmail('arabic-rtl')
  const input = modal.getByRole('textbox', { name: ar['landing.emailLabel'] })
  await input.fill(email)
  await input.press('Enter')
  await expect(modal.getByRole('heading', { name: ar['code.title'] })).toBeVisible()
  // The code reads left to right: the first cell is the leftmost.
  await expect(modal.getByRole('group', { name: ar['code.title'] })).toHaveAttribute('dir', 'ltr')
  const first = modal.getByRole('textbox', { name: fill(ar['code.label'], { index: 1, length: 6 }) })
  const last = modal.getByRole('textbox', { name: fill(ar['code.label'], { index: 6, length: 6 }) })
  const [firstBox, lastBox] = [await first.boundingBox(), await last.boundingBox()]
  expect(firstBox && lastBox && firstBox.x < lastBox.x).toBe(true)

  await first.focus()
  await page.keyboard.type(await readCode(email))
  await expect(modal).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible()
})
