/**
 * The flight recorder in Chromium (default-ui opened with ?latch_debug=1 on its loopback address): the whole journey
 * (email login, the embedded wallet made at login with its frame messages, a 0.01 ETH send on the local chain with
 * its signing message) is recorded in order; the exported file parses and holds no email, code, token, key or full
 * address; the panel passes axe. Without the flag nothing is recorded and the panel is not there.
 */
import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { fundAddress } from '../fixtures/chain/accounts'
import { DEFAULT_UI_URL } from './env'
import { AXE_TAGS, dialog, loginWithEmail, readCode } from './helpers'
import { useLocalChain } from './local-chain'

const node = useLocalChain()

test('login, wallet and send are recorded in order; the export parses and holds no secret; the panel passes axe', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await node.route(page)
  await page.goto(`${DEFAULT_UI_URL}/?latch_debug=1`)
  const email = await loginWithEmail(page, 'recorder')
  const code = await readCode(email)
  const address = page.getByTestId('embedded-address')
  await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 20_000 })
  const wallet = (await address.textContent()) as `0x${string}`
  await fundAddress({ rpcUrl: node.rpcUrl() }, wallet, parseEther('1'))
  await page.getByLabel('Recipient').fill(privateKeyToAccount(generatePrivateKey()).address)
  await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
  const modal = dialog(page)
  await modal.getByRole('button', { name: 'Submit' }).click()
  await expect(modal.getByRole('heading', { name: 'Transaction complete' })).toBeVisible({ timeout: 30_000 })
  await modal.getByRole('button', { name: 'Done' }).click()
  await expect(modal).toBeHidden()

  const panel = page.getByRole('region', { name: 'Latch flight recorder' })
  await expect(panel.getByRole('table')).toContainText('sendTransaction')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Export recording' }).click(),
  ])
  const text = await readFile((await download.path()) as string, 'utf8')
  const recording = JSON.parse(text) as { format: string; events: Array<Record<string, unknown>> }
  expect(recording.format).toBe('latch-debug-recording')

  const line = (e: Record<string, unknown>) =>
    e.kind === 'api'
      ? `api ${e.method} ${e.path}`
      : e.kind === 'flow'
        ? `flow ${e.flow} ${e.step}`
        : `${e.kind} ${e.name ?? e.event ?? e.method} ${e.outcome}`
  const lines = recording.events.map(line)
  const expected = [
    'api GET /api/v1/apps/',
    'api POST /api/v1/passwordless/init',
    'flow email awaiting-code',
    'api POST /api/v1/passwordless/authenticate',
    'flow email done',
    'frame privy:iframe:ready ok',
    'frame privy:wallet:create ok',
    'flow embeddedWallet created',
    'flow sendTransaction ready',
    'frame privy:wallet:rpc ok',
    'flow sendTransaction complete',
    'command sendTransaction ok',
  ]
  let from = 0
  for (const start of expected) {
    const at = lines.findIndex((l, i) => i >= from && l.startsWith(start))
    expect(at, `${start} after position ${from} in\n${lines.join('\n')}`).toBeGreaterThanOrEqual(from)
    from = at + 1
  }

  // nothing secret: the email, the code typed, the tokens, any key-sized hex, the wallet beyond a prefix
  const storage = await page.evaluate(() => ({
    token: localStorage.getItem('latch:token') ?? '',
    refresh: localStorage.getItem('latch:refresh_token') ?? '',
  }))
  expect(storage.token).not.toBe('')
  for (const secret of [email, storage.token, storage.refresh, wallet.toLowerCase(), wallet.slice(2, 20)]) {
    expect(text).not.toContain(secret)
  }
  expect(text).not.toMatch(new RegExp(`\\b${code}\\b`))
  expect(text).not.toMatch(/[0-9a-fA-F]{64}/)
  expect(text).not.toMatch(/eyJ[\w-]{8,}\./)

  const axe = await new AxeBuilder({ page }).include('[data-scope="devtools"]').withTags(AXE_TAGS).analyze()
  expect(axe.violations.map((v) => v.id)).toEqual([])
})

test('without ?latch_debug=1 nothing is recorded and the panel is not shown', async ({ page }) => {
  await page.goto(`${DEFAULT_UI_URL}/`)
  await loginWithEmail(page, 'no-recorder')
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Latch flight recorder' })).toHaveCount(0)
})
