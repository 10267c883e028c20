/** Card funding rules: who may fund, how the provider's statuses map to what the screen shows, and its texts. */
import { ON_RAMP_PROVIDER } from '../constants'
import { LatchError } from '../errors'
import { type WalletMessageKey, walletMessages } from '../messages.wallet'
import type { OnRampStatus, OnRampStatusRecord } from './fiat.types'

/** Codes of the funding rule errors. */
export type FiatOnRampErrorCode = 'fiat_on_ramp_disabled' | 'unsupported_on_ramp_provider'

/** Parameters of the funding rules: the app's flag and the provider asked for. */
export interface OnRampAvailabilityParameters {
  /** The app's `fiat_on_ramp_enabled`. */
  enabled: boolean
  /** @default 'moonpay' */
  provider?: string
}

/** The message key of why funding is not available, or null when it is. */
export function onRampIssue(
  parameters: OnRampAvailabilityParameters,
): 'fiat.onRampDisabled' | 'fiat.unsupportedProvider' | null {
  if (!parameters.enabled) return 'fiat.onRampDisabled'
  if ((parameters.provider ?? ON_RAMP_PROVIDER) !== ON_RAMP_PROVIDER) return 'fiat.unsupportedProvider'
  return null
}

/**
 * Throws a typed error when funding is not available: 'fiat_on_ramp_disabled' ('Fiat on-ramp must be enabled') or
 * 'unsupported_on_ramp_provider' (only moonpay).
 */
export function assertOnRampAvailable(
  parameters: OnRampAvailabilityParameters,
  catalogue: Partial<Record<WalletMessageKey, string>> = walletMessages,
): void {
  const issue = onRampIssue(parameters)
  if (!issue) return
  const text = catalogue[issue] ?? walletMessages[issue]
  if (issue === 'fiat.onRampDisabled') throw new LatchError('fiat_on_ramp_disabled', text)
  throw new LatchError(
    'unsupported_on_ramp_provider',
    text.replace('{provider}', String(parameters.provider)),
  )
}

/** True for an error of the funding rules (by code, so it works across package copies). */
export function isOnRampRuleError(error: unknown): error is LatchError & { code: FiatOnRampErrorCode } {
  const code = (error as { code?: unknown } | null)?.code
  return code === 'fiat_on_ramp_disabled' || code === 'unsupported_on_ramp_provider'
}

/**
 * The screen status of a provider record: 'completed' and 'failed' as they are; 'waitingAuthorization' paid by
 * credit/debit card is still pending (the card's 3-D Secure check happens in the widget), otherwise it is
 * 'awaitingAuthorization' (a bank transfer: hours); anything else, including statuses added later, is pending.
 */
export function mapOnRampStatus(record: Pick<OnRampStatusRecord, 'status' | 'paymentMethod'>): OnRampStatus {
  switch (record.status) {
    case 'completed':
      return 'completed'
    case 'failed':
      return 'failed'
    case 'waitingAuthorization':
      return record.paymentMethod === 'credit_debit_card' ? 'pending' : 'awaitingAuthorization'
    default:
      return 'pending'
  }
}

/** Terminal statuses stop polling: failed, completed, awaitingAuthorization, serviceFailure. */
export function isTerminalOnRampStatus(status: OnRampStatus): boolean {
  return status !== 'pending'
}

/** The message keys of the funding status screen for a status. */
export interface OnRampStatusTexts {
  title: WalletMessageKey
  body: WalletMessageKey
  /** An extra hint under the body (failed payments: debit cards work better). */
  hint: WalletMessageKey | null
}

const STATUS_TEXTS: Record<OnRampStatus, OnRampStatusTexts> = {
  pending: { title: 'fiat.inProgress', body: 'fiat.inProgressBody', hint: null },
  completed: { title: 'fiat.completedTitle', body: 'fiat.completedBody', hint: null },
  failed: { title: 'fiat.failedTitle', body: 'fiat.failedBody', hint: 'fiat.failedDebitCardHint' },
  serviceFailure: { title: 'fiat.serviceFailureTitle', body: 'fiat.serviceFailureBody', hint: null },
  awaitingAuthorization: {
    title: 'fiat.awaitingAuthorizationTitle',
    body: 'fiat.awaitingAuthorizationBody',
    hint: null,
  },
}

/** The title, body and hint message keys the status screen shows for a status. */
export function onRampStatusTexts(status: OnRampStatus): OnRampStatusTexts {
  return STATUS_TEXTS[status]
}
