/**
 * UI benchmark (not a test: it prints figures and asserts nothing): `npm run bench:ui`, also printed by `npm run bench`.
 * The host is what a user of the packages builds: the three packages built and packed, installed into a scratch
 * host (test/scripts/packed-host.mjs), the README's quickstart (LatchProvider, a Log in button, the stylesheet),
 * built for production with Vite and served statically; the reference server runs in dev mode in this process; both
 * on 127.0.0.1 (free ports). In Chromium:
 *   (a) page load to the Log in button (a fresh browser context per load), median;
 *   (b) modal open: the login button's click to the first paint with the dialog, the cold first open and the
 *       median of warm opens;
 *   (c) React commits caused by one keystroke in LANDING's email input and in a cell of AWAITING_PASSWORDLESS_CODE
 *       (a __REACT_DEVTOOLS_GLOBAL_HOOK__ stub; component names from an unminified build of the same host);
 *   (d) the eager chunks (esbuild build of the same host, react external, as the size budgets): their gzip bytes,
 *       the time `import()` of the entry takes and the JS heap it adds, React loaded first;
 *   (e) the JS heap after load (the page at its Log in button, the modal chunk in, after a forced collection);
 *   (f) WalletConnect, on a host that installs it and passes its loader (the app has a WalletConnect project id):
 *       the scripts fetched by a session that opens the wallet list and never picks WalletConnect, and those fetched
 *       from picking it to the pairing QR code (WalletConnect's relay is answered by a stand-in on the page's
 *       WebSocket, every other outside request is refused), next to what the build can reach.
 * Bounded: a fixed number of repetitions, and every wait has a timeout.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, normalize, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { type Browser, chromium, type Page } from 'playwright-core'
import { build as viteBuild } from 'vite'
import { demoAppSeed } from '../../examples/server/src/config'
import { startServer } from '../../examples/server/src/index'
// @ts-expect-error: a plain .mjs script without type declarations (see test/scripts/ensure-chromium.mjs)
import { ensureChromium } from '../scripts/ensure-chromium.mjs'
import {
  buildReactVendor,
  CHROMIUM_ARGS,
  hostPage,
  measureImports,
  serveStatic as serveFolders,
} from '../scripts/host-chromium.mjs'
import { buildHost, eagerOf, HOST_APP, HOST_APP_WC, measureBuild } from '../scripts/host-size.mjs'
import { createPackedHost, packPackages } from '../scripts/packed-host.mjs'

const OPENS = Number(process.env.BENCH_UI_OPENS ?? 20)
const LOADS = Number(process.env.BENCH_UI_LOADS ?? 5)
const KEYS = 3
const STEP_TIMEOUT = 15_000
const WALLETCONNECT_PROJECT_ID = 'latchbenchwalletconnect000000001'

const work = mkdtempSync(join(tmpdir(), 'latch-bench-ui-'))

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? (s[m] ?? Number.NaN) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2
}
const ms = (x: number) => `${x.toFixed(1)} ms`
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

// ── the host: packed packages, the quickstart app, a Vite production build ───────────────────────────────────────
const INDEX_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Latch host</title></head>
<body><div id="root"></div><script type="module" src="/src/app.jsx"></script></body></html>
`
const APP = `import { mount } from './main.jsx'
mount(document.getElementById('root'), window.__LATCH_HOST__)
`

/** Builds the scratch host `dir` (main.jsx from `source`) with Vite into `outDir`. */
async function buildWithVite(dir: string, source: string, outDir: string, minify: boolean) {
  mkdirSync(join(dir, 'src'), { recursive: true })
  writeFileSync(join(dir, 'index.html'), INDEX_HTML)
  writeFileSync(join(dir, 'src/main.jsx'), source)
  writeFileSync(join(dir, 'src/app.jsx'), APP)
  await viteBuild({
    root: dir,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, minify },
  })
}

/** Serves a Vite build; index.html gets the host's settings (app id, API URL) as `window.__LATCH_HOST__`. */
function serveBuild(
  settings: () => object,
): Promise<{ server: Server; origin: string; set(dir: string): void }> {
  const TYPES: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.svg': 'image/svg+xml',
  }
  let served = ''
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    let file = normalize(join(served, path))
    if (!file.startsWith(served + sep) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      file = join(served, 'index.html')
    }
    let body: Buffer | string = readFileSync(file)
    if (file.endsWith('index.html')) {
      body = body
        .toString('utf8')
        .replace('<body>', `<body><script>window.__LATCH_HOST__ = ${JSON.stringify(settings())}</script>`)
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
    res.end(body)
  })
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({
        server,
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        set: (dir) => {
          served = dir
        },
      }),
    ),
  )
}

// ── the page side: a React DevTools hook stub counting commits and the components each one rendered ────────────
declare global {
  interface Window {
    __latchBench: { commits: number; rendered: string[][]; reset(): void }
  }
}

// Plain JavaScript (a string, so the TypeScript runner adds no helpers the page does not have). A fiber rendered in
// this commit when it is new or its props or state object changed (a render makes new hook objects; a bailed-out
// subtree keeps its fibers and their objects).
const COMMIT_COUNTER = `(() => {
  const seen = new WeakMap()
  const nameOf = (type) => {
    if (typeof type === 'function') return type.displayName || type.name || 'Anonymous'
    if (type && typeof type === 'object') {
      return type.displayName || (type.render ? nameOf(type.render) : type.type ? nameOf(type.type) : null)
    }
    return null
  }
  const walk = (start, out) => {
    for (let fiber = start; fiber; fiber = fiber.sibling) {
      const prev = seen.get(fiber) || (fiber.alternate && seen.get(fiber.alternate))
      const rendered = !prev || prev.p !== fiber.memoizedProps || prev.s !== fiber.memoizedState
      const record = { p: fiber.memoizedProps, s: fiber.memoizedState }
      seen.set(fiber, record)
      if (fiber.alternate) seen.set(fiber.alternate, record)
      const name = typeof fiber.type === 'string' ? null : nameOf(fiber.type)
      if (rendered && name) out.push(name)
      walk(fiber.child, out)
    }
  }
  const bench = { commits: 0, rendered: [], reset() { bench.commits = 0; bench.rendered = [] } }
  window.__latchBench = bench
  let renderers = 0
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => ++renderers,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_id, root) => {
      const out = []
      walk(root.current, out)
      bench.commits++
      bench.rendered.push(out)
    },
  }
})()`

/** Two frames and a task: every commit and effect caused by the last input has run. */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50))),
      ),
  )

async function loadApp(page: Page, url: string) {
  await page.goto(url)
  await page.getByRole('button', { name: 'Log in' }).waitFor({ timeout: STEP_TIMEOUT })
}

// ── (a) modal open ─────────────────────────────────────────────────────────────────────────────────────────────────
async function measureOpen(page: Page): Promise<{ dom: number; paint: number }> {
  const result = await page.evaluate(
    () =>
      new Promise<{ dom: number; paint: number }>((done, fail) => {
        const button = [...document.querySelectorAll('button')].find(
          (b) => b.textContent?.trim() === 'Log in',
        )
        if (!button) return fail(new Error('no Log in button'))
        let t0 = 0
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[role="dialog"]')) return
          observer.disconnect()
          const dom = performance.now() - t0
          // rAF runs before the frame that shows the dialog; a task queued from it runs after that frame's paint.
          requestAnimationFrame(() => setTimeout(() => done({ dom, paint: performance.now() - t0 }), 0))
        })
        observer.observe(document.body, { childList: true, subtree: true })
        t0 = performance.now()
        button.click()
      }),
  )
  await page.keyboard.press('Escape')
  await page.locator('[role="dialog"]').waitFor({ state: 'detached', timeout: STEP_TIMEOUT })
  await settle(page)
  return result
}

// ── (b) commits per keystroke ──────────────────────────────────────────────────────────────────────────────────────
interface KeyFigures {
  commits: number[]
  components: Map<string, number>
}

async function measureKeys(page: Page, keys: string[]): Promise<KeyFigures> {
  const figures: KeyFigures = { commits: [], components: new Map() }
  for (const key of keys) {
    await settle(page)
    await page.evaluate(() => window.__latchBench.reset())
    await page.keyboard.press(key)
    await settle(page)
    const { commits, rendered } = await page.evaluate(() => ({
      commits: window.__latchBench.commits,
      rendered: window.__latchBench.rendered,
    }))
    figures.commits.push(commits)
    for (const name of rendered.flat()) figures.components.set(name, (figures.components.get(name) ?? 0) + 1)
  }
  return figures
}

async function measureCommits(page: Page, url: string) {
  await loadApp(page, url)
  await page.getByRole('button', { name: 'Log in' }).click()
  const email = page.locator('[role="dialog"] input[type="email"]')
  await email.waitFor({ timeout: STEP_TIMEOUT })
  await email.focus()
  await page.keyboard.type(`bench-${Date.now().toString(36)}@example.co`)
  const emailKeys = await measureKeys(page, ['m', 'Backspace', 'm'].slice(0, KEYS))
  await page.keyboard.press('Enter')
  const cell = page.locator('[role="dialog"][data-screen="AWAITING_PASSWORDLESS_CODE"] input').first()
  await cell.waitFor({ timeout: STEP_TIMEOUT })
  await cell.focus()
  await settle(page)
  // Digits 1-3 (each moves focus to the next cell); the sixth would submit the code.
  const codeKeys = await measureKeys(page, ['1', '2', '3'].slice(0, KEYS))
  return { emailKeys, codeKeys }
}

/** Page load to the Log in button in fresh contexts: the median, and the JS heap once loaded (modal chunk in). */
async function measureLoads(browser: Browser, url: string) {
  const ready: number[] = []
  const heap: number[] = []
  for (let i = 0; i < LOADS; i++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const t0 = Date.now()
    await loadApp(page, url)
    ready.push(Date.now() - t0)
    await page.waitForLoadState('networkidle', { timeout: STEP_TIMEOUT }).catch(() => {})
    const cdp = await context.newCDPSession(page)
    await cdp.send('HeapProfiler.collectGarbage')
    heap.push((await cdp.send('Runtime.getHeapUsage')).usedSize)
    await context.close()
  }
  return { ready: median(ready), heap: median(heap) }
}

/** The eager chunks of the esbuild build of the same host: import time and heap added, React loaded first. */
async function measureEager(browser: Browser, hostDir: string) {
  const built = await buildHost(hostDir, { outDir: join(work, 'esbuild') })
  const { eager, gzip } = eagerOf(hostDir, built)
  const vendorDir = join(work, 'vendor')
  const importMap = await buildReactVendor(hostDir, vendorDir)
  const files = await serveFolders(
    { '/vendor/': vendorDir, '/app/': built.outDir },
    { '/index.html': hostPage(importMap) },
  )
  try {
    const vendor = Object.fromEntries(
      Object.entries(importMap.imports as Record<string, string>).map(([k, u]) => [k, `${files.origin}${u}`]),
    )
    const figures = await measureImports(
      browser,
      [
        {
          name: 'host',
          pageUrl: `${files.origin}/index.html`,
          entryUrl: `${files.origin}/app/main.js`,
          vendor,
        },
      ],
      { runs: LOADS },
    )
    const measured = figures.host
    if (!measured) throw new Error('no figures for the host')
    return { chunks: eager.size, gzip, ...measured }
  } finally {
    await files.close()
  }
}

interface Fetched {
  url: string
  bytes: number
  gzip: number
}

/** Records the scripts a page fetches from `origin` (bytes as served, and gzip); refuses any outside request. */
async function recordScripts(page: Page, origin: string) {
  const fetched: Fetched[] = []
  const outside: string[] = []
  await page.route(/^https?:/, (route) => {
    const url = route.request().url()
    if (url.startsWith(origin) || url.startsWith('http://127.0.0.1')) return route.continue()
    outside.push(url)
    return route.abort()
  })
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.url().startsWith(origin)) return
    const body = await response.body().catch(() => Buffer.alloc(0))
    fetched.push({
      url: response.url().slice(origin.length),
      bytes: body.length,
      gzip: gzipSync(body).length,
    })
  })
  return { fetched, outside }
}

/**
 * A stand-in for WalletConnect's relay on the page's WebSocket: subscriptions get an id, publishes and fetches an
 * empty success, so the provider can make its pairing URI offline.
 */
async function standInRelay(page: Page) {
  let n = 0
  await page.routeWebSocket(/walletconnect|reown/, (ws) => {
    ws.onMessage((message) => {
      let request: { id?: number; method?: string; params?: { topics?: string[] } }
      try {
        request = JSON.parse(String(message))
      } catch {
        return
      }
      if (request.id === undefined || !request.method) return
      const method = request.method
      const result = method.endsWith('batchSubscribe')
        ? (request.params?.topics ?? []).map(() => `${(++n).toString(16).padStart(64, '0')}`)
        : method.endsWith('subscribe') && !method.endsWith('unsubscribe')
          ? (++n).toString(16).padStart(64, '0')
          : method.endsWith('FetchMessages') || method.endsWith('fetchMessages')
            ? { messages: [], hasMore: false }
            : true
      ws.send(JSON.stringify({ id: request.id, jsonrpc: '2.0', result }))
    })
  })
}

const sum = (list: Fetched[], key: 'bytes' | 'gzip') => list.reduce((t, f) => t + f[key], 0)

/** (f): the wallet list without picking WalletConnect, then picking it until the pairing QR code shows. */
async function measureWalletConnect(browser: Browser, url: string, origin: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  try {
    const { fetched, outside } = await recordScripts(page, origin)
    const consoleLines: string[] = []
    page.on('console', (m) => consoleLines.push(`${m.type()}: ${m.text()}`))
    page.on('websocket', (ws) => consoleLines.push(`websocket: ${ws.url()}`))
    await standInRelay(page)
    // The machine is offline (its own network namespace) and WalletConnect refuses to start when the browser says
    // so: the page is told it is online, the relay being answered on the page's WebSocket.
    await page.addInitScript("Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true })")
    await loadApp(page, url)
    await page.getByRole('button', { name: 'Log in' }).click()
    const dialog = page.locator('[role="dialog"]')
    await dialog.getByRole('button', { name: 'Continue with a wallet' }).click({ timeout: STEP_TIMEOUT })
    await dialog.getByRole('button', { name: 'Connect WalletConnect' }).waitFor({ timeout: STEP_TIMEOUT })
    await page.waitForLoadState('networkidle', { timeout: STEP_TIMEOUT }).catch(() => {})
    await settle(page)
    const before = fetched.length
    const neverPicked = fetched.filter((f) => /walletconnect|reown|relay/i.test(f.url))
    const t0 = Date.now()
    await dialog.getByRole('button', { name: 'Connect WalletConnect' }).click()
    let qr = true
    await dialog
      .getByRole('img', { name: 'WalletConnect pairing code' })
      .waitFor({ timeout: 30_000 })
      .catch(() => {
        qr = false
      })
    const toQr = Date.now() - t0
    // BENCH_UI_DEBUG=1 prints what the dialog and the console said when the code did not show.
    if (!qr && process.env.BENCH_UI_DEBUG) {
      console.log(((await dialog.textContent().catch(() => '')) ?? '').slice(0, 400))
      console.log(consoleLines.join('\n').slice(0, 3000))
    }
    await page.waitForLoadState('networkidle', { timeout: STEP_TIMEOUT }).catch(() => {})
    const picked = fetched.slice(before)
    return { neverPicked, picked, qr, toQr, outside: [...new Set(outside.map((u) => new URL(u).host))] }
  } finally {
    await context.close()
  }
}

// ── run ───────────────────────────────────────────────────────────────────────────────────────────────────────────
const found = await ensureChromium({ log: (line: string) => console.log(`  ${line}`) })
if ('error' in found) {
  console.log('  (no Chromium: the UI benchmark is skipped)')
  process.exit(0)
}

const packed = packPackages()
const host = createPackedHost({ packed, dir: join(work, 'host'), deps: ['vite', '@vitejs/plugin-react'] })
const hostWc = createPackedHost({
  packed,
  dir: join(work, 'host-wc'),
  deps: ['vite', '@vitejs/plugin-react'],
  walletConnect: true,
})
let apiUrl = ''
const web = await serveBuild(() => ({
  appId: demoAppSeed().id,
  apiUrl,
  config: { loginMethods: { email: true, sms: true, wallet: true } },
}))
const seed = demoAppSeed([web.origin])
const api = await startServer({
  devMode: true,
  devOidc: false,
  dataDir: work,
  apps: [{ ...seed, settings: { ...seed.settings, walletConnectProjectId: WALLETCONNECT_PROJECT_ID } }],
  log: () => {},
})
apiUrl = api.url
const builds = { min: join(work, 'dist'), names: join(work, 'dist-names'), wc: join(work, 'dist-wc') }
let browser: Browser | undefined
try {
  // Vite sets NODE_ENV=production in this process: the dev-mode server started first.
  await buildWithVite(host.dir, HOST_APP, builds.min, true)
  await buildWithVite(host.dir, HOST_APP, builds.names, false)
  await buildWithVite(hostWc.dir, HOST_APP_WC, builds.wc, true)
  browser = await chromium.launch({ executablePath: found.path, args: CHROMIUM_ARGS })

  // (a), (b) and (e) on the minified build.
  web.set(builds.min)
  const loads = await measureLoads(browser, web.origin)
  const page = await browser.newPage()
  await page.addInitScript(COMMIT_COUNTER)
  await loadApp(page, web.origin)
  await settle(page)
  const first = await measureOpen(page)
  const warm: Array<{ dom: number; paint: number }> = []
  for (let i = 0; i < OPENS; i++) warm.push(await measureOpen(page))
  await page.close()

  // (c) on the unminified build of the same host (component names readable; React is the same production build).
  web.set(builds.names)
  const namesPage = await browser.newPage()
  await namesPage.addInitScript(COMMIT_COUNTER)
  const commits = await measureCommits(namesPage, web.origin)
  await namesPage.close()

  // (d) the eager chunks, (f) WalletConnect.
  const eager = await measureEager(browser, host.dir)
  web.set(builds.wc)
  const wc = await measureWalletConnect(browser, web.origin, web.origin)
  const reachable = measureBuild(
    hostWc.dir,
    await buildHost(hostWc.dir, { source: HOST_APP_WC, outDir: join(work, 'esbuild-wc') }),
  )

  const row = (label: string, value: string) => console.log(`  ${label.padEnd(66)} ${value}`)
  const keyRow = (label: string, k: KeyFigures) => {
    const lo = Math.min(...k.commits)
    const hi = Math.max(...k.commits)
    row(label, `${lo === hi ? lo : `${lo}-${hi}`} commit(s) (${k.commits.length} keys)`)
    const names = [...k.components.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([name, n]) => `${name}${n > k.commits.length ? ` x${(n / k.commits.length).toFixed(1)}` : ''}`)
    console.log(`      rendered per key: ${names.join(', ') || '(none)'}`)
  }
  console.log(
    `::: UI in Chromium (a host made from the packed packages, Vite production build, ${found.source} Chromium)`,
  )
  row(`page load to the Log in button, median of ${LOADS} fresh loads`, ms(loads.ready))
  row('JS heap after load (Log in shown, modal chunk in), median', kB(loads.heap))
  row('modal open, click to first paint: first (cold)', ms(first.paint))
  row(`modal open, click to first paint: median of ${OPENS} warm`, ms(median(warm.map((w) => w.paint))))
  row('modal open, click to dialog in the DOM: median', ms(median(warm.map((w) => w.dom))))
  keyRow('commits per keystroke, LANDING email input', commits.emailKeys)
  keyRow('commits per keystroke, AWAITING_PASSWORDLESS_CODE cell', commits.codeKeys)
  row('eager chunks (esbuild, react external), gzip', `${kB(eager.gzip)} in ${eager.chunks} chunks`)
  row(`eager chunks: import() time, median of ${LOADS}`, ms(eager.ms))
  row('eager chunks: JS heap they add, median', kB(eager.heapBytes))
  console.log('::: WalletConnect (a host that installs it)')
  row(
    'scripts of WalletConnect fetched when nobody picks it (wallet list open)',
    `${wc.neverPicked.length} (${kB(sum(wc.neverPicked, 'gzip'))} gzip)`,
  )
  row(
    `fetched from picking WalletConnect to the QR code (${wc.qr ? `shown after ${ms(wc.toQr)}` : 'NOT shown within 30 s'})`,
    `${wc.picked.length} scripts, ${kB(sum(wc.picked, 'bytes'))}, ${kB(sum(wc.picked, 'gzip'))} gzip`,
  )
  for (const f of wc.picked) console.log(`      ${f.url}  ${kB(f.bytes)} (${kB(f.gzip)} gzip)`)
  row(
    'reachable only through the WalletConnect import (esbuild build, AppKit modal included)',
    `${reachable.walletConnect.chunks} chunks, ${kB(reachable.walletConnect.gzip)} gzip`,
  )
  row('outside hosts WalletConnect tried (refused: offline)', wc.outside.join(', ') || '(none)')
} finally {
  await browser?.close()
  await api.close()
  await new Promise((done) => web.server.close(done))
  rmSync(work, { recursive: true, force: true })
}
