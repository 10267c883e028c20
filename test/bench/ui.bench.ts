/**
 * UI benchmark (not a test: it prints figures and asserts nothing): `npm run bench:ui`, also printed by `npm run bench`.
 * In Chromium, against the production build of examples/default-ui (vite build into a temp folder, served by a small
 * static server) and the reference server in dev mode, both in this process on 127.0.0.1 (free ports):
 *   (a) modal open: the login button's click to the first paint with the dialog (in-page clock; rAF, then a task),
 *       the cold first open and the median of the following warm opens;
 *   (b) React commits caused by one keystroke in LANDING's email input and in a cell of AWAITING_PASSWORDLESS_CODE,
 *       counted by a __REACT_DEVTOOLS_GLOBAL_HOOK__ stub (onCommitFiberRoot), with the components that rendered
 *       (names from a second, unminified build of the same app);
 *   (c) the host entry's cost: its bytes, and its compile and evaluate time from Chromium's trace
 *       (v8.compileModule / v8.evaluateModule), medians over fresh page loads.
 * Bounded: a fixed number of repetitions, and every wait has a timeout.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { type Browser, chromium, type Page } from 'playwright-core'
import { startServer } from '../../examples/server/src/index'
// @ts-expect-error: a plain .mjs script without type declarations (see test/scripts/ensure-chromium.mjs)
import { ensureChromium } from '../scripts/ensure-chromium.mjs'

const OPENS = Number(process.env.BENCH_UI_OPENS ?? 20)
const LOADS = Number(process.env.BENCH_UI_LOADS ?? 5)
const KEYS = 3
const STEP_TIMEOUT = 15_000

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)))
const app = join(root, 'examples/default-ui')
const work = mkdtempSync(join(tmpdir(), 'latch-bench-ui-'))
const builds = { min: join(work, 'dist'), names: join(work, 'dist-names') }

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? (s[m] ?? Number.NaN) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2
}
const ms = (x: number) => `${x.toFixed(1)} ms`

// ── static server for a vite build (index.html for unknown paths) ───────────────────────────────────────────────
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}
let served = builds.min
function serveStatic(): Promise<Server> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    let file = normalize(join(served, path))
    if (!file.startsWith(served + sep) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      file = join(served, 'index.html')
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
    res.end(readFileSync(file))
  })
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)))
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

// ── (c) the host entry's parse/compile and evaluate time ─────────────────────────────────────────────────────────
interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  dur?: number
  args?: { fileName?: string; data?: { url?: string } }
}

async function measureEntry(browser: Browser, url: string) {
  const parse: number[] = []
  const evaluate: number[] = []
  const ready: number[] = []
  const scripts = new Set<string>()
  for (let i = 0; i < LOADS; i++) {
    const page = await browser.newPage()
    await browser.startTracing(page, { categories: ['v8', 'devtools.timeline'] })
    const t0 = Date.now()
    await loadApp(page, url)
    ready.push(Date.now() - t0)
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }
    await page.close()
    const ours = (e: TraceEvent) => (e.args?.fileName ?? e.args?.data?.url ?? '').startsWith(`${url}/assets/`)
    const compiled = trace.traceEvents.filter(
      (e) =>
        e.ph === 'X' &&
        ours(e) &&
        ['v8.parseOnBackground', 'v8.compileModule', 'v8.compile'].includes(e.name),
    )
    for (const e of compiled) scripts.add((e.args?.fileName ?? e.args?.data?.url ?? '').slice(url.length + 1))
    // Module evaluation has no URL in the trace: take it on the page's main thread (where our modules compiled).
    const main = compiled.find((e) => e.name === 'v8.compileModule')
    parse.push(compiled.reduce((total, e) => total + (e.dur ?? 0) / 1000, 0))
    evaluate.push(
      trace.traceEvents
        .filter(
          (e) => e.ph === 'X' && e.name === 'v8.evaluateModule' && e.pid === main?.pid && e.tid === main?.tid,
        )
        .reduce((total, e) => total + (e.dur ?? 0) / 1000, 0),
    )
  }
  return {
    parse: median(parse),
    evaluate: median(evaluate),
    ready: median(ready),
    scripts: [...scripts].sort(),
  }
}

// ── run ───────────────────────────────────────────────────────────────────────────────────────────────────────────
function build(outDir: string, apiUrl: string, minify: boolean) {
  const args = ['vite', 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir']
  if (!minify) args.push('--minify', 'false')
  const r = spawnSync('npx', args, {
    cwd: app,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, VITE_LATCH_API_URL: apiUrl },
    timeout: 180_000,
  })
  if (r.status !== 0) throw new Error(`vite build failed (${outDir})`)
}

const found = await ensureChromium({ log: (line: string) => console.log(`  ${line}`) })
if ('error' in found) {
  console.log('  (no Chromium: the UI benchmark is skipped)')
  process.exit(0)
}

const web = await serveStatic()
const origin = `http://127.0.0.1:${(web.address() as AddressInfo).port}`
const api = await startServer({
  devMode: true,
  devOidc: false,
  dataDir: work,
  demoOrigins: [origin],
  log: () => {},
})
let browser: Browser | undefined
try {
  build(builds.min, api.url, true)
  build(builds.names, api.url, false)

  browser = await chromium.launch({
    executablePath: found.path,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  })

  // (a) and (c) on the minified build.
  const page = await browser.newPage()
  await page.addInitScript(COMMIT_COUNTER)
  await loadApp(page, origin)
  await settle(page)
  const first = await measureOpen(page)
  const warm: Array<{ dom: number; paint: number }> = []
  for (let i = 0; i < OPENS; i++) warm.push(await measureOpen(page))
  await page.close()
  const entry = await measureEntry(browser, origin)

  // (b) on the unminified build of the same app (component names readable; React is the same production build).
  served = builds.names
  const namesPage = await browser.newPage()
  await namesPage.addInitScript(COMMIT_COUNTER)
  const commits = await measureCommits(namesPage, origin)
  await namesPage.close()

  const row = (label: string, value: string) => console.log(`  ${label.padEnd(62)} ${value}`)
  const keyRow = (label: string, k: KeyFigures) => {
    const lo = Math.min(...k.commits)
    const hi = Math.max(...k.commits)
    row(label, `${lo === hi ? lo : `${lo}-${hi}`} commit(s) (${k.commits.length} keys)`)
    const names = [...k.components.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([name, n]) => `${name}${n > k.commits.length ? ` x${(n / k.commits.length).toFixed(1)}` : ''}`)
    console.log(`      rendered per key: ${names.join(', ') || '(none)'}`)
  }
  console.log(`::: UI in Chromium (production build of examples/default-ui, ${found.source} Chromium)`)
  row('modal open, click to first paint: first (cold)', ms(first.paint))
  row(`modal open, click to first paint: median of ${OPENS} warm`, ms(median(warm.map((w) => w.paint))))
  row('modal open, click to dialog in the DOM: median', ms(median(warm.map((w) => w.dom))))
  keyRow('commits per keystroke, LANDING email input', commits.emailKeys)
  keyRow('commits per keystroke, AWAITING_PASSWORDLESS_CODE cell', commits.codeKeys)
  for (const script of entry.scripts) {
    const bytes = readFileSync(join(builds.min, script))
    row(
      `host script ${script}`,
      `${(bytes.length / 1000).toFixed(1)} kB, ${(gzipSync(bytes).length / 1000).toFixed(1)} kB gzip`,
    )
  }
  row(`host scripts parse + compile (v8 trace), median of ${LOADS} loads`, ms(entry.parse))
  row(`host modules evaluate (v8.evaluateModule), median of ${LOADS} loads`, ms(entry.evaluate))
  row(`page load to the Log in button (React ready), median of ${LOADS}`, ms(entry.ready))
} finally {
  await browser?.close()
  await api.close()
  await new Promise((done) => web.close(done))
  rmSync(work, { recursive: true, force: true })
}
