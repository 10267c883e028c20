import type { SetupServer } from 'msw/node'
import { describe, expect, it, vi } from 'vitest'
import { createFakeProvider, rpcError } from '../../../../test/fixtures/core/connectors'
import { createFakeLocation, createManualClock, settle } from '../../../../test/fixtures/core/harness'
import { createLoginHandlers } from '../../../../test/fixtures/msw/login.handlers'
import { createMswServer, useMswServer } from '../../../../test/fixtures/msw/server'
import { createSessionHandlers } from '../../../../test/fixtures/msw/session.handlers'
import { createSiweHandlers } from '../../../../test/fixtures/msw/siwe.handlers'
import { createFakeState } from '../../../../test/fixtures/msw/state'
import { createSpyLogger, createTestEnv } from '../../../../test/fixtures/msw/test-env'
import { createTestWalletProvider } from '../../../../test/fixtures/wallet/provider'
import type { AnnouncedProviderLike, ProviderStoreLike } from '../../env'
import { createLatch } from '../../latch'

const server = useMswServer(createMswServer())
const KEY_A = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const KEY_B = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a'

function announced(
  provider: unknown,
  uuid = 'uuid-test',
  rdns = 'dev.latch.testwallet',
): AnnouncedProviderLike {
  return { info: { uuid, name: 'Test Wallet 🦊', icon: 'data:image/svg+xml,<svg/>', rdns }, provider }
}

/** A Latch over the fake API whose page announces `providers` by EIP-6963. */
const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

async function setup(
  srv: SetupServer,
  providers: AnnouncedProviderLike[],
  options: { url?: string; walletConnectProjectId?: string; userAgent?: string } = {},
) {
  const clock = createManualClock()
  const state = await createFakeState({ now: () => clock.now() })
  if (options.walletConnectProjectId)
    state.appConfig = { ...state.appConfig, wallet_connect_cloud_project_id: options.walletConnectProjectId }
  const { handlers, login } = createLoginHandlers(state)
  const { handlers: siweHandlers, siwe } = createSiweHandlers(state)
  srv.use(...createSessionHandlers(state), ...handlers, ...siweHandlers)
  const location = createFakeLocation(options.url ?? 'https://host.latch.test/app')
  const store: ProviderStoreLike = {
    getProviders: () => providers,
    subscribe: (listener, opts) => {
      if (opts?.emitImmediately) listener(providers)
      return () => {}
    },
    destroy: () => {},
  }
  const env = createTestEnv({
    clock,
    location,
    logger: createSpyLogger(),
    walletHost: { createProviderStore: async () => store, injectedProvider: () => undefined },
    device: () => ({ userAgent: options.userAgent ?? DESKTOP_UA, maxTouchPoints: 0 }),
  })
  const latch = createLatch({ appId: state.appId, apiUrl: state.apiUrl, env })
  const ready = latch.ready()
  await settle()
  await ready
  return { latch, state, login, siwe, clock, location, env }
}

/** Lets the wallet code load and discovery answer. */
async function loadList(h: Awaited<ReturnType<typeof setup>>) {
  const { $options, $optionsLoaded } = h.latch.flows.wallets
  // the list is not loaded until the wallet code has listed it once: empty meanwhile is not "no wallet"
  expect($optionsLoaded.get()).toBe(false)
  const off = $options.listen(() => {})
  expect($optionsLoaded.get()).toBe(false)
  await vi.waitFor(() => expect($options.get()[0]?.kind).toBe('browser'))
  expect($optionsLoaded.get()).toBe(true)
  return off
}

describe('wallet login (SIWE)', () => {
  it('lists the announced wallet first with emoji stripped, then logs in through connecting, signing, authenticating', async () => {
    const wallet = createTestWalletProvider({ privateKey: KEY_A })
    const h = await setup(server, [announced(wallet)])
    h.latch.flows.wallets.setWalletConnectLoader(async () => ({}))
    const off = await loadList(h)
    const options = h.latch.flows.wallets.$options.get()
    expect(options[0]).toMatchObject({ kind: 'browser', name: 'Test Wallet', id: 'uuid-test' })
    expect(options.at(-1)?.kind).toBe('wallet_connect')
    const steps: string[] = []
    h.latch.flows.wallets.$state.listen((s) => {
      if (steps.at(-1) !== s.step) steps.push(s.step)
    })
    const result = await h.latch.loginWithWallet('uuid-test')
    expect(result?.isNewUser).toBe(true)
    expect(steps).toEqual(['connecting', 'signing', 'authenticating', 'done'])
    expect(h.latch.$auth.get().status).toBe('authenticated')
    expect(h.latch.$user.get()?.wallet?.address).toBe(wallet.address)
    expect(h.latch.$wallets.get().map((w) => w.address)).toEqual([wallet.address])
    expect(h.latch.$wallets.get()[0]).toMatchObject({ chainId: 'eip155:1', connectorType: 'injected' })
    expect(wallet.calls).toContain('personal_sign')
    off()
  })

  it('without a wallet opens the list: the modal shows AWAITING_CONNECTION and nothing is requested', async () => {
    const h = await setup(server, [announced(createTestWalletProvider({ privateKey: KEY_A }))])
    expect(await h.latch.loginWithWallet()).toBeNull()
    expect(h.latch.flows.wallets.$state.get()).toEqual({ step: 'choosing', mode: 'login' })
    expect(h.latch.$modal.get()).toMatchObject({ open: true, screen: 'AWAITING_CONNECTION' })
    expect(h.state.count('POST', '/api/v1/siwe/init')).toBe(0)
  })

  it('a rejected signature is "Signature rejected" / "Please try signing again.", retryable, and a retry logs in', async () => {
    const wallet = createTestWalletProvider({ privateKey: KEY_A, rejectSignatures: true })
    const h = await setup(server, [announced(wallet)])
    await expect(h.latch.loginWithWallet('uuid-test')).rejects.toMatchObject({ code: 'signature_rejected' })
    expect(h.latch.flows.wallets.$view.get()).toMatchObject({
      step: 'error',
      busy: false,
      canRetry: true,
      exhausted: false,
      error: { message: 'Signature rejected', detail: 'Please try signing again.', retryable: true },
    })
    wallet.configure({ rejectSignatures: false })
    const result = await h.latch.flows.wallets.retry()
    expect(result).toMatchObject({ isNewUser: true })
    expect(h.latch.flows.wallets.$state.get()).toMatchObject({ step: 'done', address: wallet.address })
  })

  it('allows at most 2 retries, then is exhausted ("Unable to connect wallet") with no retry left', async () => {
    const wallet = createTestWalletProvider({ privateKey: KEY_A, rejectSignatures: true })
    const h = await setup(server, [announced(wallet)])
    const flow = h.latch.flows.wallets
    await expect(h.latch.loginWithWallet('uuid-test')).rejects.toThrow()
    expect(flow.$state.get()).toMatchObject({ step: 'error', attempt: 0, retriesLeft: 2 })
    await expect(flow.retry()).rejects.toThrow()
    expect(flow.$state.get()).toMatchObject({ attempt: 1, retriesLeft: 1, exhausted: false })
    await expect(flow.retry()).rejects.toThrow()
    expect(flow.$state.get()).toMatchObject({ attempt: 2, retriesLeft: 0, exhausted: true })
    expect(flow.$view.get()).toMatchObject({ canRetry: false, exhausted: true, offerDifferentWallet: true })
    await expect(flow.retry()).rejects.toMatchObject({ code: 'invalid_state' })
    expect(wallet.calls.filter((m) => m === 'personal_sign')).toHaveLength(3)
  })

  it('a wallet on an unsupported chain is switched (4902: added, then switched) before signing', async () => {
    const wallet = createTestWalletProvider({ privateKey: KEY_A, chainId: 31337, knownChains: [31337] })
    const h = await setup(server, [announced(wallet)])
    const steps: string[] = []
    h.latch.flows.wallets.$state.listen((s) => {
      if (steps.at(-1) !== s.step) steps.push(s.step)
    })
    await h.latch.loginWithWallet('uuid-test')
    expect(steps).toEqual(['connecting', 'switching-chain', 'signing', 'authenticating', 'done'])
    expect(wallet.calls).toEqual(
      expect.arrayContaining(['wallet_switchEthereumChain', 'wallet_addEthereumChain']),
    )
    expect(h.latch.$wallets.get()[0]?.chainId).toBe('eip155:1')
    const message = h.state.requests.find((r) => r.path === '/api/v1/siwe/authenticate')?.body as {
      message: string
    }
    expect(message.message).toContain('Chain ID: 1')
  })

  it('a wallet owned by another user cannot be linked: "User already exists for this address", not retryable', async () => {
    const a = createTestWalletProvider({ privateKey: KEY_A })
    const h = await setup(server, [announced(a)])
    // Someone else logs in with wallet A first.
    h.state.createUser([
      {
        type: 'wallet',
        address: a.address,
        chain_type: 'ethereum',
        chain_id: 'eip155:1',
        wallet_client: 'unknown',
        wallet_client_type: 'metamask',
        connector_type: 'injected',
        recovery_method: null,
        verified_at: 1,
        first_verified_at: 1,
        latest_verified_at: 1,
      } as never,
    ])
    await h.latch.initLoginWithEmail('ada@example.com')
    await h.latch.loginWithCode('123456')
    await expect(h.latch.linkWallet('uuid-test')).rejects.toMatchObject({ code: 'linked_to_another_user' })
    expect(h.latch.flows.wallets.$view.get()).toMatchObject({
      canRetry: false,
      offerDifferentWallet: true,
      error: {
        message: 'User already exists for this address',
        detail: 'Try another address!',
        retryable: false,
      },
    })
    h.latch.flows.wallets.chooseAnother()
    expect(h.latch.flows.wallets.$state.get()).toEqual({ step: 'choosing', mode: 'link' })
  })

  it('links a second wallet after an email login and unlinks it', async () => {
    const b = createTestWalletProvider({ privateKey: KEY_B })
    const h = await setup(server, [announced(b, 'uuid-b')])
    await h.latch.initLoginWithEmail('ada@example.com')
    await h.latch.loginWithCode('123456')
    const linked = await h.latch.linkWallet('uuid-b')
    expect(linked?.user.linkedAccounts.some((a) => a.type === 'wallet' && a.address === b.address)).toBe(true)
    expect(h.state.count('POST', '/api/v1/siwe/link')).toBe(1)
    const after = await h.latch.unlinkWallet(b.address)
    expect(after.linkedAccounts.some((a) => a.type === 'wallet')).toBe(false)
    expect(h.latch.$user.get()?.linkedAccounts.some((a) => a.type === 'wallet')).toBe(false)
  })

  it('linkWallet and unlinkWallet need a session: must_be_authenticated, and no request', async () => {
    const h = await setup(server, [])
    await expect(h.latch.linkWallet()).rejects.toMatchObject({ code: 'must_be_authenticated' })
    await expect(h.latch.unlinkWallet('0x0000000000000000000000000000000000000001')).rejects.toMatchObject({
      code: 'must_be_authenticated',
    })
    expect(h.state.requests.filter((r) => r.path.includes('siwe'))).toHaveLength(0)
  })

  it('connect-only: connectWallet connects and lists the wallet without a session or a signature', async () => {
    const wallet = createTestWalletProvider({ privateKey: KEY_A })
    const h = await setup(server, [announced(wallet)])
    const connected = await h.latch.connectWallet('uuid-test')
    expect(connected?.address).toBe(wallet.address)
    expect(h.latch.flows.wallets.$state.get()).toMatchObject({ step: 'connected', mode: 'connect' })
    expect(h.latch.$auth.get().status).not.toBe('authenticated')
    expect(wallet.calls).not.toContain('personal_sign')
    expect(h.state.requests.filter((r) => r.path.includes('siwe'))).toHaveLength(0)
    expect(h.latch.$wallets.get().map((w) => w.address)).toEqual([wallet.address])
  })

  it('connect-only without a wallet opens CONNECT_ONLY_LANDING_SCREEN', async () => {
    const h = await setup(server, [])
    await h.latch.connectWallet()
    expect(h.latch.$modal.get()).toMatchObject({ open: true, screen: 'CONNECT_ONLY_LANDING_SCREEN' })
  })
})

describe('garbage from a provider ends retryable, never busy', () => {
  const cases: Array<[string, Record<string, () => unknown>, string]> = [
    ['no accounts', { eth_requestAccounts: () => [], eth_chainId: () => '0x1' }, 'Wallet might be locked'],
    [
      'a malformed address',
      { eth_requestAccounts: () => ['0x123'], eth_chainId: () => '0x1' },
      'Unable to connect to wallet.',
    ],
    [
      'a non-hex chain id',
      { eth_requestAccounts: () => ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'], eth_chainId: () => 'one' },
      'Unable to connect to wallet.',
    ],
    [
      'a signature of the wrong length',
      {
        eth_requestAccounts: () => ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
        eth_chainId: () => '0x1',
        personal_sign: () => '0xdeadbeef',
      },
      'Unable to connect to wallet.',
    ],
    [
      'a thrown non-error',
      { eth_requestAccounts: () => Promise.reject('boom') },
      'Unable to connect to wallet.',
    ],
  ]
  for (const [name, handlers, message] of cases) {
    it(name, async () => {
      const provider = createFakeProvider(handlers as never)
      const h = await setup(server, [announced(provider)])
      await expect(h.latch.loginWithWallet('uuid-test')).rejects.toThrow()
      const view = h.latch.flows.wallets.$view.get()
      expect(view).toMatchObject({
        step: 'error',
        busy: false,
        canRetry: true,
        error: { message, retryable: true },
      })
      expect(h.latch.$auth.get().status).not.toBe('authenticated')
    })
  }

  it('a user rejection while connecting reads "You rejected the request"', async () => {
    const provider = createFakeProvider({
      eth_requestAccounts: () => {
        throw rpcError(4001, 'User rejected the request.')
      },
    })
    const h = await setup(server, [announced(provider)])
    await expect(h.latch.loginWithWallet('uuid-test')).rejects.toMatchObject({ code: 'user_rejected' })
    expect(h.latch.flows.wallets.$view.get().error?.message).toBe('You rejected the request')
  })

  it('an unknown wallet id is a typed invalid_input error and an error step, not a spinner', async () => {
    const h = await setup(server, [])
    const login = expect(h.latch.loginWithWallet('nope')).rejects.toMatchObject({ code: 'invalid_input' })
    // An unknown id waits for discovery to end (the injected-provider wait), then fails.
    await vi.waitFor(() => expect(h.clock.pending()).toContain(3000))
    await h.clock.advance(3000)
    await login
    expect(h.latch.flows.wallets.$view.get().busy).toBe(false)
  })
})

describe('$wallets and other flows', () => {
  it('upsertWallet lists an embedded wallet with the external ones, newest first, the active one first', async () => {
    const wallet = createTestWalletProvider({ privateKey: KEY_A })
    const h = await setup(server, [announced(wallet)])
    await h.latch.connectWallet('uuid-test')
    const embedded = {
      ...h.latch.$wallets.get()[0],
      address: '0x1111111111111111111111111111111111111111',
      walletClientType: 'privy',
      connectorType: 'embedded',
      connectorId: 'embedded',
      connectedAt: h.clock.now() + 10,
    } as never
    h.latch.flows.wallets.upsertWallet(embedded)
    expect(h.latch.$wallets.get().map((w) => w.connectorType)).toEqual(['embedded', 'injected'])
    h.latch.flows.wallets.setActiveWallet(wallet.address)
    expect(h.latch.$wallets.get().map((w) => w.connectorType)).toEqual(['injected', 'embedded'])
    h.latch.flows.wallets.removeWallet('0x1111111111111111111111111111111111111111')
    expect(h.latch.$wallets.get()).toHaveLength(1)
  })
})

describe('WalletConnect (a mobile-connected wallet)', () => {
  it('shows the pairing URI, then waits 2500 ms (manual clock) before the signature prompt, then logs in', async () => {
    const h = await setup(server, [], { walletConnectProjectId: 'wc-project' })
    const phone = createTestWalletProvider({ privateKey: KEY_B })
    let displayUri: ((uri: string) => void) | undefined
    let pair: (() => void) | undefined
    const initOptions: unknown[] = []
    h.latch.flows.wallets.setWalletConnectLoader(async () => ({
      EthereumProvider: {
        init: async (options: unknown) => {
          initOptions.push(options)
          return {
            request: phone.request,
            on: (event: string, listener: (...args: unknown[]) => void) => {
              if (event === 'display_uri') displayUri = listener as (uri: string) => void
              else phone.on(event, listener)
            },
            removeListener: phone.removeListener,
            connect: () =>
              new Promise<void>((resolve) => {
                pair = resolve
                displayUri?.('wc:pairing-topic@2?relay-protocol=irn&symKey=abc')
              }),
            disconnect: async () => {},
          }
        },
      },
    }))
    const login = h.latch.loginWithWallet('wallet_connect')
    await vi.waitFor(() => expect(h.latch.flows.wallets.$view.get().pairingQr?.path).toMatch(/^M\d/))
    expect(h.latch.flows.wallets.$view.get()).toMatchObject({
      busy: false,
      pairingUri: expect.stringMatching(/^wc:pairing-topic/),
    })
    expect(initOptions[0]).toMatchObject({ projectId: 'wc-project', showQrModal: false, optionalChains: [1] })
    pair?.()
    await vi.waitFor(() => expect(h.latch.flows.wallets.$state.get().step).toBe('signing'))
    const signing = h.latch.flows.wallets.$state.get() as { promptAt: number }
    expect(signing.promptAt - h.clock.now()).toBe(2500)
    await h.clock.advance(2499)
    expect(phone.calls).not.toContain('personal_sign')
    expect(h.state.count('POST', '/api/v1/siwe/init')).toBe(0)
    await h.clock.advance(1)
    const result = await login
    expect(result?.user.wallet?.address).toBe(phone.address)
    expect(phone.calls).toContain('personal_sign')
    expect(h.latch.$wallets.get()[0]).toMatchObject({ connectorType: 'wallet_connect_v2' })
  })

  it('without a project id WalletConnect ends in a typed error step, not a spinner', async () => {
    const h = await setup(server, [])
    h.latch.flows.wallets.setWalletConnectLoader(async () => ({}))
    await expect(h.latch.loginWithWallet('wallet_connect')).rejects.toMatchObject({ code: 'invalid_config' })
    expect(h.latch.flows.wallets.$view.get()).toMatchObject({ step: 'error', busy: false })
  })
})

describe('Phantom without its extension', () => {
  const phantom = {
    kind: 'named',
    id: 'phantom',
    name: 'Phantom',
    installed: undefined,
    known: undefined,
  } as const

  it('on a desktop: the install screen, no redirect', async () => {
    const h = await setup(server, [])
    h.latch.flows.wallets.choose('login')
    expect(await h.latch.flows.wallets.select(phantom)).toBeNull()
    expect(h.latch.flows.wallets.$state.get()).toMatchObject({ step: 'install' })
    expect(h.location.assigned).toEqual([])
    expect(h.latch.$modal.get().screen).toBe('INSTALL_PHANTOM_SCREEN')
  })

  it('on a phone: leaves for its in-app browser link (with the return parameters), and shows the fallback after 1000 ms', async () => {
    const h = await setup(server, [], { userAgent: PHONE_UA })
    h.latch.flows.wallets.choose('login')
    const result = await h.latch.flows.wallets.select({
      kind: 'named',
      id: 'phantom',
      name: 'Phantom',
      installed: undefined,
      known: undefined,
    })
    expect(result).toBeNull()
    const state = h.latch.flows.wallets.$state.get() as { step: string; url: string; fallback: boolean }
    expect(state).toMatchObject({ step: 'redirecting', fallback: false })
    expect(h.location.assigned).toEqual([state.url])
    expect(decodeURIComponent(state.url)).toContain('privy_connector=injected')
    expect(decodeURIComponent(state.url)).toContain('privy_wallet_client=phantom')
    expect(h.latch.$modal.get().screen).toBe('PHANTOM_INTERSTITIAL_SCREEN')
    await h.clock.advance(999)
    expect(h.latch.flows.wallets.$state.get()).toMatchObject({ fallback: false })
    await h.clock.advance(1)
    expect(h.latch.flows.wallets.$state.get()).toMatchObject({ fallback: true })
    h.latch.flows.wallets.showInstall()
    expect(h.latch.$modal.get().screen).toBe('INSTALL_PHANTOM_SCREEN')
  })
})

describe('on load', () => {
  it('remembered connections come back without a prompt (eth_accounts), listed in $wallets', async () => {
    const wallet = createTestWalletProvider({ privateKey: KEY_A })
    const first = await setup(server, [announced(wallet)])
    await first.latch.connectWallet('uuid-test')
    const history = first.env.storage.getItem('latch:connections')
    expect(history).toContain(wallet.address)
    // A new page: same storage, the wallet announces itself again.
    const clock = createManualClock()
    const state = await createFakeState({ now: () => clock.now() })
    server.use(...createSessionHandlers(state))
    const store: ProviderStoreLike = {
      getProviders: () => [announced(wallet)],
      subscribe: (listener) => {
        listener([announced(wallet)])
        return () => {}
      },
      destroy: () => {},
    }
    const env = createTestEnv({
      clock,
      storage: first.env.storage,
      location: createFakeLocation(),
      walletHost: { createProviderStore: async () => store, injectedProvider: () => undefined },
    })
    const latch = createLatch({ appId: state.appId, apiUrl: state.apiUrl, env })
    const calls = wallet.calls.length
    await vi.waitFor(() => expect(latch.$wallets.get().map((w) => w.address)).toEqual([wallet.address]))
    expect(wallet.calls.slice(calls)).toContain('eth_accounts')
    expect(wallet.calls.slice(calls)).not.toContain('eth_requestAccounts')
  })

  it('privy_connector=injected: the parameters leave the address and the injected wallet logs in after discovery', async () => {
    const wallet = createTestWalletProvider({ privateKey: KEY_A })
    const h = await setup(server, [announced(wallet)], {
      url: 'https://host.latch.test/app?x=1&privy_connector=injected&privy_wallet_client=phantom#top',
    })
    expect(h.location.replaced.at(-1)).toBe('https://host.latch.test/app?x=1#top')
    await h.clock.advance(3000)
    await vi.waitFor(() => expect(h.latch.$auth.get().status).toBe('authenticated'))
    expect(h.latch.$user.get()?.wallet?.address).toBe(wallet.address)
  })

  it('a page without parameters or history never loads the wallet code', async () => {
    const h = await setup(server, [])
    await settle()
    // Discovery (part of the wallet code) would have started its 3000 ms injected-provider wait.
    expect(h.clock.pending()).not.toContain(3000)
    expect(h.latch.flows.wallets.$state.get()).toEqual({ step: 'idle' })
    // Control: listening to the wallet list loads the code and starts discovery.
    h.latch.flows.wallets.$options.listen(() => {})
    await vi.waitFor(() => expect(h.clock.pending()).toContain(3000))
  })
})

describe('the server refuses the signed message', () => {
  it("'Could not log in with wallet' on LOGIN_FAILED_SCREEN (retryable), no session, no user", async () => {
    const wallet = createTestWalletProvider({ privateKey: KEY_A })
    const h = await setup(server, [announced(wallet)])
    h.latch.flows.wallets.choose('login')
    h.siwe.failNext = { status: 401, code: 'invalid_credentials', message: 'SIWE domain mismatch' }
    await expect(h.latch.flows.wallets.select('uuid-test')).rejects.toMatchObject({ status: 401 })
    expect(h.latch.flows.wallets.$view.get()).toMatchObject({
      canRetry: true,
      error: { message: 'Could not log in with wallet', code: 'wallet_login_failed' },
    })
    expect(h.latch.$modal.get()).toMatchObject({
      screen: 'LOGIN_FAILED_SCREEN',
      data: { message: 'Could not log in with wallet', retryScreen: 'AWAITING_CONNECTION' },
    })
    expect(h.latch.$auth.get().status).not.toBe('authenticated')
    expect(h.state.users.size).toBe(0)
  })

  it("'Try again' (tryAgain) signs with the same wallet again in one call and logs in", async () => {
    const wallet = createTestWalletProvider({ privateKey: KEY_A })
    const h = await setup(server, [announced(wallet)])
    h.latch.flows.wallets.choose('login')
    h.siwe.failNext = { status: 401, code: 'invalid_credentials', message: 'SIWE domain mismatch' }
    await expect(h.latch.flows.wallets.select('uuid-test')).rejects.toMatchObject({ status: 401 })
    expect(h.latch.$modal.get().screen).toBe('LOGIN_FAILED_SCREEN')
    expect(h.latch.flows.wallets.tryAgain()).toBe(true)
    await vi.waitFor(() => expect(h.latch.$auth.get().status).toBe('authenticated'), { timeout: 5000 })
    expect(h.state.users.size).toBe(1)
    // nothing failed now: there is nothing to try again
    expect(h.latch.flows.wallets.tryAgain()).toBe(false)
  })
})

describe('allowlist', () => {
  it("a wallet the app's allowlist refuses goes to ALLOWLIST_REJECTION_SCREEN", async () => {
    const h = await setup(server, [announced(createTestWalletProvider({ privateKey: KEY_A }))])
    h.latch.flows.wallets.choose('login')
    h.siwe.failNext = {
      status: 403,
      code: 'allowlist_rejected',
      message: "You don't have access to this app",
    }
    await expect(h.latch.flows.wallets.select('uuid-test')).rejects.toThrow()
    expect(h.latch.flows.wallets.$state.get()).toMatchObject({ step: 'error', reason: 'allowlist' })
    expect(h.latch.$modal.get()).toMatchObject({
      screen: 'ALLOWLIST_REJECTION_SCREEN',
      data: { title: "You don't have access to this app" },
    })
  })
})

describe('a named wallet without its extension', () => {
  it("pairs through WalletConnect: the QR carries the URI, the app link is that wallet's deep link", async () => {
    const h = await setup(server, [], { walletConnectProjectId: 'wc-project' })
    let displayUri: ((uri: string) => void) | undefined
    h.latch.flows.wallets.setWalletConnectLoader(async () => ({
      EthereumProvider: {
        init: async () => ({
          request: async () => null,
          on: (event: string, listener: (...args: unknown[]) => void) => {
            if (event === 'display_uri') displayUri = listener as (uri: string) => void
          },
          removeListener: () => {},
          connect: () =>
            new Promise<void>(() => {
              displayUri?.('wc:abc@2?relay-protocol=irn&symKey=k')
            }),
          disconnect: async () => {},
        }),
      },
    }))
    void h.latch
      .loginWithWallet({
        kind: 'named',
        id: 'metamask',
        name: 'MetaMask',
        installed: undefined,
        known: undefined,
      })
      .catch(() => {})
    await vi.waitFor(() =>
      expect(h.latch.flows.wallets.$view.get().pairingUri).toBe('wc:abc@2?relay-protocol=irn&symKey=k'),
    )
    const link = h.latch.flows.wallets.$view.get().pairingLink ?? ''
    expect(link.startsWith('https://metamask.app.link/wc?uri=')).toBe(true)
    expect(decodeURIComponent(link.split('uri=')[1] ?? '')).toBe('wc:abc@2?relay-protocol=irn&symKey=k')
    expect(h.latch.flows.wallets.$state.get()).toMatchObject({ step: 'pairing', walletName: 'MetaMask' })
  })
})

describe('one attempt at a time', () => {
  it('a second login while the wallet prompt is open is refused; the first one completes', async () => {
    const wallet = createTestWalletProvider({ privateKey: KEY_A })
    const h = await setup(server, [announced(wallet)])
    await h.latch.connectWallet('uuid-test') // the wallet code is loaded
    await h.latch.flows.wallets.disconnectAll()
    const first = h.latch.loginWithWallet('uuid-test')
    await expect(h.latch.loginWithWallet('uuid-test')).rejects.toMatchObject({ code: 'invalid_state' })
    await expect(first).resolves.toMatchObject({ isNewUser: true })
    expect(h.state.count('POST', '/api/v1/siwe/authenticate')).toBe(1)
  })
})
