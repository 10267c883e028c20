/**
 * The embedded wallet flow module. Its eager part is only stores, the routing rule and command stubs: the frame
 * proxy, the provider and the password flow load with `import()` on first use (`embedded-wallet.impl`).
 */
import type { ReadableAtom } from 'nanostores'
import { atom, computed } from 'nanostores'
import { embeddedChainKey } from '../../constants'
import type { WalletDevice } from '../../embedded-wallet/devices'
import type { EmbeddedWalletProvider } from '../../embedded-wallet/provider'
import { defineFlowModule } from '../../services/flow-module'
import { shouldCreateWalletOnLogin } from '../../services/modal/modal.rules'
import { bindRoute } from '../../services/router/route.types'
import type { User } from '../../user/types'
import { createLazyFlow } from '../shared/lazy-flow'
import type { EmbeddedWalletContext } from './embedded-wallet.context'
import { routeEmbeddedWallet } from './embedded-wallet.route'
import { embeddedWalletScreens } from './embedded-wallet.screens'
import type {
  CreateSolanaWalletParameters,
  CreateWalletParameters,
  EmbeddedSolanaWallet,
  EmbeddedWallet,
  EmbeddedWalletState,
  SetWalletPasswordParameters,
  WalletDevicesState,
} from './embedded-wallet.types'

type Impl = typeof import('./embedded-wallet.impl')

/** The embedded wallet flow of one client (`latch.flows.embeddedWallet`): its stores and the screens' actions. */
export interface EmbeddedWalletFlow {
  $state: ReadableAtom<EmbeddedWalletState>
  /** The user's embedded wallet (from the user, with the chain remembered for its address), or null. */
  $wallet: ReadableAtom<EmbeddedWallet | null>
  /**
   * The wallet's device list, as `listWalletDevices()` / `revokeWalletDevice()` last left it ('idle' until the first
   * list, and again once the user signs out).
   */
  $devices: ReadableAtom<WalletDevicesState>
  /** The embedded wallet's EIP-1193 provider (the signing and sending flows sign with it by default). */
  getEmbeddedWalletProvider(): Promise<EmbeddedWalletProvider>
  /** Starts the password flow from the splash screen (connects the wallet first). */
  startPassword(): Promise<void>
  /** The typed password (creating step) or its confirmation (confirming step). */
  inputPassword(value: string): void
  /** Fills in a generated password. */
  generatePassword(): Promise<void>
  /** The saving step's checkbox. */
  acknowledge(value: boolean): void
  /** Next password step; leaving 'finalizing' submits. */
  nextPasswordStep(): Promise<void>
  /** Previous password step. */
  previousPasswordStep(): void
  /** Cancels a user-initiated password flow (closes the modal). */
  cancelPassword(): void
  /** Downloads the recovery file (named from the app name plus 'privy-wallet-recovery.txt'). */
  downloadRecoveryFile(): Promise<void>
  /** Recovers on this device with the recovery password (recovery screen). */
  recover(password: string): Promise<void>
  /**
   * 'Secure your account' (splash)'s passkey button: connects the wallet, then the passkey screen where the person
   * uses their passkey inside the wallet frame's view; rejects as `setWalletRecoveryPasskey` does.
   */
  startPasskey(): Promise<void>
  /** Leaves a finished or failed step and closes the modal. */
  finish(): void
  /**
   * The failure screen's 'Log in again' (state `error` with `action: 'login-again'`, code `fresh_login_required`):
   * signs out; the open modal shows the login screen. Does nothing in any other state.
   */
  loginAgain(): Promise<void>
}

/** The embedded wallet commands a `Latch` exposes. */
export interface EmbeddedWalletCommands {
  /**
   * Creates the user's embedded wallet (no modal needed); resolves with it. With `chainType: 'solana'`: the Solana
   * account `walletIndex` of the wallet's seed (the wallet is created first when the user has none), registered
   * with the server; a wallet made before HD seeds has none (`embedded_wallet_no_seed`).
   */
  createWallet(parameters: CreateSolanaWalletParameters): Promise<EmbeddedSolanaWallet>
  createWallet(parameters?: CreateWalletParameters): Promise<EmbeddedWallet>
  /**
   * The wallet's EIP-1193 provider, connected on this device: automatic recovery happens silently, a recovery
   * password is asked for on EMBEDDED_WALLET_RECOVERY_SCREEN.
   */
  getEmbeddedWalletProvider(): Promise<EmbeddedWalletProvider>
  /** Opens key export (connecting screen, then EMBEDDED_WALLET_KEY_EXPORT_SCREEN). */
  exportWallet(): Promise<void>
  /** Opens the recovery password flow (EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN first). */
  setWalletPassword(parameters?: SetWalletPasswordParameters): Promise<void>
  /**
   * Whether passkey recovery can be offered here: WebAuthn with the PRF extension (`getClientCapabilities()`'s
   * `extension:prf`); false where the browser does not say so. Offer passkey recovery only when true.
   */
  isPasskeyRecoverySupported(): Promise<boolean>
  /**
   * Switches the wallet's recovery to the person's passkey (WebAuthn PRF): connects the wallet, then
   * EMBEDDED_WALLET_PASSKEY_SCREEN shows the wallet frame's passkey view, where the person's click runs the
   * ceremony. Resolves once the new method is in force; a closed prompt, a passkey without PRF or another passkey
   * stays on the screen for another try, the old method still in force. Rejects with `passkey_prf_unsupported`
   * where `isPasskeyRecoverySupported()` is false, `request_canceled` when the person closes the screen.
   */
  setWalletRecoveryPasskey(): Promise<void>
  /**
   * The device keys of the user's embedded wallet, oldest first: one per browser profile that uses it (the wallet
   * frame made and registered it). Rejects with `must_be_authenticated`, or `unknown_embedded_wallet_error` when the
   * user has no embedded wallet.
   */
  listWalletDevices(): Promise<WalletDevice[]>
  /**
   * Revokes one device key (by `id` from `listWalletDevices()`); resolves with the devices left. That device's
   * wallet frame gets no share any more and must recover as a new device. An unknown id is an `ApiError` 404
   * `not_found`.
   */
  revokeWalletDevice(deviceId: string): Promise<WalletDevice[]>
}

function walletOf(user: User | null, chainId: number): EmbeddedWallet | null {
  const account = user?.embeddedWallet
  if (!account) return null
  return {
    address: account.address as `0x${string}`,
    chainId: `eip155:${chainId}`,
    walletClientType: 'privy',
    connectorType: 'embedded',
    recoveryMethod: account.recoveryMethod,
  }
}

/** The embedded wallet flow module. */
export const embeddedWalletModule = defineFlowModule({
  name: 'embeddedWallet',
  screens: embeddedWalletScreens,
  create(ctx) {
    const modal = ctx.modal
    // the implementation is a chunk of its own, loaded once per client
    const {
      $state,
      disposer,
      load: loaded,
      current,
      stubs,
    } = createLazyFlow<EmbeddedWalletState, Impl>({ step: 'idle' }, () => import('./embedded-wallet.impl'))
    /** Chain ids remembered per address (lower case), as the provider switches chains. */
    const $chains = atom<Record<string, number>>({})
    const $wallet = computed([ctx.$user, $chains, ctx.$config], (user, chains, config) => {
      const address = user?.embeddedWallet?.address
      if (!address) return null
      const remembered =
        chains[address.toLowerCase()] ?? Number(ctx.env.storage.getItem(embeddedChainKey(address)))
      const supported = [config.defaultChain, ...config.supportedChains].some(
        (chain) => chain.id === remembered,
      )
      return walletOf(user, supported ? remembered : config.defaultChain.id)
    })
    const $devices = atom<WalletDevicesState>({ step: 'idle' })
    const c: EmbeddedWalletContext = {
      ctx,
      modal,
      $state,
      $chains,
      $wallet,
      $devices,
      newUser: false,
      timers: new Set(),
      proxy: null,
      provider: null,
      handedOut: null,
      announced: null,
      recovery: null,
      strengthRun: 0,
      mfa: ctx.stepUp,
      listed: null,
    }
    /** Runs at once when the implementation is loaded (typing stays synchronous), else after loading it. */
    const run = (fn: (m: Impl) => void) => {
      const impl = current()
      if (impl) fn(impl)
      else void loaded().then(fn)
    }
    // 'Welcome' is for a user who signed up in this session (any login method). A login with no modal on screen (a
    // host's own UI) gets its wallet here, as `createOnLogin` says: the modal's creation screen does it otherwise.
    disposer.add(
      ctx.events.on('login', ({ isNewUser, user }) => {
        if (isNewUser) c.newUser = true
        if (!modal.$state.get().open && shouldCreateWalletOnLogin(ctx.$config.get(), user))
          void loaded().then((impl) => impl.createAfterHeadlessLogin(c))
      }),
    )
    // Signed out (here, in another tab, or a revoked session whose refresh failed), or another user signed in: the
    // wallet ends in this page at once (provider, frame memory, announcement).
    let signedIn: string | null = null
    disposer.add(
      ctx.$auth.subscribe((auth) => {
        const id = auth.status === 'authenticated' ? (auth.user?.id ?? null) : null
        const left = signedIn !== null && id !== signedIn
        if (auth.status !== 'loading') signedIn = id
        if (auth.status === 'unauthenticated') c.newUser = false
        if (left) $devices.set({ step: 'idle' })
        if (left || (auth.status === 'unauthenticated' && (c.provider || c.proxy || c.announced)))
          run((m) => m.reset(c))
      }),
    )
    // The modal reaching the creation screen (after a login) starts the creation; closing it ends a screen step.
    disposer.add(
      modal.$state.listen((m) => {
        if (m.open && m.screen === 'EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN') {
          const step = $state.get().step
          if (step !== 'creating' && step !== 'password' && step !== 'error') {
            void loaded().then((impl) => impl.createOnLogin(c))
          }
        } else if (!m.open && m.step === 'closed') {
          void loaded().then((impl) => impl.onModalClosed(c))
        }
      }),
    )
    // The embedded wallet is listed in `$wallets` (walletClientType 'privy') while the user has one.
    disposer.add(
      $wallet.subscribe((wallet) => {
        if (wallet || c.listed) void loaded().then((m) => m.listWallet(c, wallet))
      }),
    )
    disposer.add(() => {
      for (const t of c.timers) ctx.env.clock.clearTimeout(t)
      c.timers.clear()
      c.proxy?.destroy()
      c.proxy = null
    })
    /** A stub that loads the implementation and calls `name` with the context and the arguments. */
    const lazy = stubs(c)
    // The provider handed out asks the person before signing and sends through the review screen (the signing
    // service's wrappers, from the sign and send-transaction flows when they are built).
    const providerWithSend = () => loaded().then((m) => m.handOut(c))
    // Signatures and transactions use this wallet unless the host sets a signer.
    disposer.add(ctx.signing.provideDefault(() => loaded().then((m) => m.signer(c))))
    // While a user with a wallet is signed in, the client's one provider is announced by EIP-6963 (wagmi-style
    // hosts discover it; wallet discovery leaves it, rdns org.latch.embedded, out of the login wallet list).
    disposer.add(
      computed(
        [ctx.$auth, $wallet],
        (auth, wallet) => auth.status === 'authenticated' && wallet !== null,
      ).subscribe((on) => {
        if (on) void loaded().then((m) => m.announce(c, () => m.handOut(c)))
        else if (c.announced) run((m) => m.withdraw(c))
      }),
    )
    disposer.add(() => {
      if (c.announced) run((m) => m.withdraw(c))
    })
    const flow: EmbeddedWalletFlow = {
      $state,
      $wallet,
      $devices,
      startPassword: lazy('startPassword'),
      inputPassword: (value) => run((m) => m.inputPassword(c, value)),
      generatePassword: lazy('generate'),
      acknowledge: (value) => run((m) => m.acknowledge(c, value)),
      nextPasswordStep: lazy('nextPasswordStep'),
      previousPasswordStep: () => run((m) => m.previousPasswordStep(c)),
      cancelPassword: () => run((m) => m.cancelPassword(c)),
      downloadRecoveryFile: lazy('downloadRecoveryFile'),
      recover: lazy('recover'),
      startPasskey: lazy('startPasskey'),
      finish: () => run((m) => m.finish(c)),
      loginAgain: lazy('loginAgain'),
      getEmbeddedWalletProvider: providerWithSend,
    }
    const commands: EmbeddedWalletCommands = {
      createWallet: ((parameters?: CreateWalletParameters | CreateSolanaWalletParameters) =>
        loaded().then(
          (m): Promise<EmbeddedWallet | EmbeddedSolanaWallet> =>
            parameters && 'chainType' in parameters && parameters.chainType === 'solana'
              ? m.createSolanaWallet(c, parameters)
              : m.createWallet(c, parameters ?? {}, 'api'),
        )) as EmbeddedWalletCommands['createWallet'],
      getEmbeddedWalletProvider: providerWithSend,
      exportWallet: lazy('exportWallet'),
      listWalletDevices: lazy('listDevices'),
      revokeWalletDevice: lazy('revokeDevice'),
      setWalletPassword: (parameters) => loaded().then((m) => m.setWalletPassword(c, parameters ?? {})),
      isPasskeyRecoverySupported: lazy('passkeyRecoverySupported'),
      setWalletRecoveryPasskey: lazy('setWalletRecoveryPasskey'),
    }
    return {
      flow,
      commands,
      dispose: disposer.dispose,
      route: bindRoute($state, routeEmbeddedWallet),
      intents: {
        screens: Object.keys(embeddedWalletScreens),
        reads: [$state],
        load: () => loaded().then((m) => m.embeddedWalletIntents(flow)),
      },
    }
  },
})
