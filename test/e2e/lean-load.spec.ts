/**
 * What a page downloads before anyone asks for a wallet: default-ui's production build in Chromium with every
 * script response recorded. WalletConnect, the zxcvbn strength estimate and viem's chain list are recognised by
 * their content (the build on disk is checked to have the first two, so a marker that went missing cannot make the
 * check pass); opening the page and the login modal's landing screen fetches none of them. Opening the wallet list
 * loads the wallet code, and still no WalletConnect until someone picks it.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, type Page, test } from '@playwright/test'
import { DEFAULT_UI_URL } from './env'
import { dialog } from './helpers'

const assets = fileURLToPath(new URL('../../examples/default-ui/dist/assets/', import.meta.url))

/** The build's script files whose content has the marker. */
function filesWith(pattern: RegExp): string[] {
  return readdirSync(assets).filter(
    (file) => file.endsWith('.js') && pattern.test(readFileSync(`${assets}${file}`, 'utf8')),
  )
}

const MARKERS = {
  // WalletConnect's provider carries its relay's address.
  walletconnect: /relay\.walletconnect\.(org|com)/,
  // The strength estimate's compact dictionary (its list names) and zxcvbn's own matcher names.
  zxcvbn: /passwords-common|"bruteforce"/,
  // viem's chain table: testnets no chain the demo configures.
  chainList: /"Alfajores"|Filecoin Calibration|Zora Sepolia/,
}

/** Every script the page fetched: its file name and body, in order. */
function recordScripts(page: Page) {
  const scripts: Array<{ file: string; body: Promise<string> }> = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    scripts.push({
      file: new URL(response.url()).pathname.split('/').pop() ?? '',
      body: response.text().catch(() => ''),
    })
  })
  return scripts
}

/** Which markers the fetched scripts carry (by file). */
async function heavyIn(scripts: Array<{ file: string; body: Promise<string> }>) {
  const found: Record<keyof typeof MARKERS, string[]> = { walletconnect: [], zxcvbn: [], chainList: [] }
  for (const script of scripts) {
    const body = await script.body
    for (const [name, marker] of Object.entries(MARKERS) as Array<[keyof typeof MARKERS, RegExp]>) {
      if (marker.test(body)) found[name].push(script.file)
    }
  }
  return found
}

/** Waits until the page has fetched no new script for `quietMs` (the modal preloads its screens). */
async function settle(page: Page, scripts: unknown[], quietMs = 1_000) {
  let seen = -1
  while (seen !== scripts.length) {
    seen = scripts.length
    await page.waitForTimeout(quietMs)
  }
}

test('the landing screen loads no WalletConnect, zxcvbn or viem chain list; the wallet list loads no WalletConnect', async ({
  page,
}) => {
  // The markers are real: the build has WalletConnect and the strength estimate, each in files of its own. (viem's
  // chain table is loaded by no path of the demo, so only its absence from what is fetched is checked.)
  expect(filesWith(MARKERS.walletconnect).length).toBeGreaterThan(0)
  expect(filesWith(MARKERS.zxcvbn).length).toBeGreaterThan(0)
  const scripts = recordScripts(page)

  await page.goto(DEFAULT_UI_URL)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Log in or Sign Up' })).toBeVisible()
  await settle(page, scripts)
  expect(scripts.length).toBeGreaterThan(0)
  expect(await heavyIn(scripts)).toEqual({ walletconnect: [], zxcvbn: [], chainList: [] })

  await dialog(page).getByRole('button', { name: 'Continue with a wallet' }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Log in with a wallet' })).toBeVisible()
  await expect(dialog(page).locator('[data-part="wallet-row"][data-kind="wallet_connect"]')).toHaveCount(1)
  await settle(page, scripts)
  expect((await heavyIn(scripts)).walletconnect).toEqual([])
})
