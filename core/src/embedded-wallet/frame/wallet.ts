/**
 * The wallet operations of the frame: create, connect, recover, change the recovery method, sign. Keys are made and
 * rebuilt only here; the host gets addresses and signatures. The server releases a share only with a proof made
 * by this device's registered key (./proof.ts), which lives in the frame origin's IndexedDB next to the device
 * share. Everything outside (server, device store, clock, passkey ceremony) is injected, so the same code runs in
 * the browser frame and in tests against the real server. Each step has its own file: ./wallet-create.ts,
 * ./wallet-device.ts (device keys, unlock), ./wallet-sign.ts (connect, sign), ./wallet-recover.ts (per recovery
 * method), ./wallet-recovery-method.ts; what they share is ./wallet-context.ts.
 */

import { type FrameWalletOptions, walletContext } from './wallet-context'
import { creationStep } from './wallet-create'
import { deviceSteps } from './wallet-device'
import { recoveryStep } from './wallet-recover'
import { recoveryMethodSteps } from './wallet-recovery-method'
import { signSteps } from './wallet-sign'

export type { FrameWalletOptions, ShareStorage } from './wallet-context'
export { legacyShareKey } from './wallet-device'
export { KEY_MEMORY_TTL_MS } from './wallet-sign'

/** The frame's wallet state and operations. */
export function createFrameWallet(options: FrameWalletOptions) {
  const ctx = walletContext(options)
  const device = deviceSteps(ctx)
  return {
    ...signSteps(ctx, device),
    ...recoveryMethodSteps(ctx, device),
    create: creationStep(ctx),
    /** Signed out: every key rebuilt in this frame's memory is dropped (device keys and shares stay on the device). */
    forget: (): void => ctx.loaded.clear(),
    recover: recoveryStep(ctx, device),
    /**
     * The Ethereum private key (a seed wallet's account 0), for the export view only (the server records the
     * export).
     */
    exportPrivateKey: async (token: string, address: string) =>
      (await device.unlock(token, (await ctx.verifyToken(token)).userId, address, { purpose: 'export' })).key,
  }
}

/** The frame wallet. */
export type FrameWallet = ReturnType<typeof createFrameWallet>
