/**
 * The embedded wallet under a host Content Security Policy, in Chromium against the real server. A headless page
 * (core only, served at an allowed origin) whose policy is `default-src 'self'; connect-src 'self' <apiUrl>` (no
 * `frame-src`) logs in and creates a wallet: the creation fails within 5 s with `embedded_wallet_frame_blocked`,
 * whose message names the directive to add, with only a handful of console messages (it took 29.5 s and about 130
 * warnings before). The same page with `frame-src <apiUrl>` added creates the wallet.
 */
import { createServer, type Server } from 'node:http'
import { fileURLToPath } from 'node:url'
import { expect, type Page, test } from '@playwright/test'
import { build } from 'esbuild'
import { DEMO_APP_ID, SERVER_URL } from './env'
import { readCode, uniqueEmail } from './helpers'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
/** Ports the demo app allows (127.0.0.1) that the example hosts do not use; the page takes the first free one. */
const ALLOWED_PORTS = [5741, 5742, 5740, 4173, 5173]
const BLOCKING = `default-src 'self'; connect-src 'self' ${SERVER_URL}`
const ALLOWING = `${BLOCKING}; frame-src ${SERVER_URL}`

const HOST_ENTRY = `
import { createLatch } from '@latch/core'
// createOnLogin off: this page creates the wallet itself, timed (a headless login would otherwise start one)
const latch = createLatch({
  appId: ${JSON.stringify(DEMO_APP_ID)},
  apiUrl: ${JSON.stringify(SERVER_URL)},
  config: { embeddedWallets: { createOnLogin: 'off' } },
})
window.latch = latch
window.createTimed = async () => {
  const started = performance.now()
  try {
    const wallet = await latch.createWallet()
    return { ok: true, address: wallet.address, ms: performance.now() - started }
  } catch (error) {
    return { ok: false, code: error.code, message: error.message, ms: performance.now() - started }
  }
}
`
let hostScript = ''
let host = ''
let server: Server | null = null

function listen(port: number): Promise<Server | null> {
  return new Promise((resolve) => {
    const s = createServer((req, res) => {
      if (req.url?.startsWith('/host.js')) {
        res.writeHead(200, { 'content-type': 'text/javascript' }).end(hostScript)
        return
      }
      const policy = req.url?.includes('allow') ? ALLOWING : BLOCKING
      res
        .writeHead(200, { 'content-type': 'text/html', 'content-security-policy': policy })
        .end(
          '<!doctype html><html><head><script type="module" src="/host.js"></script></head><body></body></html>',
        )
    })
    s.once('error', () => resolve(null))
    s.listen(port, '127.0.0.1', () => resolve(s))
  })
}

test.beforeAll(async () => {
  for (const port of ALLOWED_PORTS) {
    server = await listen(port)
    if (server) {
      host = `http://127.0.0.1:${port}/`
      break
    }
  }
  if (!server) throw new Error(`none of the ports ${ALLOWED_PORTS.join(', ')} is free for the host page`)
  const out = await build({
    stdin: { contents: HOST_ENTRY, resolveDir: ROOT, loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    conditions: ['latch-source', 'browser', 'import', 'default'],
    logLevel: 'silent',
  })
  hostScript = out.outputFiles[0]?.text ?? ''
})
test.afterAll(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
})

type HostWindow = {
  latch: {
    ready(): Promise<void>
    initLoginWithEmail(email: string): Promise<unknown>
    loginWithCode(code: string): Promise<unknown>
  }
  createTimed(): Promise<{ ok: boolean; code?: string; message?: string; address?: string; ms: number }>
}

/** Opens the page and logs in through core (email code from the dev outbox). */
async function signedIn(page: Page, path: string) {
  await page.goto(`${host}${path}`)
  await page.waitForFunction(() => 'latch' in window)
  const email = uniqueEmail('csp')
  await page.evaluate(async (e) => {
    const { latch } = window as unknown as HostWindow
    await latch.ready()
    await latch.initLoginWithEmail(e)
  }, email)
  const code = await readCode(email)
  await page.evaluate((c) => (window as unknown as HostWindow).latch.loginWithCode(c), code)
}

test('a page whose policy has no frame-src: createWallet fails within 5 s with embedded_wallet_frame_blocked naming the directive, a handful of console messages', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const consoleLines: string[] = []
  page.on('console', (m) => consoleLines.push(`${m.type()}: ${m.text()}`))
  await signedIn(page, 'blocked')
  const before = consoleLines.length
  const result = await page.evaluate(() => (window as unknown as HostWindow).createTimed())
  expect(result).toMatchObject({ ok: false, code: 'embedded_wallet_frame_blocked' })
  expect(result.message).toContain(`frame-src ${SERVER_URL}`)
  expect(result.ms).toBeLessThan(5000)
  // the frame is gone and nothing keeps posting to it
  await page.waitForTimeout(1500)
  expect(await page.locator('iframe').count()).toBe(0)
  const during = consoleLines.slice(before)
  console.info(
    `CSP without frame-src: embedded_wallet_frame_blocked after ${result.ms.toFixed(0)} ms, ${during.length} console messages`,
  )
  expect(during.length).toBeLessThanOrEqual(5)
  expect(during.some((line) => line.includes('postMessage'))).toBe(false)
  // a second try fails at once, without mounting (or logging) again
  const again = await page.evaluate(() => (window as unknown as HostWindow).createTimed())
  expect(again).toMatchObject({ ok: false, code: 'embedded_wallet_frame_blocked' })
  expect(again.ms).toBeLessThan(500)
  expect(consoleLines.length - before).toBe(during.length)
})

test('the same page with frame-src for the server creates the wallet', async ({ page }) => {
  test.setTimeout(60_000)
  await signedIn(page, 'allow')
  const result = await page.evaluate(() => (window as unknown as HostWindow).createTimed())
  expect(result).toMatchObject({ ok: true })
  expect(result.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
})
