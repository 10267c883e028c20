// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { FrameError } from '../protocol'
import { EXPORT_VIEW_CLEAR_MS, renderExportView } from './export-view'
import type { IncomingMessage } from './messenger'

const HOST = 'http://127.0.0.1:5173'
const ADDRESS = '0x000000000000000000000000000000000000dEaD'
const KEY: `0x${string}` = `0x${'11'.repeat(32)}`
const VIEW = `http://127.0.0.1:8787/apps/app/embedded-wallets/export?address=${ADDRESS}&channel=ch-1`

function view(exportPrivateKey: (token: string, address: string) => Promise<`0x${string}`>, href = VIEW) {
  document.body.innerHTML = '<div data-frame-root></div>'
  const root = document.querySelector<HTMLElement>('[data-frame-root]') as HTMLElement
  const parent = { postMessage: vi.fn() }
  let listener: (event: IncomingMessage) => void = () => {}
  const rendered = renderExportView({
    wallet: { exportPrivateKey: vi.fn(exportPrivateKey) },
    root,
    location: { href, ancestorOrigins: { length: 1, 0: HOST } },
    parent,
    allowedOrigins: [HOST],
    listen: (l) => {
      listener = l
    },
  })
  const send = async (data: unknown, from: Partial<IncomingMessage> = {}) => {
    listener({ data, origin: HOST, source: parent, ...from })
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { root, parent, send, rendered }
}

const token = (accessToken: string, id = 'd1', channel = 'ch-1') => ({
  event: 'privy:export:token',
  channel,
  id,
  accessToken,
})

describe('export view', () => {
  it('says ready on its channel to the host origin, and shows the key only once its parent sent the token', async () => {
    const exported = vi.fn(async () => KEY)
    const v = view(exported)
    expect(v.parent.postMessage).toHaveBeenCalledWith({ event: 'privy:export:ready', channel: 'ch-1' }, HOST)
    // another origin, another window, another channel: nothing happens
    await v.send(token('t'), { origin: 'https://evil.example' })
    await v.send(token('t'), { source: { postMessage() {} } })
    await v.send(token('t', 'd1', 'ch-2'))
    expect(exported).not.toHaveBeenCalled()
    expect(v.root.querySelector('[data-part="private-key"]')?.textContent).toBe('Loading…')
    await v.send(token('the-token'))
    expect(exported).toHaveBeenCalledWith('the-token', ADDRESS)
    expect(v.root.querySelector('[data-part="private-key"]')?.textContent).toBe(KEY)
    expect(v.parent.postMessage).toHaveBeenLastCalledWith(
      { event: 'privy:export:result', channel: 'ch-1', id: 'd1' },
      HOST,
    )
    await v.rendered.done
  })

  it('the key is cleared from the view after 60 s: its text and the copy button are gone', async () => {
    vi.useFakeTimers()
    try {
      expect(EXPORT_VIEW_CLEAR_MS).toBe(60_000)
      const v = view(async () => KEY)
      v.parent.postMessage.mockClear()
      const sent = v.send(token('t'))
      await vi.advanceTimersByTimeAsync(0)
      await sent
      expect(v.root.querySelector('[data-part="private-key"]')?.textContent).toBe(KEY)
      expect(v.root.querySelector('[data-part="copy"]')).not.toBeNull()
      await vi.advanceTimersByTimeAsync(EXPORT_VIEW_CLEAR_MS - 1)
      expect(v.root.textContent).toContain(KEY)
      await vi.advanceTimersByTimeAsync(1)
      expect(v.root.textContent).not.toContain(KEY.slice(2))
      expect(v.root.querySelector('[data-part="private-key"]')?.getAttribute('data-state')).toBe('cleared')
      expect(v.root.querySelector('[data-part="copy"]')).toBeNull()
      expect(document.body.textContent).not.toContain(KEY.slice(2))
    } finally {
      vi.useRealTimers()
    }
  })

  it('a refusal goes back with its grant; the token sent again after the verification shows the key', async () => {
    const grant = { action: 'wallet_export', target: ADDRESS.toLowerCase() } as const
    let verified = false
    const v = view(async () => {
      if (!verified)
        throw new FrameError('missing_or_invalid_mfa', 'MFA verification failed, retry.', { grant })
      return KEY
    })
    await v.send(token('t', 'd1'))
    expect(v.parent.postMessage).toHaveBeenLastCalledWith(
      {
        event: 'privy:export:result',
        channel: 'ch-1',
        id: 'd1',
        error: { type: 'missing_or_invalid_mfa', message: 'MFA verification failed, retry.', grant },
      },
      HOST,
    )
    const out = v.root.querySelector('[data-part="private-key"]')
    expect(out?.getAttribute('data-state')).toBe('error')
    verified = true
    await v.send(token('t', 'd2'))
    expect(out?.textContent).toBe(KEY)
    expect(out?.hasAttribute('data-state')).toBe(false)
  })

  it('a URL without a channel shows an error and says nothing', () => {
    const v = view(
      async () => KEY,
      `http://127.0.0.1:8787/apps/app/embedded-wallets/export?address=${ADDRESS}`,
    )
    expect(v.parent.postMessage).not.toHaveBeenCalled()
    expect(v.root.querySelector('[data-part="private-key"]')?.getAttribute('data-state')).toBe('error')
  })
})
