/**
 * Key export: the wallet connected on this device, then the export view (the key shows only inside its frame). The
 * view's URL names the wallet and an export channel; the access token goes to the view by postMessage once it says
 * it is ready. A user with MFA is asked first for a `wallet_export` grant for this wallet; a refusal of the view all
 * the same (that grant expired or was spent meanwhile) comes back through the channel with its grant: the step-up
 * service asks for the verification and the token goes again.
 */
import { getClientAnalyticsId } from '../../api/client'
import { CONNECTING_SCREEN_MIN_MS } from '../../constants'
import { buildExportViewUrl } from '../../embedded-wallet/export-url'
import type { ExportChannel } from '../../embedded-wallet/proxy'
import { isLatchError } from '../../errors'
import { connect } from './embedded-wallet.connect'
import type { EmbeddedWalletContext } from './embedded-wallet.context'
import { accessToken, closeExport, finish, proxyOf, wait } from './embedded-wallet.runtime'

/** Key export: the connecting screen (at least 1 s), then the export view. */
export async function exportWallet(c: EmbeddedWalletContext): Promise<void> {
  // export always asks for a fresh MFA verification when the user has a method: a grant to export this wallet
  if ((c.ctx.$user.get()?.mfaMethods.length ?? 0) > 0) {
    const address = c.$wallet.get()?.address.toLowerCase()
    await c.mfa?.prompt(address ? { grant: { action: 'wallet_export', target: address } } : undefined)
  }
  const started = c.ctx.env.clock.now()
  const wallet = await connect(c, 'export')
  const rest = CONNECTING_SCREEN_MIN_MS - (c.ctx.env.clock.now() - started)
  if (rest > 0) await wait(c, rest)
  await accessToken(c, 'embedded.mustBeAuthenticated')
  closeExport(c)
  const channel = proxyOf(c).exportChannel()
  c.exportChannel = channel
  c.$state.set({
    step: 'exporting',
    wallet,
    exportUrl: buildExportViewUrl({
      apiUrl: c.ctx.apiUrl,
      appId: c.ctx.appId,
      address: wallet.address,
      channel: channel.id,
      clientAnalyticsId: getClientAnalyticsId(c.ctx.env),
    }),
  })
  void deliver(c, channel)
}

/** Sends the token to the view, through the step-up guard (a refusal with a grant is asked for, then sent again). */
async function deliver(c: EmbeddedWalletContext, channel: ExportChannel): Promise<void> {
  const send = async () => channel.deliver(await accessToken(c, 'embedded.mustBeAuthenticated'))
  try {
    await (c.mfa ? c.mfa.guard(send) : send())
  } catch (error) {
    if (c.exportChannel !== channel) return
    // The view shows its own failure; a verification the person canceled ends the export.
    const code = isLatchError(error) ? error.code : ''
    if (code === 'mfa_canceled' || code === 'step_up_canceled') finish(c)
  }
}
