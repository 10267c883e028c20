/**
 * The passkey view on the passkey screen: the visible frame of the wallet origin where the person clicks to use their
 * passkey (WebAuthn needs a visible document and a click inside the wallet origin's frame; the hidden frame has
 * neither). The access token goes to the view by postMessage on a view channel, as for key export.
 */
import { getClientAnalyticsId } from '../../api/client'
import { buildPasskeyViewUrl } from '../../embedded-wallet/export-url'
import { isLatchError } from '../../errors'
import type { EmbeddedWalletContext } from './embedded-wallet.context'
import { accessToken, closeExport, proxyOf, t } from './embedded-wallet.runtime'
import type { ConnectTarget, EmbeddedWallet } from './embedded-wallet.types'

/** The screen's message for a failed try. */
function passkeyErrorText(c: EmbeddedWalletContext, error: unknown): string {
  const code = isLatchError(error) ? error.code : ''
  if (code === 'passkey_canceled') return t(c, 'passkeyRecovery.canceled')
  if (code === 'passkey_prf_unavailable') return t(c, 'passkeyRecovery.noPrf')
  if (code === 'invalid_recovery_passkey') return t(c, 'passkeyRecovery.wrongPasskey')
  return t(c, 'embedded.genericError')
}

/** Codes that end the passkey step instead of another try: the person or the session left. */
const ENDING = new Set(['request_canceled', 'must_be_authenticated', 'mfa_canceled', 'step_up_canceled'])

/**
 * Shows the passkey view for `purpose` and resolves once the frame recovered the wallet or switched it to passkey
 * recovery. Each failed try shows its message and sends the token again for the next click; the person leaving
 * (Close, sign-out, a verification canceled) rejects.
 */
export async function runPasskeyView(
  c: EmbeddedWalletContext,
  purpose: 'set' | 'recover',
  wallet: EmbeddedWallet,
  target: ConnectTarget,
): Promise<void> {
  closeExport(c)
  const channel = proxyOf(c).exportChannel()
  c.exportChannel = channel
  const passkeyUrl = buildPasskeyViewUrl({
    apiUrl: c.ctx.apiUrl,
    appId: c.ctx.appId,
    address: wallet.address,
    channel: channel.id,
    action: purpose,
    label: t(c, 'passkeyRecovery.action'),
    clientAnalyticsId: getClientAnalyticsId(c.ctx.env),
  })
  c.$state.set({ step: 'passkey', purpose, target, wallet, passkeyUrl, error: null })
  const send = async () => channel.deliver(await accessToken(c, 'embedded.mustBeAuthenticated'))
  for (;;) {
    try {
      await (c.mfa ? c.mfa.guard(send) : send())
      break
    } catch (error) {
      const code = isLatchError(error) ? error.code : ''
      if (c.exportChannel !== channel || ENDING.has(code)) throw error
      const state = c.$state.get()
      if (state.step === 'passkey') c.$state.set({ ...state, error: passkeyErrorText(c, error) })
    }
  }
  if (c.exportChannel === channel) closeExport(c)
}
