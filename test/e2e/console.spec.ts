/**
 * The operator console in Chromium, on a server of its own (test/e2e/console-server.ts, reached as `localhost`):
 * an owner joins by invite link with a passkey (virtual authenticator) and signs in again with it; finds a person by
 * email and by wallet; revokes their sessions (their next refresh is refused); rotates the app secret (the old one is
 * refused); a support operator sees no secret and no delete; axe on every page, light and dark.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { virtualAuthenticator } from './webauthn'

const PORT = 41761
const CONSOLE = `http://localhost:${PORT}`
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

interface Prepared {
  appId: string
  ownerLink: string
  supportLink: string
  person: { email: string; userId: string; refreshToken: string; wallet: string }
  appSecret: string
}

let server: ChildProcess | undefined
let dataDir = ''
let prepared: Prepared
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'latch-console-e2e-'))
  server = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=latch-source', 'test/e2e/console-server.ts'],
    {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: { ...process.env, CONSOLE_SERVER_PORT: String(PORT), LATCH_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  prepared = await new Promise<Prepared>((resolve, reject) => {
    let buffer = ''
    server?.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      const line = buffer.split('\n').find((l) => l.startsWith('{"ready":true'))
      if (line) resolve(JSON.parse(line) as Prepared)
    })
    server?.once('exit', (code) => reject(new Error(`console server exited with ${code}`)))
  })
})
test.afterAll(async () => {
  if (server?.pid) server.kill('SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 500))
  rmSync(dataDir, { recursive: true, force: true })
})

async function axeBoth(page: Page, where: string) {
  for (const theme of ['light', 'dark']) {
    if ((await page.locator('html').getAttribute('data-theme')) !== theme) {
      await page.getByRole('button', { name: /theme/ }).click()
    }
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze()
    expect(
      violations.map((v) => `${where} (${theme}): ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`),
    ).toEqual([])
  }
}

const refresh = (refreshToken: string, appId: string) =>
  fetch(`${CONSOLE}/api/v1/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'privy-app-id': appId },
    body: JSON.stringify({ refresh_token: refreshToken }),
  })

test('an owner joins with a passkey, finds a person, revokes their sessions and rotates the app secret', async ({
  page,
}) => {
  await virtualAuthenticator(page)
  await page.goto(prepared.ownerLink)
  await axeBoth(page, 'invite')
  await page.getByRole('button', { name: 'Create my passkey' }).click()
  await expect(page.getByRole('heading', { name: 'Apps' })).toBeVisible()
  await expect(page.locator('#who')).toHaveText('owner@example.com (owner)')
  await axeBoth(page, 'apps')

  // sign out, then in again with the passkey just made
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await axeBoth(page, 'sign-in')
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await expect(page.getByRole('heading', { name: 'Apps' })).toBeVisible()

  // by email, then by wallet
  const { person } = prepared
  await page.goto(`${CONSOLE}/console#/users`)
  await page.getByLabel(/Email, phone, wallet/).fill(person.email.toUpperCase())
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByRole('link', { name: person.userId })).toBeVisible()
  await axeBoth(page, 'users')
  await page.getByLabel(/Email, phone, wallet/).fill(person.wallet)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByText('1 found (by wallet)')).toBeVisible()
  await page.getByRole('link', { name: person.userId }).click()
  await expect(page.getByRole('heading', { name: person.userId })).toBeVisible()
  await axeBoth(page, 'user')

  // revoke every session: the person's next refresh is refused
  await page.getByRole('button', { name: 'Revoke all sessions' }).click()
  await expect(page.getByRole('button', { name: /^Revoke session/ })).toHaveCount(0)
  expect((await refresh(person.refreshToken, prepared.appId)).status).toBe(401)

  // rotate the app secret: shown once; the old one is refused by the server API, the new one works
  await page.goto(`${CONSOLE}/console#/apps/${prepared.appId}`)
  await axeBoth(page, 'app')
  const basic = (s: string) => ({
    authorization: `Basic ${btoa(`${prepared.appId}:${s}`)}`,
    'privy-app-id': prepared.appId,
  })
  const userUrl = `${CONSOLE}/api/v1/users/${encodeURIComponent(person.userId)}`
  expect((await fetch(userUrl, { headers: basic(prepared.appSecret) })).status).toBe(200)
  await page.getByRole('button', { name: 'Rotate the app secret' }).click()
  const fresh = (await page.locator('#new-secret').textContent()) ?? ''
  expect(fresh).toMatch(/^[\w-]{43}$/)
  expect((await fetch(userUrl, { headers: basic(prepared.appSecret) })).status).toBe(401)
  expect((await fetch(userUrl, { headers: basic(fresh) })).status).toBe(200)

  for (const view of ['security', 'webhooks']) {
    await page.goto(`${CONSOLE}/console#/${view}`)
    await expect(
      page.getByRole('heading', { name: view === 'security' ? 'Security log' : 'Webhooks' }),
    ).toBeVisible()
    await axeBoth(page, view)
  }
})

test('a support operator sees no secret and no delete, and the API refuses them', async ({ page }) => {
  await virtualAuthenticator(page)
  await page.goto(prepared.supportLink)
  await page.getByRole('button', { name: 'Create my passkey' }).click()
  await expect(page.locator('#who')).toHaveText('support@example.com (support)')
  await page.goto(`${CONSOLE}/console#/apps/${prepared.appId}`)
  await expect(page.getByLabel('Name', { exact: true })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Rotate the app secret' })).toHaveCount(0)
  await page.goto(`${CONSOLE}/console#/users/${prepared.appId}/${encodeURIComponent(prepared.person.userId)}`)
  await expect(page.getByRole('button', { name: 'Revoke all sessions' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Delete this user' })).toHaveCount(0)
  // the page's own session, asking anyway: refused with the role code
  const status = await page.evaluate(async (appId) => {
    const me = (await (await fetch('/console/api/me')).json()) as { csrf: string }
    const res = await fetch(`/console/api/apps/${appId}/rotate-secret`, {
      method: 'POST',
      headers: { 'x-latch-console-csrf': me.csrf },
    })
    return [res.status, ((await res.json()) as { code: string }).code]
  }, prepared.appId)
  expect(status).toEqual([403, 'console_role_refused'])
})
