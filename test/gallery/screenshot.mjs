#!/usr/bin/env node
// Screenshots the screen gallery (examples/default-ui/gallery.html) into gallery-shots/: one PNG per case and
// mode (`<case>-<light|dark>.png`) plus the whole page. For people to look at; not golden images, not part of npm test.
//
//   node test/gallery/screenshot.mjs                 builds default-ui, serves it with vite preview, shoots
//   node test/gallery/screenshot.mjs --url <url>     shoots an already running gallery (e.g. `vite` dev server)
//   CHROMIUM_PATH=/path/to/chromium                  @default /usr/bin/chromium
//
// The gallery runs against a fake API inside the page, so no reference server is needed.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const out = join(root, 'gallery-shots')
const urlArg = process.argv.indexOf('--url')
let url = urlArg > 0 ? process.argv[urlArg + 1] : undefined
let preview

async function waitFor(target, ms) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      if ((await fetch(target)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${target} did not answer within ${ms} ms`)
}

try {
  if (!url) {
    const build = spawnSync('npx', ['vite', 'build', 'examples/default-ui', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    })
    if (build.status !== 0) throw new Error('vite build failed')
    preview = spawn('npx', ['vite', 'preview', 'examples/default-ui'], {
      cwd: root,
      stdio: 'ignore',
      detached: true,
    })
    url = 'http://127.0.0.1:41740/gallery.html'
    await waitFor(url, 30_000)
  }

  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, deviceScaleFactor: 1 })
  await page.goto(url)
  await page.locator('main[data-gallery-ready="true"]').waitFor({ timeout: 30_000 })
  // let transitions finish
  await page.waitForTimeout(400)
  const figures = page.locator('figure[data-case]')
  const count = await figures.count()
  let failed = 0
  for (let i = 0; i < count; i++) {
    const figure = figures.nth(i)
    const id = await figure.getAttribute('data-case')
    const mode = await figure.getAttribute('data-mode')
    if ((await figure.getAttribute('data-status')) === 'failed') failed++
    await figure.screenshot({ path: join(out, `${id}-${mode}.png`), animations: 'disabled' })
  }
  await page.screenshot({ path: join(out, 'gallery.png'), fullPage: true, animations: 'disabled' })
  await browser.close()
  console.log(
    `${count} screenshots (+ gallery.png) in ${out}${failed ? `; ${failed} case(s) failed their setup` : ''}`,
  )
} finally {
  if (preview?.pid) process.kill(-preview.pid)
}
