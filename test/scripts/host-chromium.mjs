// Chromium figures of a built host (host-size.mjs builds it): how long importing the entry's eager chunks takes and
// how much JS heap they keep, with React loaded first from its own files (react is external in the host build, as
// in the size budgets). Measured, never asserted: printed by `host-size.mjs --chromium` and the UI benchmark.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { extname, join, normalize, sep } from 'node:path'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
}

/**
 * Serves folders under URL prefixes (`{ '/app/': dir, '/vendor/': dir }`) and `pages` (path -> html) on a free
 * 127.0.0.1 port; unknown paths are 404. Resolves `{ origin, close() }`.
 */
export function serveStatic(mounts, pages = {}) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    if (pages[path] !== undefined) {
      res.writeHead(200, { 'content-type': TYPES['.html'], 'cache-control': 'no-store' })
      return res.end(pages[path])
    }
    for (const [prefix, dir] of Object.entries(mounts)) {
      if (!path.startsWith(prefix)) continue
      const file = normalize(join(dir, path.slice(prefix.length)))
      if (!file.startsWith(dir + sep) || !statSync(file, { throwIfNoEntry: false })?.isFile()) break
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      })
      return res.end(readFileSync(file))
    }
    res.writeHead(404)
    res.end()
  })
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({
        origin: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((closed) => server.close(closed)),
      }),
    ),
  )
}

const REACT_MODULES = {
  react: 'react',
  'react-jsx-runtime': 'react/jsx-runtime',
  'react-dom': 'react-dom',
  'react-dom-client': 'react-dom/client',
}

/**
 * React as browser ES modules for the import map: one file per specifier the host leaves external, built from the
 * copy installed in `hostDir` (production mode, one shared React instance). Returns the import map.
 */
export async function buildReactVendor(hostDir, outDir) {
  const esbuild = await import('esbuild')
  const require = createRequire(join(hostDir, 'package.json'))
  const src = join(hostDir, '.vendor-src')
  mkdirSync(src, { recursive: true })
  const entryPoints = {}
  for (const [name, specifier] of Object.entries(REACT_MODULES)) {
    const keys = Object.keys(require(specifier)).filter(
      (k) => /^[A-Za-z_$][\w$]*$/.test(k) && k !== 'default',
    )
    const file = join(src, `${name}.js`)
    writeFileSync(
      file,
      `import m from '${specifier}'\nexport default m\nexport const { ${keys.join(', ')} } = m\n`,
    )
    entryPoints[name] = file
  }
  await esbuild.build({
    absWorkingDir: hostDir,
    entryPoints,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    outdir: outDir,
    logLevel: 'silent',
  })
  return {
    imports: Object.fromEntries(
      Object.entries(REACT_MODULES).map(([name, spec]) => [spec, `/vendor/${name}.js`]),
    ),
  }
}

/**
 * An esbuild plugin for builds with CommonJS code that require()s react (an import map cannot serve require):
 * react's specifiers become modules reading the copy the page loaded first (globalThis.__latchVendor).
 */
export const reactGlobalPlugin = {
  name: 'react-global',
  setup(build) {
    const specifiers = new RegExp(`^(${Object.values(REACT_MODULES).join('|')})$`)
    build.onResolve({ filter: specifiers }, (a) => ({ path: a.path, namespace: 'react-global' }))
    build.onLoad({ filter: /.*/, namespace: 'react-global' }, (a) => ({
      contents: `module.exports = globalThis.__latchVendor[${JSON.stringify(a.path)}]`,
      loader: 'js',
    }))
  },
}

/** A page with the import map and a root element; the host entry is imported by the measuring script. */
export function hostPage(importMap, body = '<div id="root"></div>') {
  return `<!doctype html><html><head><meta charset="utf-8"><title>host</title>
<script type="importmap">${JSON.stringify(importMap)}</script></head><body>${body}</body></html>`
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

/**
 * Imports each target's entry in fresh pages (a new browser context each, so nothing is cached), after React is
 * loaded, `runs` times, the targets taking turns (so a noisy moment of the machine hits them alike): the median time
 * of `await import(entry)` (fetching, compiling and evaluating the eager chunks), the median JS heap it adds (used
 * heap after a forced garbage collection, after minus before) and the scripts it fetched.
 * A target: `{ name, pageUrl, entryUrl, vendor: { specifier: url of its React module } }`.
 */
export async function measureImports(browser, targets, { runs = 7 } = {}) {
  const samples = new Map(targets.map((t) => [t.name, { times: [], heaps: [], scripts: [] }]))
  for (let i = 0; i < runs; i++) {
    for (const target of targets) {
      const s = samples.get(target.name)
      const context = await browser.newContext()
      const page = await context.newPage()
      let fetched = 0
      page.on('request', (r) => {
        if (r.resourceType() === 'script' && !r.url().includes('/vendor/')) fetched++
      })
      await page.goto(target.pageUrl)
      // React first; its modules are also put on globalThis.__latchVendor for builds whose CommonJS code
      // require()s react (see reactGlobalPlugin).
      await page.evaluate(async (vendor) => {
        const loaded = {}
        for (const [specifier, url] of Object.entries(vendor)) loaded[specifier] = (await import(url)).default
        globalThis.__latchVendor = loaded
      }, target.vendor)
      const cdp = await context.newCDPSession(page)
      const heap = async () => {
        await cdp.send('HeapProfiler.collectGarbage')
        return (await cdp.send('Runtime.getHeapUsage')).usedSize
      }
      const before = await heap()
      s.times.push(
        await page.evaluate(async (url) => {
          const t0 = performance.now()
          await import(url)
          return performance.now() - t0
        }, target.entryUrl),
      )
      s.heaps.push((await heap()) - before)
      s.scripts.push(fetched)
      await context.close()
    }
  }
  return Object.fromEntries(
    [...samples].map(([name, s]) => [
      name,
      { ms: median(s.times), heapBytes: median(s.heaps), scripts: median(s.scripts), runs },
    ]),
  )
}
