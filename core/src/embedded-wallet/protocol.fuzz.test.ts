/**
 * Fuzzing of the frame protocol's parsers, both sides (fast-check): the frame's `parseRequest` and messenger, and
 * the host's `parseReply` and proxy. Whatever arrives (unknown ids and events, duplicates, `__proto__` keys,
 * 10 MB strings, cyclic or deep structures, class instances, origin "null"), a parser never throws, never reads an
 * inherited property, and either yields a well-formed value or a coded refusal; the proxy settles only the request
 * a reply belongs to.
 */
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { parseGrantJSON } from '../api/shapes'
import type { Clock } from '../env'
import { createFrameMessenger } from './frame/messenger'
import {
  EMBEDDED_WALLET_ERROR_TYPES,
  EMBEDDED_WALLET_EVENTS,
  isBoundedData,
  MAX_MESSAGE_WEIGHT,
  parseExportViewMessage,
  parseReply,
  parseRequest,
} from './protocol'
import { createEmbeddedWalletProxy, type FrameHost, type HostMessageEvent } from './proxy'

const HOST = 'http://127.0.0.1:5173'
const FRAME_ORIGIN = 'http://127.0.0.1:8787'
const TOKEN = 'a.b.c'
const ADDRESS = '0x000000000000000000000000000000000000dEaD'
const TEN_MB = 'x'.repeat(10 * 1024 * 1024)

const event = fc.oneof(fc.constantFrom(...EMBEDDED_WALLET_EVENTS), fc.string())
/** Any message-like value: a random envelope around anything, or anything at all. */
const message = fc.oneof(
  fc.anything(),
  fc.record(
    { id: fc.oneof(fc.string(), fc.anything()), event, data: fc.anything(), error: fc.anything() },
    { requiredKeys: [] },
  ),
  fc.record({
    id: fc.string({ minLength: 1, maxLength: 100 }),
    event: fc.constantFrom(...EMBEDDED_WALLET_EVENTS),
    data: fc.record(
      {
        accessToken: fc.oneof(fc.constant(TOKEN), fc.anything()),
        address: fc.oneof(fc.constant(ADDRESS), fc.anything()),
        recoveryPassword: fc.anything(),
        request: fc.anything(),
        method: fc.oneof(fc.constantFrom('sms', 'totp'), fc.anything()),
        code: fc.oneof(fc.constant('123456'), fc.anything()),
      },
      { requiredKeys: [] },
    ),
  }),
)

const cyclic = () => {
  const data: Record<string, unknown> = { accessToken: TOKEN }
  data.self = data
  return { id: 'c', event: 'privy:wallet:create', data }
}

const deep = () => {
  let params: unknown = 'leaf'
  for (let i = 0; i < 100_000; i++) params = [params]
  return {
    id: 'd',
    event: 'privy:wallet:rpc',
    data: { accessToken: TOKEN, address: ADDRESS, request: { method: 'personal_sign', params } },
  }
}

describe('frame side: parseRequest', () => {
  it('never throws; a value is well formed, a refusal is invalid_request_arguments under the id it could read', () => {
    fc.assert(
      fc.property(message, (raw) => {
        const { id, parsed } = parseRequest(raw)
        if (parsed.ok) {
          expect(typeof id).toBe('string')
          expect(parsed.value.id).toBe(id)
          expect(EMBEDDED_WALLET_EVENTS).toContain(parsed.value.event)
          const data = parsed.value.data as Record<string, unknown>
          // the handshake, logout and cancel carry no token (logout follows a session that may be gone)
          const tokenless = ['privy:iframe:ready', 'privy:wallet:logout', 'privy:wallet:cancel']
          if (parsed.value.event === 'privy:wallet:cancel') expect(typeof data.requestId).toBe('string')
          else if (!tokenless.includes(parsed.value.event)) {
            expect(typeof data.accessToken).toBe('string')
            expect((data.accessToken as string).length).toBeGreaterThan(0)
          }
          if ('address' in data) expect(data.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
        } else {
          expect(parsed.error.type).toBe('invalid_request_arguments')
          expect(parsed.error.message.length).toBeLessThan(300)
        }
      }),
      { numRuns: 2000 },
    )
  })

  it('unknown events and ids that cannot be answered', () => {
    fc.assert(
      fc.property(
        fc.string().filter((e) => !(EMBEDDED_WALLET_EVENTS as readonly string[]).includes(e)),
        (name) => {
          const { parsed } = parseRequest({ id: '1', event: name, data: {} })
          expect(parsed.ok).toBe(false)
        },
      ),
    )
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(''), fc.string({ minLength: 101 }), fc.integer(), fc.constant(null)),
        (id) => {
          expect(parseRequest({ id, event: 'privy:iframe:ready' }).id).toBeNull()
        },
      ),
    )
  })

  it('__proto__ keys and inherited properties are never read', () => {
    // JSON.parse makes `__proto__` an own key; it must not stand in for the real fields
    const polluted = JSON.parse(
      `{"id":"p","event":"privy:wallet:create","data":{"__proto__":{"accessToken":"${TOKEN}"}}}`,
    )
    expect(parseRequest(polluted).parsed.ok).toBe(false)
    const inherited = { id: 'i', event: 'privy:wallet:create', data: Object.create({ accessToken: TOKEN }) }
    expect(parseRequest(inherited).parsed.ok).toBe(false)
    const envelope = Object.create({ id: 'x', event: 'privy:iframe:ready' })
    expect(parseRequest(envelope).id).toBeNull()
    // the prototype of every object stays untouched
    expect(({} as Record<string, unknown>).accessToken).toBeUndefined()
  })

  it('10 MB, cyclic, 100 000 deep and non-plain payloads are refused before any field is used', () => {
    const huge = parseRequest({
      id: 'h',
      event: 'privy:wallet:rpc',
      data: { accessToken: TOKEN, address: ADDRESS, request: { method: 'personal_sign', params: [TEN_MB] } },
    })
    for (const raw of [
      {
        id: 'h',
        event: 'privy:wallet:rpc',
        data: {
          accessToken: TOKEN,
          address: ADDRESS,
          request: { method: 'personal_sign', params: [TEN_MB] },
        },
      },
      cyclic(),
      deep(),
      { id: 'm', event: 'privy:wallet:create', data: { accessToken: TOKEN, extra: new Map() } },
      { id: 'n', event: 'privy:wallet:create', data: { accessToken: TOKEN, extra: Number.NaN } },
      { id: 'f', event: 'privy:wallet:create', data: { accessToken: TOKEN, extra: () => 1 } },
    ]) {
      const { id, parsed } = parseRequest(raw)
      expect(id).toBe(raw.id)
      expect(parsed).toEqual({
        ok: false,
        error: { type: 'invalid_request_arguments', message: 'The request is too large or not plain data' },
      })
    }
    expect(huge.parsed.ok).toBe(false)
    // a transaction with bigint fields (structured clone keeps them) is plain data
    expect(isBoundedData({ value: 10n, params: [{ gas: 21000n }] })).toBe(true)
    expect(isBoundedData('x'.repeat(MAX_MESSAGE_WEIGHT + 1))).toBe(false)
  })
})

describe('frame side: messenger', () => {
  function frame(allowedOrigins = [HOST]) {
    const parent = { postMessage: vi.fn() }
    let release: () => void = () => {}
    const handler = vi.fn(
      () =>
        new Promise<{ address: string }>((resolve) => {
          release = () => resolve({ address: ADDRESS })
        }),
    )
    const onMessage = createFrameMessenger({
      parent,
      allowedOrigins,
      handlers: { 'privy:wallet:create': handler },
    })
    const send = (data: unknown, origin = HOST) => onMessage({ data, origin, source: parent })
    return { parent, handler, send, release: () => release() }
  }

  it('any message gets at most one reply, addressed to the sender origin, and never throws', async () => {
    await fc.assert(
      fc.asyncProperty(message, async (raw) => {
        const parent = { postMessage: vi.fn() }
        const onMessage = createFrameMessenger({
          parent,
          allowedOrigins: [HOST],
          handlers: { 'privy:wallet:create': async () => ({ address: ADDRESS }) },
        })
        await onMessage({ data: raw, origin: HOST, source: parent })
        expect(parent.postMessage.mock.calls.length).toBeLessThanOrEqual(1)
        for (const [reply, target] of parent.postMessage.mock.calls) {
          expect(target).toBe(HOST)
          expect(parseReply(reply)).not.toBeNull()
        }
      }),
      { numRuns: 500 },
    )
  })

  it('origin "null" is never answered, even when an app lists it', async () => {
    const { parent, handler, send } = frame([HOST, 'null'])
    await send({ id: '1', event: 'privy:iframe:ready' }, 'null')
    await send({ id: '2', event: 'privy:wallet:create', data: { accessToken: TOKEN } }, 'null')
    expect(handler).not.toHaveBeenCalled()
    expect(parent.postMessage).not.toHaveBeenCalled()
  })

  it('a duplicate id while the first request runs is dropped: one run, one reply', async () => {
    const { parent, handler, send, release } = frame()
    const request = { id: 'dup', event: 'privy:wallet:create', data: { accessToken: TOKEN } }
    const first = send(request)
    await send(request)
    expect(handler).toHaveBeenCalledTimes(1)
    release()
    await first
    expect(parent.postMessage).toHaveBeenCalledTimes(1)
    expect(parent.postMessage.mock.calls[0]?.[0]).toEqual({
      id: 'dup',
      event: 'privy:wallet:create',
      data: { address: ADDRESS },
    })
  })

  it('a 10 MB or cyclic request is answered with a typed error, and no handler runs', async () => {
    const { parent, handler, send } = frame()
    await send({ id: 'big', event: 'privy:wallet:create', data: { accessToken: TOKEN, pad: TEN_MB } })
    await send(cyclic())
    expect(handler).not.toHaveBeenCalled()
    expect(parent.postMessage.mock.calls.map(([r]) => [r.id, r.error?.type])).toEqual([
      ['big', 'invalid_request_arguments'],
      ['c', 'invalid_request_arguments'],
    ])
  })
})

/** An error part with a grant and step-up methods that may or may not be well formed. */
const errorWithGrant = fc.record(
  {
    type: fc.oneof(fc.constantFrom(...EMBEDDED_WALLET_ERROR_TYPES), fc.string()),
    message: fc.oneof(fc.string(), fc.anything()),
    grant: fc.oneof(
      fc.anything(),
      fc.record(
        {
          action: fc.oneof(
            fc.constantFrom('wallet_sign', 'wallet_export', 'device_register', 'recovery_password', 'unlink'),
            fc.anything(),
          ),
          target: fc.oneof(fc.string({ maxLength: 600 }), fc.anything()),
          expires_at: fc.anything(),
        },
        { requiredKeys: [] },
      ),
    ),
    step_up_methods: fc.oneof(
      fc.array(fc.oneof(fc.constantFrom('email', 'phone'), fc.anything())),
      fc.anything(),
    ),
  },
  { requiredKeys: [] },
)

describe('host side: the grant of a refusal', () => {
  it('is kept only as parseGrantJSON reads it, only on the types a verification lifts; step-up methods only known kinds, only with step_up_required', () => {
    fc.assert(
      fc.property(errorWithGrant, (error) => {
        const reply = parseReply({ id: '1', event: 'privy:wallet:recover', error })
        if (!reply) return
        const e = reply.error
        if (!e) throw new Error('an error reply parsed as data')
        const liftable = e.type === 'missing_or_invalid_mfa' || e.type === 'step_up_required'
        if (!liftable || !parseGrantJSON(error.grant)) expect(e.grant).toBeUndefined()
        else expect(e.grant).toEqual(parseGrantJSON(error.grant))
        if (e.type !== 'step_up_required') expect(e.step_up_methods).toBeUndefined()
        for (const m of e.step_up_methods ?? []) expect(['email', 'phone']).toContain(m)
      }),
      { numRuns: 2000 },
    )
  })
})

describe('export view messages', () => {
  it('never throw; a message is one of the three shapes with short ids, or null', () => {
    const exportMessage = fc.oneof(
      fc.anything(),
      fc.record(
        {
          event: fc.oneof(
            fc.constantFrom('privy:export:ready', 'privy:export:token', 'privy:export:result'),
            fc.string(),
          ),
          channel: fc.oneof(fc.string({ maxLength: 120 }), fc.anything()),
          id: fc.oneof(fc.string({ maxLength: 120 }), fc.anything()),
          accessToken: fc.oneof(fc.constant(TOKEN), fc.anything()),
          error: fc.oneof(errorWithGrant, fc.anything()),
        },
        { requiredKeys: [] },
      ),
    )
    fc.assert(
      fc.property(exportMessage, (raw) => {
        const m = parseExportViewMessage(raw)
        if (!m) return
        expect(['privy:export:ready', 'privy:export:token', 'privy:export:result']).toContain(m.event)
        expect(m.channel.length).toBeGreaterThan(0)
        expect(m.channel.length).toBeLessThanOrEqual(100)
        if (m.event === 'privy:export:token') {
          expect(typeof m.accessToken).toBe('string')
          expect(m.accessToken.length).toBeGreaterThan(0)
        }
      }),
      { numRuns: 2000 },
    )
    expect(
      parseExportViewMessage({ event: 'privy:export:token', channel: 'c', id: 'i', accessToken: TEN_MB }),
    ).toBeNull()
  })
})

describe('host side: parseReply', () => {
  it('never throws; a reply is data or an error of a known type', () => {
    fc.assert(
      fc.property(message, (raw) => {
        const reply = parseReply(raw)
        if (!reply) return
        expect(EMBEDDED_WALLET_EVENTS).toContain(reply.event)
        if (reply.error) expect(EMBEDDED_WALLET_ERROR_TYPES).toContain(reply.error.type)
        else expect(typeof reply.data).toBe('object')
      }),
      { numRuns: 2000 },
    )
  })

  it('10 MB, cyclic, inherited and __proto__ replies are ignored', () => {
    expect(parseReply({ id: '1', event: 'privy:wallet:create', data: { address: TEN_MB } })).toBeNull()
    const data: Record<string, unknown> = {}
    data.self = data
    expect(parseReply({ id: '1', event: 'privy:wallet:create', data })).toBeNull()
    expect(parseReply(Object.create({ id: '1', event: 'privy:wallet:create', data: {} }))).toBeNull()
    expect(
      parseReply(JSON.parse('{"id":"1","event":"privy:wallet:create","__proto__":{"data":{}}}')),
    ).toBeNull()
  })
})

describe('host side: proxy', () => {
  const clock: Clock = {
    now: () => Date.now(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  }

  /** A proxy whose frame never answers by itself: the test injects whatever it wants as the frame's replies. */
  function host() {
    let listener: ((e: HostMessageEvent) => void) | undefined
    const sent: Array<{ id: string; event: string }> = []
    const frameWindow = {
      postMessage(m: unknown) {
        const msg = m as { id: string; event: string }
        sent.push(msg)
        // the handshake is answered, so requests go out
        if (msg.event === 'privy:iframe:ready') {
          setTimeout(
            () =>
              listener?.({
                data: { id: msg.id, event: msg.event, data: { version: 1 } },
                origin: FRAME_ORIGIN,
                source: frameWindow,
              }),
            0,
          )
        }
      },
    }
    const frameHost: FrameHost = {
      mount: () => ({ window: frameWindow, destroy() {} }),
      listen(l) {
        listener = l
        return () => {
          listener = undefined
        }
      },
    }
    const proxy = createEmbeddedWalletProxy({
      apiUrl: FRAME_ORIGIN,
      appId: 'latchdemoapp0000000000001',
      host: frameHost,
      clock,
    })
    const inject = (data: unknown, origin = FRAME_ORIGIN, source: unknown = frameWindow) =>
      listener?.({ data, origin, source })
    return { proxy, sent, inject }
  }

  it('random replies, replies from origin "null", and replies for unknown ids settle nothing', async () => {
    const { proxy, sent, inject } = host()
    await proxy.ready()
    const pending = proxy.connect({ accessToken: TOKEN, address: ADDRESS })
    let settled = false
    pending.then(
      () => (settled = true),
      () => (settled = true),
    )
    await new Promise((r) => setTimeout(r, 0))
    const request = sent.find((m) => m.event === 'privy:wallet:connect') as { id: string }
    fc.assert(
      fc.property(message, (raw) => {
        // everything but a well-formed reply to our id is ignored
        const r = raw as { id?: unknown }
        if (r && typeof r === 'object' && r.id === request.id) return
        inject(raw)
      }),
      { numRuns: 1000 },
    )
    const reply = { id: request.id, event: 'privy:wallet:connect', data: { address: ADDRESS } }
    inject(reply, 'null')
    inject({ id: 'someone-else', event: 'privy:wallet:connect', data: { address: ADDRESS } })
    inject({ ...reply, data: { address: TEN_MB } })
    await new Promise((r) => setTimeout(r, 0))
    expect(settled).toBe(false)
    expect(proxy.pendingCount).toBe(1)
    // the real reply settles it; a duplicate of it afterwards changes nothing
    inject(reply)
    inject({ id: request.id, event: 'privy:wallet:connect', error: { type: 'error', message: 'late' } })
    await expect(pending).resolves.toEqual({ address: ADDRESS })
    expect(proxy.pendingCount).toBe(0)
    proxy.destroy()
  })
})
