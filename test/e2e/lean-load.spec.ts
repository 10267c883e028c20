/**
 * What a page downloads before anyone asks for a wallet: default-ui's production build in Chromium with every
 * request recorded. The files of the build that hold WalletConnect, the zxcvbn strength estimate and viem's chain
 * list are found on disk by their content (so the check cannot pass because a marker went missing); opening the
 * page and the login modal's landing screen requests none of them. Opening the wallet list loads the wallet code,
 * and still no WalletConnect until someone picks it.
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

const HEAVY = {
  // WalletConnect's provider carries its relay's address.
  walletconnect: filesWith(/relay\.walletconnect\.(org|com)/),
  // The strength estimate's compact dictionary (its list names) and zxcvbn's own matcher names.
  zxcvbn: filesWith(/passwords-common|"bruteforce"/),
  // viem's chain table: testnets no configured chain of the demo uses.
  chainList: filesWith(/"Alfajores"|Filecoin Calibration|Zora Sepolia/),
}

/** Every script request of the page, by file name, in order. */
function recordScripts(page: Page): string[] {
  const requested: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script')
      requested.push(new URL(request.url()).pathname.split('/').pop() ?? '')
  })
  return requested
}

/** Waits until the page has requested no new script for `quietMs` (the modal preloads its screens). */
async function settle(page: Page, requested: string[], quietMs = 1_000) {
  let seen = -1
  while (seen !== requested.length) {
    seen = requested.length
    await page.waitForTimeout(quietMs)
  }
}

test('the landing screen loads no WalletConnect, zxcvbn or viem chain list; the wallet list loads no WalletConnect', async ({
  page,
}) => {
  for (const [name, files] of Object.entries(HEAVY)) {
    expect(files.length, `${name}: the build has a file with its marker`).toBeGreaterThan(0)
  }
  const requested = recordScripts(page)
  const heavy = () =>
    Object.fromEntries(
      Object.entries(HEAVY).map(([name, files]) => [name, files.filter((f) => requested.includes(f))]),
    )

  await page.goto(DEFAULT_UI_URL)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Log in or Sign Up' })).toBeVisible()
  await settle(page, requested)
  expect(requested.length).toBeGreaterThan(0)
  expect(heavy()).toEqual({ walletconnect: [], zxcvbn: [], chainList: [] })

  await dialog(page).getByRole('button', { name: 'Continue with a wallet' }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Log in with a wallet' })).toBeVisible()
  await expect(dialog(page).locator('[data-part="wallet-row"][data-kind="wallet_connect"]')).toHaveCount(1)
  await settle(page, requested)
  expect(heavy().walletconnect).toEqual([])
})
