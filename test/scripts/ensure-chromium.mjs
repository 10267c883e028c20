#!/usr/bin/env node
// Finds a Chromium for the end-to-end tests and the UI benchmark, or provisions one: Playwright's download where
// the network allows it, Debian's `chromium` through apt when root, otherwise a message naming the one command.
// The decision is chromium-plan.mjs (pure, unit-tested); this file gathers the machine's facts and acts.
// `npm test` calls ensureChromium(); run alone (`node test/scripts/ensure-chromium.mjs`) it prints the path.
import { spawnSync } from 'node:child_process'
import { accessSync, constants, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEBIAN_CHROMIUM, planChromium } from './chromium-plan.mjs'

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)))
const PROBE_TIMEOUT_MS = 5_000
const PLAYWRIGHT_TIMEOUT_MS = 5 * 60_000
const APT_TIMEOUT_MS = 10 * 60_000

/** Whether an executable regular file is at `path`. */
function exists(path) {
  try {
    accessSync(path, constants.X_OK)
    return statSync(path).isFile()
  } catch {
    return false
  }
}

/** Where playwright-core expects its downloaded Chromium (undefined if it cannot say). */
async function playwrightPath() {
  try {
    const { chromium } = await import('playwright-core')
    return chromium.executablePath()
  } catch {
    return undefined
  }
}

/** Whether Playwright's Chromium download answers: its dry run names the URL, a HEAD request probes it. */
async function downloadReachable() {
  const dry = spawnSync('npx', ['playwright', 'install', '--dry-run', 'chromium'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  })
  const url = /Download url:\s+(https:\S+)/.exec(dry.stdout ?? '')?.[1]
  if (!url) return false
  try {
    const response = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })
    return response.ok
  } catch {
    return false
  }
}

function hasAptGet() {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
}

/** Runs a shell command (stderr shown, stdout too unless `quiet`); true when it exits 0 within `timeout`. */
function sh(command, timeout, env = {}, quiet = false) {
  // The Playwright download must not be skipped here (CI sets PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD for `npm ci`).
  const { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: _skip, ...inherited } = process.env
  const r = spawnSync('sh', ['-c', command], {
    cwd: root,
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    timeout,
    env: { ...inherited, ...env },
  })
  return r.status === 0
}

/**
 * Returns `{ path }` of a usable Chromium, provisioning one if none is found, or `{ error }` with the message that
 * names the one command to run. Prints each thing it does through `log`.
 * @param {{ log?: (line: string) => void, env?: Record<string, string | undefined> }} [options]
 * @returns {Promise<{ path: string, source: string, provisioned: boolean } | { error: string }>}
 */
export async function ensureChromium({ log = (line) => console.log(line), env = process.env } = {}) {
  const facts = {
    chromiumPath: env.CHROMIUM_PATH,
    exists,
    playwrightPath: await playwrightPath(),
    root: process.getuid?.() === 0,
    apt: hasAptGet(),
    downloadReachable: false,
    playwrightFailed: false,
    aptFailed: false,
  }
  let provisioned = false
  let probed = false
  for (let attempt = 0; attempt < 5; attempt++) {
    let plan = planChromium(facts)
    if (plan.action !== 'use-existing' && plan.action !== 'give-up' && !probed) {
      // Probe the download only when it matters: nothing usable is installed.
      log('chromium: none found; probing Playwright’s browser download...')
      facts.downloadReachable = await downloadReachable()
      probed = true
      log(`chromium: Playwright’s download is ${facts.downloadReachable ? 'reachable' : 'not reachable'}`)
      plan = planChromium(facts)
    }
    switch (plan.action) {
      case 'use-existing':
        log(`chromium: ${provisioned ? 'installed and ' : ''}using ${plan.path} (${plan.source})`)
        return { path: plan.path, source: plan.source, provisioned }
      case 'playwright-install':
        log(`chromium: downloading Playwright’s Chromium: ${plan.command}`)
        provisioned =
          sh(plan.command, PLAYWRIGHT_TIMEOUT_MS) && !!facts.playwrightPath && exists(facts.playwrightPath)
        if (!provisioned) {
          facts.playwrightFailed = true
          log('chromium: the Playwright download failed')
        }
        break
      case 'apt-install':
        log(`chromium: installing Debian’s chromium as root (about a minute): ${plan.command}`)
        provisioned =
          sh(plan.command, APT_TIMEOUT_MS, { DEBIAN_FRONTEND: 'noninteractive' }, true) &&
          DEBIAN_CHROMIUM.some(exists)
        if (!provisioned) {
          facts.aptFailed = true
          log('chromium: the apt install failed')
        }
        break
      case 'give-up':
        log(`chromium: ${plan.message}`)
        return { error: plan.message }
    }
  }
  return { error: 'Chromium could not be provisioned.' }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await ensureChromium({ log: (line) => console.error(line) })
  if ('error' in result) process.exit(1)
  console.log(result.path)
}
