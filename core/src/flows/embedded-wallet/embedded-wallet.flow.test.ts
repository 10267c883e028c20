import { toHex, verifyMessage } from 'viem'
import { base, mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { createManualClock, type ManualClock, settle } from '../../../../test/fixtures/core/harness'
import { createFakeWalletWorld, type FakeWalletWorld } from '../../../../test/fixtures/core/wallet-world'
import { createLoginHandlers } from '../../../../test/fixtures/msw/login.handlers'
import { createMswServer, useMswServer } from '../../../../test/fixtures/msw/server'
import { createSessionHandlers } from '../../../../test/fixtures/msw/session.handlers'
import {
  createFakeState,
  emailAccount,
  type FakeState,
  walletAccount,
} from '../../../../test/fixtures/msw/state'
import { createTestEnv } from '../../../../test/fixtures/msw/test-env'
import type { LatchConfig } from '../../config/types'
import { REQUEST_WAIT_MS } from '../../constants'
import type { LatchEnv, LockManagerLike } from '../../env'
import { createLatch, type Latch } from '../../latch'
import { recoveryFileName } from './embedded-wallet.impl'
import { routeEmbeddedWallet } from './embedded-wallet.route'
import type { EmbeddedWalletState } from './embedded-wallet.types'

const server = useMswServer(createMswServer())

interface Setup {
  state: FakeState
  world: FakeWalletWorld
  clock: ManualClock
  /** The frame host of each device made, in order. */
  hosts: Array<ReturnType<FakeWalletWorld['device']>>
  device(config?: LatchConfig, extra?: Partial<LatchEnv>): Promise<Latch>
}

async function setup(): Promise<Setup> {
  const clock = createManualClock()
  const state = await createFakeState({ now: () => clock.now() })
  const { handlers } = createLoginHandlers(state)
  server.use(...createSessionHandlers(state), ...handlers)
  const world = createFakeWalletWorld(state)
  const hosts: Setup['hosts'] = []
  return {
    state,
    world,
    clock,
    hosts,
    async device(config, extra) {
      const host = world.device()
      hosts.push(host)
      const env = { ...createTestEnv({ clock }), walletFrameHost: host, ...extra }
      const latch = createLatch({
        appId: state.appId,
        apiUrl: state.apiUrl,
        env,
        ...(config ? { config } : {}),
      })
      const ready = latch.ready()
      await settle()
      await ready
      return latch
    },
  }
}

/**
 * Lets the fake API and the fake frame answer (real time: msw answers asynchronously) while moving the clock 10 ms
 * at a time, until `done` holds (at most 200 rounds).
 */
async function until(s: Setup, done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i++) {
    await new Promise((resolve) => setTimeout(resolve, 5))
    await s.clock.advance(10)
  }
  expect(done()).toBe(true)
}

/** Runs the clock until `promise` settles, and returns it. */
async function drive<T>(s: Setup, promise: Promise<T>): Promise<T> {
  let settled = false
  promise.then(
    () => {
      settled = true
    },
    () => {
      settled = true
    },
  )
  await until(s, () => settled)
  return promise
}

async function emailLogin(latch: Latch, email = 'ada@example.com') {
  await latch.initLoginWithEmail(email)
  return latch.loginWithCode('123456')
}

const off: LatchConfig = { embeddedWallets: { createOnLogin: 'off' } }

describe('createWallet (headless)', () => {
  it('creates the wallet without a modal; it is in $wallet and on the user; a second one is refused', async () => {
    const s = await setup()
    const latch = await s.device(off)
    await emailLogin(latch)
    const wallet = await drive(s, latch.createWallet())
    expect(wallet.address).toBe(s.world.wallets.values().next().value?.address)
    expect(wallet).toMatchObject({
      walletClientType: 'privy',
      connectorType: 'embedded',
      recoveryMethod: 'privy',
    })
    expect(latch.flows.embeddedWallet.$wallet.get()?.address).toBe(wallet.address)
    expect(latch.$user.get()?.embeddedWallet?.address).toBe(wallet.address)
    expect(latch.flows.embeddedWallet.$state.get().step).toBe('ready')
    expect(latch.$modal.get().open).toBe(false)
    await expect(latch.createWallet()).rejects.toMatchObject({
      code: 'embedded_wallet_already_exists',
      message: 'User already has an embedded wallet.',
    })
  })

  it('a creation racing a second one: one wallet, the other call is refused', async () => {
    const s = await setup()
    const latch = await s.device(off)
    await emailLogin(latch)
    const results = await drive(s, Promise.allSettled([latch.createWallet(), latch.createWallet()]))
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: { message: 'An error has occurred, please try again.' },
    })
    expect(s.world.wallets.size).toBe(1)
    expect(s.world.received.filter((m) => m.event === 'privy:wallet:create')).toHaveLength(1)
  })

  it("refuses without a session: 'User must be authenticated before creating a Privy wallet'", async () => {
    const s = await setup()
    const latch = await s.device(off)
    await expect(latch.createWallet()).rejects.toMatchObject({
      code: 'must_be_authenticated',
      message: 'User must be authenticated before creating a Privy wallet',
    })
    expect(s.world.received).toEqual([])
  })

  it('refuses a recovery password with forbidden characters before the frame is asked', async () => {
    const s = await setup()
    const latch = await s.device(off)
    await emailLogin(latch)
    await expect(latch.createWallet({ recoveryPassword: 'pass word' })).rejects.toMatchObject({
      code: 'invalid_input',
      message: 'Invalid characters used ( SPACE )',
    })
    expect(s.world.received.filter((m) => m.event === 'privy:wallet:create')).toEqual([])
  })

  it("maps a refused token to 'An error has occured, please login again.' and others to 'Unable to create wallet'", async () => {
    const s = await setup()
    const latch = await s.device(off)
    await emailLogin(latch)
    s.world.failNextCreate = { type: 'error', message: 'An error has occured, please login again.' }
    await expect(latch.createWallet()).rejects.toMatchObject({
      code: 'unknown_embedded_wallet_error',
      message: 'An error has occured, please login again.',
    })
    s.world.failNextCreate = { type: 'invalid_request_arguments', message: 'x' }
    await expect(latch.createWallet()).rejects.toMatchObject({ message: 'Unable to create wallet' })
    s.world.failNextCreate = { type: 'error', message: 'An error has occurred, please try again.' }
    await expect(latch.createWallet()).rejects.toMatchObject({
      message: 'An error has occurred, please try again.',
    })
    expect(latch.flows.embeddedWallet.$state.get().step).toBe('idle')
  })
})

describe('creation on login', () => {
  it("headless (no modal): 'users-without-wallets' creates the wallet after the login, once, with no screen", async () => {
    const s = await setup()
    const latch = await s.device({ embeddedWallets: { createOnLogin: 'users-without-wallets' } })
    await emailLogin(latch)
    await until(s, () => latch.flows.embeddedWallet.$wallet.get() !== null)
    expect(latch.$modal.get().open).toBe(false)
    expect(latch.flows.embeddedWallet.$state.get()).toMatchObject({ step: 'ready' })
    expect(latch.$user.get()?.embeddedWallet?.address).toBe(s.world.wallets.values().next().value?.address)
    // logging in again (the user has one now): nothing more is made
    await latch.logout()
    await emailLogin(latch)
    await drive(s, latch.refreshUser())
    await s.clock.advance(1000)
    expect(s.world.received.filter((m) => m.event === 'privy:wallet:create')).toHaveLength(1)
    expect(s.world.wallets.size).toBe(1)
  })

  it("headless: 'users-without-wallets' makes none for a user who logged in with a wallet of their own; 'off' none; 'all-users' does", async () => {
    const s = await setup()
    // a user signed in with an external wallet: 'users-without-wallets' leaves them, 'all-users' gives them one
    s.state.createUser([
      emailAccount('eve@example.com'),
      walletAccount('0x70997970C51812dc3A010C7d01b50e0d17dc79C8'),
    ])
    const without = await s.device({ embeddedWallets: { createOnLogin: 'users-without-wallets' } })
    await emailLogin(without, 'eve@example.com')
    const never = await s.device(off)
    await emailLogin(never, 'zed@example.com')
    await s.clock.advance(1000)
    await drive(s, without.refreshUser())
    expect(s.world.received.filter((m) => m.event === 'privy:wallet:create')).toHaveLength(0)
    const all = await s.device({ embeddedWallets: { createOnLogin: 'all-users' } })
    await emailLogin(all, 'eve@example.com')
    await until(s, () => all.flows.embeddedWallet.$wallet.get() !== null)
    expect(s.world.received.filter((m) => m.event === 'privy:wallet:create')).toHaveLength(1)
  })

  it('headless in two tabs sharing the browser locks, both logging in: one wallet, one creation asked of a frame, no error left', async () => {
    const s = await setup()
    const config: LatchConfig = { embeddedWallets: { createOnLogin: 'all-users' } }
    // the browser's Web Locks, shared by the two tabs: one holder per name at a time, in order
    const queues = new Map<string, Promise<unknown>>()
    const locks: LockManagerLike = {
      request(name, callback) {
        const run = (queues.get(name) ?? Promise.resolve()).then(callback, callback)
        queues.set(
          name,
          run.catch(() => undefined),
        )
        return run
      },
    }
    const a = await s.device(config, { locks })
    const b = await s.device(config, { locks })
    // b logs in while a's creation is under way (the fake frame answers only as the clock moves)
    await emailLogin(a, 'tabs@example.com')
    await emailLogin(b, 'tabs@example.com')
    await until(s, () => a.flows.embeddedWallet.$wallet.get() !== null)
    await drive(s, b.refreshUser())
    await s.clock.advance(1000)
    expect(s.world.wallets.size).toBe(1)
    // b waited for a's lock, read the user again and asked its frame for nothing
    expect(s.world.received.filter((m) => m.event === 'privy:wallet:create')).toHaveLength(1)
    expect(b.flows.embeddedWallet.$wallet.get()?.address).toBe(a.flows.embeddedWallet.$wallet.get()?.address)
    expect(b.flows.embeddedWallet.$state.get().step).not.toBe('error')
  })

  it('after an email sign-up in the modal: creation screen at 1400 ms, created screen (Welcome), closes after 2.5 s', async () => {
    const s = await setup()
    const latch = await s.device({ embeddedWallets: { createOnLogin: 'users-without-wallets' } })
    latch.openModal()
    let createdAt = 0
    latch.flows.embeddedWallet.$state.listen((st) => {
      if (st.step === 'created') createdAt = s.clock.now()
    })
    await emailLogin(latch)
    await s.clock.advance(1399)
    expect(latch.$modal.get().screen).not.toBe('EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN')
    await s.clock.advance(1)
    expect(latch.$modal.get().screen).toBe('EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN')
    await until(s, () => latch.$modal.get().screen === 'EMBEDDED_WALLET_CREATED_SCREEN')
    const state = latch.flows.embeddedWallet.$state.get()
    expect(state).toMatchObject({ step: 'created', origin: 'login', isNewUser: true })
    // The created screen closes 2500 ms after it showed.
    await s.clock.advance(createdAt + 2499 - s.clock.now())
    expect(latch.$modal.get().open).toBe(true)
    await s.clock.advance(1)
    expect(latch.$modal.get().open).toBe(false)
    expect(latch.flows.embeddedWallet.$state.get()).toMatchObject({ step: 'ready' })
    expect(latch.flows.embeddedWallet.$wallet.get()?.address).toBe(
      s.world.wallets.values().next().value?.address,
    )
  })

  it('inside a dialog the creation screen comes after 900 ms', async () => {
    const s = await setup()
    const latch = await s.device({
      embeddedWallets: { createOnLogin: 'all-users' },
      render: { inDialog: true },
    })
    latch.openModal()
    await emailLogin(latch)
    await s.clock.advance(899)
    expect(latch.$modal.get().screen).not.toBe('EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN')
    await s.clock.advance(1)
    expect(latch.$modal.get().screen).toBe('EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN')
  })

  it('a returning user without a wallet sees the created screen with isNewUser false (All set!)', async () => {
    const s = await setup()
    s.state.createUser([
      {
        type: 'email',
        address: 'bo@example.com',
        verified_at: 1,
        first_verified_at: 1,
        latest_verified_at: 1,
      },
    ])
    const latch = await s.device({ embeddedWallets: { createOnLogin: 'all-users' } })
    latch.openModal()
    await emailLogin(latch, 'bo@example.com')
    await s.clock.advance(1400)
    await until(s, () => latch.flows.embeddedWallet.$state.get().step === 'created')
    expect(latch.flows.embeddedWallet.$state.get()).toMatchObject({ step: 'created', isNewUser: false })
  })

  it('with requireUserPasswordOnCreate the creation screen asks for a password, then creates a user-passcode wallet', async () => {
    const s = await setup()
    const latch = await s.device({
      embeddedWallets: { createOnLogin: 'all-users', requireUserPasswordOnCreate: true },
    })
    latch.openModal()
    await emailLogin(latch)
    await s.clock.advance(1400)
    const flow = latch.flows.embeddedWallet
    expect(flow.$state.get()).toMatchObject({
      step: 'password',
      password: { step: 'creating', purpose: 'create', initiatedBy: 'automatic' },
    })
    expect(s.world.received.some((m) => m.event === 'privy:wallet:create')).toBe(false)
    flow.inputPassword('Sunny-Day.42')
    await flow.nextPasswordStep()
    flow.acknowledge(true)
    await flow.nextPasswordStep()
    flow.inputPassword('Sunny-Day.42')
    await flow.nextPasswordStep()
    await drive(s, flow.nextPasswordStep())
    expect(latch.$modal.get().screen).toBe('EMBEDDED_WALLET_CREATED_SCREEN')
    expect(s.world.wallets.values().next().value?.password).toBe('Sunny-Day.42')
    expect(flow.$wallet.get()?.recoveryMethod).toBe('user-passcode')
  })

  it('a failed creation after login shows the error step with the creation message', async () => {
    const s = await setup()
    const latch = await s.device({ embeddedWallets: { createOnLogin: 'all-users' } })
    s.world.failNextCreate = { type: 'error', message: 'An error has occurred, please try again.' }
    latch.openModal()
    await emailLogin(latch)
    await s.clock.advance(1400)
    expect(latch.flows.embeddedWallet.$state.get()).toMatchObject({
      step: 'error',
      phase: 'create',
      title: 'Something went wrong',
      message: 'An error has occurred, please try again.',
    })
    latch.flows.embeddedWallet.finish()
    await settle()
    expect(latch.$modal.get().open).toBe(false)
  })
})

async function withWallet(s: Setup, recoveryPassword?: string) {
  const first = await s.device(off)
  await emailLogin(first)
  return { first, wallet: await drive(s, first.createWallet(recoveryPassword ? { recoveryPassword } : {})) }
}

describe('provider and recovery', () => {
  it('personal_sign through the provider opens the sign-request screen like signMessage; Sign signs and the signature verifies', async () => {
    const s = await setup()
    const { first, wallet } = await withWallet(s)
    const provider = await first.getEmbeddedWalletProvider()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([wallet.address])
    const message = toHex('hello latch')
    const signing = provider.request({ method: 'personal_sign', params: [message, wallet.address] })
    await until(s, () => first.flows.sign.$state.get().step === 'ready')
    expect(first.$modal.get()).toMatchObject({ open: true, screen: 'EMBEDDED_WALLET_SIGN_REQUEST_SCREEN' })
    expect(first.flows.sign.$state.get()).toMatchObject({
      view: { kind: 'message', message: 'hello latch', title: 'Sign message' },
    })
    // nothing is signed before the person says so
    expect(s.world.received.filter((m) => m.event === 'privy:wallet:rpc')).toHaveLength(0)
    void first.flows.sign.confirm()
    const signature = (await drive(s, signing)) as `0x${string}`
    expect(await verifyMessage({ address: wallet.address, message: { raw: message }, signature })).toBe(true)
    expect(s.world.received.filter((m) => m.event === 'privy:wallet:rpc')).toHaveLength(1)
  })

  it('provider signing requests: closing the screen rejects with 4001 and signs nothing; typed data is shown; bad parameters are 4200 before anything opens', async () => {
    const s = await setup()
    const { first, wallet } = await withWallet(s)
    const provider = await first.getEmbeddedWalletProvider()
    const typed = {
      domain: { name: 'Latch', chainId: 1 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    }
    const signing = provider
      .request({ method: 'eth_signTypedData_v4', params: [wallet.address, JSON.stringify(typed)] })
      .catch((e) => e)
    await until(s, () => first.flows.sign.$state.get().step === 'ready')
    expect(first.flows.sign.$state.get()).toMatchObject({ view: { kind: 'typed-data' } })
    expect(
      JSON.parse(String((first.flows.sign.$state.get() as { view: { typedData: string } }).view.typedData)),
    ).toEqual({ contents: 'hi' })
    first.closeModal()
    expect(await drive(s, signing)).toMatchObject({ name: 'EmbeddedProviderError', code: 4001 })
    expect(s.world.received.filter((m) => m.event === 'privy:wallet:rpc')).toHaveLength(0)
    const other = '0x000000000000000000000000000000000000dEaD'
    for (const [method, params] of [
      ['personal_sign', [toHex('x'), other]],
      ['eth_sign', [wallet.address, 'not hex']],
      ['eth_signTypedData_v4', [wallet.address, '{not json']],
      ['personal_sign', { message: 'x' }],
    ] as const) {
      await expect(provider.request({ method, params: params as never })).rejects.toMatchObject({
        code: 4200,
      })
    }
    expect(first.$modal.get().open).toBe(false)
    expect(first.flows.request.$state.get().step).toBe('idle')
  })

  it('with noPromptOnSignature the provider signs at once: no screen, no pending request', async () => {
    const s = await setup()
    const latch = await s.device({
      ...off,
      embeddedWallets: { ...off.embeddedWallets, noPromptOnSignature: true },
    })
    await emailLogin(latch)
    const wallet = await drive(s, latch.createWallet())
    const provider = await latch.getEmbeddedWalletProvider()
    const message = toHex('silent')
    const signature = (await drive(
      s,
      provider.request({ method: 'personal_sign', params: [message, wallet.address] }),
    )) as `0x${string}`
    expect(await verifyMessage({ address: wallet.address, message: { raw: message }, signature })).toBe(true)
    expect(latch.$modal.get().open).toBe(false)
    expect(latch.flows.sign.$state.get().step).toBe('idle')
  })

  it('logout ends the wallet in the page: accountsChanged([]) and disconnect, eth_accounts [], signing 4100, the frame wiped and removed', async () => {
    const s = await setup()
    const { first, wallet } = await withWallet(s)
    const provider = await first.getEmbeddedWalletProvider()
    const events: unknown[] = []
    provider.on('accountsChanged', (a) => events.push(['accountsChanged', a]))
    provider.on('disconnect', (e) => events.push(['disconnect', (e as { code: number }).code]))
    await first.logout()
    expect(events).toEqual([
      ['accountsChanged', []],
      ['disconnect', 4900],
    ])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    const rpcBefore = s.world.received.filter((m) => m.event === 'privy:wallet:rpc').length
    await expect(
      provider.request({ method: 'personal_sign', params: [toHex('after'), wallet.address] }),
    ).rejects.toMatchObject({ code: 4100 })
    expect(s.world.received.filter((m) => m.event === 'privy:wallet:rpc')).toHaveLength(rpcBefore)
    await until(s, () => s.world.received.some((m) => m.event === 'privy:wallet:logout'))
    // the frame is removed once it had its moment to forget; the next use mounts a fresh one
    await until(s, () => s.hosts[0]?.destroyed === 1)
    expect(s.hosts[0]?.mounted).toBe(1)
  })

  it('a session revoked elsewhere (its refresh fails with missing_or_invalid_token) ends the wallet the same way', async () => {
    const s = await setup()
    const { first, wallet } = await withWallet(s)
    const provider = await first.getEmbeddedWalletProvider()
    const accounts: unknown[] = []
    provider.on('accountsChanged', (a) => accounts.push(a))
    for (const record of s.state.refreshTokens.values()) record.revoked = true
    await s.clock.advance(24 * 60 * 60 * 1000)
    expect(await drive(s, first.getAccessToken())).toBeNull()
    expect(first.$auth.get().status).toBe('unauthenticated')
    expect(accounts).toEqual([[]])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    await expect(
      provider.request({ method: 'personal_sign', params: [toHex('x'), wallet.address] }),
    ).rejects.toMatchObject({ code: 4100 })
    await until(s, () => s.world.received.some((m) => m.event === 'privy:wallet:logout'))
  })

  it('a second user on the same page gets only their own wallet: the first provider stays ended, the announced one follows the signed-in user', async () => {
    const s = await setup()
    const g = globalThis as { window?: unknown }
    const target = new EventTarget()
    const seen: Array<{ uuid: string; rdns: string; provider: unknown }> = []
    target.addEventListener('eip6963:announceProvider', (event) => {
      const detail = (event as CustomEvent).detail as {
        info: { rdns: string; uuid: string }
        provider: unknown
      }
      seen.push({ uuid: detail.info.uuid, rdns: detail.info.rdns, provider: detail.provider })
    })
    g.window = target
    try {
      const latch = await s.device(off)
      await emailLogin(latch, 'ada@example.com')
      const ada = await drive(s, latch.createWallet())
      await until(s, () => seen.length === 1)
      const announced = seen[0]?.provider as { request(a: { method: string }): Promise<unknown> }
      expect(seen[0]?.rdns).toBe('org.latch.embedded')
      // a dapp asking the announced provider for accounts connects the signed-in user's wallet
      expect(await drive(s, announced.request({ method: 'eth_requestAccounts' }))).toEqual([ada.address])
      const adaProvider = await latch.getEmbeddedWalletProvider()
      expect(await announced.request({ method: 'eth_accounts' })).toEqual([ada.address])

      await latch.logout()
      expect(await announced.request({ method: 'eth_accounts' })).toEqual([])
      await expect(announced.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4100 })
      target.dispatchEvent(new Event('eip6963:requestProvider'))
      expect(seen).toHaveLength(1)

      await emailLogin(latch, 'bob@example.com')
      const bob = await drive(s, latch.createWallet())
      expect(bob.address).not.toBe(ada.address)
      await until(s, () => seen.length === 2)
      // the same announced provider (same uuid), now for Bob only
      expect(seen[1]).toEqual(seen[0])
      const bobProvider = await drive(s, latch.getEmbeddedWalletProvider())
      expect(bobProvider).not.toBe(adaProvider)
      expect(await bobProvider.request({ method: 'eth_accounts' })).toEqual([bob.address])
      expect(await announced.request({ method: 'eth_accounts' })).toEqual([bob.address])
      expect(await adaProvider.request({ method: 'eth_accounts' })).toEqual([])
    } finally {
      delete g.window
    }
  })

  it('signMessage uses the embedded wallet by default (no setSigner)', async () => {
    const s = await setup()
    const latch = await s.device({
      ...off,
      embeddedWallets: { ...off.embeddedWallets, noPromptOnSignature: true },
    })
    await emailLogin(latch)
    const wallet = await drive(s, latch.createWallet())
    const signature = await drive(s, latch.signMessage('hello from the sign flow'))
    expect(
      await verifyMessage({ address: wallet.address, message: 'hello from the sign flow', signature }),
    ).toBe(true)
  })

  it('remembers the chain per address: a switch shows in $wallet and $wallets', async () => {
    const s = await setup()
    const config: LatchConfig = { ...off, defaultChain: mainnet, supportedChains: [mainnet, base] }
    const latch = await s.device(config)
    await emailLogin(latch)
    const wallet = await drive(s, latch.createWallet())
    expect(wallet.chainId).toBe('eip155:1')
    const provider = await latch.getEmbeddedWalletProvider()
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
    expect(latch.flows.embeddedWallet.$wallet.get()?.chainId).toBe('eip155:8453')
    await settle()
    expect(latch.$wallets.get().find((w) => w.address === wallet.address)?.chainId).toBe('eip155:8453')
  })

  it("a new device recovers an automatic-recovery ('privy') wallet silently: no screen", async () => {
    const s = await setup()
    const { wallet } = await withWallet(s)
    const second = await s.device(off)
    await emailLogin(second)
    const provider = await second.getEmbeddedWalletProvider()
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([wallet.address])
    expect(second.$modal.get().open).toBe(false)
    expect(s.world.received.filter((m) => m.event === 'privy:wallet:recover')).toHaveLength(1)
  })

  it('a new device with a user-passcode wallet shows the recovery screen; a wrong password shows the message', async () => {
    const s = await setup()
    const { wallet } = await withWallet(s, 'Secret-pass1')
    const second = await s.device(off)
    await emailLogin(second)
    const providing = second.getEmbeddedWalletProvider()
    await settle()
    expect(second.$modal.get()).toMatchObject({ open: true, screen: 'EMBEDDED_WALLET_RECOVERY_SCREEN' })
    await second.flows.embeddedWallet.recover('wrong-pass')
    expect(second.flows.embeddedWallet.$state.get()).toMatchObject({
      step: 'recovery',
      submitting: false,
      error: 'Invalid recovery password, please try again.',
    })
    await second.flows.embeddedWallet.recover('Secret-pass1')
    const provider = await providing
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([wallet.address])
    await settle()
    expect(second.$modal.get().open).toBe(false)
  })

  it('closing the recovery screen rejects the waiting provider', async () => {
    const s = await setup()
    await withWallet(s, 'Secret-pass1')
    const second = await s.device(off)
    await emailLogin(second)
    const providing = second.getEmbeddedWalletProvider().catch((error: unknown) => error)
    await settle()
    second.closeModal()
    await s.clock.advance(200)
    expect(await providing).toMatchObject({ code: 'request_canceled' })
  })

  it('a recovery step no UI answers (a custom UI rendering none) rejects with request_timeout after REQUEST_WAIT_MS; the flow leaves the step', async () => {
    const s = await setup()
    await withWallet(s, 'Secret-pass1')
    const second = await s.device(off)
    await emailLogin(second)
    second.closeModal()
    await s.clock.advance(200)
    const providing = second.getEmbeddedWalletProvider().catch((error: unknown) => error)
    await until(s, () => second.flows.embeddedWallet.$state.get().step === 'recovery')
    const at = s.clock.now()
    await s.clock.advance(REQUEST_WAIT_MS - 1000)
    expect(second.flows.embeddedWallet.$state.get().step).toBe('recovery')
    await until(s, () => s.clock.now() - at >= REQUEST_WAIT_MS)
    expect(await providing).toMatchObject({ code: 'request_timeout', retryable: true })
    expect(second.flows.embeddedWallet.$state.get().step).not.toBe('recovery')
  })

  it("an older server's fresh_login_required on a new device: the failure step offers 'Log in again'", async () => {
    const s = await setup()
    await withWallet(s)
    const second = await s.device(off)
    await emailLogin(second)
    s.world.failNextRecover = { type: 'fresh_login_required', message: 'Log in again to use your wallet' }
    const error = await drive(s, second.getEmbeddedWalletProvider()).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'fresh_login_required' })
    expect(second.flows.embeddedWallet.$state.get()).toMatchObject({
      step: 'error',
      phase: 'connect',
      action: 'login-again',
      title: 'Log in again to use your wallet',
    })
  })

  it('connection failure shows the failure step (Something went wrong / We are on it)', async () => {
    const s = await setup()
    await withWallet(s)
    s.world.wallets.clear()
    const second = await s.device(off)
    await emailLogin(second)
    await expect(second.exportWallet()).rejects.toBeTruthy()
    expect(second.flows.embeddedWallet.$state.get()).toMatchObject({
      step: 'error',
      phase: 'connect',
      title: 'Something went wrong',
      message: "We're on it. Please try again later.",
    })
    expect(second.$modal.get().screen).toBe('EMBEDDED_WALLET_CONNECTING_SCREEN')
  })
})

describe('key export', () => {
  it('shows the connecting screen for at least 1 s, then the export view; the token goes to it by postMessage, not in its URL', async () => {
    const s = await setup()
    const { first, wallet } = await withWallet(s)
    const exporting = first.exportWallet()
    await settle()
    expect(first.$modal.get().screen).toBe('EMBEDDED_WALLET_CONNECTING_SCREEN')
    await s.clock.advance(999)
    expect(first.$modal.get().screen).toBe('EMBEDDED_WALLET_CONNECTING_SCREEN')
    await s.clock.advance(1)
    await exporting
    expect(first.$modal.get().screen).toBe('EMBEDDED_WALLET_KEY_EXPORT_SCREEN')
    const state = first.flows.embeddedWallet.$state.get() as Extract<
      EmbeddedWalletState,
      { step: 'exporting' }
    >
    const url = new URL(state.exportUrl)
    expect(url.pathname).toBe(`/apps/${s.state.appId}/embedded-wallets/export`)
    expect(url.searchParams.get('address')).toBe(wallet.address)
    expect(url.searchParams.has('token')).toBe(false)
    const token = (await first.getAccessToken()) as string
    expect(state.exportUrl).not.toContain(token)
    const host = s.hosts[0] as (typeof s.hosts)[number]
    // a view of another channel (not the one this export made) gets nothing
    const other = new URL(state.exportUrl)
    other.searchParams.set('channel', 'someone-else')
    expect(host.openExportView(other.toString()).received).toEqual([])
    // the export's view says ready and gets the token, posted to the frame origin only
    const view = host.openExportView(state.exportUrl)
    await settle()
    expect(view.received).toEqual([{ accessToken: token, targetOrigin: new URL(s.state.apiUrl).origin }])
    first.closeModal()
    await s.clock.advance(200)
    expect(first.flows.embeddedWallet.$state.get().step).toBe('ready')
    // once the export ended, a view that loads again on its channel gets nothing
    expect(host.openExportView(state.exportUrl).received).toEqual([])
  })

  it('a refusal no verification lifts ends the delivery: the view keeps its message, a view that loads again gets nothing', async () => {
    const s = await setup()
    const { first } = await withWallet(s)
    await drive(s, first.exportWallet())
    const state = first.flows.embeddedWallet.$state.get() as Extract<
      EmbeddedWalletState,
      { step: 'exporting' }
    >
    const host = s.hosts[0] as (typeof s.hosts)[number]
    const refused = host.openExportView(state.exportUrl, () => ({ type: 'error', message: 'no' }))
    await settle()
    expect(refused.received).toHaveLength(1)
    // a refusal no verification lifts leaves the view's own message on screen
    expect(first.flows.embeddedWallet.$state.get().step).toBe('exporting')
    const again = host.openExportView(state.exportUrl)
    await settle()
    expect(again.received).toEqual([])
  })
})

describe('recovery password flow', () => {
  async function toPasswordScreen(s: Setup, initiatedBy: 'user' | 'automatic' = 'user') {
    const { first } = await withWallet(s)
    await first.setWalletPassword({ initiatedBy })
    expect(first.$modal.get().screen).toBe('EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN')
    await first.flows.embeddedWallet.startPassword()
    expect(first.$modal.get().screen).toBe('EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN')
    return first
  }
  const step = (latch: Latch) => {
    const s = latch.flows.embeddedWallet.$state.get()
    return s.step === 'password' ? s.password : null
  }

  it('goes creating, saving, confirming, finalizing, done; each step goes back; the password is set', async () => {
    const s = await setup()
    const latch = await toPasswordScreen(s)
    const flow = latch.flows.embeddedWallet
    flow.inputPassword('abc')
    expect(step(latch)?.validation).toBe('Password must be at least 6 characters')
    await flow.nextPasswordStep()
    expect(step(latch)?.step).toBe('creating')
    flow.inputPassword('Good-pass.1')
    expect(step(latch)?.validation).toBeNull()
    await flow.nextPasswordStep()
    expect(step(latch)?.step).toBe('saving')
    await flow.nextPasswordStep()
    expect(step(latch)?.step).toBe('saving') // the checkbox is needed
    flow.previousPasswordStep()
    expect(step(latch)?.step).toBe('creating')
    await flow.nextPasswordStep()
    flow.acknowledge(true)
    await flow.nextPasswordStep()
    expect(step(latch)?.step).toBe('confirming')
    flow.inputPassword('Good-pass.2')
    await flow.nextPasswordStep()
    expect(step(latch)).toMatchObject({ step: 'confirming', validation: 'Passwords do not match' })
    flow.previousPasswordStep()
    expect(step(latch)?.step).toBe('saving')
    await flow.nextPasswordStep()
    flow.inputPassword('Good-pass.1')
    await flow.nextPasswordStep()
    expect(step(latch)?.step).toBe('finalizing')
    flow.previousPasswordStep()
    expect(step(latch)?.step).toBe('confirming')
    await flow.nextPasswordStep()
    await flow.nextPasswordStep()
    expect(step(latch)).toMatchObject({ step: 'done', password: '' })
    expect(s.world.wallets.values().next().value?.password).toBe('Good-pass.1')
    expect(latch.flows.embeddedWallet.$wallet.get()?.recoveryMethod).toBe('user-passcode')
    // user-initiated: stays until closed
    await s.clock.advance(5000)
    expect(latch.$modal.get().open).toBe(true)
    flow.finish()
    await settle()
    expect(latch.$modal.get().open).toBe(false)
    await expect(latch.setWalletPassword()).rejects.toMatchObject({
      message: 'This account already has a recovery password',
    })
  })

  it('an automatic flow cannot be canceled and closes 1400 ms after done', async () => {
    const s = await setup()
    const latch = await toPasswordScreen(s, 'automatic')
    const flow = latch.flows.embeddedWallet
    flow.cancelPassword()
    expect(step(latch)?.step).toBe('creating')
    await flow.generatePassword()
    const generated = step(latch)?.password ?? ''
    expect(generated).toHaveLength(20)
    await flow.nextPasswordStep()
    flow.acknowledge(true)
    await flow.nextPasswordStep()
    flow.inputPassword(generated)
    await flow.nextPasswordStep()
    await flow.nextPasswordStep()
    expect(step(latch)?.step).toBe('done')
    await s.clock.advance(1399)
    expect(latch.$modal.get().open).toBe(true)
    await s.clock.advance(1)
    expect(latch.$modal.get().open).toBe(false)
  })

  it('passkey recovery is not offered where the browser has no PRF capability: the splash offers the password only, the command refuses with passkey_prf_unsupported and changes nothing', async () => {
    const s = await setup()
    const { first } = await withWallet(s)
    expect(await first.isPasskeyRecoverySupported()).toBe(false)
    await first.setWalletPassword()
    await settle()
    expect(first.flows.embeddedWallet.$state.get()).toMatchObject({
      step: 'password-splash',
      passkeyOffered: false,
    })
    first.flows.embeddedWallet.cancelPassword()
    await expect(first.setWalletRecoveryPasskey()).rejects.toMatchObject({
      code: 'passkey_prf_unsupported',
      message: "Passkey recovery isn't available in this browser.",
    })
    expect(first.flows.embeddedWallet.$state.get().step).not.toBe('passkey')
    expect(first.flows.embeddedWallet.$wallet.get()?.recoveryMethod).toBe('privy')
  })

  it('a user-initiated flow is canceled with its onCancel', async () => {
    const s = await setup()
    const { first } = await withWallet(s)
    let canceled = 0
    await first.setWalletPassword({ onCancel: () => canceled++ })
    first.flows.embeddedWallet.cancelPassword()
    await settle()
    expect(canceled).toBe(1)
    expect(first.$modal.get().open).toBe(false)
  })

  it('the strength estimate arrives for what was typed', async () => {
    const s = await setup()
    const latch = await toPasswordScreen(s)
    latch.flows.embeddedWallet.inputPassword('K9#mQ2$vLx!pR7&t')
    for (let i = 0; i < 50 && !step(latch)?.strength; i++) await new Promise((r) => setTimeout(r, 100))
    expect(step(latch)?.strength?.label).toBe('strong')
  }, 20_000)
})

describe('routing rule and file name', () => {
  const wallet = {
    address: '0x0000000000000000000000000000000000000001' as const,
    chainId: 'eip155:1',
    walletClientType: 'privy' as const,
    connectorType: 'embedded' as const,
    recoveryMethod: 'privy' as const,
  }
  it('navigates per step and closes when a screen step ends', () => {
    expect(
      routeEmbeddedWallet(
        { step: 'creating', origin: 'api' },
        { step: 'created', origin: 'api', wallet, isNewUser: true },
      ),
    ).toBeNull()
    expect(
      routeEmbeddedWallet({ step: 'connecting', target: 'provider' }, { step: 'ready', wallet }),
    ).toBeNull()
    expect(routeEmbeddedWallet({ step: 'idle' }, { step: 'connecting', target: 'provider' })).toBeNull()
    expect(routeEmbeddedWallet({ step: 'idle' }, { step: 'connecting', target: 'export' })).toMatchObject({
      kind: 'navigate',
      entry: { screen: 'EMBEDDED_WALLET_CONNECTING_SCREEN' },
    })
    expect(
      routeEmbeddedWallet(
        { step: 'recovery', target: 'provider', submitting: false, error: null },
        { step: 'ready', wallet },
      ),
    ).toEqual({ kind: 'close' })
  })
  it("names the recovery file from the app name plus 'privy-wallet-recovery.txt'", () => {
    expect(recoveryFileName('Latch Demo')).toBe('Latch-Demo-privy-wallet-recovery.txt')
    expect(recoveryFileName(null)).toBe('privy-wallet-recovery.txt')
  })
})

describe('$wallets', () => {
  it("lists the embedded wallet with walletClientType 'privy' and signs through it", async () => {
    const s = await setup()
    const { first, wallet } = await withWallet(s)
    await settle()
    const entry = first.$wallets.get().find((w) => w.address === wallet.address)
    expect(entry).toMatchObject({
      walletClientType: 'privy',
      connectorType: 'embedded',
      chainId: wallet.chainId,
    })
    const signing = entry?.sign('hello')
    // the embedded wallet's entry signs through the prompting provider, like signMessage
    await until(s, () => first.flows.sign.$state.get().step === 'ready')
    void first.flows.sign.confirm()
    const signature = await drive(s, signing as Promise<`0x${string}`>)
    expect(
      await verifyMessage({
        address: wallet.address,
        message: 'hello',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
    await first.logout()
    await settle()
    expect(first.$wallets.get().some((w) => w.address === wallet.address)).toBe(false)
  })
})
