/**
 * End-to-end tests: Debian's Chromium against the real reference server (dev mode, fresh SQLite data dir) and the
 * three example hosts, each built with `vite build` and served by `vite preview`. Nothing is mocked.
 * Run: `npx playwright test -c test/playwright.config.ts` from the repo root.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import {
  ALLOWLIST_APP_ID,
  BACKEND_PORT,
  BACKEND_URL,
  CUSTOM_THEME_URL,
  CUSTOM_UI_URL,
  DEFAULT_UI_URL,
  DEV_CHAIN_PORT,
  NEXTJS_URL,
  SERVER_URL,
  WAGMI_URL,
} from './e2e/env'

// One fresh data dir per run. Workers re-evaluate this file with the runner's env, so they reuse the same dir.
process.env.LATCH_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'latch-e2e-'))
const dataDir = process.env.LATCH_E2E_DATA_DIR

/** `vite build` then `vite preview` for one example host (preview host and port live in its vite.config.ts). */
function host(name: string, url: string, env: Record<string, string> = {}) {
  return {
    command: 'npx vite build --logLevel warn && npx vite preview',
    cwd: `../examples/${name}`,
    url,
    // default-ui's config imports core's CSP helper from source, which Vite's future config loader would want
    // with file extensions: that notice is not for this run
    env: { VITE_LATCH_API_URL: SERVER_URL, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...env },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  }
}

export default defineConfig({
  testDir: 'e2e',
  globalTeardown: './e2e/teardown.ts',
  outputDir: '../test-results/e2e',
  // Two workers, each taking whole spec files (a file's tests run in order in one worker). The servers, hosts and
  // the dev chain are shared: every test makes its own user (unique email, phone, key; helpers.ts gives each worker
  // its own lane of them), a spec that needs chain state starts its own hardhat node on a free port, the dev chain
  // is only credited by the server (one transfer at a time), and a spec that serves a page has a port of its own.
  workers: 2,
  fullyParallel: false,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  // One retry: a test that passes only on its retry is reported "flaky" by the list reporter (and in the JSON), not
  // hidden. Two such flakes were seen on 2026-12-07 under full-suite load (default-ui "SMS login", tabs "a logout in
  // one tab while another refreshes"), each passing alone and in repeat runs; they are open work, not accepted.
  retries: 1,
  // `npm test` sets PLAYWRIGHT_JSON_OUTPUT_NAME; the json reporter writes there (stdout when unset is avoided below).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: DEFAULT_UI_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
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
    },
  },
  webServer: [
    {
      // B's startServer() in dev mode plus a second, allowlisted app (see e2e/server.ts).
      command: 'npx tsx --conditions=latch-source test/e2e/server.ts',
      cwd: '..',
      url: `${SERVER_URL}/api/health`,
      env: { LATCH_DATA_DIR: dataDir },
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // the server's local chain (a hardhat node on DEV_CHAIN_PORT): completed stand-in card payments credit it
      command: 'npx tsx --conditions=latch-source test/e2e/dev-chain.ts',
      cwd: '..',
      port: DEV_CHAIN_PORT,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // the example host backend, given the demo app's secret by the CLI once the server is up (e2e/host-backend.ts)
      command: 'npx tsx --conditions=latch-source test/e2e/host-backend.ts',
      cwd: '..',
      port: BACKEND_PORT,
      env: { LATCH_DATA_DIR: dataDir },
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    host('default-ui', DEFAULT_UI_URL, { VITE_LATCH_BACKEND_URL: BACKEND_URL }),
    host('custom-ui', CUSTOM_UI_URL),
    // The custom-theme host is built for the allowlisted app: it shows the rejection screen in its own theme.
    host('custom-theme', CUSTOM_THEME_URL, { VITE_LATCH_APP_ID: ALLOWLIST_APP_ID }),
    host('wagmi', WAGMI_URL),
    {
      // examples/nextjs: themes build + next build (about 2-3 min on a busy 2-core machine, beside the other
      // builds), then next start with its app's secret (e2e/nextjs-host.ts)
      command: 'npx tsx --conditions=latch-source test/e2e/nextjs-host.ts',
      cwd: '..',
      url: NEXTJS_URL,
      env: { LATCH_DATA_DIR: dataDir },
      timeout: 420_000,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
  ],
})
