/** Key export: the wallet connected on this device, then the export view (the key shows only inside its frame). */
import { getClientAnalyticsId } from '../../api/client'
import { CONNECTING_SCREEN_MIN_MS } from '../../constants'
import { buildExportViewUrl } from '../../embedded-wallet/export-url'
import { connect } from './embedded-wallet.connect'
import type { EmbeddedWalletContext } from './embedded-wallet.context'
import { accessToken, wait } from './embedded-wallet.runtime'

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
  const token = await accessToken(c, 'embedded.mustBeAuthenticated')
  c.$state.set({
    step: 'exporting',
    wallet,
    exportUrl: buildExportViewUrl({
      apiUrl: c.ctx.apiUrl,
      appId: c.ctx.appId,
      accessToken: token,
      address: wallet.address,
      clientAnalyticsId: getClientAnalyticsId(c.ctx.env),
    }),
  })
}
