/**
 * The external wallet flow: `$wallets`, the wallet list, and the commands `loginWithWallet`, `linkWallet`,
 * `unlinkWallet` and `connectWallet`. Only the stores and small command stubs load up front; discovery,
 * connectors, WalletConnect and SIWE load with `import()` on first use.
 */
import type { ReadableAtom } from 'nanostores'
import { onMount } from 'nanostores'
import type { ConnectedWallet } from '../../connectors/types'
import { STORAGE_KEYS } from '../../constants'
import type { LatchContext } from '../../context'
import { LatchError } from '../../errors'
import type { WalletOption } from '../../rules/wallet-list'
import { defineFlowModule } from '../../services/flow-module'
import { showScreen } from '../../services/router/intents'
import { bindRoute } from '../../services/router/route.types'
import { walletMethod } from '../../user/methods/wallet'
import type { User } from '../../user/types'
import type { WalletRuntime } from './wallets.impl'
import { routeWallets } from './wallets.route'
import { walletsScreens } from './wallets.screens'
import { createWalletsStore } from './wallets.store'
import type {
  LoginWithWalletReturnType,
  WalletChoice,
  WalletConnectLoader,
  WalletEntry,
  WalletFlowState,
  WalletMode,
  WalletView,
} from './wallets.types'

/** The wallet flow of one client. */
export interface WalletsFlow {
  $state: ReadableAtom<WalletFlowState>
  /** View selector: busy, error, retry and 'Use a different wallet' flags for screens and custom UIs. */
  $view: ReadableAtom<WalletView>
  /** Connected wallets: the active one first, then newest first. */
  $wallets: ReadableAtom<ConnectedWallet[]>
  /** The wallet list (browser wallets, named wallets, WalletConnect); discovery runs while it has listeners. */
  $options: ReadableAtom<WalletOption[]>
  /**
   * False until `$options` was listed once (the wallet code loads on the list's first listener): an empty list before
   * that is not "no wallet was found", so a screen shows it as loading.
   */
  $optionsLoaded: ReadableAtom<boolean>
  /** Shows the wallet list for a login, a link or a connect-only connection (the modal opens on it). */
  choose(mode: WalletMode): void
  /** Runs a wallet (a row's Connect action) in `mode`, by default the mode of the list on screen. */
  select(wallet: WalletChoice, mode?: WalletMode): Promise<LoginWithWalletReturnType | ConnectedWallet | null>
  /** Tries the last wallet again (at most `WALLET_CONNECT_MAX_RETRIES` times). */
  retry(): Promise<LoginWithWalletReturnType | ConnectedWallet | null>
  /** Back to the wallet list ('Use a different wallet'). */
  chooseAnother(): void
  /**
   * LOGIN_FAILED_SCREEN's 'Try again', in one click: after a failed wallet attempt it tries the same wallet again
   * (or, with no retry left, goes back to the wallet list) and answers true; false when no wallet attempt failed.
   */
  tryAgain(): boolean
  /** Shows the install screen of the wallet being redirected to (the interstitial's fallback). */
  showInstall(): void
  /** Back to idle. */
  reset(): void
  /** Puts a wallet into `$wallets` (another flow's, e.g. the embedded wallet); replaces one with that address. */
  upsertWallet(entry: WalletEntry): void
  /** Takes a wallet put in by `upsertWallet` out of `$wallets`. */
  removeWallet(address: string): void
  /** Lists this wallet first in `$wallets`; null goes back to newest first. */
  setActiveWallet(address: string | null): void
  /**
   * The host's loader of `@walletconnect/ethereum-provider` (an optional peer dependency: install it, then pass
   * `() => import('@walletconnect/ethereum-provider')`), called only when WalletConnect is picked. Without one the
   * wallet list has no WalletConnect row (nor the named wallets that pair through it) and says so once in the
   * console.
   */
  setWalletConnectLoader(loader: WalletConnectLoader | null): void
  /** Disconnects every external wallet. */
  disconnectAll(): Promise<void>
}

/** The wallet commands a `Latch` exposes. */
export interface WalletCommands {
  /** Connected wallets: the active one first, then newest first. */
  $wallets: ReadableAtom<ConnectedWallet[]>
  /** Logs in with a wallet (SIWE); without one, opens the wallet list and resolves null. */
  loginWithWallet(wallet?: WalletChoice): Promise<LoginWithWalletReturnType | null>
  /** Links a wallet to the signed-in user (SIWE); without one, opens the wallet list and resolves null. */
  linkWallet(wallet?: WalletChoice): Promise<LoginWithWalletReturnType | null>
  /** Unlinks an external wallet from the signed-in user. */
  unlinkWallet(address: string): Promise<User>
  /** Connects a wallet without a session; without one, opens the connect-only wallet list and resolves null. */
  connectWallet(wallet?: WalletChoice): Promise<ConnectedWallet | null>
}

const load = () => import('./wallets.impl')

/** Creates the wallet flow over the context (used by the module; exported for tests). */
export function createWalletsFlow(ctx: LatchContext): {
  flow: WalletsFlow
  commands: WalletCommands
  dispose(): void
} {
  const store = createWalletsStore(ctx.walletList.$entries)
  const { $state } = store
  const offs: Array<() => void> = []
  let runtime: Promise<WalletRuntime> | undefined
  let loaded = false
  let disposed = false
  const rt = (): Promise<WalletRuntime> =>
    (runtime ??= load().then(
      (m) => {
        const created = m.createWalletRuntime({ ctx, store })
        loaded = true
        if (disposed) created.dispose()
        else offs.push(created.dispose)
        return created
      },
      (error: unknown) => {
        runtime = undefined
        throw error
      },
    ))
  /** A command whose work is in the wallet code: loads it first. */
  const later =
    <K extends 'retry' | 'unlink' | 'disconnectAll'>(key: K) =>
    (...args: Parameters<WalletRuntime[K]>): ReturnType<WalletRuntime[K]> =>
      rt().then((r) => (r[key] as (...a: typeof args) => unknown)(...args)) as ReturnType<WalletRuntime[K]>

  onMount(store.$options, () => {
    let stop: (() => void) | undefined
    let left = false
    rt().then(
      (r) => {
        if (!left) stop = r.watchOptions()
        store.$optionsLoaded.set(true)
      },
      (error: unknown) => {
        // no spinner left turning: the list shows what it has (and says no wallet was found)
        store.$optionsLoaded.set(true)
        ctx.env.logger.warn('The wallet list could not load', error)
      },
    )
    return () => {
      left = true
      stop?.()
    }
  })

  // On load: remembered connections come back (their wallets reconnect without a prompt), and a page opened by a
  // wallet's in-app browser (privy_connector=injected) connects that wallet. Both need the wallet code; a page with
  // neither never loads it.
  const href = ctx.env.walletHost ? (ctx.env.location?.href() ?? '') : ''
  if (/[?&]privy_(token|connector|wallet_client)=/.test(href)) void rt().then((r) => r.handleReturn())
  else if (ctx.env.walletHost && ctx.env.storage.getItem(STORAGE_KEYS.connections)) void rt()

  const requireUser = () => {
    if (!ctx.$user.get())
      throw new LatchError('must_be_authenticated', ctx.messages['error.mustBeAuthenticated'])
  }

  const run = async (mode: WalletMode, wallet: WalletChoice) => {
    if (mode === 'link') requireUser()
    const walletId = typeof wallet === 'string' ? wallet : wallet.id
    const walletName = typeof wallet === 'string' ? '' : wallet.name
    // Until the wallet code is loaded the runtime cannot name the wallet; the spinner shows meanwhile.
    if (!loaded) $state.set({ step: 'connecting', mode, walletId, walletName, attempt: 0 })
    try {
      return await (await rt()).run(mode, wallet, 0)
    } catch (error) {
      // The wallet code did not load (offline, a deploy replaced the chunk): retryable, never a spinner.
      if (!loaded) {
        const message = ctx.messages['error.unableToConnectWallet']
        $state.set({
          step: 'error',
          mode,
          walletId,
          walletName,
          attempt: 0,
          error: {
            code: 'unknown_connect_wallet_error',
            rpcCode: null,
            message,
            detail: '',
            messageKey: 'error.unableToConnectWallet',
            detailKey: 'error.unableToConnectWallet',
            retryable: true,
          },
          retriesLeft: 0,
          exhausted: false,
        })
      }
      throw error
    }
  }

  const modeOf = (): WalletMode => {
    const s = $state.get()
    return s.step === 'idle' ? 'login' : s.mode
  }
  const open = (mode: WalletMode, wallet: WalletChoice | undefined) => {
    if (wallet !== undefined) return run(mode, wallet)
    flow.choose(mode)
    return Promise.resolve(null)
  }

  const retry = later('retry')
  const chooseAnother = () => $state.set({ step: 'choosing', mode: modeOf() })
  const flow: WalletsFlow = {
    $state,
    $view: store.$view,
    $wallets: store.$wallets,
    $options: store.$options,
    $optionsLoaded: store.$optionsLoaded,
    choose(mode) {
      if (mode === 'link') requireUser()
      $state.set({ step: 'choosing', mode })
    },
    select: (wallet, mode) => run(mode ?? modeOf(), wallet),
    retry,
    chooseAnother,
    tryAgain() {
      const s = $state.get()
      if (s.step !== 'error') return false
      // the attempt's failure stays in $state (and on its screen); the rejection itself is not news
      if (s.retriesLeft > 0) void retry().catch(() => undefined)
      else chooseAnother()
      return true
    },
    showInstall() {
      const s = $state.get()
      if (s.step === 'redirecting') $state.set({ ...s, step: 'install', installUrl: null })
    },
    reset: () => $state.set({ step: 'idle' }),
    upsertWallet: (entry) => ctx.walletList.upsert(entry),
    removeWallet: (address) => ctx.walletList.remove(address),
    setActiveWallet: (address) => store.$active.set(address ? address.toLowerCase() : null),
    setWalletConnectLoader: (next) => store.$walletConnect.set(next),
    disconnectAll: later('disconnectAll'),
  }

  const commands: WalletCommands = {
    $wallets: store.$wallets,
    loginWithWallet: (wallet) => open('login', wallet) as Promise<LoginWithWalletReturnType | null>,
    linkWallet: async (wallet) => {
      requireUser()
      return open('link', wallet) as Promise<LoginWithWalletReturnType | null>
    },
    unlinkWallet: async (address) => {
      requireUser()
      return later('unlink')(address)
    },
    connectWallet: (wallet) => open('connect', wallet) as Promise<ConnectedWallet | null>,
  }

  return {
    flow,
    commands,
    dispose() {
      disposed = true
      for (const off of offs.splice(0)) off()
    },
  }
}

/** The wallet flow module; its route rule moves the modal through the wallet screens. */
export const walletsModule = defineFlowModule({
  name: 'wallets',
  methods: [walletMethod],
  screens: walletsScreens,
  create(ctx) {
    const created = createWalletsFlow(ctx)
    return {
      ...created,
      route: bindRoute(created.flow.$state, routeWallets),
      intents: [
        {
          screens: Object.keys(walletsScreens),
          reads: [created.flow.$state],
          load: () => load().then((m) => m.walletIntents(created.flow)),
        },
        // LOGIN_FAILED_SCREEN's Retry: the failed wallet again in one click, or the screen its data names
        {
          screens: ['LOGIN_FAILED_SCREEN'],
          reads: [],
          rule: ({ data }) => ({
            retry: () =>
              created.flow.tryAgain()
                ? null
                : showScreen((data as { retryScreen?: string } | null)?.retryScreen ?? 'LANDING'),
          }),
        },
      ],
    }
  },
})
