/**
 * The recovery password flow: the splash screen, then creating, saving, confirming and finalizing steps, each
 * checking its own condition; finalizing sets the password in the frame (or creates the wallet with it after a
 * login that requires one). The strength estimate loads its dictionary with `import()`.
 */
import { MODAL_AUTO_CLOSE_MS } from '../../constants'
import { isLatchError, LatchError } from '../../errors'
import { isPasskeyRecoverySupported } from '../../passkey/support'
import { connect } from './embedded-wallet.connect'
import type { EmbeddedWalletContext } from './embedded-wallet.context'
import { createWallet } from './embedded-wallet.create'
import { accessToken, finish, later, proxyOf, t } from './embedded-wallet.runtime'
import type { PasswordFlowState, PasswordStep, SetWalletPasswordParameters } from './embedded-wallet.types'
import { generatePassword, loadGeneralEstimate, scorePassword, validatePassword } from './password.rules'
import { initialPasswordState } from './password.state'

/** Opens the password flow at its splash screen. A wallet that already has a password cannot set another. */
export async function setWalletPassword(
  c: EmbeddedWalletContext,
  parameters: SetWalletPasswordParameters,
): Promise<void> {
  await accessToken(c, 'embedded.mustBeAuthenticated')
  const wallet = c.$wallet.get()
  if (!wallet) throw new LatchError('unknown_embedded_wallet_error', t(c, 'embedded.genericError'))
  if (wallet.recoveryMethod === 'user-passcode') {
    throw new LatchError('invalid_input', t(c, 'password.alreadySet'))
  }
  c.onCancel = parameters.onCancel
  // 'Secure your account' offers the passkey first where passkey recovery works (never offered, then failing)
  const passkeyOffered = wallet.recoveryMethod !== 'passkey' && (await isPasskeyRecoverySupported(c.ctx.env))
  c.$state.set({ step: 'password-splash', initiatedBy: parameters.initiatedBy ?? 'user', passkeyOffered })
}

/** The splash screen's 'Add password': connect the wallet, then the password steps. */
export async function startPassword(c: EmbeddedWalletContext): Promise<void> {
  const state = c.$state.get()
  const initiatedBy = state.step === 'password-splash' ? state.initiatedBy : 'user'
  await connect(c, 'password')
  c.$state.set({ step: 'password', password: initialPasswordState('update', initiatedBy) })
}

function updatePassword(
  c: EmbeddedWalletContext,
  patch: Partial<PasswordFlowState>,
): PasswordFlowState | null {
  const state = c.$state.get()
  if (state.step !== 'password') return null
  const password = { ...state.password, ...patch }
  c.$state.set({ step: 'password', password })
  return password
}

async function estimate(c: EmbeddedWalletContext, value: string): Promise<void> {
  const run = ++c.strengthRun
  const general = await loadGeneralEstimate()
  if (run !== c.strengthRun) return
  const state = c.$state.get()
  if (state.step !== 'password' || state.password.password !== value) return
  updatePassword(c, { strength: scorePassword(value, general) })
}

/** What was typed: the password on 'creating', its confirmation on 'confirming'. */
export function inputPassword(c: EmbeddedWalletContext, value: string): void {
  const state = c.$state.get()
  if (state.step !== 'password') return
  const p = state.password
  if (p.step === 'confirming') {
    updatePassword(c, { confirmation: value, validation: null })
    return
  }
  if (p.step !== 'creating') return
  updatePassword(c, {
    password: value,
    validation: value === '' ? null : validatePassword(value, undefined, c.ctx.messages),
    strength: null,
  })
  if (value !== '') void estimate(c, value)
}

/** Fills in a generated password. */
export async function generate(c: EmbeddedWalletContext): Promise<void> {
  inputPassword(c, generatePassword(c.ctx.env.randomBytes))
}

/** The saving step's checkbox. */
export function acknowledge(c: EmbeddedWalletContext, value: boolean): void {
  const state = c.$state.get()
  if (state.step === 'password' && state.password.step === 'saving')
    updatePassword(c, { acknowledged: value })
}

const ORDER: PasswordStep[] = ['creating', 'saving', 'confirming', 'finalizing', 'done']

/** Next step; each step checks its own condition. Leaving 'finalizing' submits. */
export async function nextPasswordStep(c: EmbeddedWalletContext): Promise<void> {
  const state = c.$state.get()
  if (state.step !== 'password') return
  const p = state.password
  switch (p.step) {
    case 'creating': {
      const invalid = validatePassword(p.password, undefined, c.ctx.messages)
      if (invalid) {
        updatePassword(c, { validation: invalid })
        return
      }
      updatePassword(c, { step: 'saving', acknowledged: false })
      return
    }
    case 'saving':
      if (p.acknowledged) updatePassword(c, { step: 'confirming', confirmation: '', validation: null })
      return
    case 'confirming': {
      const invalid = validatePassword(p.password, p.confirmation, c.ctx.messages)
      if (invalid) {
        updatePassword(c, { validation: invalid })
        return
      }
      updatePassword(c, { step: 'finalizing', validation: null })
      return
    }
    case 'finalizing':
      await submitPassword(c, p)
      return
    case 'done':
      finish(c)
  }
}

async function submitPassword(c: EmbeddedWalletContext, p: PasswordFlowState): Promise<void> {
  if (p.submitting) return
  updatePassword(c, { submitting: true, error: null })
  if (p.purpose === 'create') {
    // After a login with `requireUserPasswordOnCreate`: the wallet is created with the password.
    try {
      await createWallet(c, { recoveryPassword: p.password }, 'login')
    } catch {
      // createWallet shows the error step.
    }
    return
  }
  try {
    const token = await accessToken(c, 'embedded.mustBeAuthenticated')
    const wallet = c.$wallet.get()
    if (!wallet) throw new LatchError('unknown_embedded_wallet_error', t(c, 'embedded.genericError'))
    await proxyOf(c).setRecoveryPassword({
      accessToken: token,
      address: wallet.address,
      recoveryPassword: p.password,
    })
    try {
      await c.ctx.session.refreshUser()
    } catch {
      // The password is set; the user object catches up on the next refresh.
    }
  } catch (error) {
    updatePassword(c, {
      submitting: false,
      error: isLatchError(error) ? error.message : t(c, 'embedded.genericError'),
    })
    return
  }
  const done = updatePassword(c, { step: 'done', submitting: false, password: '', confirmation: '' })
  if (done?.initiatedBy === 'automatic') later(c, MODAL_AUTO_CLOSE_MS, () => finish(c))
}

/** Previous step ('creating' stays). A failed submit goes back to 'finalizing'. */
export function previousPasswordStep(c: EmbeddedWalletContext): void {
  const state = c.$state.get()
  if (state.step !== 'password' || state.password.submitting) return
  const p = state.password
  if (p.error) {
    updatePassword(c, { error: null })
    return
  }
  const index = ORDER.indexOf(p.step)
  if (index <= 0 || p.step === 'done') return
  updatePassword(c, { step: ORDER[index - 1] as PasswordStep, validation: null })
}

/** Cancel: only a flow the user started can be canceled. */
export function cancelPassword(c: EmbeddedWalletContext): void {
  const state = c.$state.get()
  const initiatedBy =
    state.step === 'password'
      ? state.password.initiatedBy
      : state.step === 'password-splash'
        ? state.initiatedBy
        : null
  if (initiatedBy !== 'user') return
  const onCancel = c.onCancel
  c.onCancel = undefined
  finish(c)
  onCancel?.()
}
