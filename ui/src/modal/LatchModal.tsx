'use client'
/**
 * The modal shell: a portal with an overlay (scroll lock), a focus-trapped `role="dialog"` labelled by the screen
 * title, Escape and a press on the overlay to close (`dismiss.ts`). 360 px wide above 440 px, a bottom drawer at or
 * below it (`data-layout`), or inline inside the host's own dialog with `config.render.inDialog`. The shell stays mounted
 * with `data-state="closed"` during core's 200 ms 'closing' step so the exit animation can run.
 */
import { FloatingFocusManager, FloatingOverlay, useFloatingRootContext } from '@floating-ui/react'
import { MODAL_DRAWER_BREAKPOINT_PX } from '@latch/core'
import { getLatchContext } from '@latch/core/internal'
import { useStore } from '@nanostores/react'
import type { CSSProperties, ReactNode } from 'react'
import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useLatchContext } from '../context'
import { useMediaQuery } from '../hooks/useMediaQuery'
import { useMessages } from '../hooks/useMessages'
import { Description, Hero, ScreenRoot, Spinner } from '../primitives/parts'
import { defaultScreens, landingButtons } from '../registry'
import { isLazyScreen, type PreloadAfter } from '../screens/lazy'
import type { ModalState, ScreenComponent, ScreenRegistry } from '../types'
import { pressOutside, useEscapeToDismiss } from './dismiss'
import type { ModalLayout } from './modal-context'
import { LandingButtonsContext, ModalContext } from './modal-context'
import { ScreenErrorBoundary, ScreenErrorFallback } from './ScreenErrorBoundary'
import { useThemeStyle } from './useThemeStyle'

/** Props of `<LatchModal>`. */
export interface LatchModalProps {
  /** Render inline (inside the host's dialog) instead of in a portal. @default config.render.inDialog */
  inDialog?: boolean
  /** Portal target. @default document.body */
  root?: HTMLElement | null
}

/** The default screens with the host's `components` over them. */
function useScreens(): ScreenRegistry {
  const { screens } = useLatchContext()
  return useMemo(() => ({ ...defaultScreens, ...screens }), [screens])
}

/** The current screen from the registry, inside the error boundary. */
function CurrentScreen({ modal }: { modal: ModalState }) {
  const screens = useScreens()
  // The registry is keyed by screen, so the component and the data belong to the same screen.
  const Screen = screens[modal.screen] as ScreenComponent | undefined
  // A screen this kit does not ship (and the host did not register) must not leave an empty dialog.
  if (!Screen) return <ScreenErrorFallback />
  return (
    <ScreenErrorBoundary resetKey={modal.screen}>
      <Suspense fallback={<ScreenLoading />}>
        <Screen screen={modal.screen} data={modal.data} />
      </Suspense>
    </ScreenErrorBoundary>
  )
}

/** Shown while a lazily loaded screen's code arrives (a slow network): a spinner with its word, never alone. */
function ScreenLoading() {
  const t = useMessages()
  return (
    <ScreenRoot scope="loading" data-state="loading">
      <Hero>
        <Spinner />
        <Description>{t('generic.loading')}</Description>
      </Hero>
    </ScreenRoot>
  )
}

/**
 * The screens LANDING preloads, as each screen module declares them (the `after` argument of its lazy screens): a login's next steps
 * ('landing': a code, OAuth or passkey wait, a refusal) and the wallet list's screens ('wallet-code': once the wallet
 * code has loaded, `flows.wallets.$optionsLoaded`: the landing lists wallet rows, or the list was opened).
 */
const afterLanding = (after: PreloadAfter): string[] =>
  Object.entries(defaultScreens).flatMap(([name, screen]) =>
    (screen as { after?: PreloadAfter }).after === after ? [name] : [],
  )

/**
 * Starts loading the lazy screens the current screen can lead to next, so they are there before anyone navigates
 * to them: from LANDING only the login's next steps (and the wallet screens once the wallet code is in); from any
 * other screen (a login under way, linking, signing, the embedded wallet) every screen. The locale's wallet texts
 * load as the modal opens, so a wallet screen never shows first in English.
 */
function usePreloadScreens(screen: string | null) {
  const screens = useScreens()
  const { latch } = useLatchContext()
  const walletCodeIn = useStore(latch.flows.wallets.$optionsLoaded)
  const open = screen !== null
  useEffect(() => {
    if (screen === null) return
    const next =
      screen === 'LANDING'
        ? [...afterLanding('landing'), ...(walletCodeIn ? afterLanding('wallet-code') : [])]
        : Object.keys(screens)
    for (const name of next) {
      const component = screens[name as keyof ScreenRegistry]
      if (isLazyScreen(component)) component.preload().catch(() => undefined)
    }
  }, [screen, walletCodeIn, screens])
  useEffect(() => {
    if (open) void getLatchContext(latch).intl.loadWalletMessages()
  }, [open, latch])
}

function dataState(modal: ModalState): 'open' | 'closed' {
  return modal.step === 'open' ? 'open' : 'closed'
}

/** The modal itself; `<LatchProvider>` renders one when the host has not placed a `<LatchModal>`. */
export function LatchModalView({ inDialog, root }: LatchModalProps = {}) {
  const { latch } = useLatchContext()
  const modal = useStore(latch.flows.modal.$state)
  const config = useStore(latch.$config)
  // Not $intl: the wallet texts arriving (fetched as the modal opens) would re-render the whole open modal.
  const { locale, dir } = useStore(getLatchContext(latch).intl.$loginIntl)
  const narrow = useMediaQuery(`(max-width: ${MODAL_DRAWER_BREAKPOINT_PX}px)`)
  const titleId = useId()
  const { style, mode } = useThemeStyle()
  const inline = inDialog ?? config.render.inDialog
  const layout: ModalLayout = inline ? 'inline' : narrow ? 'drawer' : 'modal'
  const context = useMemo(() => ({ titleId, layout }), [titleId, layout])
  usePreloadScreens(modal.step === 'open' ? modal.screen : null)

  if (modal.step === 'closed') return null
  const body = (
    <ModalContext.Provider value={context}>
      <LandingButtonsContext.Provider value={landingButtons}>
        <CurrentScreen modal={modal} />
      </LandingButtonsContext.Provider>
    </ModalContext.Provider>
  )
  if (inline) {
    return (
      <section
        lang={locale}
        dir={dir}
        data-latch-theme={mode}
        data-scope="modal"
        data-part="content"
        data-layout="inline"
        data-state={dataState(modal)}
        data-screen={modal.screen}
        aria-labelledby={titleId}
        style={style}
      >
        {body}
      </section>
    )
  }
  return (
    <FloatingModal
      modal={modal}
      titleId={titleId}
      layout={layout}
      mode={mode}
      style={style}
      root={root}
      lang={locale}
      dir={dir}
    >
      {body}
    </FloatingModal>
  )
}

function FloatingModal({
  modal,
  titleId,
  layout,
  mode,
  style,
  root,
  lang,
  dir,
  children,
}: {
  modal: ModalState
  lang: string
  dir: 'ltr' | 'rtl'
  titleId: string
  layout: ModalLayout
  mode: string
  style: CSSProperties
  root: HTMLElement | null | undefined
  children: ReactNode
}) {
  const { latch } = useLatchContext()
  const open = modal.step === 'open'
  // A root context without positioning: the dialog is laid out by the stylesheet, not anchored to an element.
  const [floating, setFloating] = useState<HTMLElement | null>(null)
  const floatingRef = useRef<HTMLElement | null>(null)
  const setFloatingRef = useCallback((element: HTMLElement | null) => {
    floatingRef.current = element
    setFloating(element)
  }, [])
  const close = useCallback(() => latch.closeModal(), [latch])
  const context = useFloatingRootContext({
    open,
    onOpenChange: (next) => {
      if (!next) close()
    },
    elements: { reference: null, floating },
  })
  useEscapeToDismiss(open, close)
  const state = dataState(modal)
  // React's portal, not FloatingPortal: the focus manager below is modal, so the portal's tab-order guards (for
  // non-modal floating elements) have nothing to do, and the overlay is the portal's only child.
  return createPortal(
    <FloatingOverlay
      lockScroll
      lang={lang}
      dir={dir}
      data-latch-theme={mode}
      data-scope="modal"
      data-part="overlay"
      data-layout={layout}
      data-state={state}
      style={style}
      onMouseDown={open ? (event) => pressOutside(event, floatingRef, close) : undefined}
    >
      <FloatingFocusManager context={context} modal returnFocus initialFocus={floatingRef}>
        <div
          ref={setFloatingRef}
          role="dialog"
          aria-labelledby={titleId}
          aria-modal
          tabIndex={-1}
          data-scope="modal"
          data-part="content"
          data-layout={layout}
          data-state={state}
          data-screen={modal.screen}
        >
          {children}
        </div>
      </FloatingFocusManager>
    </FloatingOverlay>,
    root ?? document.body,
  )
}
