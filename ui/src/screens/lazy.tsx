'use client'
/**
 * Screens that are not on the first path of a login (the OAuth wait, the allowlist refusal, linking, a failed
 * wallet login) load with `import()` when first needed, so the eager bundle carries only LANDING and the code
 * screen. The modal preloads the ones the screen on show can lead to (ui/src/modal/LatchModal.tsx), so they are
 * there before anyone navigates to them.
 */
import type { ComponentType } from 'react'
import { lazy, useEffect, useState } from 'react'
import type { ScreenComponent, ScreenName, ScreenProps } from '../types'

/** A lazily loaded screen with a `preload()` that starts the load early. */
export type LazyScreen<S extends ScreenName> = ScreenComponent<S> & {
  preload(): Promise<unknown>
  /** When the modal preloads it from LANDING (see `lazyScreens`); otherwise once a login is under way. */
  after?: PreloadAfter
}

/**
 * When a screen is preloaded while LANDING shows: 'landing' as the modal opens (a login's next step: a code, OAuth
 * or passkey wait, a refusal), 'wallet-code' once the wallet code has loaded (`flows.wallets.$optionsLoaded`).
 * Screens without it load once a login is under way.
 */
export type PreloadAfter = 'landing' | 'wallet-code'

/**
 * Wraps a screen loader in `React.lazy`, sharing one load between `preload()` and the first render. Once the code
 * has arrived, the screen renders at once: `React.lazy` would still suspend on its first render (and React then
 * keeps its fallback up for at least 300 ms), so a preloaded screen would open as a lone spinner.
 */
export function lazyScreen<S extends ScreenName>(
  load: () => Promise<ComponentType<ScreenProps<S>>>,
  after?: PreloadAfter,
): LazyScreen<S> {
  let loading: Promise<ComponentType<ScreenProps<S>>> | undefined
  let loaded: ComponentType<ScreenProps<S>> | undefined
  const preload = () => {
    loading ??= load().then(
      (screen) => {
        loaded = screen
        return screen
      },
      (error: unknown) => {
        // A failed load (offline, a deploy replaced the chunk) may be retried on the next render.
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const Lazy = lazy(() => preload().then((screen) => ({ default: screen })))
  // biome-ignore lint/correctness/noComponentHookFactories: a factory of registry entries, called once per screen at module load, never during a render
  function Screen(props: ScreenProps<S>) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount the screen.
    const [Component] = useState<ComponentType<ScreenProps<S>>>(() => loaded ?? Lazy)
    return <Component {...props} />
  }
  return Object.assign(Screen, { preload, after }) as unknown as LazyScreen<S>
}

/**
 * One folder's lazily loaded screens by name, each a `lazyScreen` over the same `import()` of the folder's module
 * (the loader, then the list of names the module exports, then when LANDING preloads them, if it does).
 */
export function lazyScreens<M, const N extends keyof M & ScreenName>(
  load: () => Promise<M>,
  names: readonly N[],
  after?: PreloadAfter,
): { [K in N]: LazyScreen<K> } {
  const screens: Partial<Record<N, LazyScreen<N>>> = {}
  for (const name of names) {
    screens[name] = lazyScreen(() => load().then((m) => m[name] as ComponentType<ScreenProps<N>>), after)
  }
  return screens as { [K in N]: LazyScreen<K> }
}

/** True for a registry entry made by `lazyScreen`. */
export function isLazyScreen(screen: unknown): screen is { preload(): Promise<unknown> } {
  return typeof (screen as { preload?: unknown } | null)?.preload === 'function'
}

/**
 * A LANDING entry's button whose code loads with `import()` (with its method's screens): nothing renders until it
 * has arrived (no suspense, so LANDING never waits for it), then the button, at once on later renders.
 */
export function lazyLandingButton<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined
  // biome-ignore lint/correctness/noComponentHookFactories: a factory of registry entries, called once per button at module load, never during a render
  return function LazyLandingButton(props: P) {
    const [Button, setButton] = useState(() => loaded)
    useEffect(() => {
      if (Button) return
      let live = true
      load().then(
        (button) => {
          loaded = button
          if (live) setButton(() => button)
        },
        () => undefined,
      )
      return () => {
        live = false
      }
    }, [Button])
    return Button ? <Button {...props} /> : null
  }
}
