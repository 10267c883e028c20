/**
 * Passkey recovery, host side: the recovery share sealed with a secret only the person's passkey derives (WebAuthn
 * PRF). The ceremony needs a visible document and a click inside the wallet origin's frame, so both steps show the
 * passkey view (a frame of the wallet origin) on the passkey screen, and the person clicks its button:
 * - `setWalletRecoveryPasskey()`: connect on this device, then switch the recovery to a passkey (a fresh share set,
 *   guarded as the other recovery changes: a user with MFA verifies for a `recovery_method` grant);
 * - a new device of a passkey wallet: the connection shows the view to recover with the synced passkey.
 * A closed prompt, a passkey without PRF or another passkey stays on the screen with its message, and the wallet and
 * its old method stay as they were (the frame changes nothing before the passkey answered); the person tries again
 * or leaves. Offered only where `isPasskeyRecoverySupported()` says so.
 */
import { MODAL_AUTO_CLOSE_MS } from '../../constants'
import { LatchError } from '../../errors'
import { isPasskeyRecoverySupported } from '../../passkey/support'
import { connect } from './embedded-wallet.connect'
import type { EmbeddedWalletContext } from './embedded-wallet.context'
import { runPasskeyView } from './embedded-wallet.passkey-view'
import { accessToken, finish, later, t } from './embedded-wallet.runtime'

/** Whether passkey recovery can be offered on this device (the browser's WebAuthn PRF capability). */
export const passkeyRecoverySupported = (c: EmbeddedWalletContext) => isPasskeyRecoverySupported(c.ctx.env)

/**
 * `setWalletRecoveryPasskey()`: the wallet's recovery becomes the person's passkey. Refused with
 * `passkey_prf_unsupported` where this browser cannot offer it (nothing shown, nothing changed).
 */
export async function setWalletRecoveryPasskey(c: EmbeddedWalletContext): Promise<void> {
  await accessToken(c, 'embedded.mustBeAuthenticated')
  if (!(await passkeyRecoverySupported(c))) {
    throw new LatchError('passkey_prf_unsupported', t(c, 'passkeyRecovery.unsupported'))
  }
  const wallet = await connect(c, 'passkey')
  try {
    await runPasskeyView(c, 'set', wallet, 'passkey')
  } catch (error) {
    if (c.$state.get().step === 'passkey') finish(c)
    throw error
  }
  try {
    await c.ctx.session.refreshUser()
  } catch {
    // The passkey is set; the user object catches up on the next refresh.
  }
  c.$state.set({ step: 'passkey-done', wallet: c.$wallet.get() ?? wallet })
  later(c, MODAL_AUTO_CLOSE_MS, () => {
    if (c.$state.get().step === 'passkey-done') finish(c)
  })
}

/** The splash screen's passkey button: the user chose passkey recovery over a password. */
export async function startPasskey(c: EmbeddedWalletContext): Promise<void> {
  await setWalletRecoveryPasskey(c)
}
