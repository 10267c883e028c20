/**
 * The screen gallery: every case of scenarios.ts in light and dark, each in its own <LatchProvider> with the
 * modal rendered inline (`render.inDialog`). For people to look at (and for test/gallery/screenshot.mjs and the
 * axe checks in test/e2e); not golden images.
 */
import { LatchModal, LatchProvider } from '@latch/react'
import { darkTheme, lightTheme } from '@latch/themes'
import { type RefObject, useEffect, useRef, useState } from 'react'
import type { GalleryCase } from './case'
import { cases, createCaseClient } from './scenarios'

const themes = { light: lightTheme(), dark: darkTheme() } as const
type Mode = keyof typeof themes

/** How long a case may take to show its screen's code once its state is reached (a loaded machine). */
const SCREEN_LOAD_MS = 60_000

/**
 * What a case shows while code it needs is still arriving: the modal's fallback for a lazily loaded screen, and a
 * wallet list before the wallet code has listed the wallets (`aria-busy`).
 */
const STILL_LOADING = '[data-scope="loading"], [data-part="wallet-list"][aria-busy="true"]'

/**
 * Resolves once the figure shows its screen as a person would see it once loaded: a lazily loaded screen's code
 * (or the wallet code) may arrive after the state is reached, and a case is only ready (for axe, screenshots, the
 * style checks) when what it shows is the screen itself.
 */
function screenShown(figure: RefObject<HTMLElement | null>): Promise<void> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const check = () => {
      const root = figure.current
      // the modal itself loads lazily too: until its screen's root is there, the figure is empty
      if (root?.querySelector('[data-part="root"]') && !root.querySelector(STILL_LOADING)) return resolve()
      if (Date.now() - started > SCREEN_LOAD_MS) return reject(new Error('the screen is still loading'))
      setTimeout(check, 20)
    }
    check()
  })
}

function Case({
  c,
  mode,
  locale,
  onReady,
}: {
  c: GalleryCase
  mode: Mode
  locale: string | undefined
  onReady: () => void
}) {
  const [latch] = useState(() => createCaseClient(c, locale))
  const [status, setStatus] = useState<'pending' | 'ready' | 'failed'>('pending')
  const figure = useRef<HTMLElement>(null)
  useEffect(() => {
    let live = true
    latch
      .ready()
      .then(() => c.setup(latch))
      // let the stores settle and React render the reached state
      .then(() => new Promise((resolve) => setTimeout(resolve, 50)))
      .then(() => screenShown(figure))
      .then(
        () => live && setStatus('ready'),
        (error: unknown) => {
          console.error(`gallery case ${c.id} (${mode})`, error)
          if (live) setStatus('failed')
        },
      )
      .finally(onReady)
    return () => {
      live = false
    }
  }, [latch, c, mode, onReady])
  return (
    <figure ref={figure} className="case" data-case={c.id} data-mode={mode} data-status={status}>
      <figcaption>
        <strong>{c.screen}</strong> · {c.state} · {mode}
      </figcaption>
      {/* the inline modal has no surface of its own (it sits in the host's dialog): the frame paints the theme's */}
      <div className={`frame ${mode}`} style={{ background: themes[mode].colors.background }}>
        <LatchProvider appId={latch.appId} apiUrl={latch.apiUrl} client={latch} theme={themes[mode]}>
          <LatchModal inDialog />
        </LatchProvider>
      </div>
    </figure>
  )
}

export function Gallery() {
  const params = new URLSearchParams(location.search)
  const only = params.get('case')
  const modeParam = params.get('mode')
  // `?locale=ar` shows every case in that language (Arabic: right to left)
  const locale = params.get('locale') ?? undefined
  const modes: Mode[] = modeParam === 'light' || modeParam === 'dark' ? [modeParam] : ['light', 'dark']
  const shown = cases.filter((c) => !only || c.id === only)
  const total = shown.length * modes.length
  const [done, setDone] = useState(0)
  const [onReady] = useState(() => () => setDone((n) => n + 1))
  return (
    <main data-gallery-ready={done >= total ? 'true' : 'false'}>
      <h1>Latch screen gallery</h1>
      <p>
        Every login screen of <code>@latch/react</code> in each state, light and dark. Each case runs the real
        core commands against a fake API with a frozen clock.
      </p>
      {modes.map((mode) => (
        <section key={mode} aria-labelledby={`mode-${mode}`} className="mode">
          <h2 id={`mode-${mode}`}>{mode === 'light' ? 'Light' : 'Dark'}</h2>
          <div className="grid">
            {shown.map((c) => (
              <Case key={`${mode}-${c.id}`} c={c} mode={mode} locale={locale} onReady={onReady} />
            ))}
          </div>
        </section>
      ))}
    </main>
  )
}
