// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { useLatch } from './hooks/useLatch'
import { LatchProvider } from './index'

const APP_ID = 'latch-test-app-0000000001'

function Status() {
  const { ready, authenticated } = useLatch()
  return <p>{`ready:${ready} authenticated:${authenticated}`}</p>
}

const seen = new Set<unknown>()
function Grab() {
  seen.add(useLatch().latch)
  return null
}

describe('server-side rendering', () => {
  it('renderToString(<LatchProvider>) works in Node without window and renders the host content', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    const html = renderToString(
      <LatchProvider
        appId={APP_ID}
        apiUrl="https://api.latch.test"
        config={{ appearance: { theme: 'auto' } }}
      >
        <Status />
      </LatchProvider>,
    )
    expect(html).toContain('ready:false authenticated:false')
    // The modal is closed on the server: nothing of it is rendered.
    expect(html).not.toContain('data-scope')
  })

  it('two renders get two clients (no module singleton)', () => {
    for (let i = 0; i < 2; i++) {
      renderToString(
        <LatchProvider appId={APP_ID} apiUrl="https://api.latch.test">
          <Grab />
        </LatchProvider>,
      )
    }
    expect(seen.size).toBe(2)
  })
})
