/** What the embedded wallet flow's implementation works on: the client context, its stores and live objects. */

import type { ReadableAtom, WritableAtom } from 'nanostores'
import type { LatchContext } from '../../context'
import type { AnnouncedProvider } from '../../embedded-wallet/announced'
import type { EmbeddedWalletProvider } from '../../embedded-wallet/provider'
import type { EmbeddedWalletProxy, ExportChannel, FrameHost } from '../../embedded-wallet/proxy'
import type { LatchEnv } from '../../env'
import type { MfaGuardOptions } from '../../mfa/mfa.types'
import type { ModalView } from '../../services/modal/modal.service'
import type { EmbeddedWallet, EmbeddedWalletState, WalletDevicesState } from './embedded-wallet.types'

/** The flow's mutable context (one per client). */
export interface EmbeddedWalletContext {
  ctx: LatchContext
  modal: ModalView
  $state: WritableAtom<EmbeddedWalletState>
  /** Chain ids remembered per lower-case address. */
  $chains: WritableAtom<Record<string, number>>
  $wallet: ReadableAtom<EmbeddedWallet | null>
  /** The device list as the device commands last left it. */
  $devices: WritableAtom<WalletDevicesState>
  /** True once a login of this session made a new user. */
  newUser: boolean
  timers: Set<unknown>
  /** The frame proxy, made on first use. */
  proxy: EmbeddedWalletProxy | null
  /** The provider of the connected wallet (its address), made once connected; ended on logout. */
  provider: { address: string; provider: EmbeddedWalletProvider } | null
  /** What `getEmbeddedWalletProvider()` hands out for `provider` (signing prompts, sending through the screen). */
  handedOut: { raw: EmbeddedWalletProvider; provider: EmbeddedWalletProvider } | null
  /**
   * The provider announced by EIP-6963 while a user with a wallet is signed in (one object for the client's life,
   * following the signed-in user); `stop` ends the announcement.
   */
  announced: { provider: AnnouncedProvider; stop: (() => void) | null } | null
  /** The EIP-6963 uuid of the announced provider (one per client). */
  announcedId?: string
  /** The channel to the export view while a key export shows it (the token goes to the view through it). */
  exportChannel?: ExportChannel | null
  /** A connection waiting for the recovery password. */
  recovery: { resolve(): void; reject(error: unknown): void; answered?: boolean } | null
  /** The host's callback for a canceled password flow. */
  onCancel?: (() => void) | undefined
  /** The address listed in `$wallets` (through `ctx.walletList`), or null. */
  listed: string | null
  /** Increases with each strength estimate, so a late one never overwrites a newer one. */
  strengthRun: number
  /**
   * The step-up service: frame calls the server may refuse until the person verifies (a share release of a user
   * with MFA, a new device's registration) run guarded; the refusal names the grant the verification is for.
   */
  mfa?: {
    guard<T>(call: () => Promise<T>): Promise<T>
    /** Asks for a code now when the user has MFA (key export always needs a verification, for its grant). */
    prompt(options?: MfaGuardOptions): Promise<void>
  }
}

/** An environment that may bring its own frame host (tests, non-DOM hosts); absent: a hidden iframe in the page. */
export type WalletFrameEnv = LatchEnv & { walletFrameHost?: FrameHost }
