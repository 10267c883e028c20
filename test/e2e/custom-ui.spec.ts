/**
 * examples/custom-ui: the host's own login form on @latch/core stores and commands only. The same email login as
 * the default modal, a check that the example imports nothing from the UI kit or the themes, and the README's
 * headless page run as written.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { build } from 'esbuild'
import { verifyMessage } from 'viem'
import { CUSTOM_UI_URL, HEADLESS_README_PORT, HEADLESS_README_URL, SERVER_URL } from './env'
import { markdownBlock, readCode, serveDir, uniqueEmail } from './helpers'

const exampleDir = fileURLToPath(new URL('../../examples/custom-ui', import.meta.url))
const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

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
  await page.getByRole('button', { name: 'Log out', exact: true }).click()
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

test.describe("the README's headless page (examples/custom-ui/README.md)", () => {
  const out = join(repoRoot, 'test-results', 'custom-ui-readme')
  let close: (() => Promise<void>) | undefined

  test.beforeAll(async () => {
    const readme = readFileSync(join(exampleDir, 'README.md'), 'utf8')
    const html = markdownBlock(readme, 'index.html')
    const main = markdownBlock(readme, 'main.ts')
    // The one change: the README's API URL (the demo server of `npm run demo`) becomes this run's server.
    const demoApi = "apiUrl: 'http://127.0.0.1:8787'"
    expect(main.split(demoApi)).toHaveLength(2)
    rmSync(out, { recursive: true, force: true })
    mkdirSync(out, { recursive: true })
    writeFileSync(join(out, 'index.html'), html)
    writeFileSync(join(out, 'main.ts'), main.replace(demoApi, `apiUrl: '${SERVER_URL}'`))
    // Bundled as the README says (esbuild, ES modules with code splitting); @latch/core from this repo's sources.
    await build({
      absWorkingDir: out,
      entryPoints: { main: join(out, 'main.ts') },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      conditions: ['latch-source', 'browser', 'module', 'import'],
      nodePaths: [join(repoRoot, 'node_modules')],
      outdir: join(out, 'dist'),
      logLevel: 'warning',
    })
    writeFileSync(join(out, 'dist', 'index.html'), html)
    // On an origin the demo app allows; the page asks for `./main.ts`, which is served its bundle.
    close = await serveDir(join(out, 'dist'), HEADLESS_README_PORT, {
      '/main.ts': join(out, 'dist', 'main.js'),
    })
  })
  test.afterAll(async () => close?.())

  test('email, wrong code, code, user, wallet, a refused and an approved signature, logout; no unhandled rejection', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${HEADLESS_README_URL}/`)
    const email = uniqueEmail('readme-headless')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send code' }).click()
    await expect(page.getByText(`We emailed a code to ${email}.`)).toBeVisible()
    const code = await readCode(email)
    // a wrong code: the command rejects, the flow's store says why
    await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000')
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByRole('alert').first()).toHaveText('Invalid or expired verification code')
    await page.getByLabel('Code').fill(code)
    await page.getByRole('button', { name: 'Verify' }).click()

    await expect(page.locator('#user')).toHaveText(email)
    // the headless login gets its wallet as the demo app's createOnLogin says ('users-without-wallets'): the page
    // calls no createWallet()
    await expect(page.locator('#address')).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 30_000 })
    const address = (await page.locator('#address').textContent()) as `0x${string}`
    // core mounted the hidden wallet frame itself, on document.body
    await expect(page.locator(`body > iframe[src^="${SERVER_URL}/apps/"]`)).toHaveCount(1)
    await expect(page.locator('#wallet-error')).toHaveText('')

    // refused: signMessage rejects and the page says so
    await page.getByRole('button', { name: 'Sign a message' }).click()
    const prompt = page.getByRole('dialog', { name: 'Signature request' })
    await expect(prompt).toContainText('Sign “Hello from Acme”?')
    await prompt.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.locator('#wallet-error')).toHaveText('Signature rejected')
    await expect(prompt).toBeHidden()

    // approved: the signature is the wallet's
    await page.getByRole('button', { name: 'Sign a message' }).click()
    await prompt.getByRole('button', { name: 'Sign' }).click()
    await expect(page.locator('#signature')).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 30_000 })
    const signature = (await page.locator('#signature').textContent()) as `0x${string}`
    expect(await verifyMessage({ address, message: 'Hello from Acme', signature })).toBe(true)

    // a reload keeps the session and the wallet
    await page.reload()
    await expect(page.locator('#user')).toHaveText(email)
    await expect(page.locator('#address')).toHaveText(address)

    await page.getByRole('button', { name: 'Log out' }).click()
    await expect(page.getByLabel('Email')).toBeVisible()
    await expect(page.locator('#account')).toBeHidden()
    expect(errors).toEqual([])
  })
})
