/** States and parameters of the card funding flow (FIAT_ON_RAMP_PROMPT_SCREEN, FIAT_ON_RAMP_STATUS_SCREEN). */
import type { LatchError } from '../../errors'
import type { OnRampStatusTexts } from '../../fiat/fiat.rules'
import type { OnRampStatus, OnRampStatusRecord, OnRampUiConfig } from '../../fiat/fiat.types'

/** Options of `fundWallet`. */
export interface FundWalletOptions {
  /** Asset and network to buy. @default 'ETH_ETHEREUM' */
  currencyCode?: string
  /** The widget's accent colour and theme. @default the modal's accent colour and theme */
  uiConfig?: OnRampUiConfig
  /** The provider's sandbox. @default config.fiatOnRamp.useSandbox */
  useSandbox?: boolean
}

/**
 * Where funding was started from: the screen of a request still waiting for the person (the send screen's Add
 * Funds, while its transaction waits). Funding goes back there when it ends, and that request is never lost.
 */
export interface FundingOrigin {
  /** The pending request's id (`$request`). */
  requestId: number
  /** The screen showing that request. */
  screen: string
}

/**
 * The funding flow (`origin`: the request screen it was started from; absent or null when opened on its own):
 * idle; the prompt ('Fund account', Continue); signing the provider URL (the popup opens); the status screen (pending while polled, then a terminal status with its texts); returned (funding started from a
 * pending request's screen went back to it: at once when the payment completed, or with `back()`).
 */
export type FiatState =
  | { step: 'idle' }
  | {
      step: 'prompt'
      address: string
      options: FundWalletOptions
      error: LatchError | null
      origin?: FundingOrigin | null
    }
  | { step: 'signing'; address: string; options: FundWalletOptions; origin?: FundingOrigin | null }
  | {
      step: 'status'
      address: string
      options: FundWalletOptions
      origin?: FundingOrigin | null
      externalTransactionId: string
      status: OnRampStatus
      /** Message keys of the title, body and hint for `status`. */
      texts: OnRampStatusTexts
      record: OnRampStatusRecord | null
      /** Failed polls so far. */
      failures: number
    }
  | {
      step: 'returned'
      origin: FundingOrigin
      /** The payment's terminal status, or null when the person went back before it ended. */
      status: OnRampStatus | null
    }

/** What `fundWallet` resolves with: the terminal status, or null when the person closed the modal first. */
export type FundWalletReturnType = OnRampStatus | null
