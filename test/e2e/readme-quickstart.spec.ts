/**
 * The README's React quickstart, built and run as a host developer would: the three packages built and packed
 * (`npm pack`) and installed into a scratch Vite + React app (test/scripts/packed-host.mjs; the tarballs are built
 * once per set of sources and shared with the packed-host size check), `src/App.tsx` taken from README.md's code
 * block as written (only its two placeholders, the app id and the API URL, become the demo app and this run's
 * server), Vite's own starter files around it, `vite build`, served on an origin the demo app allows, then a login in
 * Chromium.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, type Page, test } from '@playwright/test'
import { createPackedHost, packPackages } from '../scripts/packed-host.mjs'
import { DEMO_APP_ID, README_HOST_PORT, README_HOST_URL, SERVER_URL } from './env'
import { dialog, emailInput, markdownBlock, readCode, serveDir, typeCode, uniqueEmail } from './helpers'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const hostDir = join(repoRoot, 'test-results', 'readme-quickstart')

/** What `npm create vite@latest -- --template react-ts` writes around App.tsx (index.html, main.tsx, index.css). */
const VITE_STARTER = {
  'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Vite + React + TS</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
  'src/main.tsx': `import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './index.css'
import App from './App.tsx'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
`,
  'src/index.css': `:root {
  font-family: system-ui, Avenir, Helvetica, Arial, sans-serif;
  line-height: 1.5;
  font-weight: 400;
  color-scheme: light dark;
  color: rgba(255, 255, 255, 0.87);
  background-color: #242424;
  font-synthesis: none;
  text-rendering: optimizeLegibility;
  -webkit-font-smoothing: antialiased;
}
a { font-weight: 500; color: #646cff; text-decoration: inherit; }
body { margin: 0; display: flex; place-items: center; min-width: 320px; min-height: 100vh; }
h1 { font-size: 3.2em; line-height: 1.1; }
button {
  border-radius: 8px;
  border: 1px solid transparent;
  padding: 0.6em 1.2em;
  font-size: 1em;
  font-weight: 500;
  font-family: inherit;
  background-color: #1a1a1a;
  cursor: pointer;
  transition: border-color 0.25s;
}
@media (prefers-color-scheme: light) {
  :root { color: #213547; background-color: #ffffff; }
  button { background-color: #f9f9f9; }
}
`,
  'vite.config.ts': `import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

export default defineConfig({
  plugins: [react()],
})
`,
}

/** README.md's quickstart App.tsx with its placeholders pointed at the demo app and this run's server. */
function quickstartApp(): string {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8')
  let app = markdownBlock(readme, 'src/App.tsx')
  const placeholders: Array<[string, string]> = [
    ['appId="your-app-id-25-characters"', `appId="${DEMO_APP_ID}"`],
    ['apiUrl="https://auth.example.com"', `apiUrl="${SERVER_URL}"`],
  ]
  for (const [placeholder, value] of placeholders) {
    expect(app.split(placeholder), `the quickstart has ${placeholder} once`).toHaveLength(2)
    app = app.replace(placeholder, value)
  }
  return app
}

let close: (() => Promise<void>) | undefined
let buildOutput = ''

test.beforeAll(async () => {
  // Building and packing the three packages takes a while on a busy machine (skipped when already packed).
  test.setTimeout(300_000)
  const packed = packPackages()
  createPackedHost({ packed, dir: hostDir, deps: ['vite', '@vitejs/plugin-react'] })
  for (const [file, text] of Object.entries({ ...VITE_STARTER, 'src/App.tsx': quickstartApp() })) {
    mkdirSync(join(hostDir, file, '..'), { recursive: true })
    writeFileSync(join(hostDir, file), text)
  }
  const built = spawnSync(process.execPath, [join(hostDir, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: hostDir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    timeout: 180_000,
  })
  buildOutput = `${built.stdout}\n${built.stderr}`
  expect(built.status, buildOutput).toBe(0)
  close = await serveDir(join(hostDir, 'dist'), README_HOST_PORT)
})
test.afterAll(async () => close?.())

/** Records, every frame, whether the dialog shows a spinner with no text beside it. */
async function watchForLoneSpinner(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { loneSpinner: string[] }
    w.loneSpinner = []
    const tick = () => {
      const modal = document.querySelector('[role="dialog"]') as HTMLElement | null
      const spinner = modal?.querySelector('[data-part="spinner"]')
      // biome-ignore lint/performance/useDomNodeTextContent: only the text a person can see counts
      const visibleText = modal?.innerText.trim() ?? ''
      if (modal && spinner && (spinner as HTMLElement).offsetParent !== null && visibleText === '') {
        w.loneSpinner.push(modal.getAttribute('data-screen') ?? '?')
      }
      requestAnimationFrame(tick)
    }
    tick()
  })
}

test('the quickstart builds from the packed packages and logs in: exactly the login methods it lists, the wallet created with its text, log out', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${README_HOST_URL}/`)
  await page.getByRole('button', { name: 'Log in' }).click()
  const modal = dialog(page)
  await expect(modal.getByRole('heading', { name: 'Log in or Sign Up' })).toBeVisible()
  // loginMethods { email, sms, google } is the whole list, although the demo app has every method on
  await expect(emailInput(modal)).toBeVisible()
  await expect(modal.getByRole('textbox', { name: 'Phone number' })).toBeVisible()
  await expect(modal.getByRole('button', { name: /^Continue with / })).toHaveText(['Continue with Google'])
  await expect(modal.getByRole('button', { name: 'More options' })).toHaveCount(0)
  // Vite's starter stylesheet (h1, button, :root font) does not reach the modal
  await expect(modal.getByRole('heading', { name: 'Log in or Sign Up' })).toHaveCSS(
    'font-family',
    /^ui-sans-serif/,
  )

  const email = uniqueEmail('readme-quickstart')
  await emailInput(modal).fill(email)
  await emailInput(modal).press('Enter')
  await expect(modal.getByRole('heading', { name: 'Enter confirmation code' })).toBeVisible()
  const code = await readCode(email)
  await watchForLoneSpinner(page)
  await typeCode(page, code)
  // the demo app creates a wallet on login: its screens show their words, never a lone spinner
  await expect(modal.getByRole('heading', { name: 'Welcome to Latch Demo' })).toBeVisible({ timeout: 30_000 })
  await expect(modal).toBeHidden({ timeout: 10_000 })
  expect(await page.evaluate(() => (window as unknown as { loneSpinner: string[] }).loneSpinner)).toEqual([])

  await page.getByRole('button', { name: `Log out ${email}` }).click()
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  expect(errors).toEqual([])
})

test('the same page on an origin the app does not allow says so in the console', async ({ page }) => {
  const messages: string[] = []
  page.on('console', (message) => messages.push(message.text()))
  // the same server reached by another name: http://localhost:<port> is not among the demo app's origins
  const other = `http://localhost:${README_HOST_PORT}`
  await page.goto(`${other}/`)
  const expected = `This origin (${other}) is not allowed for app ${DEMO_APP_ID}: add it to the app's allowed origins`
  await expect.poll(() => messages.some((m) => m.includes(expected)), { timeout: 15_000 }).toBe(true)
  expect(messages.join('\n')).not.toContain('Network request failed')
})
