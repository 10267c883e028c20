import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getGrant, getStepUpMethods } from '../api/client'
import type { Clock } from '../env'
import { createFrameMessenger, type FrameHandlers } from './frame/messenger'
import { FrameError, WALLET_ALREADY_EXISTS_MESSAGE } from './protocol'
import { createEmbeddedWalletProvider, EmbeddedProviderError } from './provider'
import {
  createEmbeddedWalletProxy,
  type EmbeddedWalletProxyOptions,
  type FrameHost,
  type FrameMessageRecord,
  type HostMessageEvent,
} from './proxy'

const API = 'http://127.0.0.1:8787'
const FRAME_ORIGIN = 'http://127.0.0.1:8787'
const HOST_ORIGIN = 'http://127.0.0.1:5173'
const APP = 'latchdemoapp0000000000001'
const ADDRESS = '0x000000000000000000000000000000000000dEaD'
const TOKEN = 'a.b.c'

const clock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
}

/**
 * A page with a frame: the host listens to window messages; the frame runs the real frame messenger. Messages
 * cross asynchronously (as postMessage does) and a message posted with the wrong targetOrigin is dropped.
 */
function page(
  handlers: FrameHandlers,
  opts: {
    frameListensAfterMs?: number
    silent?: boolean
    /** Each mount's load event and CSP refusal (absent: no load signal, never refused). */
    loaded?: () => Promise<void>
    blocked?: () => Promise<void>
    onMessage?: EmbeddedWalletProxyOptions['onMessage']
  } = {},
) {
  const hostListeners = new Set<(e: HostMessageEvent) => void>()
  const hostListener = (e: HostMessageEvent) => {
    for (const l of [...hostListeners]) l(e)
  }
  const hostWindow = {
    postMessage(message: unknown, targetOrigin: string) {
      if (targetOrigin !== HOST_ORIGIN) return
      setTimeout(() => hostListener({ data: message, origin: FRAME_ORIGIN, source: frameWindow }), 0)
    },
  }
  const onFrameMessage = createFrameMessenger({ parent: hostWindow, allowedOrigins: [HOST_ORIGIN], handlers })
  let listening = opts.frameListensAfterMs === undefined
  if (!listening) setTimeout(() => (listening = true), opts.frameListensAfterMs)
  const targets: string[] = []
  const posted: Array<{ id: string; event: string; data: Record<string, unknown> }> = []
  const frameWindow = {
    postMessage(message: unknown, targetOrigin: string) {
      targets.push(targetOrigin)
      posted.push(message as (typeof posted)[number])
      if (targetOrigin !== FRAME_ORIGIN || opts.silent) return
      setTimeout(() => {
        if (listening) void onFrameMessage({ data: message, origin: HOST_ORIGIN, source: hostWindow })
      }, 0)
    },
  }
  const mounted: string[] = []
  const destroyed = vi.fn()
  /** The page removed the frame element: its window reads null. */
  let removed = false
  const host: FrameHost = {
    mount(url) {
      mounted.push(url)
      removed = false
      return {
        get window() {
          return removed ? null : frameWindow
        },
        destroy: destroyed,
        ...(opts.loaded ? { loaded: opts.loaded() } : {}),
        ...(opts.blocked ? { blocked: opts.blocked() } : {}),
      }
    },
    listen(listener) {
      hostListeners.add(listener)
      return () => hostListeners.delete(listener)
    },
  }
  /** A message as if from `origin`/`source` to the host. */
  const inject = (data: unknown, origin: string, source: unknown) => hostListener({ data, origin, source })
  const logger = { error: vi.fn() }
  const proxy = createEmbeddedWalletProxy({
    apiUrl: API,
    appId: APP,
    clientAnalyticsId: 'caid-1',
    host,
    clock,
    logger,
    ...(opts.onMessage ? { onMessage: opts.onMessage } : {}),
  })
  const removeElement = () => {
    removed = true
  }
  return { proxy, mounted, destroyed, targets, posted, inject, frameWindow, logger, removeElement }
}

/** Lets the fake-timer message hops run, then awaits. */
async function settle<T>(promise: Promise<T>): Promise<T> {
  await vi.advanceTimersByTimeAsync(10)
  return promise
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('embedded wallet proxy', () => {
  it('is lazy: the frame is mounted at the first request, at the app frame URL with caid', async () => {
    const p = page({ 'privy:wallet:create': async () => ({ address: ADDRESS }) })
    expect(p.mounted).toEqual([])
    const created = p.proxy.create({ accessToken: TOKEN })
    await vi.runAllTimersAsync()
    expect(await created).toEqual({ address: ADDRESS })
    expect(p.mounted).toEqual([`${API}/apps/${APP}/embedded-wallets?caid=caid-1`])
    expect(new Set(p.targets)).toEqual(new Set([FRAME_ORIGIN]))
  })

  it('onMessage hears each message by type, outcome, duration and code, never its payload', async () => {
    const heard: FrameMessageRecord[] = []
    const p = page(
      {
        'privy:wallet:create': async () => {
          await new Promise((resolve) => setTimeout(resolve, 40))
          return { address: ADDRESS }
        },
        'privy:wallet:connect': async () => {
          throw new FrameError('wallet_not_on_device', 'no such wallet')
        },
      },
      { onMessage: (m) => heard.push(m) },
    )
    const created = p.proxy.create({ accessToken: TOKEN })
    await vi.runAllTimersAsync()
    await created
    const connected = p.proxy.connect({ accessToken: TOKEN, address: ADDRESS }).catch((e: unknown) => e)
    await vi.runAllTimersAsync()
    expect(await connected).toMatchObject({ code: 'wallet_not_on_device' })
    expect(heard.map(({ event, outcome, code }) => [event, outcome, code])).toEqual([
      ['privy:iframe:ready', 'ok', undefined],
      ['privy:wallet:create', 'ok', undefined],
      ['privy:wallet:connect', 'error', 'wallet_not_on_device'],
    ])
    expect(heard[1]?.ms).toBeGreaterThanOrEqual(40)
    expect(JSON.stringify(heard)).not.toContain(TOKEN)
    expect(JSON.stringify(heard)).not.toContain(ADDRESS.slice(2))
  })

  it('forged replies carrying the real id are ignored unless they come from the frame window and origin', async () => {
    const ids: string[] = []
    const p = page({ 'privy:wallet:connect': () => new Promise(() => {}) })
    await settle(p.proxy.ready())
    const original = p.frameWindow.postMessage.bind(p.frameWindow)
    p.frameWindow.postMessage = (m: unknown, t: string) => {
      ids.push((m as { id: string }).id)
      original(m, t)
    }
    const request = p.proxy.connect({ accessToken: TOKEN, address: ADDRESS })
    let settled: unknown = 'pending'
    request.then(
      (v) => (settled = v),
      (e) => (settled = e),
    )
    await vi.advanceTimersByTimeAsync(1)
    const id = ids[0] as string
    p.inject(
      { id, event: 'privy:wallet:connect', data: { address: '0xevil' } },
      'https://evil.example',
      p.frameWindow,
    )
    p.inject({ id, event: 'privy:wallet:connect', data: { address: '0xevil' } }, FRAME_ORIGIN, {
      postMessage() {},
    })
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBe('pending')
    p.inject({ id, event: 'privy:wallet:connect', data: { address: ADDRESS } }, FRAME_ORIGIN, p.frameWindow)
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toEqual({ address: ADDRESS })
  })

  it('concurrent requests: each reply reaches its own request, whatever the order they come back in', async () => {
    const p = page({
      'privy:wallet:rpc': async (d) => {
        const n = Number((d.request.params[0] as string).slice(4))
        await new Promise((r) => setTimeout(r, 100 - n))
        return { method: d.request.method, result: `sig-${n}` }
      },
    })
    const calls = Array.from({ length: 50 }, (_, n) =>
      p.proxy.rpc({
        accessToken: TOKEN,
        address: ADDRESS,
        request: { method: 'personal_sign', params: [`msg-${n}`] },
      }),
    )
    await vi.runAllTimersAsync()
    const results = await Promise.all(calls)
    expect(results.map((r) => r.result)).toEqual(Array.from({ length: 50 }, (_, n) => `sig-${n}`))
    expect(p.proxy.pendingCount).toBe(0)
  })

  it('a frame that never answers: the init times out after 30 000 ms, the frame is removed; remounts wait a doubling backoff (capped at 60 s) and calls meanwhile fail at once with embedded_wallet_disconnected', async () => {
    const p = page({}, { silent: true })
    const ready = p.proxy.ready()
    let error: unknown = 'pending'
    ready.catch((e) => (error = e))
    await vi.advanceTimersByTimeAsync(29_999)
    expect(error).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(error).toMatchObject({ code: 'client_request_timeout', message: 'Request timed out' })
    expect(p.destroyed).toHaveBeenCalledTimes(1)
    expect(p.proxy.pendingCount).toBe(0)
    expect(p.proxy.status).toBe('waiting')
    // within the backoff: refused at once, nothing mounted
    await expect(p.proxy.connect({ accessToken: TOKEN, address: ADDRESS })).rejects.toMatchObject({
      code: 'embedded_wallet_disconnected',
    })
    expect(p.mounted).toHaveLength(1)
    // each failure doubles the wait: 1 s, 2 s, 4 s, ... up to 60 s
    const waits: number[] = []
    for (let failure = 1; failure <= 8; failure++) {
      let waited = 0
      let again = p.proxy.ready().catch((e) => e)
      while (p.proxy.status === 'waiting') {
        expect(await again).toMatchObject({ code: 'embedded_wallet_disconnected' })
        await vi.advanceTimersByTimeAsync(1000)
        waited += 1000
        again = p.proxy.ready().catch((e) => e)
      }
      waits.push(waited)
      expect(p.proxy.status).toBe('loading')
      await vi.advanceTimersByTimeAsync(30_000)
      expect(await again).toMatchObject({ code: 'client_request_timeout' })
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000])
    expect(p.mounted).toHaveLength(9)
  })

  it('a frame that is ready again after failed starts resets the backoff', async () => {
    let answer = false
    const p = page({ 'privy:wallet:connect': async (d) => ({ address: d.address }) }, { silent: true })
    const first = p.proxy.ready().catch((e) => e)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(await first).toMatchObject({ code: 'client_request_timeout' })
    await vi.advanceTimersByTimeAsync(1000)
    // the frame comes back (the server is up again)
    const original = p.frameWindow.postMessage
    p.frameWindow.postMessage = (m: unknown, t: string) => {
      answer = true
      const id = (m as { id: string }).id
      const event = (m as { event: string }).event
      setTimeout(
        () =>
          p.inject(
            { id, event, data: event === 'privy:iframe:ready' ? { version: 1 } : { address: ADDRESS } },
            FRAME_ORIGIN,
            p.frameWindow,
          ),
        0,
      )
      original.call(p.frameWindow, m, t)
    }
    const connected = p.proxy.connect({ accessToken: TOKEN, address: ADDRESS })
    await vi.advanceTimersByTimeAsync(10)
    expect(await connected).toEqual({ address: ADDRESS })
    expect(answer).toBe(true)
    expect(p.proxy.status).toBe('ready')
  })

  it('a frame the page policy refuses: embedded_wallet_frame_blocked at once, naming frame-src; nothing is posted to it; later calls fail at once without a new mount; said once', async () => {
    const p = page({}, { loaded: () => new Promise(() => {}), blocked: () => Promise.resolve() })
    const created = p.proxy.create({ accessToken: TOKEN }).catch((e) => e)
    await vi.advanceTimersByTimeAsync(0)
    const error = await created
    expect(error).toMatchObject({ code: 'embedded_wallet_frame_blocked' })
    expect(error.message).toContain(`frame-src ${FRAME_ORIGIN}`)
    expect(p.posted).toEqual([])
    expect(p.destroyed).toHaveBeenCalledTimes(1)
    expect(p.proxy.status).toBe('blocked')
    await vi.advanceTimersByTimeAsync(120_000)
    await expect(p.proxy.ready()).rejects.toMatchObject({ code: 'embedded_wallet_frame_blocked' })
    expect(p.mounted).toHaveLength(1)
    expect(p.logger.error).toHaveBeenCalledTimes(1)
    expect(p.logger.error.mock.calls[0]?.[0]).toContain(`frame-src ${FRAME_ORIGIN}`)
  })

  it('a frame whose document loaded but never answers: embedded_wallet_frame_blocked 3 s after the load, after only a few posts', async () => {
    const p = page({}, { silent: true, loaded: () => new Promise((r) => setTimeout(r, 400)) })
    const ready = p.proxy.ready()
    let error: unknown = 'pending'
    ready.catch((e) => (error = e))
    await vi.advanceTimersByTimeAsync(3399)
    expect(error).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(error).toMatchObject({ code: 'embedded_wallet_frame_blocked', retryable: true })
    expect((error as Error).message).toContain(`frame-src ${FRAME_ORIGIN}`)
    expect(p.posted.length).toBeLessThanOrEqual(5)
    expect(p.destroyed).toHaveBeenCalledTimes(1)
    // not for good: the next mount follows the backoff
    expect(p.proxy.status).toBe('waiting')
  })

  it('a request the host stops waiting for is canceled in the frame (the handler sees its signal abort)', async () => {
    const signals: AbortSignal[] = []
    const p = page({
      'privy:wallet:create': (_d, { signal }) => {
        signals.push(signal)
        return new Promise(() => {})
      },
    })
    await settle(p.proxy.ready())
    const created = p.proxy.create({ accessToken: TOKEN }).catch((e) => e)
    await vi.advanceTimersByTimeAsync(15_000)
    expect(await created).toMatchObject({ code: 'client_request_timeout' })
    await vi.advanceTimersByTimeAsync(10)
    const create = p.posted.find((m) => m.event === 'privy:wallet:create')
    expect(p.posted.find((m) => m.event === 'privy:wallet:cancel')?.data).toEqual({ requestId: create?.id })
    expect(signals.map((s) => s.aborted)).toEqual([true])
  })

  it('logout: waiting requests fail with must_be_authenticated, the frame is told to forget its keys and removed; the next request mounts a fresh frame', async () => {
    const forget = vi.fn(async () => ({}))
    const p = page({ 'privy:wallet:rpc': () => new Promise(() => {}), 'privy:wallet:logout': forget })
    await settle(p.proxy.ready())
    const signing = p.proxy
      .rpc({ accessToken: TOKEN, address: ADDRESS, request: { method: 'personal_sign', params: ['0x00'] } })
      .catch((e) => e)
    await vi.advanceTimersByTimeAsync(1)
    p.proxy.logout()
    expect(await signing).toMatchObject({ code: 'must_be_authenticated' })
    await vi.advanceTimersByTimeAsync(10)
    expect(forget).toHaveBeenCalledOnce()
    expect(p.destroyed).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(500)
    expect(p.destroyed).toHaveBeenCalledTimes(1)
    expect(p.proxy.status).toBe('idle')
    await settle(p.proxy.ready())
    expect(p.mounted).toHaveLength(2)
  })

  it('logout while the frame is still starting ends that start: its waiters fail, nothing is left running', async () => {
    const p = page({}, { silent: true })
    const ready = p.proxy.ready().catch((e) => e)
    await vi.advanceTimersByTimeAsync(1000)
    p.proxy.logout()
    expect(await ready).toMatchObject({ code: 'must_be_authenticated' })
    expect(vi.getTimerCount()).toBe(1) // the removal of the old frame after its grace
    await vi.advanceTimersByTimeAsync(500)
    expect(vi.getTimerCount()).toBe(0)
    expect(p.proxy.status).toBe('idle')
  })

  it('a frame the page removed after it was ready is mounted again on the next request', async () => {
    const p = page({ 'privy:wallet:connect': async (d) => ({ address: d.address }) })
    await settle(p.proxy.ready())
    p.removeElement()
    const connected = p.proxy.connect({ accessToken: TOKEN, address: ADDRESS })
    await vi.advanceTimersByTimeAsync(10)
    expect(await connected).toEqual({ address: ADDRESS })
    expect(p.mounted).toHaveLength(2)
    expect(p.destroyed).toHaveBeenCalledTimes(1)
  })

  it('the handshake is re-sent while the frame loads', async () => {
    const p = page({}, { frameListensAfterMs: 1000 })
    const ready = p.proxy.ready()
    await vi.advanceTimersByTimeAsync(1500)
    await expect(ready).resolves.toBeUndefined()
    expect(p.proxy.pendingCount).toBe(0)
  })

  it('a signing request that gets no answer times out after 30 000 ms', async () => {
    const p = page({ 'privy:wallet:rpc': () => new Promise(() => {}) })
    await settle(p.proxy.ready())
    const call = p.proxy.rpc({
      accessToken: TOKEN,
      address: ADDRESS,
      request: { method: 'eth_sign', params: [] },
    })
    let error: unknown = 'pending'
    call.catch((e) => (error = e))
    await vi.advanceTimersByTimeAsync(29_999)
    expect(error).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(error).toMatchObject({ code: 'client_request_timeout' })
  })

  it('through the EIP-1193 provider, a frame request that gets no answer rejects with 4900 (disconnected, retryable), not -32603; nothing stays pending and the frame is told to stop', async () => {
    let aborted = false
    const p = page({
      'privy:wallet:rpc': (_d, { signal }) =>
        new Promise(() => {
          signal.addEventListener('abort', () => {
            aborted = true
          })
        }),
    })
    const provider = createEmbeddedWalletProvider({
      proxy: p.proxy,
      address: ADDRESS,
      getAccessToken: async () => TOKEN,
      chains: [
        {
          id: 1,
          name: 'Ethereum',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: ['http://rpc.latch.test/'] } },
        },
      ],
      clock,
    })
    await settle(p.proxy.ready())
    let error: unknown = 'pending'
    const typedData = {
      types: { EIP712Domain: [{ name: 'name', type: 'string' }] },
      primaryType: 'EIP712Domain',
      domain: { name: 'x' },
      message: {},
    }
    const calls = [
      { method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] },
      { method: 'eth_signTypedData_v4', params: [ADDRESS, JSON.stringify(typedData)] },
    ].map((args) => provider.request(args).catch((e: unknown) => e))
    calls[0]?.then((e) => (error = e))
    await vi.advanceTimersByTimeAsync(29_000)
    expect(error).toBe('pending')
    expect(p.proxy.pendingCount).toBe(2)
    await vi.advanceTimersByTimeAsync(1_100)
    for (const e of await Promise.all(calls)) {
      expect(e).toBeInstanceOf(EmbeddedProviderError)
      expect(e).toMatchObject({ code: 4900, data: { code: 'client_request_timeout' } })
    }
    expect(p.proxy.pendingCount).toBe(0)
    expect(aborted).toBe(true)
  })

  it('creation waits 15 000 ms by default and 30 000 ms when asked (after login)', async () => {
    const p = page({ 'privy:wallet:create': () => new Promise(() => {}) })
    await settle(p.proxy.ready())
    const fromApi = p.proxy.create({ accessToken: TOKEN }).catch((e) => e)
    const fromLogin = p.proxy.create({ accessToken: TOKEN }, 30_000).catch((e) => e)
    await vi.advanceTimersByTimeAsync(15_000)
    expect(await fromApi).toMatchObject({ code: 'client_request_timeout' })
    expect(p.proxy.pendingCount).toBe(1)
    await vi.advanceTimersByTimeAsync(15_000)
    expect(await fromLogin).toMatchObject({ code: 'client_request_timeout' })
  })

  it('frame errors become typed errors; an existing wallet is embedded_wallet_already_exists', async () => {
    const p = page({
      'privy:wallet:recover': async () => {
        throw new FrameError('invalid_recovery_pin', 'Invalid recovery password')
      },
      'privy:wallet:create': async () => {
        throw new FrameError('error', WALLET_ALREADY_EXISTS_MESSAGE)
      },
    })
    const recover = p.proxy
      .recover({ accessToken: TOKEN, address: ADDRESS, recoveryPassword: 'nope12' })
      .catch((e) => e)
    const create = p.proxy.create({ accessToken: TOKEN }).catch((e) => e)
    await vi.runAllTimersAsync()
    expect(await recover).toMatchObject({ name: 'EmbeddedWalletError', type: 'invalid_recovery_pin' })
    expect(await create).toMatchObject({ code: 'embedded_wallet_already_exists' })
  })

  it('a refusal keeps its grant (and step-up methods) on the rebuilt error, as a server refusal does; a grant on another type or a malformed one is dropped', async () => {
    const sign = { action: 'wallet_sign', target: `${ADDRESS.toLowerCase()}:${'ab'.repeat(32)}` } as const
    const device = { action: 'device_register', target: 'thumbprint-1' } as const
    const p = page({
      'privy:wallet:rpc': async () => {
        throw new FrameError('missing_or_invalid_mfa', 'MFA verification failed, retry.', { grant: sign })
      },
      'privy:wallet:recover': async () => {
        throw new FrameError('step_up_required', 'Verify it is you', {
          grant: device,
          stepUpMethods: ['email', 'phone'],
        })
      },
      'privy:wallet:connect': async () => {
        throw new FrameError('error', 'x', { grant: device })
      },
      'privy:wallet:set-recovery-password': async () => {
        throw new FrameError('missing_or_invalid_mfa', 'x', {
          grant: { action: 'drop_tables', target: 'x' } as unknown as typeof device,
        })
      },
    })
    const rpc = p.proxy
      .rpc({ accessToken: TOKEN, address: ADDRESS, request: { method: 'personal_sign', params: [] } })
      .catch((e) => e)
    const recover = p.proxy.recover({ accessToken: TOKEN, address: ADDRESS }).catch((e) => e)
    const connect = p.proxy.connect({ accessToken: TOKEN, address: ADDRESS }).catch((e) => e)
    const password = p.proxy
      .setRecoveryPassword({ accessToken: TOKEN, address: ADDRESS, recoveryPassword: 'secret1' })
      .catch((e) => e)
    await vi.runAllTimersAsync()
    expect(await rpc).toMatchObject({ code: 'missing_or_invalid_mfa' })
    expect(getGrant(await rpc)).toEqual(sign)
    expect(getStepUpMethods(await rpc)).toBeNull()
    expect(await recover).toMatchObject({ code: 'step_up_required', type: 'step_up_required' })
    expect(getGrant(await recover)).toEqual(device)
    expect(getStepUpMethods(await recover)).toEqual(['email', 'phone'])
    expect(getGrant(await connect)).toBeNull()
    expect(getGrant(await password)).toBeNull()
  })
})

describe('export channel', () => {
  /** An export view window of the frame origin that records what it gets and answers with `answer`. */
  function exportView(p: ReturnType<typeof page>, channel: string, answer: () => object | null = () => null) {
    const got: Array<{ message: Record<string, unknown>; targetOrigin: string }> = []
    const view = {
      postMessage(message: unknown, targetOrigin: string) {
        const m = message as Record<string, unknown>
        got.push({ message: m, targetOrigin })
        const error = answer()
        setTimeout(
          () =>
            p.inject(
              { event: 'privy:export:result', channel, id: m.id, ...(error ? { error } : {}) },
              FRAME_ORIGIN,
              view,
            ),
          0,
        )
      },
    }
    const ready = (from = FRAME_ORIGIN) => p.inject({ event: 'privy:export:ready', channel }, from, view)
    return { got, ready, view }
  }

  it('the token goes, to the frame origin only, to the window that said ready on this channel; not before, not to another channel or origin', async () => {
    const p = page({})
    await settle(p.proxy.ready())
    const channel = p.proxy.exportChannel()
    const delivered = p.proxy.exportChannel().id
    expect(delivered).not.toBe(channel.id)
    const done = channel.deliver(TOKEN)
    const stranger = exportView(p, channel.id)
    stranger.ready('https://evil.example')
    exportView(p, delivered).ready()
    await vi.advanceTimersByTimeAsync(5)
    expect(stranger.got).toEqual([])
    const view = exportView(p, channel.id)
    view.ready()
    await settle(done)
    expect(view.got).toEqual([
      {
        message: {
          event: 'privy:export:token',
          channel: channel.id,
          id: expect.any(String),
          accessToken: TOKEN,
        },
        targetOrigin: FRAME_ORIGIN,
      },
    ])
  })

  it('a refusal comes back with its grant; after the verification the token goes again, to a view that loaded again too; closing cancels', async () => {
    const p = page({})
    await settle(p.proxy.ready())
    const channel = p.proxy.exportChannel()
    const grant = { action: 'wallet_export', target: ADDRESS.toLowerCase() }
    const first = exportView(p, channel.id, () => ({
      type: 'missing_or_invalid_mfa',
      message: 'MFA verification failed, retry.',
      grant,
    }))
    first.ready()
    const refused = await settle(channel.deliver(TOKEN).catch((e) => e))
    expect(refused).toMatchObject({ name: 'EmbeddedWalletError', code: 'missing_or_invalid_mfa' })
    expect(getGrant(refused)).toEqual(grant)
    // the modal showed the prompt meanwhile: the view loaded again and says ready
    const second = exportView(p, channel.id)
    const again = channel.deliver(TOKEN)
    second.ready()
    await settle(again)
    expect(second.got.map((g) => g.message.accessToken)).toEqual([TOKEN])
    const waiting = channel.deliver(TOKEN).catch((e) => e)
    channel.close()
    expect(await waiting).toMatchObject({ code: 'request_canceled' })
    await expect(channel.deliver(TOKEN)).rejects.toMatchObject({ code: 'request_canceled' })
  })
})
