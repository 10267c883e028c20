/**
 * Tabs in a browser without Web Locks: `navigator.locks` is deleted before any script runs (as in browsers that
 * lack it), so the session falls back to its storage lease (core/src/session/lease.ts). Real Chromium tabs of the
 * default-ui host on one signed-in session, each also running a core client built from the workspace sources
 * (injected, `window.__latch`), against the real server:
 * - 3 tabs x 10 getAccessToken() on an expired token: one refresh reaches the server, one token, nobody signed out;
 * - a wake from sleep: the page clock of 5 tabs jumps 2 h and `visibilitychange` fires: one refresh, and no tab
 *   goes through a signed-out state meanwhile.
 */
import { fileURLToPath } from 'node:url'
import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { build } from 'esbuild'
import { DEFAULT_UI_URL, DEMO_APP_ID, SERVER_URL } from './env'
import { loginWithEmail } from './helpers'

// the test client is injected as an inline script; the host's CSP is what csp.spec checks, not this one
test.use({ bypassCSP: true })

const root = fileURLToPath(new URL('../../', import.meta.url))
let bundle = ''
test.beforeAll(async () => {
  const out = await build({
    entryPoints: [`${root}core/src/index.ts`],
    bundle: true,
    format: 'iife',
    globalName: 'LatchCore',
    platform: 'browser',
    conditions: ['latch-source', 'browser', 'import', 'default'],
    write: false,
    logLevel: 'warning',
  })
  bundle = out.outputFiles[0]?.text ?? ''
})

declare global {
  interface Window {
    LatchCore: typeof import('../../core/src/index')
    __latch: import('../../core/src/latch').Latch
    __statuses: string[]
  }
}

/** Opens `count` tabs of the host without `navigator.locks` (the first signs in), each with a test client. */
async function openTabs(context: BrowserContext, count: number, tag: string, clock = false) {
  await context.addInitScript(() => {
    delete (Navigator.prototype as { locks?: unknown }).locks
  })
  const tabs: Page[] = []
  for (let i = 0; i < count; i++) {
    const page = await context.newPage()
    if (clock) await page.clock.install()
    await page.goto(DEFAULT_UI_URL)
    if (i === 0) await loginWithEmail(page, tag)
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible()
    tabs.push(page)
  }
  for (const page of tabs) {
    expect(await page.evaluate(() => 'locks' in navigator)).toBe(false)
    await page.addScriptTag({ content: bundle })
    await page.evaluate(
      async ({ appId, apiUrl }) => {
        window.__latch = window.LatchCore.createLatch({ appId, apiUrl })
        await window.__latch.ready()
        window.__statuses = []
        window.__latch.$auth.listen((auth) => window.__statuses.push(auth.status))
      },
      { appId: DEMO_APP_ID, apiUrl: SERVER_URL },
    )
    expect(await page.evaluate(() => window.__latch.$auth.get().status)).toBe('authenticated')
  }
  let refreshes = 0
  context.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/sessions') refreshes++
  })
  return { tabs, refreshes: () => refreshes }
}

test('no Web Locks: 3 tabs x 10 getAccessToken on an expired token make one refresh; nobody signed out', async ({
  context,
}) => {
  const { tabs, refreshes } = await openTabs(context, 3, 'nolocks-burst')
  // the stored access token's exp moved into the past (the client judges expiry from the claims)
  await tabs[0]?.evaluate(() => {
    const token = localStorage.getItem('latch:token') as string
    const [header, payload, signature] = token.split('.') as [string, string, string]
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number }
    claims.exp = Math.floor(Date.now() / 1000) - 60
    const encoded = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
    localStorage.setItem('latch:token', `${header}.${encoded}.${signature}`)
  })
  const perTab = await Promise.all(
    tabs.map((page) =>
      page.evaluate(async () => [
        ...new Set(await Promise.all(Array.from({ length: 10 }, () => window.__latch.getAccessToken()))),
      ]),
    ),
  )
  expect(refreshes()).toBe(1)
  const all = new Set(perTab.flat())
  expect(all.size).toBe(1)
  expect([...all][0]).toMatch(/^ey/)
  for (const page of tabs) {
    expect(await page.evaluate(() => window.__statuses)).not.toContain('unauthenticated')
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible()
  }
  // the lease is let go, and the family is alive: the stored refresh token still refreshes
  expect(await tabs[0]?.evaluate(() => localStorage.getItem('latch:refresh:lease'))).toBeNull()
  await expect(
    tabs[1]?.evaluate(async () => (await window.__latch.refreshUser()).id) ?? Promise.reject(),
  ).resolves.toMatch(/./)
})

test('no Web Locks, wake from sleep: the page clock of 5 tabs jumps 2 h, visibilitychange fires: one refresh, never signed out', async ({
  context,
}) => {
  const { tabs, refreshes } = await openTabs(context, 5, 'nolocks-wake', true)
  const before = await tabs[0]?.evaluate(() => localStorage.getItem('latch:token'))
  for (const page of tabs) await page.clock.fastForward('02:00:00')
  await Promise.all(
    tabs.map((page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))),
  )
  // the renewals leave 0-500 ms after the event, on the page clock (running)
  await expect.poll(refreshes, { timeout: 5000 }).toBe(1)
  await expect
    .poll(() => tabs[0]?.evaluate(() => localStorage.getItem('latch:token')), { timeout: 5000 })
    .not.toBe(before)
  // a moment more: no second refresh follows, every tab uses the new token without asking
  await tabs[0]?.waitForTimeout(800)
  expect(refreshes()).toBe(1)
  const tokens = await Promise.all(tabs.map((page) => page.evaluate(() => window.__latch.getAccessToken())))
  expect(new Set(tokens).size).toBe(1)
  expect(refreshes()).toBe(1)
  for (const page of tabs) {
    expect(await page.evaluate(() => window.__statuses)).not.toContain('unauthenticated')
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible()
  }
})
