import { createLatch } from '@latch/core'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { announceProvider } from 'mipd'
import { getResponse } from 'msw'
import type { WritableAtom } from 'nanostores'
import { afterEach, describe, expect, it } from 'vitest'
import { createLoginHandlers } from '../../../../test/fixtures/msw/login.handlers'
import { createSessionHandlers } from '../../../../test/fixtures/msw/session.handlers'
import { createSiweHandlers } from '../../../../test/fixtures/msw/siwe.handlers'
import { createFakeState } from '../../../../test/fixtures/msw/state'
import { createTestEnv } from '../../../../test/fixtures/msw/test-env'
import { createTestWalletProvider, type TestWalletProvider } from '../../../../test/fixtures/wallet/provider'
import { useWallets } from '../../hooks/useWallets'
import { LatchProvider } from '../../LatchProvider'
import { modalLoaded } from '../../test/setup'
import { partSelectors } from '../../test/styled'

const KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const offs: Array<() => void> = []
afterEach(() => {
  for (const off of offs.splice(0)) off()
})

/** A provider over the fake API (login and SIWE) with a test wallet announcing itself by EIP-6963. */
function WalletCount() {
  const { wallets } = useWallets()
  return <output aria-label="wallet count">{wallets.map((w) => w.address).join(',') || 'none'}</output>
}

/** Stands in for `() => import('@walletconnect/ethereum-provider')`: never called by these tests. */
const walletConnectLoader = async () => {
  throw new Error('not loaded in these tests')
}

async function setupWithWallet(
  wallet: TestWalletProvider | null,
  {
    walletConnect = true,
    logger,
  }: { walletConnect?: boolean; logger?: { warn(...a: unknown[]): void } } = {},
) {
  const state = await createFakeState()
  const { handlers } = createLoginHandlers(state)
  const { handlers: siweHandlers } = createSiweHandlers(state)
  const all = [...createSessionHandlers(state), ...handlers, ...siweHandlers]
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init)
    const response = await getResponse(all, request)
    if (!response) throw new Error(`Unhandled ${request.method} ${request.url}`)
    return response
  }
  const latch = createLatch({
    appId: state.appId,
    apiUrl: state.apiUrl,
    env: createTestEnv({
      fetch,
      ...(logger ? { logger: { warn: logger.warn, error: () => {} } } : {}),
      location: {
        href: () => 'https://host.latch.test/app',
        replace: () => {},
        assign: () => {},
      } as never,
    }),
  })
  if (wallet) {
    const off = announceProvider({
      info: {
        uuid: 'b7e3c1de-0000-4000-8000-000000000001',
        name: 'Latch Test Wallet 🦊',
        rdns: 'dev.latch.testwallet',
        icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
      },
      provider: wallet as never,
    })
    offs.push(off)
  }
  render(
    <LatchProvider
      appId={state.appId}
      apiUrl={state.apiUrl}
      client={latch}
      walletConnect={walletConnect ? walletConnectLoader : undefined}
    >
      <button type="button">host</button>
      <WalletCount />
    </LatchProvider>,
  )
  await act(async () => {
    await latch.ready()
  })
  await modalLoaded()
  return { latch, state }
}

async function openList(latch: ReturnType<typeof createLatch>) {
  await act(async () => {
    latch.openModal()
  })
  fireEvent.click(await screen.findByRole('button', { name: 'Continue with a wallet' }))
  await screen.findByRole('heading', { name: 'Log in with a wallet' })
}

describe('wallet screens', () => {
  it("'Continue with a wallet' opens the list: the browser wallet first (emoji stripped), WalletConnect last, a Connect per row, the hint", async () => {
    const { latch } = await setupWithWallet(createTestWalletProvider({ privateKey: KEY }))
    await openList(latch)
    const list = await screen.findByRole('list', { name: 'Wallets' })
    await waitFor(() => expect(list.querySelectorAll('[data-part="wallet-row"]').length).toBeGreaterThan(1))
    const rows = [...list.querySelectorAll('[data-part="wallet-row"]')]
    expect(rows[0]?.getAttribute('data-kind')).toBe('browser')
    expect(rows[0]?.textContent).toContain('Latch Test Wallet')
    expect(rows[0]?.textContent).not.toContain('🦊')
    expect(rows.at(-1)?.getAttribute('data-kind')).toBe('wallet_connect')
    for (const row of rows)
      expect(row.querySelector('[data-part="connect-button"]')?.textContent).toBe('Connect')
    expect(screen.getByText("Don't see your wallet? Check your other browser windows.")).toBeTruthy()
  })

  it("'No wallet was found' only once the list is loaded: until then the list is busy, not empty", async () => {
    const { latch } = await setupWithWallet(null, { walletConnect: false })
    await openList(latch)
    const list = await screen.findByRole('list', { name: 'Wallets' })
    await screen.findByText('No wallet was found in this browser.')
    expect(list.getAttribute('aria-busy')).toBe('false')
    // the same empty list while the wallet code is still loading (a slow network, a fast click)
    const loaded = latch.flows.wallets.$optionsLoaded as WritableAtom<boolean>
    act(() => loaded.set(false))
    expect(screen.queryByText('No wallet was found in this browser.')).toBeNull()
    expect(list.getAttribute('aria-busy')).toBe('true')
  })

  it('without the WalletConnect loader (an optional peer not installed) the list has no WalletConnect row and the console names the package once', async () => {
    const warnings: string[] = []
    const { latch } = await setupWithWallet(createTestWalletProvider({ privateKey: KEY }), {
      walletConnect: false,
      logger: { warn: (message) => warnings.push(String(message)) },
    })
    await openList(latch)
    const list = await screen.findByRole('list', { name: 'Wallets' })
    await waitFor(() => expect(list.querySelectorAll('[data-part="wallet-row"]').length).toBeGreaterThan(0))
    const kinds = [...list.querySelectorAll('[data-part="wallet-row"]')].map((r) =>
      r.getAttribute('data-kind'),
    )
    expect(kinds).toContain('browser')
    expect(kinds).not.toContain('wallet_connect')
    const hints = warnings.filter((w) => w.includes('@walletconnect/ethereum-provider'))
    expect(hints).toHaveLength(1)
    expect(hints[0]).toContain('walletConnect={() => import(')
  })

  it('Connect logs in with the wallet (connect, then sign) and the modal leaves the wallet screen', async () => {
    const wallet = createTestWalletProvider({ privateKey: KEY })
    const { latch, state } = await setupWithWallet(wallet)
    await openList(latch)
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Latch Test Wallet' }))
    await waitFor(() => expect(latch.$auth.get().status).toBe('authenticated'))
    expect(state.count('POST', '/api/v1/siwe/authenticate')).toBe(1)
    expect(wallet.calls).toEqual(expect.arrayContaining(['eth_requestAccounts', 'personal_sign']))
  })

  it("a rejected signature shows 'Signature rejected' with 'Try again' (no spinner), and the retry logs in", async () => {
    const wallet = createTestWalletProvider({ privateKey: KEY, rejectSignatures: true })
    const { latch } = await setupWithWallet(wallet)
    await openList(latch)
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Latch Test Wallet' }))
    await screen.findByRole('heading', { name: 'Signature rejected' })
    expect(screen.getByText('Please try signing again.')).toBeTruthy()
    expect(document.querySelector('[data-part="spinner"]')).toBeNull()
    wallet.configure({ rejectSignatures: false })
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(latch.$auth.get().status).toBe('authenticated'))
  })

  it("after 2 failed retries: 'Unable to connect wallet', no 'Try again', and 'Use a different wallet' goes back to the list", async () => {
    const wallet = createTestWalletProvider({ privateKey: KEY, rejectSignatures: true })
    const { latch } = await setupWithWallet(wallet)
    await openList(latch)
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Latch Test Wallet' }))
    for (let i = 0; i < 2; i++) {
      fireEvent.click(await screen.findByRole('button', { name: 'Try again' }))
      await waitFor(() =>
        expect(latch.flows.wallets.$state.get()).toMatchObject({ step: 'error', attempt: i + 1 }),
      )
    }
    await screen.findByRole('heading', { name: 'Unable to connect wallet' })
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Use a different wallet' }))
    await screen.findByRole('list', { name: 'Wallets' })
  })

  it('connect-only: CONNECT_ONLY_LANDING_SCREEN connects the wallet without a session', async () => {
    const wallet = createTestWalletProvider({ privateKey: KEY })
    const { latch } = await setupWithWallet(wallet)
    await act(async () => {
      await latch.connectWallet()
    })
    await screen.findByRole('heading', { name: 'Connect a wallet' })
    expect(screen.getByText('Connecting a wallet does not create an account.')).toBeTruthy()
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Latch Test Wallet' }))
    await waitFor(() => expect(latch.$wallets.get().map((w) => w.address)).toEqual([wallet.address]))
    expect(latch.$auth.get().status).not.toBe('authenticated')
    expect(wallet.calls).not.toContain('personal_sign')
  })

  it('the pairing step shows the QR code as a labelled image and a link for wallet apps', async () => {
    const { latch } = await setupWithWallet(null)
    await act(async () => {
      latch.openModal('AWAITING_CONNECTION')
    })
    const flow = latch.flows.wallets as unknown as { $state: { set(v: unknown): void } }
    await act(async () => {
      flow.$state.set({
        step: 'pairing',
        mode: 'login',
        attempt: 0,
        walletId: 'wallet_connect',
        walletName: 'WalletConnect',
        uri: 'wc:topic@2?symKey=1',
        qr: { size: 2, path: 'M0 0h1v1h-1z' },
      })
    })
    expect(await screen.findByRole('img', { name: 'WalletConnect pairing code' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open in a wallet app' }).getAttribute('href')).toBe(
      'wc:topic@2?symKey=1',
    )
    expect(document.querySelector('[data-part="spinner"]')).toBeNull()
  })
})

describe('wallet screens anatomy', () => {
  const seen = new Set<string>()
  const collect = () => {
    for (const el of document.querySelectorAll('[data-scope="wallets"][data-part]')) {
      seen.add(el.getAttribute('data-part') ?? '')
      expect(
        partSelectors.some((sel) => el.matches(sel)),
        `no style for ${el.getAttribute('data-part')}`,
      ).toBe(true)
    }
  }

  it('every part of every wallet screen state matches a rule of @latch/themes', async () => {
    const { latch } = await setupWithWallet(
      createTestWalletProvider({ privateKey: KEY, rejectSignatures: true }),
    )
    const set = (value: unknown) =>
      (latch.flows.wallets as unknown as { $state: { set(v: unknown): void } }).$state.set(value)
    await openList(latch)
    await waitFor(() => expect(document.querySelectorAll('[data-part="wallet-logo"]').length).toBe(1))
    collect()
    const target = { walletId: 'w', walletName: 'Latch Test Wallet', attempt: 0 }
    const error = {
      code: 'user_rejected',
      rpcCode: 4001,
      message: 'm',
      detail: 'd',
      messageKey: 'wallet.connect',
      detailKey: 'wallet.connect',
      retryable: true,
    }
    for (const state of [
      { step: 'connecting', mode: 'login', ...target },
      { step: 'pairing', mode: 'login', ...target, uri: 'wc:x@2', qr: { size: 1, path: 'M0 0h1v1h-1z' } },
      { step: 'error', mode: 'login', ...target, error, retriesLeft: 1, exhausted: false },
      { step: 'error', mode: 'login', ...target, error, retriesLeft: 0, exhausted: true },
    ]) {
      await act(async () => set(state))
      collect()
    }
    await act(async () =>
      set({ step: 'redirecting', mode: 'login', ...target, url: 'https://phantom.app/ul', fallback: false }),
    )
    await act(async () => latch.navigate('PHANTOM_INTERSTITIAL_SCREEN'))
    await screen.findByRole('heading', { name: 'Opening Phantom' })
    collect()
    await act(async () =>
      set({ step: 'redirecting', mode: 'login', ...target, url: 'https://phantom.app/ul', fallback: true }),
    )
    collect()
    await act(async () => latch.flows.wallets.showInstall())
    await screen.findByRole('heading', { name: 'Get Phantom' })
    collect()
    for (const name of [
      'wallet-list',
      'wallet-row',
      'wallet-logo',
      'wallet-name',
      'connect-button',
      'hint',
      'qr',
      'wallet-link',
      'retry-button',
      'different-wallet-button',
      'install-button',
    ]) {
      expect(seen, name).toContain(name)
    }
  })
})

describe('useWallets', () => {
  it('lists a wallet connected headlessly (connectWallet with a row id), without opening the modal', async () => {
    const wallet = createTestWalletProvider({ privateKey: KEY })
    const { latch } = await setupWithWallet(wallet)
    expect(screen.getByRole('status', { name: 'wallet count' }).textContent).toBe('none')
    await act(async () => {
      await latch.connectWallet('b7e3c1de-0000-4000-8000-000000000001')
    })
    expect(screen.getByRole('status', { name: 'wallet count' }).textContent).toBe(wallet.address)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('LINK_WALLET_SCREEN', () => {
  it('opened directly while signed in, its Connect links the wallet (siwe/link), not a new login', async () => {
    const wallet = createTestWalletProvider({ privateKey: KEY })
    const { latch, state } = await setupWithWallet(wallet)
    await act(async () => {
      await latch.initLoginWithEmail('ada@example.com')
      await latch.loginWithCode('123456')
    })
    await act(async () => {
      latch.openModal('LINK_WALLET_SCREEN')
    })
    await screen.findByRole('heading', { name: 'Link your wallet' })
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Latch Test Wallet' }))
    await waitFor(() => expect(state.count('POST', '/api/v1/siwe/link')).toBe(1))
    expect(state.count('POST', '/api/v1/siwe/authenticate')).toBe(0)
    await waitFor(() =>
      expect(
        latch.$user.get()?.linkedAccounts.some((a) => a.type === 'wallet' && a.address === wallet.address),
      ).toBe(true),
    )
  })
})
