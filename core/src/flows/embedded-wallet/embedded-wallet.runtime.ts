/**
 * What the embedded wallet's commands share (loaded with them, never eagerly): the wallet texts, timers on the
 * client's clock (cleared on reset and dispose), the frame proxy with its MFA-guarded calls, the access token a frame
 * call needs, and the end of a screen step.
 */
import { getClientAnalyticsId } from '../../api/client'
import {
  createBrowserFrameHost,
  createEmbeddedWalletProxy,
  type EmbeddedWalletProxy,
} from '../../embedded-wallet/proxy'
import { LatchError } from '../../errors'
import { formatWalletMessage, type WalletMessageKey } from '../../messages.wallet'
import type { EmbeddedWalletContext, WalletFrameEnv } from './embedded-wallet.context'

/** A wallet text of the client's catalogue (the host's overrides included). */
export const t = (
  c: EmbeddedWalletContext,
  key: WalletMessageKey,
  values?: Record<string, string | number>,
) => formatWalletMessage(c.ctx.messages, key, values)

/** Runs `fn` after `ms` on the client's clock; the timer is cleared on reset and dispose. */
export function later(c: EmbeddedWalletContext, ms: number, fn: () => void): void {
  const handle = c.ctx.env.clock.setTimeout(() => {
    c.timers.delete(handle)
    fn()
  }, ms)
  c.timers.add(handle)
}

/** Resolves after `ms` on the client's clock. */
export const wait = (c: EmbeddedWalletContext, ms: number) =>
  new Promise<void>((resolve) => later(c, ms, resolve))

/** Clears every pending timer of the flow. */
export function clearTimers(c: EmbeddedWalletContext): void {
  for (const handle of c.timers) c.ctx.env.clock.clearTimeout(handle)
  c.timers.clear()
}

/** The frame proxy (the hidden frame mounts on its first request). */
export function proxyOf(c: EmbeddedWalletContext): EmbeddedWalletProxy {
  if (!c.proxy) {
    const { env } = c.ctx
    const proxy = createEmbeddedWalletProxy({
      apiUrl: c.ctx.apiUrl,
      appId: c.ctx.appId,
      clientAnalyticsId: getClientAnalyticsId(env),
      host: (env as WalletFrameEnv).walletFrameHost ?? createBrowserFrameHost(),
      clock: env.clock,
      messages: c.ctx.messages,
      logger: env.logger,
      ...(c.ctx.debug?.enabled ? { onMessage: (m) => c.ctx.debug?.record({ kind: 'frame', ...m }) } : {}),
    })
    // Calls the server may refuse until the person verifies: a share release of a user with MFA (a grant for this
    // signature, this recovery password, or a connection), a new device's registration (a grant for its key, by MFA
    // or a step-up code). The refusal names the grant; the step-up service's guard asks for it and runs them again.
    const mfa = c.mfa
    if (mfa) {
      const { connect, recover, rpc, setRecoveryPassword } = proxy
      Object.assign(proxy, {
        connect: (data: Parameters<typeof connect>[0]) => mfa.guard(() => connect(data)),
        recover: (data: Parameters<typeof recover>[0]) => mfa.guard(() => recover(data)),
        rpc: (data: Parameters<typeof rpc>[0]) => mfa.guard(() => rpc(data)),
        setRecoveryPassword: (data: Parameters<typeof setRecoveryPassword>[0]) =>
          mfa.guard(() => setRecoveryPassword(data)),
      })
    }
    c.proxy = proxy
  }
  return c.proxy
}

/** The signed-in user's access token; `must_be_authenticated` with the `key` text otherwise. */
export async function accessToken(c: EmbeddedWalletContext, key: WalletMessageKey): Promise<string> {
  const token = c.ctx.$auth.get().status === 'authenticated' ? await c.ctx.session.getAccessToken() : null
  if (!token) throw new LatchError('must_be_authenticated', t(c, key))
  return token
}

/** Ends the export channel of a key export (the view closed, the flow reset or another export started). */
export function closeExport(c: EmbeddedWalletContext): void {
  const channel = c.exportChannel
  c.exportChannel = null
  channel?.close()
}

/** Leaves the current screen step: 'ready' with a wallet, else 'idle' (the routing rule closes the modal). */
export function finish(c: EmbeddedWalletContext): void {
  closeExport(c)
  const pending = c.recovery
  c.recovery = null
  const wallet = c.$wallet.get()
  c.$state.set(wallet ? { step: 'ready', wallet } : { step: 'idle' })
  pending?.reject(new LatchError('request_canceled', t(c, 'embedded.errorDetail')))
}
