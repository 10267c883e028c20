'use client'
/**
 * The modal on the eager side: the provider's own modal and a `<LatchModal>` the host places both load the modal
 * chunk (the shell, floating-ui, the theme runtime, the login screens) with `import()`, so the host's first render
 * never waits for it; the provider requests it right after.
 */
import { lazy, Suspense, useEffect } from 'react'
import { useLatchContext } from '../context'
import type { LatchModalProps } from './LatchModal'

/** The modal itself, loaded on first render; `<LatchProvider>` renders one unless the host placed a `<LatchModal>`. */
export const LatchModalView = lazy(() => import('./LatchModal').then((m) => ({ default: m.LatchModalView })))

/**
 * The Latch modal, placed by the host (e.g. inside its own dialog with `inDialog`). While one is mounted, the
 * provider does not render its own.
 */
export function LatchModal(props: LatchModalProps = {}) {
  const { registerModal } = useLatchContext()
  useEffect(() => registerModal(), [registerModal])
  return (
    <Suspense fallback={null}>
      <LatchModalView {...props} />
    </Suspense>
  )
}
