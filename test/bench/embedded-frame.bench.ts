/**
 * Embedded wallet benchmark (not a test: it prints figures and asserts nothing), printed by `npm run bench`.
 * In Chromium, a tiny host page (a small static server on a free 127.0.0.1 port, allowed by the demo app) runs
 * core's proxy and provider against the reference server in this process:
 *   (a) the frame bundle: bytes, gzip, build time (esbuild, on the server's first request);
 *   (b) the frame's cold start (mount to ready handshake) and wallet creation (key, split, recovery sealing, two
 *       server calls);
 *   (c) personal_sign round trips through the frame (host provider -> postMessage -> frame signs -> reply), the
 *       median and p95 of many;
 *   (d) the share-release round trip: `privy:wallet:connect` from the host (the frame signs a device proof over
 *       the nonce the server handed it last, fetches the auth share and rebuilds the key with this device's share),
 *       median and p95 of many (the server allows 60 share releases a minute per user, so 40 of them).
 * To compare with an earlier version, run this file from a checkout of that version in the same session
 * (the figures move with the machine's load; compare runs made back to back).
 * Cold start and creation are measured on several fresh pages (one new user each): median and p95.
 * Bounded: a fixed number of repetitions, and every wait has a timeout.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { type Browser, chromium } from 'playwright-core'
import { buildFrameBundle } from '../../examples/server/src/domain/frame-bundle'
import { DEMO_APP_ID, startServer } from '../../examples/server/src/index'
// @ts-expect-error: a plain .mjs script without type declarations (see test/scripts/ensure-chromium.mjs)
import { ensureChromium } from '../scripts/ensure-chromium.mjs'

const SIGNS = Number(process.env.BENCH_FRAME_SIGNS ?? 200)
const CONNECTS = Number(process.env.BENCH_FRAME_CONNECTS ?? 40)
const PAGES = Number(process.env.BENCH_FRAME_PAGES ?? 7)
const root = fileURLToPath(new URL('../..', import.meta.url))
const ms = (x: number) => `${x.toFixed(2)} ms`
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0

console.log('::: embedded wallet frame')
const found = await ensureChromium({ log: (line: string) => console.log(`  ${line}`) })
if ('error' in found) {
  console.log('  (no Chromium: the frame benchmark is skipped)')
  process.exit(0)
}

const bundle = await buildFrameBundle()
console.log(
  `  frame bundle: ${(bundle.bytes / 1000).toFixed(1)} kB min, ${(bundle.gzipBytes / 1000).toFixed(1)} kB gzip (esbuild ${bundle.buildMs.toFixed(0)} ms)`,
)

let hostScript = ''
const web = createServer((req, res) => {
  if (req.url?.endsWith('/host.js')) {
    res.writeHead(200, { 'content-type': 'text/javascript' }).end(hostScript)
    return
  }
  res
    .writeHead(200, { 'content-type': 'text/html' })
    .end(
      '<!doctype html><html><head><script type="module" src="/host.js"></script></head><body></body></html>',
    )
})
await new Promise<void>((r) => web.listen(0, '127.0.0.1', r))
const origin = `http://127.0.0.1:${(web.address() as AddressInfo).port}`
const api = await startServer({ devMode: true, devOidc: false, demoOrigins: [origin], log: () => {} })

const entry = `
import { createBrowserFrameHost, createEmbeddedWalletProxy } from './core/src/embedded-wallet/proxy'
import { createEmbeddedWalletProvider } from './core/src/embedded-wallet/provider'
const clock = { now: () => Date.now(), setTimeout: (f, ms) => setTimeout(f, ms), clearTimeout: (h) => clearTimeout(h) }
const proxy = createEmbeddedWalletProxy({ apiUrl: ${JSON.stringify(api.url)}, appId: ${JSON.stringify(DEMO_APP_ID)},
  host: createBrowserFrameHost(), clock })
const chain = { id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } }
window.bench = async (token, signs, connects) => {
  let t = performance.now()
  await proxy.ready()
  const readyMs = performance.now() - t
  t = performance.now()
  const { address } = await proxy.create({ accessToken: token })
  const createMs = performance.now() - t
  const provider = createEmbeddedWalletProvider({ proxy, address, getAccessToken: async () => token, chains: [chain] })
  const signMs = []
  for (let i = 0; i < signs; i++) {
    t = performance.now()
    await provider.request({ method: 'personal_sign', params: ['bench ' + i, address] })
    signMs.push(performance.now() - t)
  }
  const connectMs = []
  for (let i = 0; i < connects; i++) {
    t = performance.now()
    await proxy.connect({ accessToken: token, address })
    connectMs.push(performance.now() - t)
  }
  proxy.destroy()
  return { readyMs, createMs, signMs, connectMs }
}
`
hostScript =
  (
    await build({
      stdin: { contents: entry, resolveDir: root, loader: 'ts' },
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      conditions: ['latch-source', 'browser', 'import', 'default'],
      logLevel: 'silent',
    })
  ).outputFiles[0]?.text ?? ''

async function login(): Promise<string> {
  const email = `bench-frame-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`
  const headers = { 'content-type': 'application/json', 'privy-app-id': DEMO_APP_ID }
  await fetch(`${api.url}/api/v1/passwordless/init`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email }),
  })
  const [message] = await api.server.deps.storage.listOutbox({ to: email, limit: 1 })
  const res = await fetch(`${api.url}/api/v1/passwordless/authenticate`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, code: message?.code }),
  })
  return ((await res.json()) as { token: string }).token
}

let browser: Browser | undefined
try {
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
  const readyMs: number[] = []
  const createMs: number[] = []
  let last: { signMs: number[]; connectMs: number[] } | undefined
  for (let p = 0; p < PAGES; p++) {
    // a fresh context each time: nothing of the frame origin (storage, cache) survives between pages
    const context = await browser.newContext()
    const page = await context.newPage()
    page.setDefaultTimeout(60_000)
    await page.goto(origin)
    await page.waitForFunction(() => 'bench' in window)
    const token = await login()
    const final = p === PAGES - 1
    const r = await page.evaluate(
      ([t, n, c]) =>
        (
          window as unknown as {
            bench(
              t: string,
              n: number,
              c: number,
            ): Promise<{ readyMs: number; createMs: number; signMs: number[]; connectMs: number[] }>
          }
        ).bench(t as string, n as number, c as number),
      [token, final ? SIGNS : 0, final ? CONNECTS : 0] as const,
    )
    readyMs.push(r.readyMs)
    createMs.push(r.createMs)
    if (final) last = r
    await context.close()
  }
  const line = (xs: number[]) => `median ${ms(pct(xs, 0.5))}, p95 ${ms(pct(xs, 0.95))} (n=${xs.length})`
  console.log(`  frame cold start (mount to ready): ${line(readyMs)}`)
  console.log(`  wallet creation: ${line(createMs)}`)
  console.log(`  personal_sign round trip through the frame: ${line(last?.signMs ?? [])}; goal 10 ms`)
  console.log(
    `  share-release round trip (connect: device proof, auth share fetched, key rebuilt): ${line(last?.connectMs ?? [])}`,
  )
} finally {
  await browser?.close()
  await api.close()
  web.close()
}
