/**
 * The frame's request handlers: each protocol event to the wallet operation that answers it. The frame page
 * (index.ts) wires them to the window's messages; tests run the same table against a frame in Node.
 */
import type { FrameHandlers } from './messenger'
import type { FrameWallet } from './wallet'

export function frameHandlers(wallet: FrameWallet): FrameHandlers {
  return {
    'privy:wallet:create': (d, { signal }) => wallet.create(d.accessToken, d.recoveryPassword, signal),
    'privy:wallet:connect': (d) => wallet.connect(d.accessToken, d.address),
    'privy:wallet:recover': (d) => wallet.recover(d.accessToken, d.address, d.recoveryPassword),
    'privy:wallet:rpc': (d) => wallet.rpc(d.accessToken, d.address, d.request),
    'privy:wallet:set-recovery-password': (d) =>
      wallet.setRecoveryPassword(d.accessToken, d.address, d.recoveryPassword),
    'privy:wallet:logout': async () => {
      wallet.forget()
      return {}
    },
  }
}
