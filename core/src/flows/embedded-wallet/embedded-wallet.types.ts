/**
 * The embedded wallet flow: creating the wallet (headless or after login), connecting it on this device (with
 * automatic or password recovery), the recovery password, and key export.
 */
import type { RecoveryMethod } from '../../embedded-wallet/connect'
import type { WalletDevice } from '../../embedded-wallet/devices'
import type { EmbeddedWalletFrameErrorType } from '../../embedded-wallet/protocol'
import type {
  AuthRequiredErrorType,
  LatchError,
  MfaErrorType,
  RequestErrorType,
  ServerErrorType,
  TransportErrorType,
} from '../../errors'
import type { PasswordStrength } from './password.rules'

/** The user's embedded wallet as the host sees it. */
export interface EmbeddedWallet {
  address: `0x${string}`
  /** `eip155:N`: the chain remembered for this address, else the default chain. */
  chainId: string
  walletClientType: 'privy'
  connectorType: 'embedded'
  recoveryMethod: RecoveryMethod | null
}

/** What a connection was started for: the screen shown once the wallet is ready on this device. */
export type ConnectTarget = 'provider' | 'export' | 'password' | 'passkey'

/** Who started the password flow: the user (closeable with Cancel) or the app (not closeable). */
export type PasswordInitiator = 'user' | 'automatic'

/** The recovery password steps, in order; each can go back to the one before. */
export type PasswordStep = 'creating' | 'saving' | 'confirming' | 'finalizing' | 'done'

/** The password flow's state (inside the embedded wallet `$state`). */
export interface PasswordFlowState {
  step: PasswordStep
  /** 'create': the wallet is created with this password (login with `requireUserPasswordOnCreate`). */
  purpose: 'create' | 'update'
  initiatedBy: PasswordInitiator
  password: string
  confirmation: string
  /** The rules' message for what was typed, or null. */
  validation: string | null
  /** Null until the estimate has loaded. */
  strength: PasswordStrength | null
  acknowledged: boolean
  /** The submit is running (leaving 'finalizing'). */
  submitting: boolean
  /** The message of a failed submit ('Something went wrong' screen), else null. */
  error: string | null
}

/** `$state` of the embedded wallet flow, a union on `step`. */
export type EmbeddedWalletState =
  | { step: 'idle' }
  /** `origin` 'login': right after a login in the modal; 'api': `createWallet()`. */
  | { step: 'creating'; origin: 'login' | 'api' }
  /** Created; after a login the created screen shows until it closes. */
  | { step: 'created'; origin: 'login' | 'api'; wallet: EmbeddedWallet; isNewUser: boolean }
  | { step: 'connecting'; target: ConnectTarget }
  /** The device needs the recovery password (`user-passcode`). */
  | { step: 'recovery'; target: ConnectTarget; submitting: boolean; error: string | null }
  /**
   * Passkey recovery: the passkey view (a visible frame of the wallet origin) where the person uses their passkey.
   * 'set': the wallet's recovery switches to the passkey; 'recover': the wallet loads on this device with it (for
   * `target`). `error`: the last try's message (closed prompt, a passkey without PRF, another passkey), else null.
   */
  | {
      step: 'passkey'
      purpose: 'set' | 'recover'
      target: ConnectTarget
      wallet: EmbeddedWallet
      passkeyUrl: string
      error: string | null
    }
  /** Passkey recovery is set: the done screen until it closes. */
  | { step: 'passkey-done'; wallet: EmbeddedWallet }
  /** Key export: the export frame shows the key. */
  | { step: 'exporting'; wallet: EmbeddedWallet; exportUrl: string }
  /** `passkeyOffered`: passkey recovery works here, and the splash offers it first. */
  | { step: 'password-splash'; initiatedBy: PasswordInitiator; passkeyOffered: boolean }
  | { step: 'password'; password: PasswordFlowState }
  /** Ready on this device. */
  | { step: 'ready'; wallet: EmbeddedWallet }
  | {
      step: 'error'
      phase: 'create' | 'connect'
      error: LatchError
      /** Title and description of the failure screen. */
      title: string
      message: string
      /**
       * What the failure screen offers besides Close. 'login-again': this device needs a recent login to use the
       * wallet (code `fresh_login_required`); `loginAgain()` signs out and the modal shows the login screen.
       */
      action?: 'login-again'
    }
  /** `loginAgain()` is signing out; the modal goes to the login screen. */
  | { step: 'login-again' }

/** Parameters of `createWallet`. */
export interface CreateWalletParameters {
  /** Protects the recovery share with this password ('user-passcode'); absent: automatic recovery. */
  recoveryPassword?: string
}

/**
 * The user's embedded Solana account (a wallet made from an HD seed): `m/44'/501'/walletIndex'/0'` of the same
 * seed as the Ethereum wallet, registered with the server as a `wallet` account with `chainType: 'solana'`.
 */
export interface EmbeddedSolanaWallet {
  /** Base58 address (the ed25519 public key). */
  address: string
  chainType: 'solana'
  walletClientType: 'latch'
  connectorType: 'embedded'
  /** The account index in the seed. */
  walletIndex: number
}

/** Parameters of `createWallet({ chainType: 'solana' })`. */
export interface CreateSolanaWalletParameters extends CreateWalletParameters {
  chainType: 'solana'
  /** Which account of the seed (`m/44'/501'/walletIndex'/0'`). @default 0 */
  walletIndex?: number
}

/** Parameters of `setWalletPassword` / the password flow. */
export interface SetWalletPasswordParameters {
  /** @default 'user' */
  initiatedBy?: PasswordInitiator
  /** Called when the user cancels a user-initiated flow. */
  onCancel?: () => void
}

/** What `createWallet` may reject with. */
export type CreateWalletErrorType =
  | AuthRequiredErrorType
  | LatchError<'embedded_wallet_already_exists' | 'invalid_input' | 'request_canceled'>
  | EmbeddedWalletFrameErrorType
  | MfaErrorType
  | TransportErrorType
  | ServerErrorType

/** What `setWalletRecoveryPasskey` may reject with. */
export type SetWalletRecoveryPasskeyErrorType =
  | AuthRequiredErrorType
  | LatchError<'passkey_prf_unsupported' | 'request_canceled'>
  | EmbeddedWalletFrameErrorType
  | MfaErrorType
  | TransportErrorType
  | ServerErrorType

/** What `exportWallet` may reject with. */
export type ExportWalletErrorType =
  | AuthRequiredErrorType
  | EmbeddedWalletFrameErrorType
  | MfaErrorType
  | RequestErrorType
  | TransportErrorType
  | ServerErrorType

/** What `setWalletPassword` may reject with. */
export type SetWalletPasswordErrorType =
  | AuthRequiredErrorType
  | LatchError<'invalid_input' | 'fresh_login_required' | 'request_canceled'>
  | EmbeddedWalletFrameErrorType
  | MfaErrorType
  | TransportErrorType
  | ServerErrorType

/**
 * `flows.embeddedWallet.$devices`: the wallet's device list as `listWalletDevices()` and `revokeWalletDevice()` last
 * left it. 'idle' until the first list (and again after a logout or another user's login); 'loading' while the
 * first list is on its way; 'ready' with the devices (`revoking`: the id being revoked; `error`: the last refusal,
 * kept beside the list); 'error' when the list could not be read.
 */
export type WalletDevicesState =
  | { step: 'idle' }
  | { step: 'loading' }
  | { step: 'ready'; devices: WalletDevice[]; revoking: string | null; error: LatchError | null }
  | { step: 'error'; error: LatchError }
