/** The recovery password flow's state before anything is typed (also for hosts' galleries and tests). */
import type { PasswordFlowState } from './embedded-wallet.types'

/**
 * The recovery password flow's first step, empty: `initialPasswordState('update', 'user')` is what
 * `setWalletPassword()` starts with, `('create', 'automatic')` a login that requires a password on creation.
 */
export function initialPasswordState(
  purpose: PasswordFlowState['purpose'],
  initiatedBy: PasswordFlowState['initiatedBy'],
): PasswordFlowState {
  return {
    step: 'creating',
    purpose,
    initiatedBy,
    password: '',
    confirmation: '',
    validation: null,
    strength: null,
    acknowledged: false,
    submitting: false,
    error: null,
  }
}
