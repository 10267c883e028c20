/**
 * The screen gallery the way `npm run demo` serves it: the default-ui host under the Vite dev server (unbundled ES
 * modules, evaluated in import order), not the production build the other specs open. Every case reaches its state
 * and the page throws nothing (it once went blank with "Cannot access 'WALLET' before initialization").
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

test('gallery under the Vite dev server: every case renders, no page error', async ({ page }) => {
  // the dev server compiles each module on first request: slow on a busy machine
  test.setTimeout(240_000)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  await page.goto(`http://127.0.0.1:${DEV_SERVER_PORT}/gallery.html?mode=light`)
  await expect(page.getByRole('heading', { name: 'Latch screen gallery' })).toBeVisible({ timeout: 120_000 })
  await expect(page.locator('main[data-gallery-ready="true"]')).toBeVisible({ timeout: 180_000 })
  await expect(page.locator('figure[data-status="failed"]')).toHaveCount(0)
  expect(await page.locator('figure[data-case]').count()).toBeGreaterThanOrEqual(40)
  // the export case reads the wallet the module declares: its screen shows the short address
  await expect(page.locator('[data-screen="EMBEDDED_WALLET_KEY_EXPORT_SCREEN"]').first()).toContainText(
    '0x5aAe',
  )
  expect(errors).toEqual([])
})
