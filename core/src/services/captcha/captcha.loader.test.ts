import { afterEach, describe, expect, it } from 'vitest'
import { loadTurnstileScript } from './captcha.loader'

type FakeScript = { src: string; async: boolean; defer: boolean; onload?: () => void; onerror?: () => void }
const g = globalThis as { document?: unknown; turnstile?: unknown }

function fakeDocument() {
  const added: FakeScript[] = []
  g.document = {
    createElement: () => ({ src: '', async: false, defer: false }) as FakeScript,
    head: { appendChild: (script: FakeScript) => added.push(script) },
  }
  return added
}

afterEach(() => {
  delete g.document
  delete g.turnstile
})

describe('default Turnstile loader', () => {
  it('adds one async script per URL and resolves with window.turnstile once it loads', async () => {
    const added = fakeDocument()
    const first = loadTurnstileScript('https://captcha.test/a.js')
    const second = loadTurnstileScript('https://captcha.test/a.js')
    expect(added).toHaveLength(1)
    expect(added[0]).toMatchObject({ src: 'https://captcha.test/a.js', async: true, defer: true })
    const api = { render: () => 'w', reset: () => undefined }
    g.turnstile = api
    added[0]?.onload?.()
    expect(await first).toBe(api)
    expect(await second).toBe(api)
  })

  it('rejects when the script fails, and tries again on the next call', async () => {
    const added = fakeDocument()
    const failing = loadTurnstileScript('https://captcha.test/b.js')
    added[0]?.onerror?.()
    await expect(failing).rejects.toThrow('Turnstile script failed to load')
    await Promise.resolve()
    void loadTurnstileScript('https://captcha.test/b.js').catch(() => undefined)
    expect(added).toHaveLength(2)
  })

  it('rejects without a document (server rendering) instead of touching a global', async () => {
    await expect(loadTurnstileScript('https://captcha.test/c.js')).rejects.toThrow(
      'Captcha needs a browser document',
    )
  })
})
