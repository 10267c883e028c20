'use client'
/**
 * The flight recorder's panel: a table of the recorded events (the recorder already removed every secret), the
 * export as a JSON file a person can attach to a support ticket, and Clear. Developer-facing, so its texts are English.
 */
import type { DebugEvent } from '@latch/core'
import { useStore } from '@nanostores/react'
import { useLatchClient } from '../context'
import type { LatchDevtoolsProps } from './devtools.types'

/** How long the export's object URL lives after the click. */
const DOWNLOAD_LINK_CLEANUP_MS = 5000

function describe(event: DebugEvent): { what: string; outcome: string; ms: string } {
  const ms = 'ms' in event ? `${event.ms} ms` : ''
  switch (event.kind) {
    case 'api':
      return {
        what: `${event.method} ${event.path}`,
        outcome: `${event.status || 'no answer'}${event.code ? ` ${event.code}` : ''} (request ${event.requestId})`,
        ms,
      }
    case 'flow':
      return { what: `${event.flow} → ${event.step}`, outcome: '', ms }
    case 'command':
      return { what: event.name, outcome: event.code ? `${event.outcome} ${event.code}` : event.outcome, ms }
    case 'frame':
      return { what: event.event, outcome: event.code ? `${event.outcome} ${event.code}` : event.outcome, ms }
    case 'provider':
      return {
        what: event.method,
        outcome: event.code ? `${event.outcome} ${event.code}` : event.outcome,
        ms,
      }
  }
}

function download(json: string) {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = `latch-recording-${new Date().toISOString().replace(/[:.]/g, '-')}.json`
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_LINK_CLEANUP_MS)
}

/** The panel itself (loaded lazily by `LatchDevtools`). */
export function DevtoolsPanel({ limit = 200, className }: LatchDevtoolsProps) {
  const latch = useLatchClient()
  const { debug } = latch
  useStore(debug.$version)
  const events = debug.events()
  const shown = events.slice(-limit)
  return (
    <section
      data-scope="devtools"
      data-part="root"
      aria-labelledby="latch-devtools-title"
      className={className}
    >
      <h2 id="latch-devtools-title" data-part="title">
        Latch flight recorder
      </h2>
      {debug.enabled ? (
        <p data-part="summary" aria-live="polite">
          {events.length} events recorded{debug.dropped > 0 ? `, ${debug.dropped} older ones dropped` : ''}
        </p>
      ) : (
        <p data-part="summary">Recording is off: create the client with config.debug set to true.</p>
      )}
      <div data-part="actions">
        <button type="button" data-part="export" onClick={() => download(debug.export())}>
          Export recording
        </button>
        <button type="button" data-part="clear" onClick={() => debug.clear()} disabled={events.length === 0}>
          Clear
        </button>
      </div>
      <table data-part="timeline">
        <caption>Recorded events, oldest first (times in ms since the client started)</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Kind</th>
            <th scope="col">What</th>
            <th scope="col">Outcome</th>
            <th scope="col">Duration</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((event, i) => {
            const row = describe(event)
            return (
              // events have no id: their position in the shown window is stable until the next one arrives
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={`${event.at}-${i}`} data-kind={event.kind}>
                <td>{event.at}</td>
                <td>{event.kind}</td>
                <td>{row.what}</td>
                <td>{row.outcome}</td>
                <td>{row.ms}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}
