/**
 * The wagmi host (examples/wagmi) in Chromium against the real server and a real local chain: wagmi's hooks over
 * Latch's connector. Connecting opens Latch's login modal (email code; the embedded wallet is made on login), the
 * account wagmi reports is the embedded wallet, `useSignMessage` signs through Latch's sign screen (verified with
 * viem), `useSendTransaction` sends 0.01 ETH through the send screen (receipt and balances read from the node), a
 * reload reconnects from the restored session, and wagmi's disconnect signs out of Latch.
 */
import { expect, test } from '@playwright/test'
import { parseEther, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { fundAddress } from '../fixtures/chain/accounts'
import { WAGMI_URL } from './env'
import { dialog, emailInput, readCode, typeCode, uniqueEmail } from './helpers'
import { useLocalChain } from './local-chain'

const node = useLocalChain()
const chain = node.client

test('wagmi hooks over latch(): connect through the modal, sign, send on the local chain, reconnect, disconnect', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const pageErrors: string[] = []
  page.on('pageerror', (e) => pageErrors.push(e.message))
  await node.route(page)
  await page.goto(WAGMI_URL)
  const status = page.getByTestId('wagmi-status')
  await expect(status).toHaveText('disconnected')

  // connect: Latch's login modal, an email code, the embedded wallet made on login
  await page.getByRole('button', { name: 'Connect with Latch' }).click()
  const modal = dialog(page)
  const email = uniqueEmail('wagmi')
  await emailInput(modal).fill(email)
  await emailInput(modal).press('Enter')
  await typeCode(page, await readCode(email))
  await expect(status).toHaveText('connected', { timeout: 30_000 })
  await expect(modal).toBeHidden({ timeout: 15_000 })
  const address = (await page.getByTestId('wagmi-address').textContent()) as `0x${string}`
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect(page.getByTestId('wagmi-chain')).toHaveText(String(hardhat.id))

  // useBalance reads the node through wagmi's transport
  await fundAddress({ rpcUrl: node.rpcUrl() }, address, parseEther('1'))
  await expect(page.getByTestId('wagmi-balance')).toHaveText('1 ETH', { timeout: 15_000 })

  // useSignMessage: Latch's sign screen, then a signature viem verifies for the account
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await expect(modal.getByRole('heading', { name: 'Sign message' })).toBeVisible({ timeout: 20_000 })
  await modal.getByRole('button', { name: 'Sign and continue' }).click()
  const signature = page.getByTestId('wagmi-signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 20_000 })
  expect(
    await verifyMessage({
      address,
      message: 'Hello from wagmi',
      signature: (await signature.textContent()) as `0x${string}`,
    }),
  ).toBe(true)
  await expect(modal).toBeHidden({ timeout: 10_000 })

  // useSendTransaction: Latch's send screen, then the receipt wagmi waited for, checked on the node
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  await page.getByLabel('Recipient').fill(recipient)
  await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
  await expect(modal.getByRole('heading', { name: 'Send ETH' })).toBeVisible({ timeout: 20_000 })
  await modal.getByRole('button', { name: 'Submit' }).click()
  await expect(modal.getByRole('heading', { name: 'Transaction complete' })).toBeVisible({ timeout: 30_000 })
  await modal.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByTestId('wagmi-tx-status')).toHaveText('success', { timeout: 30_000 })
  const hash = (await page.getByTestId('wagmi-tx-hash').textContent()) as `0x${string}`
  const receipt = await chain().getTransactionReceipt({ hash })
  expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
  expect(await chain().getBalance({ address: recipient })).toBe(parseEther('0.01'))

  // a reload: wagmi reconnects from Latch's restored session, same account, no modal
  await page.reload()
  await expect(status).toHaveText('connected', { timeout: 20_000 })
  await expect(page.getByTestId('wagmi-address')).toHaveText(address)
  await expect(modal).toBeHidden()

  // wagmi's disconnect signs out of Latch: a reload stays disconnected
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(status).toHaveText('disconnected')
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect with Latch' })).toBeEnabled({ timeout: 20_000 })
  await expect(status).toHaveText('disconnected')
  expect(pageErrors).toEqual([])
})

test('closing the login modal rejects the connection: wagmi stays disconnected and shows the rejection', async ({
  page,
}) => {
  await page.goto(WAGMI_URL)
  await page.getByRole('button', { name: 'Connect with Latch' }).click()
  const modal = dialog(page)
  await expect(modal).toBeVisible()
  await modal.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('alert')).toHaveText('UserRejectedRequestError')
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
})
