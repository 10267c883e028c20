/**
 * The screen gallery the way `npm run demo` serves it: the default-ui host under the Vite dev server (unbundled ES
 * modules, evaluated in import order), not the production build the other specs open. The page loads the whole case
 * list module (where it once went blank with "Cannot access 'WALLET' before initialization"), renders one case
 * (the key export, which reads that wallet) and throws nothing. One case keeps it cheap: the dev server compiles
 * every module on first request, and the production-build specs already render every case.
 */
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { createServer, type ViteDevServer } from 'vite'
import { DEV_SERVER_PORT } from './env'

const root = fileURLToPath(new URL('../../examples/default-ui/', import.meta.url))
let server: ViteDevServer

test.beforeAll(async () => {
  server = await createServer({
    root,
    configFile: `${root}vite.config.ts`,
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: DEV_SERVER_PORT, strictPort: true },
  })
  await server.listen()
})

test.afterAll(async () => {
  await server?.close()
})

test('gallery under the Vite dev server: the case list loads, a case renders, no page error', async ({
  page,
}) => {
  // the dev server compiles each module on first request: slow on a busy machine
  test.setTimeout(240_000)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  await page.goto(`http://127.0.0.1:${DEV_SERVER_PORT}/gallery.html?mode=light&case=embedded-export`)
  await expect(page.getByRole('heading', { name: 'Latch screen gallery' })).toBeVisible({ timeout: 120_000 })
  await expect(page.locator('main[data-gallery-ready="true"]')).toBeVisible({ timeout: 120_000 })
  await expect(page.locator('figure[data-case="embedded-export"][data-status="ready"]')).toHaveCount(1)
  // the export case reads the wallet the module declares: its screen shows the short address
  await expect(page.locator('[data-screen="EMBEDDED_WALLET_KEY_EXPORT_SCREEN"]')).toContainText('0x5aAe')
  expect(errors).toEqual([])
})
