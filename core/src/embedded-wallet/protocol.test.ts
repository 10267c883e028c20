import { describe, expect, it, vi } from 'vitest'
import { createFrameMessenger } from './frame/messenger'
import { FrameError, parseReply, parseRequest } from './protocol'

const HOST = 'http://127.0.0.1:5173'
const TOKEN = 'a.b.c'
const ADDRESS = '0x000000000000000000000000000000000000dEaD'

function frame(handlers = {}) {
  const parent = { postMessage: vi.fn() }
  const onMessage = createFrameMessenger({ parent, allowedOrigins: [HOST], handlers })
  const send = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
    onMessage({ data, origin: from.origin ?? HOST, source: from.source ?? parent })
  return { parent, send }
}

describe('parseRequest', () => {
  it('accepts every payload shape of the protocol', () => {
    expect(parseRequest({ id: '1', event: 'privy:iframe:ready' }).parsed.ok).toBe(true)
    expect(
      parseRequest({ id: '1', event: 'privy:wallet:create', data: { accessToken: TOKEN } }).parsed.ok,
    ).toBe(true)
    const recover = parseRequest({
      id: '1',
      event: 'privy:wallet:recover',
      data: { accessToken: TOKEN, address: ADDRESS, recoveryPin: 'abcdef' },
    }).parsed
    expect(recover).toEqual({
      ok: true,
      value: {
        id: '1',
        event: 'privy:wallet:recover',
        data: { accessToken: TOKEN, address: ADDRESS, recoveryPassword: 'abcdef' },
      },
    })
    const rpc = { accessToken: TOKEN, address: ADDRESS, request: { method: 'personal_sign', params: ['hi'] } }
    expect(parseRequest({ id: '1', event: 'privy:wallet:rpc', data: rpc }).parsed.ok).toBe(true)
    expect(
      parseRequest({
        id: '1',
        event: 'privy:mfa:verify',
        data: { accessToken: TOKEN, method: 'totp', code: '123456' },
      }).parsed.ok,
    ).toBe(true)
  })

  it.each([
    ['unknown event', { id: '1', event: 'privy:wallet:steal', data: {} }, /Unknown event/],
    ['data not an object', { id: '1', event: 'privy:wallet:create', data: 'x' }, /must be an object/],
    ['missing token', { id: '1', event: 'privy:wallet:create', data: {} }, /accessToken/],
    [
      'bad address',
      { id: '1', event: 'privy:wallet:connect', data: { accessToken: TOKEN, address: '0x12' } },
      /address/,
    ],
    [
      'unsupported rpc method',
      {
        id: '1',
        event: 'privy:wallet:rpc',
        data: { accessToken: TOKEN, address: ADDRESS, request: { method: 'eth_sendTransaction' } },
      },
      /Unsupported method/,
    ],
    [
      'params not an array',
      {
        id: '1',
        event: 'privy:wallet:rpc',
        data: { accessToken: TOKEN, address: ADDRESS, request: { method: 'eth_sign', params: {} } },
      },
      /params/,
    ],
    [
      'set-recovery-password without a password',
      {
        id: '1',
        event: 'privy:wallet:set-recovery-password',
        data: { accessToken: TOKEN, address: ADDRESS },
      },
      /recoveryPassword/,
    ],
    [
      'mfa code not 6 digits',
      { id: '1', event: 'privy:mfa:verify', data: { accessToken: TOKEN, method: 'sms', code: '12a' } },
      /code/,
    ],
    [
      'mfa method unknown',
      { id: '1', event: 'privy:mfa:unenroll', data: { accessToken: TOKEN, method: 'email' } },
      /method/,
    ],
  ])('%s: invalid_request_arguments', (_name, raw, message) => {
    const { id, parsed } = parseRequest(raw)
    expect(id).toBe('1')
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) {
      expect(parsed.error.type).toBe('invalid_request_arguments')
      expect(parsed.error.message).toMatch(message)
    }
  })

  it('logout carries nothing (no token: the session may be gone); cancel names the request it stops', () => {
    expect(parseRequest({ id: '1', event: 'privy:wallet:logout' }).parsed).toEqual({
      ok: true,
      value: { id: '1', event: 'privy:wallet:logout', data: {} },
    })
    expect(parseRequest({ id: '2', event: 'privy:wallet:cancel', data: { requestId: 'r1' } }).parsed).toEqual(
      {
        ok: true,
        value: { id: '2', event: 'privy:wallet:cancel', data: { requestId: 'r1' } },
      },
    )
    for (const data of [{}, { requestId: '' }, { requestId: 7 }, { requestId: 'x'.repeat(101) }]) {
      const { parsed } = parseRequest({ id: '3', event: 'privy:wallet:cancel', data })
      expect(parsed.ok).toBe(false)
    }
  })

  it('a message without a usable id cannot be answered', () => {
    expect(parseRequest({ event: 'privy:iframe:ready' }).id).toBeNull()
    expect(parseRequest({ id: 'x'.repeat(101), event: 'privy:iframe:ready' }).id).toBeNull()
    expect(parseRequest('privy:iframe:ready').id).toBeNull()
  })
})

describe('parseReply', () => {
  it('keeps data or a typed error; unknown error types become error; junk is null', () => {
    expect(parseReply({ id: '1', event: 'privy:wallet:create', data: { address: ADDRESS } })?.data).toEqual({
      address: ADDRESS,
    })
    expect(
      parseReply({ id: '1', event: 'privy:wallet:create', error: { type: 'nope', message: 'm' } })?.error,
    ).toEqual({
      type: 'error',
      message: 'm',
    })
    expect(parseReply({ id: '1', event: 'privy:wallet:create' })).toBeNull()
    expect(parseReply({ id: '1', event: 'other', data: {} })).toBeNull()
    expect(parseReply(null)).toBeNull()
  })
})

describe('a refusal that names a grant', () => {
  const grant = { action: 'device_register', target: 'NzbLsXh8uDCcd-6MNwXF4W_7noWXFZAfHkxZsRGC9Xs' } as const

  it('crosses the window with its grant and step-up methods, as the server sent them', async () => {
    const { parent, send } = frame({
      'privy:wallet:recover': async () => {
        throw new FrameError('step_up_required', 'Verify it is you', { grant, stepUpMethods: ['email'] })
      },
    })
    await send({ id: 'r', event: 'privy:wallet:recover', data: { accessToken: TOKEN, address: ADDRESS } })
    const reply = parent.postMessage.mock.calls[0]?.[0]
    expect(reply.error).toEqual({
      type: 'step_up_required',
      message: 'Verify it is you',
      grant,
      step_up_methods: ['email'],
    })
    expect(parseReply(reply)?.error).toEqual(reply.error)
  })

  it('the parser keeps a grant only on missing_or_invalid_mfa and step_up_required, and only one parseGrantJSON accepts', () => {
    const error = (e: Record<string, unknown>) =>
      parseReply({ id: '1', event: 'privy:wallet:rpc', error: { message: 'm', ...e } })?.error
    expect(error({ type: 'missing_or_invalid_mfa', grant })).toEqual({
      type: 'missing_or_invalid_mfa',
      message: 'm',
      grant,
    })
    expect(error({ type: 'wallet_not_on_device', grant })).toEqual({
      type: 'wallet_not_on_device',
      message: 'm',
    })
    for (const bad of [
      { action: 'drop_tables', target: 'x' },
      { action: 'wallet_sign' },
      { action: 'wallet_sign', target: '' },
      { action: 'wallet_sign', target: 'x'.repeat(1101) },
      'wallet_sign',
    ]) {
      expect(error({ type: 'missing_or_invalid_mfa', grant: bad })).toEqual({
        type: 'missing_or_invalid_mfa',
        message: 'm',
      })
    }
    expect(error({ type: 'step_up_required', grant, step_up_methods: ['phone', 'pigeon', 7] })).toEqual({
      type: 'step_up_required',
      message: 'm',
      grant,
      step_up_methods: ['phone'],
    })
    expect(error({ type: 'missing_or_invalid_mfa', step_up_methods: ['email'] })).toEqual({
      type: 'missing_or_invalid_mfa',
      message: 'm',
    })
  })

  it('an older frame type (fresh_login_required) is still read', () => {
    expect(
      parseReply({
        id: '1',
        event: 'privy:wallet:recover',
        error: { type: 'fresh_login_required', message: 'Log in again' },
      })?.error,
    ).toEqual({ type: 'fresh_login_required', message: 'Log in again' })
  })
})

describe('frame messenger', () => {
  it('answers the handshake to the sender origin, never to *', async () => {
    const { parent, send } = frame()
    await send({ id: 'h1', event: 'privy:iframe:ready', data: {} })
    expect(parent.postMessage).toHaveBeenCalledWith(
      { id: 'h1', event: 'privy:iframe:ready', data: { version: 1 } },
      HOST,
    )
  })

  it('ignores a message from another origin or from another window', async () => {
    const handler = vi.fn(async () => ({ address: ADDRESS }))
    const { parent, send } = frame({ 'privy:wallet:create': handler })
    await send(
      { id: '1', event: 'privy:wallet:create', data: { accessToken: TOKEN } },
      { origin: 'https://evil.example' },
    )
    await send(
      { id: '2', event: 'privy:wallet:create', data: { accessToken: TOKEN } },
      { source: { postMessage() {} } },
    )
    expect(handler).not.toHaveBeenCalled()
    expect(parent.postMessage).not.toHaveBeenCalled()
  })

  it('an unknown event and a malformed payload get a typed error reply under their id', async () => {
    const { parent, send } = frame()
    await send({ id: 'u', event: 'privy:wallet:export', data: {} })
    await send({ id: 'm', event: 'privy:wallet:connect', data: { accessToken: TOKEN, address: 'nope' } })
    expect(parent.postMessage.mock.calls.map((c) => [c[0].id, c[0].error.type, c[1]])).toEqual([
      ['u', 'invalid_request_arguments', HOST],
      ['m', 'invalid_request_arguments', HOST],
    ])
  })

  it('a typed failure keeps its type; an unexpected one says nothing of its cause', async () => {
    const { parent, send } = frame({
      'privy:wallet:connect': async () => {
        throw new FrameError('wallet_not_on_device', 'not here')
      },
      'privy:wallet:create': async () => {
        throw new Error('secret 0xabc internal detail')
      },
    })
    await send({ id: 'a', event: 'privy:wallet:connect', data: { accessToken: TOKEN, address: ADDRESS } })
    await send({ id: 'b', event: 'privy:wallet:create', data: { accessToken: TOKEN } })
    expect(parent.postMessage.mock.calls[0]?.[0].error).toEqual({
      type: 'wallet_not_on_device',
      message: 'not here',
    })
    const generic = parent.postMessage.mock.calls[1]?.[0].error
    expect(generic.type).toBe('error')
    expect(generic.message).not.toContain('0xabc')
  })

  it('a message that has no id gets no reply', async () => {
    const { parent, send } = frame()
    await send({ event: 'privy:iframe:ready' })
    expect(parent.postMessage).not.toHaveBeenCalled()
  })

  it('cancel aborts the named request in flight (its handler sees the signal); an unknown id is not canceled', async () => {
    let seen: AbortSignal | undefined
    let finish: () => void = () => {}
    const { parent, send } = frame({
      'privy:wallet:create': (_d: unknown, { signal }: { signal: AbortSignal }) => {
        seen = signal
        return new Promise((_resolve, reject) => {
          finish = () => reject(new FrameError('error', 'The request was canceled'))
        })
      },
    })
    const creating = send({ id: 'c1', event: 'privy:wallet:create', data: { accessToken: TOKEN } })
    await send({ id: 'x1', event: 'privy:wallet:cancel', data: { requestId: 'c1' } })
    expect(seen?.aborted).toBe(true)
    await send({ id: 'x2', event: 'privy:wallet:cancel', data: { requestId: 'nope' } })
    finish()
    await creating
    const replies = parent.postMessage.mock.calls.map((c) => c[0])
    expect(replies).toContainEqual({ id: 'x1', event: 'privy:wallet:cancel', data: { canceled: true } })
    expect(replies).toContainEqual({ id: 'x2', event: 'privy:wallet:cancel', data: { canceled: false } })
    expect(replies.find((r) => r.id === 'c1')?.error.type).toBe('error')
  })

  it('logout aborts every request in flight, then runs the logout handler', async () => {
    const signals: AbortSignal[] = []
    const forget = vi.fn(async () => ({}))
    const { parent, send } = frame({
      'privy:wallet:rpc': (_d: unknown, { signal }: { signal: AbortSignal }) => {
        signals.push(signal)
        return new Promise(() => {})
      },
      'privy:wallet:logout': forget,
    })
    const rpc = { accessToken: TOKEN, address: ADDRESS, request: { method: 'personal_sign', params: ['hi'] } }
    void send({ id: 'r1', event: 'privy:wallet:rpc', data: rpc })
    void send({ id: 'r2', event: 'privy:wallet:rpc', data: rpc })
    await send({ id: 'l', event: 'privy:wallet:logout', data: {} })
    expect(signals.map((s) => s.aborted)).toEqual([true, true])
    expect(forget).toHaveBeenCalledOnce()
    expect(parent.postMessage).toHaveBeenCalledWith({ id: 'l', event: 'privy:wallet:logout', data: {} }, HOST)
  })
})
