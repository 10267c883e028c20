// How scripts/build-package.mjs splits @latch/react's dist (see its header).
export default {
  /** Public entry: package.json `exports` `.`. */
  entries: { index: 'src/index.ts' },
  /**
   * The shared runtime: the provider, the hooks a host calls, and every module with a React context, so the
   * public entry and the lazily loaded modal and screens share one of each.
   */
  kernel: [
    'src/LatchProvider.tsx',
    'src/context.ts',
    'src/modal/modal-context.ts',
    'src/modal/LatchModalSlot.tsx',
    'src/primitives/part.tsx',
    'src/hooks/useLatch.ts',
    'src/hooks/useLogin.ts',
    'src/hooks/useModal.ts',
    'src/hooks/useWallets.ts',
    'src/hooks/useMessages.ts',
  ],
  /**
   * The modal (shell, floating-ui, the theme runtime, the login screens) in one file; the screens that load later
   * take the modules they share with it from that file.
   */
  lazyGroups: ['src/modal/LatchModal.tsx'],
  /** Kept at the top of every file, so React Server Components hosts can import the package from a server file. */
  banner: "'use client';",
  /**
   * The public entry's copies of wallet screens take core's wallet rules from the package root (the same names), so
   * the public entry never reaches core's lazily loaded files.
   */
  publicAliases: { '@latch/core/wallet': '@latch/core' },
  /** Calls that make components and contexts: pure, so hosts drop the unused public copies. */
  pureCalls: ['forwardPart', 'forwardRef', 'createContext', 'lazy', 'lazyScreen', 'lazyScreens', 'memo'],
}
