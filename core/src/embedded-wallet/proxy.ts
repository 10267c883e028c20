/**
 * The host side of the wallet frame: mounts the hidden iframe (through an injected `FrameHost`, so core never
 * touches the DOM at import and tests drive a fake), waits for its ready handshake, and sends requests matched
 * to replies by id. Replies are accepted only from the frame's window and the frame's origin; requests are
 * posted to that origin only.
 */
import {
  WALLET_CREATE_FROM_API_TIMEOUT_MS,
  WALLET_FRAME_HANDSHAKE_RETRY_MS,
  WALLET_FRAME_REQUEST_TIMEOUT_MS,
  WALLET_PROXY_INIT_TIMEOUT_MS,
  WALLET_SIGN_AND_SEND_WAIT_MS,
} from '../constants'
import type { Clock } from '../env'
import { EmbeddedWalletError, LatchError } from '../errors'
import { messages } from '../messages'
import { walletMessages } from '../messages.wallet'
import {
  type EmbeddedWalletEvent,
  parseReply,
  type ReplyPayloads,
  type RequestPayloads,
  WALLET_ALREADY_EXISTS_MESSAGE,
} from './protocol'

/** A message as the host receives it. */
export interface HostMessageEvent {
  data: unknown
  origin: string
  source: unknown
}

/** The frame's window, as far as the proxy uses it. */
export interface FrameWindow {
  postMessage(message: unknown, targetOrigin: string): void
}

/** A mounted frame. */
export interface FrameHandle {
  /** The frame's window (compared with `event.source`); null until the frame element exists. */
  readonly window: FrameWindow | null
  /** Settles when the frame document has loaded; the handshake starts then (absent: at once). */
  readonly loaded?: Promise<void>
  /** Removes the frame. */
  destroy(): void
}

/** How the proxy reaches the page: mount a hidden frame, listen to window messages. */
export interface FrameHost {
  mount(url: string): FrameHandle
  /** Subscribes to the window's `message` events; returns the unsubscribe function. */
  listen(listener: (event: HostMessageEvent) => void): () => void
}

/** The browser `FrameHost`: a hidden, sandbox-free iframe appended to `document.body`. Reads globals at call time. */
export function createBrowserFrameHost(): FrameHost {
  const g = globalThis as { document?: Document; window?: Window }
  return {
    mount(url) {
      const doc = g.document
      if (!doc?.body)
        throw new LatchError(
          'unknown_embedded_wallet_error',
          walletMessages['embeddedWallet.frameUnavailable'],
        )
      const iframe = doc.createElement('iframe')
      iframe.src = url
      iframe.title = 'Wallet'
      iframe.setAttribute('aria-hidden', 'true')
      iframe.setAttribute('tabindex', '-1')
      iframe.referrerPolicy = 'no-referrer'
      iframe.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden'
      const loaded = new Promise<void>((resolve) =>
        iframe.addEventListener('load', () => resolve(), { once: true }),
      )
      doc.body.appendChild(iframe)
      return {
        loaded,
        get window() {
          return (iframe.contentWindow as FrameWindow | null) ?? null
        },
        destroy: () => iframe.remove(),
      }
    },
    listen(listener) {
      const win = g.window
      if (!win) return () => {}
      const handler = (event: MessageEvent) => listener(event)
      win.addEventListener('message', handler)
      return () => win.removeEventListener('message', handler)
    },
  }
}

export interface EmbeddedWalletProxyOptions {
  /** The server's base URL; the frame is served from its origin. */
  apiUrl: string
  appId: string
  /** Client analytics id, passed as `caid`. */
  clientAnalyticsId?: string
  host: FrameHost
  clock: Clock
  /** Unique request ids. @default crypto.randomUUID */
  createId?: () => string
}

interface Pending {
  event: EmbeddedWalletEvent
  resolve(data: unknown): void
  reject(error: unknown): void
  timer: unknown
}

const timeoutError = () =>
  new LatchError('client_request_timeout', messages['error.requestTimeout'], { retryable: true })

/** Turns a reply error into a Latch error: a typed `EmbeddedWalletError`, or `embedded_wallet_already_exists`. */
export function toEmbeddedWalletError(error: { type: string; message: string }): LatchError {
  if (error.type === 'error' && error.message === WALLET_ALREADY_EXISTS_MESSAGE) {
    return new LatchError('embedded_wallet_already_exists', walletMessages['embeddedWallet.alreadyExists'])
  }
  return new EmbeddedWalletError(error.type, error.message)
}

/** Creates the proxy. Nothing is mounted until the first request (the frame is lazy). */
export function createEmbeddedWalletProxy(options: EmbeddedWalletProxyOptions) {
  const { host, clock } = options
  const frameOrigin = new URL(options.apiUrl).origin
  const frameUrl = new URL(`/apps/${encodeURIComponent(options.appId)}/embedded-wallets`, options.apiUrl)
  if (options.clientAnalyticsId) frameUrl.searchParams.set('caid', options.clientAnalyticsId)
  const createId = options.createId ?? (() => globalThis.crypto.randomUUID())
  const pending = new Map<string, Pending>()
  let frame: FrameHandle | null = null
  let unlisten: (() => void) | null = null
  let ready: Promise<void> | null = null

  function onMessage(event: HostMessageEvent) {
    // Only the frame we mounted, from its origin: other windows and origins are ignored.
    if (!frame || event.origin !== frameOrigin || event.source !== frame.window || event.source === null)
      return
    const reply = parseReply(event.data)
    if (!reply) return
    const entry = pending.get(reply.id)
    if (!entry || entry.event !== reply.event) return
    pending.delete(reply.id)
    clock.clearTimeout(entry.timer)
    if (reply.error) entry.reject(toEmbeddedWalletError(reply.error))
    else entry.resolve(reply.data)
  }

  function post(id: string, event: EmbeddedWalletEvent, data: unknown) {
    frame?.window?.postMessage({ id, event, data }, frameOrigin)
  }

  function send<E extends EmbeddedWalletEvent>(
    event: E,
    data: RequestPayloads[E],
    timeoutMs: number,
  ): { id: string; promise: Promise<ReplyPayloads[E]> } {
    const id = createId()
    const promise = new Promise<ReplyPayloads[E]>((resolve, reject) => {
      const timer = clock.setTimeout(() => {
        pending.delete(id)
        reject(timeoutError())
      }, timeoutMs)
      pending.set(id, { event, resolve: resolve as (d: unknown) => void, reject, timer })
    })
    post(id, event, data)
    return { id, promise }
  }

  function teardown(reason: LatchError) {
    for (const [id, entry] of pending) {
      clock.clearTimeout(entry.timer)
      pending.delete(id)
      entry.reject(reason)
    }
    unlisten?.()
    unlisten = null
    frame?.destroy()
    frame = null
    ready = null
  }

  /** Mounts the frame and waits for its handshake (re-sent while it loads), within the init timeout. */
  function whenReady(): Promise<void> {
    if (ready) return ready
    ready = new Promise<void>((resolve, reject) => {
      unlisten = host.listen(onMessage)
      try {
        frame = host.mount(frameUrl.toString())
      } catch (error) {
        teardown(error instanceof LatchError ? error : timeoutError())
        reject(error)
        return
      }
      let done = false
      let retry: unknown
      const handshakes = new Set<string>()
      const attempt = () => {
        if (done) return
        const { id, promise } = send('privy:iframe:ready', {}, WALLET_PROXY_INIT_TIMEOUT_MS)
        handshakes.add(id)
        promise.then(
          () => {
            if (done) return
            done = true
            clock.clearTimeout(retry)
            clock.clearTimeout(deadline)
            // the unanswered handshakes of a slow load are dropped
            for (const other of handshakes) {
              const entry = pending.get(other)
              if (entry) clock.clearTimeout(entry.timer)
              pending.delete(other)
            }
            resolve()
          },
          () => {},
        )
        retry = clock.setTimeout(attempt, WALLET_FRAME_HANDSHAKE_RETRY_MS)
      }
      const deadline = clock.setTimeout(() => {
        if (done) return
        done = true
        clock.clearTimeout(retry)
        const error = timeoutError()
        teardown(error)
        reject(error)
      }, WALLET_PROXY_INIT_TIMEOUT_MS)
      // Posting before the frame navigated would target the blank document (the browser drops it, noisily).
      if (frame?.loaded) frame.loaded.then(attempt, attempt)
      else attempt()
    })
    return ready
  }

  /** Sends one request once the frame is ready. */
  async function request<E extends Exclude<EmbeddedWalletEvent, 'privy:iframe:ready'>>(
    event: E,
    data: RequestPayloads[E],
    timeoutMs: number,
  ): Promise<ReplyPayloads[E]> {
    await whenReady()
    return send(event, data, timeoutMs).promise
  }

  return {
    /** The frame's origin (where the hidden frame and the export view are served). */
    frameOrigin,
    /** Mounts the frame (if needed) and resolves once it answered the handshake. */
    ready: whenReady,
    request,
    /** Creates the wallet; `timeoutMs` is 15 s from the API, 30 s when creating right after login. */
    create: (data: RequestPayloads['privy:wallet:create'], timeoutMs = WALLET_CREATE_FROM_API_TIMEOUT_MS) =>
      request('privy:wallet:create', data, timeoutMs),
    connect: (data: RequestPayloads['privy:wallet:connect']) =>
      request('privy:wallet:connect', data, WALLET_FRAME_REQUEST_TIMEOUT_MS),
    recover: (data: RequestPayloads['privy:wallet:recover']) =>
      request('privy:wallet:recover', data, WALLET_FRAME_REQUEST_TIMEOUT_MS),
    rpc: (data: RequestPayloads['privy:wallet:rpc']) =>
      request('privy:wallet:rpc', data, WALLET_SIGN_AND_SEND_WAIT_MS),
    setRecoveryPassword: (data: RequestPayloads['privy:wallet:set-recovery-password']) =>
      request('privy:wallet:set-recovery-password', data, WALLET_FRAME_REQUEST_TIMEOUT_MS),
    /** Requests waiting for a reply. */
    get pendingCount() {
      return pending.size
    },
    /** Removes the frame; waiting requests fail. */
    destroy: () =>
      teardown(new LatchError('unknown_embedded_wallet_error', walletMessages['embeddedWallet.frameClosed'])),
  }
}

/** The proxy. */
export type EmbeddedWalletProxy = ReturnType<typeof createEmbeddedWalletProxy>
