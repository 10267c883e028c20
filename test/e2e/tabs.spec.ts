/**
 * Five real tabs of the default-ui host on one signed-in session (Chromium's own localStorage, Web Locks and
 * BroadcastChannel). Each tab also runs a core client built from the workspace sources (esbuild, injected into the
 * page), so the test can call `getAccessToken()` directly: with an expired access token, 5 x 20 calls make exactly
 * one refresh reach the server, every tab ends with the same token and none signs out; a logout in one tab while
 * another refreshes signs both out within 1 s.
 */
import { fileURLToPath } from 'node:url'
import { expect, type Page, test } from '@playwright/test'
import { build } from 'esbuild'
import { DEFAULT_UI_URL, DEMO_APP_ID, SERVER_URL } from './env'
import { loginWithEmail } from './helpers'

// The tabs get a test client injected as an inline script; the default-ui host serves a strict CSP (no inline
// scripts), which is what the CSP spec checks, not this one.
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
  }
}

/** Injects core and makes this tab's test client (`window.__latch`), ready. */
async function addClient(page: Page) {
  await page.addScriptTag({ content: bundle })
  await page.evaluate(
    async ({ appId, apiUrl }) => {
      window.__latch = window.LatchCore.createLatch({ appId, apiUrl })
      await window.__latch.ready()
    },
    { appId: DEMO_APP_ID, apiUrl: SERVER_URL },
  )
}

/**
 * Rewrites the stored access token's `exp` into the past (the client decides expiry from the claims), then waits
 * until each tab of `seenBy` reads the rewritten token. Chromium's localStorage reaches other tabs' renderers
 * asynchronously: under load a tab asked for a token at once still read the old, valid one and sent no refresh
 * (the flake of 'a logout in one tab while another refreshes': tab B sent no refresh within 30 s).
 */
async function expireStoredToken(page: Page, seenBy: Page[] = []) {
  const expired = await page.evaluate(() => {
    const token = localStorage.getItem('latch:token') as string
    const [header, payload, signature] = token.split('.') as [string, string, string]
    const b64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const claims = JSON.parse(atob(b64)) as { exp: number }
    claims.exp = Math.floor(Date.now() / 1000) - 60
    const encoded = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
    const next = `${header}.${encoded}.${signature}`
    localStorage.setItem('latch:token', next)
    return next
  })
  for (const tab of seenBy) {
    await expect
      .poll(() => tab.evaluate(() => localStorage.getItem('latch:token')), { timeout: 10_000 })
      .toBe(expired)
  }
}

const status = (page: Page) => page.evaluate(() => window.__latch.$auth.get().status)

test('five tabs, expired access token, 20 getAccessToken each: one refresh, one token, nobody signed out', async ({
  context,
}) => {
  const first = await context.newPage()
  await first.goto(DEFAULT_UI_URL)
  await loginWithEmail(first, 'five-tabs')
  await expect(first.getByRole('heading', { name: 'Your account' })).toBeVisible()
  const tabs = [first]
  for (let i = 1; i < 5; i++) {
    const page = await context.newPage()
    await page.goto(DEFAULT_UI_URL)
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible()
    tabs.push(page)
  }
  for (const page of tabs) await addClient(page)
  for (const page of tabs) expect(await status(page)).toBe('authenticated')

  await expireStoredToken(first, tabs)
  let refreshes = 0
  context.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/sessions') refreshes++
  })
  const perTab = await Promise.all(
    tabs.map((page) =>
      page.evaluate(async () => {
        const tokens = await Promise.all(Array.from({ length: 20 }, () => window.__latch.getAccessToken()))
        return [...new Set(tokens)]
      }),
    ),
  )
  expect(refreshes).toBe(1)
  const all = new Set(perTab.flat())
  expect(all.size).toBe(1)
  expect([...all][0]).toMatch(/^ey/)
  for (const page of tabs) expect(await status(page)).toBe('authenticated')
  // the host's own UI in every tab is still signed in
  for (const page of tabs) await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible()
})

test('a logout in one tab while another refreshes signs both out within 1 s', async ({ context }) => {
  const a = await context.newPage()
  await a.goto(DEFAULT_UI_URL)
  await loginWithEmail(a, 'logout-race')
  const b = await context.newPage()
  await b.goto(DEFAULT_UI_URL)
  await expect(b.getByRole('heading', { name: 'Your account' })).toBeVisible()
  await addClient(a)
  await addClient(b)

  // tab B's refresh is slow on the wire, so the logout lands while it is in flight
  await b.route(`${SERVER_URL}/api/v1/sessions`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400))
    await route.continue()
  })
  await expireStoredToken(a, [b])
  const inFlight = b.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/sessions')
  await b.evaluate(() => {
    void window.__latch.getAccessToken().catch(() => null)
  })
  await inFlight
  const started = Date.now()
  await a.evaluate(() => window.__latch.logout())
  await expect.poll(() => status(b), { timeout: 1000 }).toBe('unauthenticated')
  expect(await status(a)).toBe('unauthenticated')
  expect(Date.now() - started).toBeLessThan(1000)
  // the refresh that was in flight does not bring the session back
  await b.waitForTimeout(600)
  expect(await status(b)).toBe('unauthenticated')
  expect(await b.evaluate(() => localStorage.getItem('latch:refresh_token'))).toBeNull()
  await expect(b.getByRole('button', { name: 'Log in' })).toBeVisible()
})

test('a late SUCCESSFUL refresh answer after a logout elsewhere, in three tabs: nobody is signed back in, both refresh tokens are refused', async ({
  context,
}) => {
  const a = await context.newPage()
  await a.goto(DEFAULT_UI_URL)
  await loginWithEmail(a, 'late-success')
  const tabs = [a]
  for (let i = 0; i < 2; i++) {
    const page = await context.newPage()
    await page.goto(DEFAULT_UI_URL)
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible()
    tabs.push(page)
  }
  for (const page of tabs) await addClient(page)
  const b = tabs[1] as Page
  const oldRefresh = await a.evaluate(() => localStorage.getItem('latch:refresh_token'))

  // tab B's refresh reaches the server, which rotates and answers 200; the answer is held back 1 s
  let answered: (body: { refresh_token: string }) => void = () => {}
  const served = new Promise<{ refresh_token: string }>((resolve) => {
    answered = resolve
  })
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await b.route(`${SERVER_URL}/api/v1/sessions`, async (route) => {
    const response = await route.fetch()
    answered((await response.json()) as { refresh_token: string })
    await released
    await route.fulfill({ response })
  })
  await expireStoredToken(a)
  const late = b.evaluate(() => window.__latch.getAccessToken().catch(() => 'rejected'))
  const { refresh_token: newRefresh } = await served
  expect(newRefresh).toBeTruthy()
  expect(newRefresh).not.toBe(oldRefresh)
  // tab A logs out while B's successful answer is held
  await a.evaluate(() => window.__latch.logout())
  await b.waitForTimeout(1000)
  release()
  expect(await late).toBeNull()
  await b.waitForTimeout(300)
  for (const page of tabs) {
    expect(await page.evaluate(() => window.__latch.$auth.get().status)).toBe('unauthenticated')
    // no latch:* key in either storage but the anonymous analytics id (not session state; kept across logins)
    const keys = await page.evaluate(() =>
      [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter(
        (k) => k.startsWith('latch:') && k !== 'latch:caid',
      ),
    )
    expect(keys).toEqual([])
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  }
  // the server refuses both refresh tokens: the one B sent and the one its held answer carried
  for (const token of [oldRefresh, newRefresh]) {
    const res = await fetch(`${SERVER_URL}/api/v1/sessions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'privy-app-id': DEMO_APP_ID,
        origin: new URL(DEFAULT_UI_URL).origin,
      },
      body: JSON.stringify({ refresh_token: token }),
    })
    expect(res.status).toBe(401)
  }
})
