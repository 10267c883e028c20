/** External wallet flow types: the step union of a wallet login, link or connect-only connection, and its view. */
export type { PairingQr } from '../../connectors/qr'

import type { PairingQr } from '../../connectors/qr'
import type { ConnectedWallet } from '../../connectors/types'
import type { ApiError, LatchError, ServerErrorType, TransportErrorType, WalletError } from '../../errors'
import type { WalletErrorCode, WalletErrorInfo } from '../../rules/wallet-errors'
import type { WalletOption } from '../../rules/wallet-list'
import type { User } from '../../user/types'

/** What the wallet is for: a SIWE login, a SIWE link to the signed-in user, or a connection without a session. */
export type WalletMode = 'login' | 'link' | 'connect'

/** Who the flow is talking to: the row the user picked (or the wallet passed to a command). */
export interface WalletTarget {
  /** The option id (EIP-6963 uuid, 'injected', a known wallet id, or 'wallet_connect'). */
  walletId: string
  /** The name shown, without emoji. */
  walletName: string
}

/** `$state` of the wallet flow, a union on `step`. Every step but 'idle' and 'choosing' names its wallet. */
export type WalletFlowState =
  | { step: 'idle' }
  /** The wallet list is shown. */
  | { step: 'choosing'; mode: WalletMode }
  /** Asking the wallet for its accounts. `attempt` counts retries (0 for the first try). */
  | ({ step: 'connecting'; mode: WalletMode; attempt: number } & WalletTarget)
  /** WalletConnect: the pairing URI waits to be scanned (QR code) or opened by a wallet app. */
  | ({
      step: 'pairing'
      mode: WalletMode
      attempt: number
      uri: string
      /** The URI as a QR code (error correction H), once drawn. */
      qr: PairingQr | null
      /** The link that hands the URI to the picked wallet's app (its mobile deep link), else null. */
      appLink?: string | null
    } & WalletTarget)
  /** The wallet is on a chain the app does not support: switching it to the default chain. */
  | ({ step: 'switching-chain'; mode: WalletMode; attempt: number } & WalletTarget)
  /**
   * The SIWE message is being signed. `promptAt` is when the signature request is sent (later than now for a
   * mobile-connected wallet, which gets a moment to come to the front).
   */
  | ({
      step: 'signing'
      mode: 'login' | 'link'
      attempt: number
      address: string
      promptAt: number
    } & WalletTarget)
  /** The signed message is with the server. */
  | ({ step: 'authenticating'; mode: 'login' | 'link'; attempt: number; address: string } & WalletTarget)
  /** Leaving for a mobile wallet app (Phantom's universal link); a fallback shows after a moment. */
  | ({
      step: 'redirecting'
      mode: WalletMode
      url: string
      /** True once the app had time to open (1000 ms): show the way out (install it, or pick another wallet). */
      fallback: boolean
    } & WalletTarget)
  /** The wallet is neither installed nor reachable by a link: offer to install it. */
  | ({ step: 'install'; mode: WalletMode; installUrl: string | null } & WalletTarget)
  /** Connect-only: connected, no session made. */
  | ({ step: 'connected'; mode: 'connect'; address: string } & WalletTarget)
  /** Logged in or linked. */
  | ({ step: 'done'; mode: 'login' | 'link'; address: string; user: User; isNewUser: boolean } & WalletTarget)
  /** Failed: the mapped error, how many retries are left, and whether they ran out. */
  | ({
      step: 'error'
      mode: WalletMode
      attempt: number
      error: WalletErrorInfo
      /** Retries still allowed (0 when the error is not retryable or the retries ran out). */
      retriesLeft: number
      /** True when a retryable error happened after the last allowed retry. */
      exhausted: boolean
      /** Set when the app's allowlist refused the login (the rejection screen shows). */
      reason?: 'allowlist'
    } & WalletTarget)

/** The screen-facing summary of `$state` (view selector): screens and custom UIs read flags from here. */
export interface WalletView {
  step: WalletFlowState['step']
  mode: WalletMode | null
  walletName: string | null
  /** True while the flow waits for the wallet or the server (a spinner); never in 'error'. */
  busy: boolean
  /** The mapped error (message, detail, retryable, code), else null. */
  error: { message: string; detail: string; retryable: boolean; code: WalletErrorCode } | null
  /** A 'Try again' makes sense now. */
  canRetry: boolean
  /** The retries ran out: 'Unable to connect wallet'. */
  exhausted: boolean
  /** Offer 'Use a different wallet' (the address belongs to another user, or the retries ran out). */
  offerDifferentWallet: boolean
  /** WalletConnect pairing URI, else null. */
  pairingUri: string | null
  /** Where 'Open in a wallet app' goes: the picked wallet's deep link with the URI, else the URI itself. */
  pairingLink: string | null
  /** The pairing URI drawn as a QR code, else null. */
  pairingQr: PairingQr | null
}

/** A wallet to log in, link or connect with: a row of the wallet list, or its id. */
export type WalletChoice = WalletOption | string

/**
 * A wallet put into `$wallets` by another flow (the embedded wallet: walletClientType 'privy', connectorType
 * 'embedded'). It is listed as given; `upsertWallet` with the same address replaces it.
 */
export type WalletEntry = ConnectedWallet

/** Loads `@walletconnect/ethereum-provider` (the ui passes `() => import('@walletconnect/ethereum-provider')`). */
export type WalletConnectLoader = () => Promise<unknown>

/** Parameters of the commands that run one wallet (login, link, connect). */
export interface RunWalletParameters {
  mode: WalletMode
  wallet: WalletChoice
}

/** The result of a wallet login or link. */
export type LoginWithWalletReturnType = { user: User; isNewUser: boolean }

/** What `loginWithWallet` (and `linkWallet`, `connectWallet`) may reject with: the wallet's, the flow's, the API's. */
export type LoginWithWalletErrorType =
  | WalletError<WalletErrorCode>
  | LatchError<WalletErrorCode | 'invalid_config' | 'invalid_state' | 'must_be_authenticated'>
  | ApiError<'allowlist_rejected'>
  | TransportErrorType
  | ServerErrorType
