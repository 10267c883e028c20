'use client'
import type { Latch, LatchConfig, LatchEnv } from '@latch/core'
import { createLatch } from '@latch/core'
import { useStore } from '@nanostores/react'
import type { ReactNode } from 'react'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { LatchContextValue, LatchThemeInput } from './context'
import { LatchReactContext } from './context'
import { LatchModalView } from './modal/LatchModal'
import type { ScreenRegistry } from './registry'
import { defaultScreens } from './registry'

/** Props of `<LatchProvider>`. */
export interface LatchProviderProps {
  /** The app's id (25 characters). */
  appId: string
  /** Base URL of the auth API. */
  apiUrl: string
  /** Client config (login methods, appearance, legal, render.inDialog, intl...). @default {} */
  config?: LatchConfig
  /** Environment overrides (tests inject fetch, storage, clock). */
  env?: Partial<LatchEnv>
  /** An existing client to use instead of creating one (its appId/apiUrl/config win). */
  client?: Latch
  /**
   * Theme values (`lightTheme()`, `createTheme(...)`), `{ lightMode, darkMode }`, or a mode name.
   * @default built from `config.appearance.theme` and the accent colour (the server's unless the config sets one)
   */
  theme?: LatchThemeInput
  /** Screens replacing the defaults, by SPEC.md name: `{ LANDING: MyLanding }`. */
  components?: ScreenRegistry
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
  children,
}: LatchProviderProps) {
  const [latch] = useState(() => client ?? createLatch({ appId, apiUrl, config, env }))
  const inDialog = useStore(latch.$config).render.inDialog

  useEffect(() => {
    latch.ready().catch((error: unknown) => latch.context.env.logger.warn('ready() failed', error))
  }, [latch])

  const [hostModals, setHostModals] = useState(0)
  const registerModal = useCallback(() => {
    setHostModals((n) => n + 1)
    return () => setHostModals((n) => n - 1)
  }, [])

  const screens = useMemo(() => ({ ...defaultScreens, ...components }), [components])
  const value = useMemo<LatchContextValue>(
    () => ({ latch, screens, theme, registerModal }),
    [latch, screens, theme, registerModal],
  )

  return (
    <LatchReactContext.Provider value={value}>
      {children}
      {inDialog || hostModals > 0 ? null : <LatchModalView />}
    </LatchReactContext.Provider>
  )
}
