/**
 * examples/custom-ui: the host's own login form on @latch/core stores and commands only. The same email login as
 * the default modal, and a check that the example imports nothing from the UI kit or the themes.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { CUSTOM_UI_URL } from './env'
import { readCode, uniqueEmail } from './helpers'

const exampleDir = fileURLToPath(new URL('../../examples/custom-ui', import.meta.url))

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (name === 'node_modules' || name === 'dist') return []
    return statSync(path).isDirectory() ? files(path) : [path]
  })
}

test('custom-ui imports nothing from @latch/react or @latch/themes', () => {
  const sources = files(exampleDir).filter((f) => /\.(tsx?|jsx?|mjs|html|json|css)$/.test(f))
  expect(sources.length).toBeGreaterThan(3)
  for (const file of sources) {
    const text = readFileSync(file, 'utf8')
    // static and dynamic imports, re-exports, side-effect imports (`import '@latch/themes/styles.css'`)
    expect(text, file).not.toMatch(/(from|import)\s*\(?\s*['"]@latch\/(react|themes)/)
    expect(text, file).not.toMatch(/require\(\s*['"]@latch\/(react|themes)/)
  }
  const pkg = JSON.parse(readFileSync(join(exampleDir, 'package.json'), 'utf8'))
  const deps = { ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies }
  expect(Object.keys(deps)).not.toContain('@latch/react')
  expect(Object.keys(deps)).not.toContain('@latch/themes')
})

test('custom-ui: email login with its own form, then log out', async ({ page }) => {
  const email = uniqueEmail('custom-ui')
  await page.goto(CUSTOM_UI_URL)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send code' }).click()
  const code = await readCode(email)
  await page.getByLabel('Code').fill(code)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('heading', { name: 'Signed in' })).toBeVisible()
  await expect(page.getByTestId('user-email')).toHaveText(email)
  // the page has no Latch modal: the UI kit is not on it
  await expect(page.locator('[data-scope]')).toHaveCount(0)
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible()
})

test('custom-ui: core rules and messages (invalid email, non-numeric code, wrong code)', async ({ page }) => {
  const email = uniqueEmail('custom-ui-wrong')
  await page.goto(CUSTOM_UI_URL)
  await page.getByLabel('Email').fill('not-an-email')
  await expect(page.getByRole('button', { name: 'Send code' })).toBeDisabled()
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send code' }).click()
  const code = await readCode(email)
  await page.getByLabel('Code').fill('12a')
  await expect(page.getByText('Code should be numeric')).toBeVisible()
  await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000')
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('alert')).toHaveText('Invalid or expired verification code')
})
