'use client'
import type { Latch, LatchConfig, LatchEnv, WalletConnectLoader } from '@latch/core'
import { createLatch } from '@latch/core'
import { getLatchContext } from '@latch/core/internal'
import { useStore } from '@nanostores/react'
import type { ReactNode } from 'react'
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { LatchContextValue, LatchThemeInput } from './context'
import { LatchReactContext } from './context'
// The modal (floating-ui, the screens, the theme runtime) is its own chunk: the host's first render does not wait
// for it, and it is requested right after, long before a person can press "Log in".
import { LatchModalView } from './modal/LatchModalSlot'
import type { ScreenRegistry } from './types'

/** Props of `<LatchProvider>`. */
export interface LatchProviderProps {
  /** The app's id (25 characters). */
  appId: string
  /** Base URL of the auth API. */
  apiUrl: string
  /**
   * Client config (login methods, appearance, legal, render.inDialog, intl...). A new object is applied with
   * `latch.setConfig` (an invalid one is refused and logged; the previous config stays). @default {}
   */
  config?: LatchConfig
  /** Environment overrides (tests inject fetch, storage, clock). */
  env?: Partial<LatchEnv>
  /** An existing client to use instead of creating one (its appId/apiUrl/config win; the host destroys it). */
  client?: Latch
  /**
   * Theme values (`lightTheme()`, `createTheme(...)`), `{ lightMode, darkMode }`, or a mode name.
   * @default built from `config.appearance.theme` and the accent colour (the server's unless the config sets one)
   */
  theme?: LatchThemeInput
  /** Screens replacing the defaults, by name: `{ LANDING: MyLanding }`. */
  components?: ScreenRegistry
  /**
   * Loads WalletConnect, an optional peer dependency: install `@walletconnect/ethereum-provider` and pass
   * `() => import('@walletconnect/ethereum-provider')`. Called only when someone picks WalletConnect; without it the
   * wallet list has no WalletConnect row (a console notice says so once).
   */
  walletConnect?: WalletConnectLoader
  children?: ReactNode
}

/**
 * Creates one Latch client for its subtree (never a module singleton, so SSR requests and tests never share one),
 * restores the session with `ready()`, and renders the modal, unless the host places a `<LatchModal />` itself
 * (e.g. inside its own dialog with `config.render.inDialog` or `<LatchModal inDialog />`).
 */
export function LatchProvider({
  appId,
  apiUrl,
  config,
  env,
  client,
  theme,
  components,
  walletConnect,
  children,
}: LatchProviderProps) {
  const [owned] = useState(() => (client ? null : createLatch({ appId, apiUrl, config, env })))
  const latch = client ?? (owned as Latch)
  const inDialog = useStore(latch.$config).render.inDialog

  // The loader the client holds reads the latest prop, so an inline arrow does not reset the wallet list on every
  // render; a client the host passed keeps the loader it set itself unless this prop gives one.
  const loadWalletConnect = useRef(walletConnect)
  loadWalletConnect.current = walletConnect
  const hasWalletConnect = walletConnect !== undefined
  useEffect(() => {
    if (!hasWalletConnect && !owned) return
    latch.flows.wallets.setWalletConnectLoader(
      hasWalletConnect ? () => (loadWalletConnect.current as WalletConnectLoader)() : null,
    )
  }, [latch, owned, hasWalletConnect])

  useEffect(() => {
    latch.ready().catch((error: unknown) => getLatchContext(latch).env.logger.warn('ready() failed', error))
  }, [latch])

  // Config prop changes reach the client (e.g. `customAuth.isLoading` turning false); core ignores a config equal
  // to the one in force, so an inline `config={{ ... }}` costs nothing per render.
  useEffect(() => {
    if (owned === null) return
    try {
      owned.setConfig(config ?? {})
    } catch (error) {
      getLatchContext(owned).env.logger.error(
        'Invalid Latch config: the previous config stays in force',
        error,
      )
    }
  }, [owned, config])

  // A client this provider created is destroyed with it. The destroy waits a microtask so that React's
  // development double-mount (unmount then mount again at once) keeps the same client alive.
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      if (owned) queueMicrotask(() => mounted.current || owned.destroy())
    }
  }, [owned])

  const [hostModals, setHostModals] = useState(0)
  const registerModal = useCallback(() => {
    setHostModals((n) => n + 1)
    return () => setHostModals((n) => n - 1)
  }, [])

  const screens = useMemo(() => ({ ...components }), [components])
  const value = useMemo<LatchContextValue>(
    () => ({ latch, screens, theme, registerModal }),
    [latch, screens, theme, registerModal],
  )

  return (
    <LatchReactContext.Provider value={value}>
      {children}
      {inDialog || hostModals > 0 ? null : (
        <Suspense fallback={null}>
          <LatchModalView />
        </Suspense>
      )}
    </LatchReactContext.Provider>
  )
}
