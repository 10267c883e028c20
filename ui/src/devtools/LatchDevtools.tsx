'use client'
/**
 * `<LatchDevtools />`: the flight recorder's panel (`config.debug`), for a host's own debug page or a dev build.
 * Its code loads with `import()` the first time it renders, so a host that imports it pays a few bytes up front and a
 * host that does not import it pays nothing.
 */
import { lazy, Suspense } from 'react'
import type { LatchDevtoolsProps } from './devtools.types'

const Panel = lazy(() => import('./DevtoolsPanel').then((m) => ({ default: m.DevtoolsPanel })))

export type { LatchDevtoolsProps } from './devtools.types'

/** The timeline of `latch.debug` (API calls, flow steps, commands, wallet messages), with Export and Clear. */
export function LatchDevtools(props: LatchDevtoolsProps) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  )
}
