/**
 * Style isolation: a host page's own stylesheet (hostile-host.css: Vite's starter plus the element rules hosts
 * commonly write, such as `h1, h2 { font-family }`, `p { margin }`, `button { padding }`, loaded after the theme's)
 * changes nothing inside the modal. Every element of every gallery case and of the live modal has the same computed
 * typography, spacing and box model with and without it.
 */
import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { DEFAULT_UI_URL } from './env'
import { animationsSettled, dialog } from './helpers'

// The hostile stylesheet is injected as an inline style; the default-ui host serves a strict CSP (no inline
// styles), which is what the CSP spec checks, not this one.
test.use({ bypassCSP: true })

const HOSTILE_CSS = readFileSync(new URL('./hostile-host.css', import.meta.url), 'utf8')

/** What a host's element rules commonly change. */
const PROPERTIES = [
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'letter-spacing',
  'word-spacing',
  'line-height',
  'text-transform',
  'text-align',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'box-sizing',
  'border-top-width',
  'border-top-left-radius',
  'color',
  'background-color',
  'width',
  'height',
]

/** Every element under each themed root in `scope`, as `case #index tag.part` → its values of PROPERTIES. */
function snapshot(page: Page, scope: string): Promise<Record<string, string[]>> {
  return page.evaluate(
    ({ scope, properties }) => {
      const out: Record<string, string[]> = {}
      document.querySelectorAll(scope).forEach((container, c) => {
        const name = container.getAttribute('data-case') ?? `root${c}`
        const mode = container.getAttribute('data-mode') ?? ''
        const elements = container.matches('[data-latch-theme]')
          ? [container, ...container.querySelectorAll('*')]
          : [...container.querySelectorAll('[data-latch-theme], [data-latch-theme] *')]
        elements.forEach((el, i) => {
          const style = getComputedStyle(el)
          const part = el.getAttribute('data-part')
          out[`${name} ${mode} #${i} ${el.tagName.toLowerCase()}${part ? `.${part}` : ''}`] = properties.map(
            (p) => `${p}: ${style.getPropertyValue(p)}`,
          )
        })
      })
      return out
    },
    { scope, properties: PROPERTIES },
  )
}

/** The differences between two snapshots, one line each. */
function differences(before: Record<string, string[]>, after: Record<string, string[]>): string[] {
  const lines: string[] = []
  for (const [key, values] of Object.entries(before)) {
    const other = after[key]
    if (!other) {
      lines.push(`${key}: missing with the host stylesheet`)
      continue
    }
    values.forEach((value, i) => {
      if (value !== other[i]) lines.push(`${key}: ${value} -> ${other[i]?.split(': ')[1]}`)
    })
  }
  // an element the host stylesheet brought in (or that rendered late) is a difference too
  for (const key of Object.keys(after))
    if (!(key in before)) lines.push(`${key}: only with the host stylesheet`)
  return lines
}

// One mode is enough for the gallery (the reset does not depend on it; the live modal below is dark). Every case
// runs real core commands, which takes a while on a loaded machine: the wait is generous.
test('gallery (light): a hostile host stylesheet changes nothing in any screen', async ({ page }) => {
  test.setTimeout(240_000)
  await page.goto(`${DEFAULT_UI_URL}/gallery.html?mode=light`)
  await expect(page.locator('main[data-gallery-ready="true"]')).toBeVisible({ timeout: 180_000 })
  await expect(page.locator('figure[data-status="failed"]')).toHaveCount(0)
  // every case shows its screen as loaded: no loading fallback of a lazy screen, no wallet list still listing
  await expect(
    page.locator('figure.case :is([data-scope="loading"], [data-part="wallet-list"][aria-busy="true"])'),
  ).toHaveCount(0)
  await animationsSettled(page)
  const before = await snapshot(page, 'figure.case')
  expect(Object.keys(before).length).toBeGreaterThan(1000)

  await page.addStyleTag({ content: HOSTILE_CSS })
  // the host stylesheet is in force on the page itself (outside the modal): the gallery's own heading takes it
  const pageHeading = page.locator('main > h1')
  await expect(pageHeading).toHaveCSS('font-family', /Comic Sans MS/)
  await expect(pageHeading).toHaveCSS('letter-spacing', /^-/)

  const after = await snapshot(page, 'figure.case')
  expect(differences(before, after)).toEqual([])
  // the issue's case by name: the titles keep the theme's font
  const title = page.locator('figure.case [data-part="title"]').first()
  await expect(title).toHaveCSS('font-family', /^ui-sans-serif/)
})

test('live modal (dark): a hostile host stylesheet changes nothing in the landing screen', async ({
  page,
}) => {
  await page.goto(`${DEFAULT_UI_URL}/?theme=dark`)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Log in or Sign Up' })).toBeVisible()
  await animationsSettled(page)
  const before = await snapshot(page, 'body')
  expect(Object.keys(before).length).toBeGreaterThan(20)
  await page.addStyleTag({ content: HOSTILE_CSS })
  expect(differences(before, await snapshot(page, 'body'))).toEqual([])
})

// The check above compares the gallery before and after the host stylesheet, so a case must be ready only once it
// shows its loaded screen. With every script held back, a lazily loaded screen's code and the wallet code arrive
// well after the case's state is reached: the gallery still waits for both.
test('gallery: with slow scripts, a case is ready only once its screen and its wallet list have loaded', async ({
  page,
}) => {
  test.setTimeout(150_000) // each chained import waits 1.5 s, and the machine may be loaded
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await route.continue()
  })
  for (const id of ['passkeys-add-failed', 'wallet-list']) {
    await page.goto(`${DEFAULT_UI_URL}/gallery.html?mode=light&case=${id}`)
    await expect(page.locator('main[data-gallery-ready="true"]')).toBeVisible({ timeout: 60_000 })
    const figure = page.locator(`figure[data-case="${id}"][data-status="ready"]`)
    await expect(figure).toHaveCount(1)
    expect(await figure.locator('[data-scope="loading"], [aria-busy="true"]').count()).toBe(0)
    expect(await figure.locator('[data-part="root"]').count()).toBe(1)
  }
  // the wallet list is listed, not an empty list
  expect(
    await page.locator('figure[data-case="wallet-list"] [data-part="wallet-row"]').count(),
  ).toBeGreaterThan(0)
})
