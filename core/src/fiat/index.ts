/** Card funding (on-ramp), framework-free: rules, the signer call, the status URL and the status poller. */

// ── Wire ───────────────────────────────────────────────────────────────────
export {
  ON_RAMP_SIGN_PATH,
  type OnRampStatusUrlParameters,
  onRampStatusUrl,
  parseOnRampStatusRecords,
  signOnRampUrl,
} from './fiat.api'
// ── Status poll ────────────────────────────────────────────────────────────
export { type OnRampStatusPoll, type PollOnRampStatusParameters, pollOnRampStatus } from './fiat.poll'
// ── Rules ──────────────────────────────────────────────────────────────────
export {
  assertOnRampAvailable,
  type FiatOnRampErrorCode,
  isOnRampRuleError,
  isTerminalOnRampStatus,
  mapOnRampStatus,
  type OnRampAvailabilityParameters,
  type OnRampStatusTexts,
  onRampIssue,
  onRampStatusTexts,
} from './fiat.rules'
// ── Types ──────────────────────────────────────────────────────────────────
export type {
  OnRampStatus,
  OnRampStatusRecord,
  OnRampStatusUpdate,
  OnRampUiConfig,
  SignOnRampUrlParameters,
  SignOnRampUrlReturnType,
} from './fiat.types'
