// How scripts/build-package.mjs splits @latch/core's dist (see its header).
export default {
  /** Public entries: package.json `exports` `.`, `./internal`, `./protocol`, `./csp` and `./wagmi`. */
  entries: {
    index: 'src/index.ts',
    internal: 'src/internal.ts',
    protocol: 'src/protocol/index.ts',
    csp: 'src/csp/index.ts',
    wagmi: 'src/wagmi/index.ts',
  },
  /** Public entries only lazily loaded code imports (`./wallet`): built with it, into dist/lazy. */
  lazyEntries: { wallet: 'src/wallet.ts' },
  /**
   * Server subpaths (`@latch/core/server`, the host backend's library): built on their own, sharing no file with the
   * browser side, with no Node built-in (their package export has `node`, `workerd`, `edge-light` and `worker`
   * conditions, and no `browser` one).
   */
  nodeEntries: { server: 'src/server/index.ts' },
  /** The shared runtime: everything createLatch needs up front (the flows' stores and command stubs). */
  kernel: ['src/latch.ts'],
  /**
   * Pure kernel modules (values and functions, no state) that lazily loaded code bundles its own copy of: what only
   * the wallet half uses of them (its constants, its attempt rules) then stays out of the eager file.
   */
  lazyCopies: [
    'src/constants.ts',
    'src/flows/wallets/wallets.rules.ts',
    'src/flows/passkey/passkey.rules.ts',
    'src/flows/custom-auth/custom-auth.rules.ts',
    'src/connectors/qr.ts',
    'src/flows/fiat/fiat.rules.ts',
    'src/flows/step-up/step-up.rules.ts',
    'src/protocol/endpoints.ts',
    'src/passkey/support.ts',
  ],
}
