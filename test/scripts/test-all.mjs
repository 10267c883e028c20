#!/usr/bin/env node
// `npm test`: every test of the project, in order, then one closing line `N passed, N failed`.
//   0. biome check (format + lint, errors fail), the import graph (layers and cycles), the assembled text catalogues
//      and ui's screen list are up to date (npm run messages, npm run screens)
//   1. typecheck (tsc), the API reports (npm run api), the reference docs with no broken link (TypeDoc)
//      (steps 0 and 1 run side by side: each is one single-threaded process reading the tree, so together they take
//      about as long as the slowest two instead of the sum; each step's output is printed whole, in this order)
//   2. vitest projects (core, server, contract, scripts, ui, ui-react18)
//   3. Playwright end-to-end tests in Chromium (provisioned if missing)
//   4. size budgets on the packed packages, as a host gets them (test/scripts/host-size.mjs)
//   5. publint and arethetypeswrong on the packed packages, built with their declarations (package-lint.mjs)
// Each step runs even if an earlier one failed, so one run shows everything; the exit code is non-zero if any failed.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureChromium } from './ensure-chromium.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const out = join(root, 'test-results')
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })

let passed = 0
let failed = 0
const steps = []

function run(name, cmd, args, env = {}) {
  const t0 = Date.now()
  console.log(`\n::: ${name}: ${cmd} ${args.join(' ')}`)
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  const ok = r.status === 0
  steps.push({ name, ok, seconds: Math.round((Date.now() - t0) / 100) / 10 })
  return ok
}

/**
 * Starts a step with its output captured; the returned function prints that output under the step's header once
 * the step has ended and records it like run(). For steps that run side by side without interleaving their lines.
 */
function start(name, cmd, args) {
  const t0 = Date.now()
  const chunks = []
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env })
  child.stdout.on('data', (c) => chunks.push(c))
  child.stderr.on('data', (c) => chunks.push(c))
  const ended = new Promise((resolve) => {
    child.once('error', (e) => {
      chunks.push(Buffer.from(`${e.message}\n`))
      resolve(null)
    })
    child.once('close', (code) => resolve(code))
  }).then((code) => ({ code, seconds: Math.round((Date.now() - t0) / 100) / 10 }))
  return async () => {
    const { code, seconds } = await ended
    console.log(`\n::: ${name}: ${cmd} ${args.join(' ')}`)
    process.stdout.write(Buffer.concat(chunks))
    const ok = code === 0
    steps.push({ name, ok, seconds })
    return ok
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

// Steps 0 and 1 start together; each is one test, reported in this order.
const staticChecks = [
  // 0. Biome: formatting and lint of every tracked source file.
  start('biome check', 'npx', ['biome', 'check', '.']),
  // 0b. The import graph: no cycle, no import back up a package's layers (.dependency-cruiser.cjs).
  start('import graph', 'npm', ['run', '--silent', 'check:graph']),
  // 0c. The assembled text catalogues match the flows' messages/ folders (npm run messages after a text changes).
  start('text catalogues', 'node', ['test/scripts/messages.mjs', '--check']),
  // 0d. ui's generated screen list matches the screen folders (npm run screens after a screen folder is added).
  start('screen list', 'node', ['test/scripts/screens.mjs', '--check']),
  // 1. Typecheck.
  start('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']),
  // 1b. The public surface of each package matches its reviewed API report (npm run api:update after a review).
  start('api reports', 'npm', ['run', '--silent', 'api']),
  // 1c. The reference generated from the doc comments: every {@link} resolves (typedoc.json treats warnings as errors).
  start('reference docs (TypeDoc)', 'npx', ['typedoc', '--out', join(out, 'reference')]),
]
for (const finish of staticChecks) {
  if (await finish()) passed++
  else failed++
}

// 2. Vitest.
const vitestJson = join(out, 'vitest.json')
const vitestOk = run('vitest', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
])
const v = readJson(vitestJson)
if (v) {
  passed += v.numPassedTests ?? 0
  failed += (v.numFailedTests ?? 0) + (vitestOk || v.numFailedTests ? 0 : 1)
} else failed++

// 3. Playwright end-to-end, in the Chromium that ensureChromium() finds or provisions (Playwright's download, or
// Debian's chromium through apt when root); without one it names the one command to run.
const t3 = Date.now()
console.log('\n::: chromium')
const chromium = await ensureChromium()
if ('error' in chromium) {
  failed++
  steps.push({ name: 'chromium', ok: false, seconds: Math.round((Date.now() - t3) / 100) / 10 })
  steps.push({ name: 'e2e (skipped: no Chromium)', ok: false, seconds: 0 })
} else {
  steps.push({
    name: `chromium (${chromium.provisioned ? 'installed ' : ''}${chromium.path})`,
    ok: true,
    seconds: Math.round((Date.now() - t3) / 100) / 10,
  })
  const pwJson = join(out, 'playwright.json')
  const pwOk = run('e2e', 'npx', ['playwright', 'test', '-c', 'test/playwright.config.ts'], {
    CHROMIUM_PATH: chromium.path,
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  })
  const p = readJson(pwJson)
  if (p?.stats) {
    passed += p.stats.expected ?? 0
    failed += (p.stats.unexpected ?? 0) + (p.stats.flaky ?? 0) * 0
    if (!pwOk && !p.stats.unexpected) failed++
  } else failed++
}

// 4. Size budgets, one check per budget: the three packages built and packed, installed into a scratch host and built
// with code splitting (test/scripts/host-size.mjs; it leaves the packed tarballs in node_modules/.cache for others).
const sizeJsonFile = join(out, 'host-size.json')
const sizeOk = run('size budgets (packed host)', 'node', [
  'test/scripts/host-size.mjs',
  '--json',
  sizeJsonFile,
])
const s = readJson(sizeJsonFile)
if (Array.isArray(s?.checks)) {
  for (const check of s.checks) {
    if (check.passed === false) failed++
    else if (check.passed === true) passed++
  }
  if (!sizeOk && s.checks.every((c) => c.passed !== false)) failed++
} else failed++

// 5. The packed packages as npm would publish them (declarations included): publint checks their package.json
// against the tarball, arethetypeswrong that every export's types resolve (test/scripts/package-lint.mjs). After
// the size step, because the packing cache keeps one build: this one adds the declarations.
if (run('package lint (publint, arethetypeswrong)', 'node', ['test/scripts/package-lint.mjs'])) passed++
else failed++

console.log('\n::: summary')
for (const step of steps) console.log(`  ${step.ok ? 'ok  ' : 'FAIL'} ${step.name} (${step.seconds}s)`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
