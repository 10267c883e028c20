// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { FrameError } from '../protocol'
import type { IncomingMessage } from './messenger'
import { renderPasskeyView } from './passkey-view'

const HOST = 'http://127.0.0.1:5173'
const ADDRESS = '0x000000000000000000000000000000000000dEaD'
const view = (action: string) =>
  `http://localhost:8787/apps/app/embedded-wallets/passkey?address=${ADDRESS}&channel=ch-1&action=${action}&label=Utiliser%20votre%20cl%C3%A9`

function render(action = 'set') {
  document.body.innerHTML = '<div data-frame-root></div>'
  const root = document.querySelector<HTMLElement>('[data-frame-root]') as HTMLElement
  const parent = { postMessage: vi.fn() }
  let listener: (event: IncomingMessage) => void = () => {}
  const wallet = {
    recover: vi.fn(async (_token: string, address: string) => ({ address })),
    setRecoveryPasskey: vi.fn(async (_token: string, address: string) => ({ address })),
  }
  renderPasskeyView({
    wallet,
    root,
    location: { href: view(action), ancestorOrigins: { length: 1, 0: HOST } },
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
  const button = root.querySelector('button') as HTMLButtonElement
  const click = async () => {
    button.click()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { parent, send, button, click, wallet }
}

const token = (accessToken: string, id = 'd1', channel = 'ch-1') => ({
  event: 'privy:export:token',
  channel,
  id,
  accessToken,
})

describe('passkey view', () => {
  it('the ceremony starts only on a click inside it, after its parent sent the token; the result names the wallet', async () => {
    const v = render('set')
    expect(v.parent.postMessage).toHaveBeenCalledWith({ event: 'privy:export:ready', channel: 'ch-1' }, HOST)
    expect(v.button.textContent).toBe('Utiliser votre clé')
    expect(v.button.disabled).toBe(true)
    // another origin, another window, another channel: no token
    await v.send(token('t'), { origin: 'https://evil.example' })
    await v.send(token('t'), { source: { postMessage() {} } })
    await v.send(token('t', 'd1', 'ch-2'))
    expect(v.button.disabled).toBe(true)
    await v.send(token('the-token'))
    // the token alone runs nothing: WebAuthn needs the person's click in this frame
    expect(v.wallet.setRecoveryPasskey).not.toHaveBeenCalled()
    expect(v.button.disabled).toBe(false)
    await v.click()
    expect(v.wallet.setRecoveryPasskey).toHaveBeenCalledWith('the-token', ADDRESS)
    expect(v.wallet.recover).not.toHaveBeenCalled()
    expect(v.parent.postMessage).toHaveBeenLastCalledWith(
      { event: 'privy:export:result', channel: 'ch-1', id: 'd1', address: ADDRESS },
      HOST,
    )
    // done: another click does nothing
    await v.click()
    expect(v.wallet.setRecoveryPasskey).toHaveBeenCalledTimes(1)
  })

  it('recover: a refusal goes back typed, the token is spent; the next delivery allows another try', async () => {
    const v = render('recover')
    v.wallet.recover.mockRejectedValueOnce(new FrameError('passkey_prf_unavailable', 'no PRF'))
    await v.send(token('t1', 'd1'))
    await v.click()
    expect(v.parent.postMessage).toHaveBeenLastCalledWith(
      {
        event: 'privy:export:result',
        channel: 'ch-1',
        id: 'd1',
        error: { type: 'passkey_prf_unavailable', message: 'no PRF' },
      },
      HOST,
    )
    await v.click()
    expect(v.wallet.recover).toHaveBeenCalledTimes(1)
    await v.send(token('t2', 'd2'))
    await v.click()
    expect(v.wallet.recover).toHaveBeenLastCalledWith('t2', ADDRESS)
    expect(v.parent.postMessage).toHaveBeenLastCalledWith(
      { event: 'privy:export:result', channel: 'ch-1', id: 'd2', address: ADDRESS },
      HOST,
    )
  })
})
