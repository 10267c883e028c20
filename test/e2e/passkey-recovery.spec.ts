/**
 * Passkey (PRF) recovery in Chromium against the real server, with the DevTools protocol's virtual authenticators:
 * 'Secure your account' offers the passkey first; the passkey view (a visible frame of the wallet origin) runs the
 * ceremony on a click inside it; a new device recovers with the passkey, signs, the same address. A passkey without
 * PRF output is a message on the screen with the wallet untouched; a browser without the PRF capability never sees
 * the option.
 *
 * The wallet origin must be a domain for WebAuthn (a relying party id is never an IP address): this spec starts a
 * reference server of its own whose public URL is `localhost` (test/e2e/prf-server.ts; the frame's device proofs
 * name that origin), and serves the demo's build (made for the shared server at 127.0.0.1) from a local server of
 * its own with that address rewritten. Not through Playwright's request routing: a routed page has no address
 * space, and Chromium's local network access checks then refuse its calls to a loopback server. The "new device" is
 * the same Chromium page with every storage of the wallet origin and the host cleared and a new login: its virtual
 * authenticator keeps the passkey, as a passkey provider syncs it. A credential copied to another profile with
 * `WebAuthn.addCredential` cannot stand in for a synced passkey in Chromium 156: the protocol's `Credential` carries
 * no PRF (hmac-secret) key, and such a copy answers without PRF output (the third test uses exactly that).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join, normalize, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type CDPSession, expect, type Page, test } from '@playwright/test'
import { verifyMessage } from 'viem'
import { SERVER_URL } from './env'
import { dialog, emailInput, typeCode } from './helpers'

const PORT = 18791
const WALLET_ORIGIN = `http://localhost:${PORT}`
const HOST_PORT = 41749
const PASSKEY_PAGE_URL = `http://localhost:${HOST_PORT}`
const DEMO_DIST = fileURLToPath(new URL('../../examples/default-ui/dist', import.meta.url))
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
}

/** The demo's build (made by the run's webServer), its API address rewritten to this spec's server. */
function serveDemo(): Promise<Server> {
  const root = normalize(DEMO_DIST)
  const host = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    let file = normalize(join(root, path))
    if (statSync(file, { throwIfNoEntry: false })?.isDirectory()) file = join(file, 'index.html')
    if (!file.startsWith(root + sep) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      res.writeHead(404)
      res.end()
      return
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream'
    const raw = readFileSync(file)
    res.writeHead(200, { 'content-type': type })
    res.end(/javascript|html/.test(type) ? raw.toString('utf8').replaceAll(SERVER_URL, WALLET_ORIGIN) : raw)
  })
  return new Promise((resolve, reject) => {
    host.once('error', reject)
    host.listen(HOST_PORT, '127.0.0.1', () => resolve(host))
  })
}
let demo: Server | undefined
const MESSAGE = 'Hello from the Latch demo'

let server: ChildProcess | undefined
let dataDir = ''
test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'latch-prf-e2e-'))
  // node itself with tsx's loader (not npx, which does not pass SIGTERM on to the server)
  server = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=latch-source', 'test/e2e/prf-server.ts'],
    {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: {
        ...process.env,
        PRF_SERVER_PORT: String(PORT),
        LATCH_DATA_DIR: dataDir,
        PRF_HOST_ORIGIN: PASSKEY_PAGE_URL,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  await expect
    .poll(async () => (await fetch(`${WALLET_ORIGIN}/api/health`).catch(() => null))?.status, {
      timeout: 60_000,
    })
    .toBe(200)
  demo = await serveDemo()
})
test.afterAll(async () => {
  await new Promise((resolve) => (demo ? demo.close(resolve) : resolve(undefined)))
  if (server?.pid) server.kill('SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 500))
  rmSync(dataDir, { recursive: true, force: true })
})

/** The newest code in this server's dev outbox for `to` after message `after` (waits for it). */
async function outbox(to: string): Promise<Array<{ id: number; code?: string }>> {
  const token = readFileSync(join(dataDir, 'dev-outbox-token'), 'utf8').trim()
  const res = await fetch(`${WALLET_ORIGIN}/dev/outbox?to=${encodeURIComponent(to)}`, {
    headers: { 'x-latch-outbox-token': token },
  })
  return ((await res.json()) as { messages: Array<{ id: number; code?: string }> }).messages
}
async function readCode(to: string, after: number): Promise<string> {
  let code: string | undefined
  await expect
    .poll(async () => (code = (await outbox(to)).find((m) => m.id > after)?.code), { timeout: 20_000 })
    .toMatch(/^\d{6}$/)
  return code as string
}

/** What goes wrong between the page and this spec's servers shows in the test's output. */
async function walletOnLocalhost(page: Page) {
  // (the demo's local chain is not started for this spec: its node's refusals are left out)
  const ours = (url: string) => url.startsWith(WALLET_ORIGIN) || url.startsWith(PASSKEY_PAGE_URL)
  page.on('response', (r) => {
    if (r.status() >= 400 && ours(r.url()))
      console.log(`[page] ${r.status()} ${r.request().method()} ${r.url()}`)
  })
  page.on('requestfailed', (r) => {
    if (ours(r.url())) console.log(`[page] failed ${r.url()} ${r.failure()?.errorText}`)
  })
}

/** Signs up (a new email) on the demo: the demo creates the embedded wallet; resolves to the email. */
async function signUp(page: Page, tag: string): Promise<{ email: string }> {
  const email = `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`
  await loginAgain(page, email)
  await expect(page.getByTestId('embedded-address')).toBeVisible({ timeout: 30_000 })
  return { email }
}

/** A platform authenticator with (or without) the PRF extension. */
async function authenticator(page: Page, hasPrf: boolean): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
      hasPrf,
    },
  })
  return { cdp, id: authenticatorId }
}

/** 'Add password' in the demo opens 'Secure your account'. */
async function openSecureAccount(page: Page) {
  await page.getByRole('button', { name: 'Add password' }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Secure Your Account' })).toBeVisible({
    timeout: 20_000,
  })
}

/** The passkey view's button, inside the wallet origin's frame on the passkey screen. */
const passkeyButton = (page: Page) =>
  dialog(page).frameLocator('iframe[title="Passkey"]').getByRole('button', { name: 'Use your passkey' })

/** Logs in again with `email` (an existing user: no wallet is created). */
async function loginAgain(page: Page, email: string, url = PASSKEY_PAGE_URL) {
  const after = (await outbox(email))[0]?.id ?? 0
  await page.goto(url)
  await page.getByRole('button', { name: 'Log in' }).click()
  await emailInput(dialog(page)).fill(email)
  await emailInput(dialog(page)).press('Enter')
  await typeCode(page, await readCode(email, after))
  await expect(page.getByTestId('user-id')).toBeVisible({ timeout: 30_000 })
  await expect(dialog(page)).toBeHidden({ timeout: 30_000 })
}

/** A new device of the same person: the host's and the wallet origin's storage gone, only the passkey kept. */
async function newDevice(page: Page, cdp: CDPSession) {
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  for (const origin of [WALLET_ORIGIN, PASSKEY_PAGE_URL]) {
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })
  }
}

/** Clicks 'Sign a message' (no signing prompt: `?noPrompt=1`) and returns the signature. */
async function signs(page: Page, address: string, onPasskeyScreen?: () => Promise<void>) {
  await page.getByRole('button', { name: 'Sign a message' }).click()
  if (onPasskeyScreen) await onPasskeyScreen()
  const signature = page.getByTestId('embedded-signature')
  await expect(signature).toBeVisible({ timeout: 30_000 })
  const ok = await verifyMessage({
    address: address as `0x${string}`,
    message: MESSAGE,
    signature: (await signature.textContent()) as `0x${string}`,
  })
  expect(ok).toBe(true)
}

test('a wallet switches to passkey recovery; a new device recovers with the passkey and signs as the same address', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await walletOnLocalhost(page)
  const { cdp, id } = await authenticator(page, true)
  const { email } = await signUp(page, 'prf')
  const address = (await page.getByTestId('embedded-address').textContent()) as string
  await expect(page.getByTestId('embedded-recovery')).toHaveText('Automatic')

  // 'Secure your account': the passkey first (PRF works here), the password second
  await openSecureAccount(page)
  const actions = dialog(page).getByRole('button', { name: /Use a passkey|Add password/ })
  await expect(actions).toHaveText(['Use a passkey', 'Add password'])
  await dialog(page).getByRole('button', { name: 'Use a passkey' }).click()
  await expect(
    dialog(page).getByRole('heading', { name: 'Protect your account with a passkey' }),
  ).toBeVisible({
    timeout: 20_000,
  })
  // the access token reached the view by postMessage: its URL names the wallet, the channel and the action only
  const src = (await dialog(page).locator('iframe[title="Passkey"]').getAttribute('src')) as string
  const url = new URL(src)
  expect(url.origin).toBe(WALLET_ORIGIN)
  expect([...url.searchParams.keys()].filter((k) => k !== 'caid').sort()).toEqual([
    'action',
    'address',
    'channel',
    'label',
  ])
  expect(await dialog(page).locator('iframe[title="Passkey"]').getAttribute('allow')).toBe(
    'publickey-credentials-get; publickey-credentials-create',
  )
  await passkeyButton(page).click()
  await expect(dialog(page).getByRole('heading', { name: 'Passkey added' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('embedded-recovery')).toHaveText('Passkey', { timeout: 20_000 })
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId: id })
  expect(credentials.map((c) => c.rpId)).toEqual(['localhost'])

  // a new device: nothing of the wallet on it, the passkey synced; recovery asks for it, then signs
  await newDevice(page, cdp)
  await loginAgain(page, email, `${PASSKEY_PAGE_URL}/?noPrompt=1`)
  await expect(page.getByTestId('embedded-address')).toHaveText(address)
  let clicked = 0
  const started = Date.now()
  await signs(page, address, async () => {
    await expect(dialog(page).getByRole('heading', { name: 'Load your account' })).toBeVisible({
      timeout: 20_000,
    })
    await passkeyButton(page).click()
    clicked = Date.now()
  })
  const ms = Date.now() - started
  console.log(
    `[passkey recovery e2e] new device, 'Sign a message' to signature: ${ms} ms (of which passkey click to signature ${Date.now() - clicked} ms)`,
  )
  const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId: id })
  expect(after.credentials[0]?.signCount).toBeGreaterThan(credentials[0]?.signCount ?? 0)
})

test('automatic recovery on a new device (for comparison): a code for the new device, then signs as the same address', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await walletOnLocalhost(page)
  const { cdp } = await authenticator(page, true)
  const { email } = await signUp(page, 'prf-auto')
  const address = (await page.getByTestId('embedded-address').textContent()) as string
  await newDevice(page, cdp)
  await loginAgain(page, email, `${PASSKEY_PAGE_URL}/?noPrompt=1`)
  const after = (await outbox(email))[0]?.id ?? 0
  const started = Date.now()
  // a new device of an automatic-recovery wallet needs a code for its key (a passkey wallet's proof key vouches)
  await signs(page, address, async () => {
    await expect(dialog(page).getByRole('heading', { name: "Confirm it's you" })).toBeVisible({
      timeout: 20_000,
    })
    await typeCode(page, await readCode(email, after))
  })
  console.log(
    `[passkey recovery e2e] automatic recovery, new device, 'Sign a message' to signature (with its step-up code): ${Date.now() - started} ms`,
  )
})

test('a passkey without PRF output: its message on the screen, nothing changed, the wallet still automatic and signing', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await walletOnLocalhost(page)
  await authenticator(page, false)
  await signUp(page, 'prf-none')
  const address = (await page.getByTestId('embedded-address').textContent()) as string
  // the browser says PRF (its capability is the browser's, not the authenticator's): offered, and refused at the
  // ceremony before anything changes
  await openSecureAccount(page)
  await dialog(page).getByRole('button', { name: 'Use a passkey' }).click()
  await passkeyButton(page).click()
  await expect(dialog(page).getByRole('alert')).toHaveText(
    "This passkey can't protect your account. Try another passkey.",
    { timeout: 20_000 },
  )
  // another try is possible (the token is sent again), and leaving keeps everything
  await expect(passkeyButton(page)).toBeEnabled({ timeout: 10_000 })
  await dialog(page).getByRole('button', { name: 'Close' }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('embedded-recovery')).toHaveText('Automatic')
  await page.goto(`${PASSKEY_PAGE_URL}/?noPrompt=1`)
  await signs(page, address)
})

test('a browser without the PRF capability is never offered passkey recovery', async ({ page }) => {
  test.setTimeout(90_000)
  await page.addInitScript(() => {
    // a browser with WebAuthn but without getClientCapabilities (or without extension:prf)
    Reflect.deleteProperty(PublicKeyCredential, 'getClientCapabilities')
  })
  await walletOnLocalhost(page)
  await authenticator(page, true)
  await signUp(page, 'prf-unsupported')
  await openSecureAccount(page)
  await expect(dialog(page).getByRole('button', { name: 'Add password' })).toBeVisible()
  await expect(dialog(page).getByRole('button', { name: 'Use a passkey' })).toHaveCount(0)
})
