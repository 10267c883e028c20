/**
 * The wallet flow's runtime, loaded with `import()` on first use: discovery, connectors, the connection store,
 * WalletConnect, SIWE. One runtime per client; `dispose` stops discovery and provider listeners.
 */
import type { Wallet as StandardWallet } from '@wallet-standard/base'
import type { ReadableAtom } from 'nanostores'
import { atom, computed } from 'nanostores'
import { parseUserResponseJSON } from '../../api/shapes'
import { SIWS_PATHS } from '../../chains/solana/paths'
import { connectorForDiscoveredWallet, type WalletConnector } from '../../connectors/connector'
import { inAppBrowserLink, walletConnectLink } from '../../connectors/deep-links'
import { createWalletDiscovery } from '../../connectors/discovery'
import { KNOWN_WALLETS } from '../../connectors/known-wallets'
import { createQrCode } from '../../connectors/qr'
import { consumeWalletReturnParams } from '../../connectors/return-params'
import { createSiweCredentials, SIWE_PATHS } from '../../connectors/siwe'
import type { ConnectedWallet, DiscoveredWallet } from '../../connectors/types'
import { createWalletConnectConnector, type WalletConnectModule } from '../../connectors/walletconnect'
import { createWallets } from '../../connectors/wallets.store'
import { PHANTOM_INSTALL_URL, PHANTOM_INTERSTITIAL_FALLBACK_MS } from '../../constants'
import type { LatchContext } from '../../context'
import { isApiError, isLatchError, LatchError } from '../../errors'
import { formatMessage } from '../../messages'
import { formatWalletMessage } from '../../messages.wallet'
import { isMobileBrowser } from '../../rules/device'
import { mapWalletError, toWalletError, type WalletOperation } from '../../rules/wallet-errors'
import { orderWalletOptions, stripEmoji, type WalletOption } from '../../rules/wallet-list'
import { toUser } from '../../user/parse'
import type { User } from '../../user/types'
import { errorStep, qrPath, signaturePromptDelay } from './wallets.rules'
import { submitSiweCredentials } from './wallets.siwe'
import type { WalletsStore } from './wallets.store'
import type {
  LoginWithWalletReturnType,
  WalletChoice,
  WalletFlowState,
  WalletMode,
  WalletTarget,
} from './wallets.types'

/** What a run ends with: a login or link result, a connected wallet, or null (left for another app). */
export type RunResult = LoginWithWalletReturnType | ConnectedWallet | null

/** The loaded wallet runtime. */
export interface WalletRuntime {
  /** Connects (and for login/link signs and submits) the chosen wallet; `attempt` counts retries. */
  run(mode: WalletMode, choice: WalletChoice, attempt: number): Promise<RunResult>
  /** Keeps `store.$options` in step with discovery and config while it is called; returns the stop function. */
  watchOptions(): () => void
  /** Tries the last wallet again (at most `WALLET_CONNECT_MAX_RETRIES` times). */
  retry(): Promise<RunResult>
  /** Unlinks an external wallet from the signed-in user. */
  unlink(address: string): Promise<User>
  /** Disconnects every external wallet. */
  disconnectAll(): Promise<void>
  /**
   * Reads the wallet return parameters on load and removes them from the address; with `privy_connector=injected`
   * (a wallet's in-app browser), logs in with its injected wallet once discovery is over, unless signed in.
   */
  handleReturn(): Promise<RunResult>
  dispose(): void
}

/** Dependencies the flow hands the runtime. */
export interface WalletRuntimeDeps {
  ctx: LatchContext
  store: WalletsStore
}

type Phase = 'connect' | 'sign' | 'submit'

function sleep(ctx: LatchContext, ms: number): Promise<void> {
  return new Promise((resolve) => ctx.env.clock.setTimeout(resolve, ms))
}

/** Creates the runtime: restores remembered connections as their wallets announce themselves. */
export function createWalletRuntime({ ctx, store }: WalletRuntimeDeps): WalletRuntime {
  const { env, messages } = ctx
  const wallets = createWallets({ env, messages, $config: ctx.$config })
  const discovery = createWalletDiscovery({ env })
  const offs: Array<() => void> = []
  offs.push(wallets.$wallets.subscribe((list) => store.$external.set([...list])))
  // Discovery runs while the runtime lives: remembered connections come back as their providers announce.
  offs.push(
    discovery.$wallets.subscribe((found) => {
      if (found.length === 0) return
      void wallets.restore(found.map((w) => connectorFor(w)))
    }),
  )
  const connectors = new Map<string, WalletConnector>()
  const connectorFor = (wallet: DiscoveredWallet): WalletConnector => {
    const existing = connectors.get(wallet.id)
    if (existing && existing.provider === wallet.provider) return existing
    const created = connectorForDiscoveredWallet(wallet, { clock: env.clock, messages })
    connectors.set(wallet.id, created)
    return created
  }

  // Solana wallets (Wallet Standard): their code loads only when the host lists 'solana_wallets'
  const $solana = atom<readonly StandardWallet[]>([])
  let solanaStarted = false
  offs.push(
    ctx.$config.subscribe((config) => {
      if (solanaStarted || !config.appearance.supportedWallets.includes('solana_wallets')) return
      solanaStarted = true
      import('./wallets.solana').then(
        ({ createSolanaWallets }) => {
          const found = createSolanaWallets()
          offs.push(
            found.stop,
            found.$wallets.subscribe((list) => $solana.set(list)),
          )
        },
        (error: unknown) => env.logger.warn('Solana wallet discovery could not load', error),
      )
    }),
  )

  let hinted = false
  const $options: ReadableAtom<WalletOption[]> = computed(
    [discovery.$wallets, ctx.$config, store.$walletConnect, $solana],
    (found, config, loader, solanaWallets) => {
      const supportedWallets = config.appearance.supportedWallets
      if (!loader && !hinted && supportedWallets.includes('wallet_connect')) {
        hinted = true
        env.logger.warn(formatWalletMessage(messages, 'walletConnect.notInstalled'))
      }
      return orderWalletOptions({
        supportedWallets,
        browserWallets: found,
        knownWallets: KNOWN_WALLETS,
        walletConnect: loader !== null,
        solanaWallets,
      })
    },
  )

  /** A browser wallet by id or wallet type; other rows (named, WalletConnect) once discovery is over. */
  const lookup = (choice: string): WalletOption | undefined => {
    const found = discovery.$wallets.get().find((w) => w.id === choice || w.walletClientType === choice)
    if (found)
      return {
        kind: 'browser',
        id: found.id,
        name: found.name,
        icon: found.icon,
        knownId: found.walletClientType,
        wallet: found,
      }
    if (choice === 'wallet_connect' || discovery.$status.get() === 'ready')
      return $options.get().find((o) => o.id === choice)
    return undefined
  }

  /**
   * The row for a choice. An id asked for right after load waits for discovery: the wallet's announcement, or the
   * end of the injected-provider wait (then a named wallet that is not installed pairs through WalletConnect).
   */
  const resolve = async (choice: WalletChoice): Promise<WalletOption> => {
    if (typeof choice !== 'string') return choice
    const option =
      lookup(choice) ??
      (await new Promise<WalletOption | undefined>((done) => {
        const offs: Array<() => void> = []
        const check = () => {
          const now = lookup(choice)
          if (!now && discovery.$status.get() !== 'ready') return
          queueMicrotask(() => {
            for (const off of offs) off()
          })
          done(now)
        }
        offs.push(discovery.$wallets.listen(check), discovery.$status.listen(check))
        check()
      }))
    if (option) return option
    throw new LatchError(
      'invalid_input',
      formatMessage(messages, 'config.unknownWalletName', { name: choice }),
    )
  }

  const discovered = (option: WalletOption): DiscoveredWallet | undefined => {
    const info =
      option.kind === 'browser' ? option.wallet : option.kind === 'named' ? option.installed : undefined
    if (!info) return undefined
    return discovery.$wallets.get().find((w) => w.id === info.id)
  }

  const set = (state: WalletFlowState) => store.$state.set(state)

  const walletConnect = (mode: WalletMode, target: WalletTarget, attempt: number): WalletConnector => {
    const config = ctx.$config.get()
    const appConfig = ctx.$appConfig.get()
    const loader = store.$walletConnect.get()
    const origin = env.location ? new URL(env.location.href()).origin : 'https://localhost'
    return createWalletConnectConnector({
      projectId: appConfig?.walletConnectCloudProjectId ?? null,
      chains: config.supportedChains,
      rpcUrls: config.rpcConfig.rpcUrls,
      metadata: {
        name: appConfig?.name ?? 'Latch',
        description: appConfig?.name ?? 'Latch',
        url: origin,
        icons: [],
      },
      load: async () => {
        if (!loader)
          throw new LatchError('invalid_config', formatMessage(messages, 'error.unableToConnectWallet'))
        return (await loader()) as WalletConnectModule
      },
      onDisplayUri: (uri) => {
        const now = store.$state.get()
        if (now.step !== 'connecting' && now.step !== 'pairing') return
        // A named wallet (not installed here) gets its own app's link; WalletConnect's row lets any app open it.
        const appLink = target.walletId === 'wallet_connect' ? null : walletConnectLink(target.walletId, uri)
        set({ step: 'pairing', mode, ...target, attempt, uri, qr: null, appLink })
        createQrCode(uri).then(
          (code) => {
            const latest = store.$state.get()
            if (latest.step === 'pairing' && latest.uri === uri)
              set({ ...latest, qr: { size: code.size, path: qrPath(code.modules) } })
          },
          (error: unknown) => env.logger.warn('The pairing QR code could not be drawn', error),
        )
      },
      clock: env.clock,
      messages,
    })
  }

  let last: { mode: WalletMode; choice: WalletChoice } | null = null
  let running = false
  /** One attempt at a time: a second call while a wallet prompt is open is refused, the first one goes on. */
  const run = async (mode: WalletMode, choice: WalletChoice, attempt: number): Promise<RunResult> => {
    if (running) throw new LatchError('invalid_state', 'A wallet request is already in progress')
    running = true
    try {
      return await runOnce(mode, choice, attempt)
    } finally {
      running = false
    }
  }

  const runOnce = async (mode: WalletMode, choice: WalletChoice, attempt: number): Promise<RunResult> => {
    last = { mode, choice }
    let target: WalletTarget = { walletId: typeof choice === 'string' ? choice : choice.id, walletName: '' }
    let phase: Phase = 'connect'
    try {
      if (store.$state.get().step !== 'connecting') set({ step: 'connecting', mode, ...target, attempt })
      const option = await resolve(choice)
      target = { walletId: option.id, walletName: option.name }
      if (option.kind === 'solana') {
        const wallet = $solana
          .get()
          .find((w) => `solana:${stripEmoji(w.name) || 'Solana wallet'}` === option.id)
        if (!wallet)
          throw new LatchError(
            'invalid_input',
            formatMessage(messages, 'config.unknownWalletName', { name: option.name }),
          )
        if (mode === 'connect')
          throw new LatchError('invalid_input', formatMessage(messages, 'error.unableToConnectWallet'))
        const { signInWithSolana } = await import('./wallets.solana')
        const { address, ...result } = await signInWithSolana(ctx, wallet, mode, {
          account(address) {
            phase = 'sign'
            set({ step: 'signing', mode, ...target, attempt, address, promptAt: env.clock.now() })
          },
          signed(credentials) {
            phase = 'submit'
            set({ step: 'authenticating', mode, ...target, attempt, address: credentials.address })
          },
        })
        set({ step: 'done', mode, ...target, address, ...result })
        return result
      }
      const found = discovered(option)
      let connector: WalletConnector
      if (found) connector = connectorFor(found)
      else if (option.kind === 'wallet_connect') connector = walletConnect(mode, target, attempt)
      else if (option.id === 'phantom') {
        // On a phone Phantom is an app: open this page in its in-app browser. On a desktop it is an extension:
        // without it, the install screen.
        const device = env.device?.()
        const phone = device ? isMobileBrowser(device.userAgent, device.maxTouchPoints) : false
        const url = phone && env.location ? inAppBrowserLink('phantom', env.location.href()) : null
        if (url) {
          set({ step: 'redirecting', mode, ...target, url, fallback: false })
          env.clock.setTimeout(() => {
            const now = store.$state.get()
            if (now.step === 'redirecting' && now.url === url) set({ ...now, fallback: true })
          }, PHANTOM_INTERSTITIAL_FALLBACK_MS)
          env.location?.assign(url)
        } else set({ step: 'install', mode, ...target, installUrl: PHANTOM_INSTALL_URL })
        return null
      } else {
        // A named wallet without its extension pairs through WalletConnect (its app scans the code).
        connector = walletConnect(mode, target, attempt)
      }
      set({ step: 'connecting', mode, ...target, attempt })
      const off = wallets.$state.listen((s) => {
        if (s.status === 'switching_to_supported_chain')
          set({ step: 'switching-chain', mode, ...target, attempt })
      })
      let wallet: ConnectedWallet
      try {
        wallet = await wallets.connect(connector)
      } finally {
        off()
      }
      if (mode === 'connect') {
        set({ step: 'connected', mode, ...target, address: wallet.address })
        return wallet
      }
      phase = 'sign'
      const delay = signaturePromptDelay(wallet.connectorType)
      set({
        step: 'signing',
        mode,
        ...target,
        attempt,
        address: wallet.address,
        promptAt: env.clock.now() + delay,
      })
      if (delay > 0) await sleep(ctx, delay)
      const credentials = await createSiweCredentials({ api: ctx.api, env, messages }, wallet)
      phase = 'submit'
      set({ step: 'authenticating', mode, ...target, attempt, address: wallet.address })
      const result = await submitSiweCredentials(ctx, credentials, mode)
      set({ step: 'done', mode, ...target, address: wallet.address, ...result })
      return result
    } catch (error) {
      const operation: WalletOperation =
        phase === 'connect' ? 'connect' : phase === 'sign' ? 'sign' : mode === 'connect' ? 'connect' : mode
      const info = mapWalletError(error, operation, messages)
      const allowlist =
        isLatchError(error) &&
        (error.code === 'allowlist_rejected' || (isApiError(error) && error.type === 'allowlist_rejected'))
      set({
        ...errorStep(target, mode, attempt, info),
        ...(allowlist ? { reason: 'allowlist' as const } : {}),
      })
      throw isLatchError(error) ? error : toWalletError(error, operation, messages)
    }
  }

  return {
    run,
    retry() {
      const s = store.$state.get()
      if (!last || s.step !== 'error' || s.retriesLeft <= 0)
        return Promise.reject(new LatchError('invalid_state', 'There is no wallet attempt to retry'))
      return run(last.mode, last.choice, s.attempt + 1)
    },
    watchOptions: () => $options.subscribe((options) => store.$options.set([...options])),
    async unlink(address) {
      // Like every unlink, through the step-up guard: the server wants a fresh MFA verification (a user with MFA)
      // or a fresh login or step-up code (without MFA) before a login method goes; the guard asks and sends it again.
      // a Solana address (base58, no 0x) goes to siws/unlink
      const path = address.startsWith('0x') ? SIWE_PATHS.unlink : SIWS_PATHS.unlink
      const json = await ctx.stepUp.guard(() =>
        ctx.api.request({
          method: 'POST',
          path,
          body: { address },
          auth: 'protected',
          parse: parseUserResponseJSON,
        }),
      )
      const user = toUser(json)
      ctx.session.setUser(user)
      return user
    },
    disconnectAll: () => wallets.disconnectAll(),
    async handleReturn() {
      const found = consumeWalletReturnParams(env)
      if (found?.connector !== 'injected') return null
      if (discovery.$status.get() !== 'ready')
        await new Promise<void>((resolve) => {
          const off = discovery.$status.subscribe((status) => {
            if (status !== 'ready') return
            queueMicrotask(() => off())
            resolve()
          })
        })
      if (ctx.$user.get()) return null
      const list = discovery.$wallets.get()
      const wallet =
        list.find((w) => found.walletClient !== null && w.walletClientType === found.walletClient) ??
        list.find((w) => w.source === 'injected') ??
        list[0]
      if (!wallet) return null
      return run('login', wallet.id, 0).catch(() => null)
    },
    dispose() {
      for (const off of offs.splice(0)) off()
      wallets.destroy()
    },
  }
}
export { walletIntents } from './wallets.intents'
