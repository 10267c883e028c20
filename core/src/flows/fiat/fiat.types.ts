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
 * The funding flow: idle; the prompt ('Fund account', Continue); signing the provider URL (the popup opens);
 * the status screen (pending while polled, then a terminal status with its texts).
 */
export type FiatState =
  | { step: 'idle' }
  | { step: 'prompt'; address: string; options: FundWalletOptions; error: LatchError | null }
  | { step: 'signing'; address: string; options: FundWalletOptions }
  | {
      step: 'status'
      address: string
      options: FundWalletOptions
      externalTransactionId: string
      status: OnRampStatus
      /** Message keys of the title, body and hint for `status`. */
      texts: OnRampStatusTexts
      record: OnRampStatusRecord | null
      /** Failed polls so far. */
      failures: number
    }

/** What `fundWallet` resolves with: the terminal status, or null when the person closed the modal first. */
export type FundWalletReturnType = OnRampStatus | null
