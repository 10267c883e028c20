/**
 * The host side of the wallet frame: mounts the hidden iframe (through an injected `FrameHost`, so core never
 * touches the DOM at import and tests drive a fake), waits for its ready handshake, and sends requests matched
 * to replies by id. Replies are accepted only from the frame's window and the frame's origin; requests are
 * posted to that origin only.
 */
import { setGrant, setStepUpMethods } from '../api/client'
import {
  WALLET_CREATE_FROM_API_TIMEOUT_MS,
  WALLET_FRAME_HANDSHAKE_RETRY_MAX_MS,
  WALLET_FRAME_HANDSHAKE_RETRY_MS,
  WALLET_FRAME_LOAD_TIMEOUT_MS,
  WALLET_FRAME_LOGOUT_GRACE_MS,
  WALLET_FRAME_REMOUNT_BACKOFF_MS,
  WALLET_FRAME_REMOUNT_MAX_BACKOFF_MS,
  WALLET_FRAME_REQUEST_TIMEOUT_MS,
  WALLET_PROXY_INIT_TIMEOUT_MS,
  WALLET_SIGN_AND_SEND_WAIT_MS,
} from '../constants'
import type { Clock, Logger } from '../env'
import { EmbeddedWalletError, LatchError } from '../errors'
import { type MessageKey, messages } from '../messages'
import { formatWalletMessage, walletMessages } from '../messages.wallet'
import {
  type EmbeddedWalletEvent,
  type ProtocolError,
  parseExportViewMessage,
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
  /**
   * Settles when the browser refused to load the frame under the page's Content Security Policy (the browser host
   * hears the `securitypolicyviolation` event); absent or never settling: no refusal was seen.
   */
  readonly blocked?: Promise<void>
  /** Removes the frame. */
  destroy(): void
}

/** How the proxy reaches the page: mount a hidden frame, listen to window messages. */
export interface FrameHost {
  mount(url: string): FrameHandle
  /** Subscribes to the window's `message` events; returns the unsubscribe function. */
  listen(listener: (event: HostMessageEvent) => void): () => void
}

/** The part of a `securitypolicyviolation` event the browser host reads. */
interface PolicyViolation {
  blockedURI: string
  effectiveDirective: string
  disposition?: string
}

/** True when an enforced policy refused to frame something from `origin` (`frame-src`, or its fallbacks). */
export function isFrameRefusal(event: PolicyViolation, origin: string): boolean {
  if (event.disposition !== undefined && event.disposition !== 'enforce') return false
  if (!['frame-src', 'child-src', 'default-src'].includes(event.effectiveDirective)) return false
  try {
    return new URL(event.blockedURI).origin === origin
  } catch {
    return false
  }
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
      const origin = new URL(url).origin
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
      // A page policy without frame-src for the server makes the browser load an error page in the frame (which
      // still fires 'load'); the violation event names the refused origin before that.
      let offViolation = () => {}
      const blocked = new Promise<void>((resolve) => {
        const onViolation = (event: Event) => {
          if (isFrameRefusal(event as unknown as PolicyViolation, origin)) resolve()
        }
        doc.addEventListener('securitypolicyviolation', onViolation, true)
        offViolation = () => doc.removeEventListener('securitypolicyviolation', onViolation, true)
      })
      doc.body.appendChild(iframe)
      return {
        loaded,
        blocked,
        get window() {
          return (iframe.contentWindow as FrameWindow | null) ?? null
        },
        destroy: () => {
          offViolation()
          iframe.remove()
        },
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
  /** The host's message overrides (`config.intl.messages`). */
  messages?: Partial<Record<MessageKey, string>>
  /** Where a frame that cannot start is said, once. @default nothing is logged */
  logger?: Pick<Logger, 'error'>
  /**
   * Hears each frame message once it settles: its type, outcome, duration and error code (the flight recorder, when
   * `config.debug` is on). Never a payload: no token, share, key or signature reaches it.
   */
  onMessage?: (message: FrameMessageRecord) => void
}

/** One frame message as the flight recorder gets it (`onMessage`). */
export interface FrameMessageRecord {
  event: string
  outcome: 'ok' | 'error'
  ms: number
  code?: string
}

/**
 * Where the frame stands: not mounted yet (`idle`), mounting, `ready`, `waiting` after a failed start (the next
 * mount waits for its backoff; requests meanwhile fail at once with `embedded_wallet_disconnected`), or `blocked`
 * by the page's Content Security Policy (for the page's life: `embedded_wallet_frame_blocked`).
 */
export type FrameStatus = 'idle' | 'loading' | 'ready' | 'waiting' | 'blocked'

interface Pending {
  event: EmbeddedWalletEvent
  resolve(data: unknown): void
  reject(error: unknown): void
  timer: unknown
}

const timeoutError = () =>
  new LatchError('client_request_timeout', messages['error.requestTimeout'], { retryable: true })

/** Events the frame is told to stop when the host stops waiting for them. */
const cancelable = (event: EmbeddedWalletEvent) =>
  event !== 'privy:iframe:ready' && event !== 'privy:wallet:cancel' && event !== 'privy:wallet:logout'

/**
 * Turns a reply error into a Latch error: a typed `EmbeddedWalletError`, or `embedded_wallet_already_exists`. A
 * refusal's grant and step-up methods go on the error as the API client puts them on a server refusal, so the MFA
 * and step-up guards read `getGrant(error)` / `getStepUpMethods(error)` the same way for both.
 */
export function toEmbeddedWalletError(error: ProtocolError | { type: string; message: string }): LatchError {
  if (error.type === 'error' && error.message === WALLET_ALREADY_EXISTS_MESSAGE) {
    return new LatchError('embedded_wallet_already_exists', walletMessages['embeddedWallet.alreadyExists'])
  }
  const { grant, step_up_methods: methods } = error as ProtocolError
  return setStepUpMethods(setGrant(new EmbeddedWalletError(error.type, error.message), grant), methods)
}

/**
 * One key export's channel to its export view frame (see `ExportViewMessage`): `id` goes in the view's URL, the
 * access token by postMessage.
 */
export interface ExportChannel {
  readonly id: string
  /**
   * Sends `accessToken` to the export view once it said ready (to the frame origin only; to a view that loads again,
   * again), and resolves when it shows the key. Rejects with the view's refusal as an `EmbeddedWalletError` whose
   * grant (`getGrant`) a verification lifts; then call it again. Rejects with `request_canceled` once closed. The
   * passkey view (the same channel) resolves with the wallet it recovered or switched to passkey recovery.
   */
  deliver(accessToken: string): Promise<{ address?: string }>
  /** Stops listening; a delivery waiting is canceled. */
  close(): void
}

/** Creates the proxy. Nothing is mounted until the first request (the frame is lazy). */
export function createEmbeddedWalletProxy(options: EmbeddedWalletProxyOptions) {
  const { host, clock } = options
  const text = (key: MessageKey, values?: Record<string, string>) =>
    formatWalletMessage(options.messages, key, values)
  const frameOrigin = new URL(options.apiUrl).origin
  const frameUrl = new URL(`/apps/${encodeURIComponent(options.appId)}/embedded-wallets`, options.apiUrl)
  if (options.clientAnalyticsId) frameUrl.searchParams.set('caid', options.clientAnalyticsId)
  const createId = options.createId ?? (() => globalThis.crypto.randomUUID())
  const pending = new Map<string, Pending>()
  let frame: FrameHandle | null = null
  let unlisten: (() => void) | null = null
  let ready: Promise<void> | null = null
  /** Ends the mount in progress (its timers and its waiters) when the frame is dropped under it. */
  let abortMount: ((reason: LatchError) => void) | null = null
  let status: FrameStatus = 'idle'
  /** Failed starts since the frame was last ready; the next mount waits until `nextMountAt`. */
  let failures = 0
  let nextMountAt = 0
  let blockedError: LatchError | null = null
  let logged = false

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
        // The frame stops what the host gave up on, so a retried creation does not meet the unfinished one.
        if (cancelable(event)) post(createId(), 'privy:wallet:cancel', { requestId: id })
        reject(timeoutError())
      }, timeoutMs)
      pending.set(id, { event, resolve: resolve as (d: unknown) => void, reject, timer })
    })
    post(id, event, data)
    return { id, promise }
  }

  function rejectPending(reason: LatchError) {
    for (const [id, entry] of pending) {
      clock.clearTimeout(entry.timer)
      pending.delete(id)
      entry.reject(reason)
    }
  }

  /** Drops the frame from the proxy (waiting requests fail with `reason`); returns it, still in the page. */
  function detach(reason: LatchError): FrameHandle | null {
    abortMount?.(reason)
    abortMount = null
    rejectPending(reason)
    unlisten?.()
    unlisten = null
    const old = frame
    frame = null
    ready = null
    return old
  }

  function teardown(reason: LatchError) {
    detach(reason)?.destroy()
  }

  function say(error: LatchError) {
    if (logged) return
    logged = true
    options.logger?.error(error.message)
  }

  /** A start failed: the frame goes, and the next mount waits (doubling, capped); a CSP refusal is for good. */
  function startFailed(error: LatchError, permanent: boolean) {
    teardown(error)
    if (permanent) {
      blockedError = error
      status = 'blocked'
      return
    }
    failures++
    nextMountAt =
      clock.now() +
      Math.min(WALLET_FRAME_REMOUNT_BACKOFF_MS * 2 ** (failures - 1), WALLET_FRAME_REMOUNT_MAX_BACKOFF_MS)
    status = 'waiting'
  }

  /**
   * Mounts the frame and waits for its handshake (re-sent at doubling intervals while it loads). Fails with
   * `embedded_wallet_frame_blocked` when the page's policy refuses the frame, or when its document loaded but did
   * not answer within 3 s; with a timeout after 30 s. After a failure, requests fail at once with
   * `embedded_wallet_disconnected` until the backoff has passed.
   */
  function whenReady(): Promise<void> {
    // a frame the page removed (a host that rewrote its body) is mounted again rather than posted to in vain
    if (ready && status === 'ready' && !frame?.window) teardown(timeoutError())
    if (ready) return ready
    if (blockedError) return Promise.reject(blockedError)
    if (status === 'waiting' && clock.now() < nextMountAt) {
      return Promise.reject(
        new LatchError('embedded_wallet_disconnected', text('embeddedWallet.frameDisconnected'), {
          retryable: true,
        }),
      )
    }
    status = 'loading'
    ready = new Promise<void>((resolve, reject) => {
      unlisten = host.listen(onMessage)
      let mounted: FrameHandle
      try {
        mounted = host.mount(frameUrl.toString())
        frame = mounted
      } catch (error) {
        const e = error instanceof LatchError ? error : timeoutError()
        teardown(e)
        status = 'idle'
        reject(e)
        return
      }
      let done = false
      const timers = new Set<unknown>()
      const later = (ms: number, fn: () => void) => timers.add(clock.setTimeout(fn, ms))
      const handshakes = new Set<string>()
      const finish = () => {
        done = true
        for (const timer of timers) clock.clearTimeout(timer)
        timers.clear()
        // the unanswered handshakes of a slow load are dropped
        for (const id of handshakes) {
          const entry = pending.get(id)
          if (entry) clock.clearTimeout(entry.timer)
          pending.delete(id)
        }
        if (abortMount === end) abortMount = null
      }
      const end = (reason: LatchError) => {
        if (done) return
        finish()
        reject(reason)
      }
      abortMount = end
      const fail = (error: LatchError, permanent: boolean) => {
        if (done) return
        finish()
        startFailed(error, permanent)
        reject(error)
      }
      let interval = WALLET_FRAME_HANDSHAKE_RETRY_MS
      const attempt = () => {
        if (done) return
        const { id, promise } = send('privy:iframe:ready', {}, WALLET_PROXY_INIT_TIMEOUT_MS)
        handshakes.add(id)
        promise.then(
          () => {
            if (done) return
            finish()
            failures = 0
            status = 'ready'
            resolve()
          },
          () => {},
        )
        later(interval, attempt)
        interval = Math.min(interval * 2, WALLET_FRAME_HANDSHAKE_RETRY_MAX_MS)
      }
      later(WALLET_PROXY_INIT_TIMEOUT_MS, () => fail(timeoutError(), false))
      mounted.blocked?.then(() => {
        const error = new LatchError(
          'embedded_wallet_frame_blocked',
          text('embeddedWallet.frameBlocked', { origin: frameOrigin }),
        )
        if (!done) say(error)
        fail(error, true)
      })
      const started = () => {
        if (done) return
        attempt()
        later(WALLET_FRAME_LOAD_TIMEOUT_MS, () => {
          const error = new LatchError(
            'embedded_wallet_frame_blocked',
            text('embeddedWallet.frameNotStarting', { origin: frameOrigin }),
            { retryable: true },
          )
          if (!done) say(error)
          fail(error, false)
        })
      }
      // Posting before the frame navigated would target the blank document (the browser drops it, noisily).
      if (mounted.loaded) mounted.loaded.then(started, started)
      else attempt()
    })
    // the mount and its handshake, as one message (the handshake's retries are not told one by one)
    if (options.onMessage) observed('privy:iframe:ready', ready).catch(() => {})
    return ready
  }

  /** Sends one request once the frame is ready. */
  async function request<E extends Exclude<EmbeddedWalletEvent, 'privy:iframe:ready'>>(
    event: E,
    data: RequestPayloads[E],
    timeoutMs: number,
  ): Promise<ReplyPayloads[E]> {
    await whenReady()
    const { promise } = send(event, data, timeoutMs)
    return options.onMessage ? observed(event, promise) : promise
  }

  /** Tells `onMessage` how a message settled (its type, outcome, duration, code), and passes the result on. */
  function observed<T>(event: string, promise: Promise<T>): Promise<T> {
    const startedAt = clock.now()
    const tell = (outcome: 'ok' | 'error', error?: unknown) => {
      const code = (error as { code?: unknown } | undefined)?.code
      options.onMessage?.({
        event,
        outcome,
        ms: clock.now() - startedAt,
        ...(typeof code === 'string' || typeof code === 'number' ? { code: String(code) } : {}),
      })
    }
    promise.then(
      () => tell('ok'),
      (error: unknown) => tell('error', error),
    )
    return promise
  }

  /**
   * A channel to the export view of one key export. Only a window of the frame origin (not the hidden frame) that
   * says ready on this channel gets the token, and only the one that said ready last.
   */
  function exportChannel(): ExportChannel {
    const id = createId()
    let view: FrameWindow | null = null
    let delivery: {
      id: string
      accessToken: string
      resolve(result: { address?: string }): void
      reject(error: unknown): void
    } | null = null
    let closed = false
    const send = () => {
      if (view && delivery) {
        const { id: deliveryId, accessToken } = delivery
        view.postMessage(
          { event: 'privy:export:token', channel: id, id: deliveryId, accessToken },
          frameOrigin,
        )
      }
    }
    const unlisten = host.listen((event) => {
      if (event.origin !== frameOrigin || event.source === null || event.source === frame?.window) return
      const message = parseExportViewMessage(event.data)
      if (!message || message.channel !== id) return
      if (message.event === 'privy:export:ready') {
        view = event.source as FrameWindow
        send()
        return
      }
      if (message.event !== 'privy:export:result' || event.source !== view) return
      if (!delivery || message.id !== delivery.id) return
      const done = delivery
      delivery = null
      if (message.error) done.reject(toEmbeddedWalletError(message.error))
      else done.resolve(message.address ? { address: message.address } : {})
    })
    const canceled = () => new LatchError('request_canceled', walletMessages['embeddedWallet.frameClosed'])
    return {
      id,
      deliver(accessToken) {
        if (closed) return Promise.reject(canceled())
        delivery?.reject(canceled())
        return new Promise<{ address?: string }>((resolve, reject) => {
          delivery = { id: createId(), accessToken, resolve, reject }
          send()
        })
      },
      close() {
        if (closed) return
        closed = true
        unlisten()
        view = null
        const waiting = delivery
        delivery = null
        waiting?.reject(canceled())
      },
    }
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
    exportChannel,
    /** Where the frame stands (see `FrameStatus`). */
    get status(): FrameStatus {
      return status
    },
    /** Requests waiting for a reply. */
    get pendingCount() {
      return pending.size
    },
    /**
     * The user signed out (or the session ended elsewhere): waiting requests fail with `must_be_authenticated`,
     * the frame is told to forget every key it rebuilt (`privy:wallet:logout`) and is removed right after, and
     * the next request mounts a fresh frame.
     */
    logout() {
      if (status === 'ready') post(createId(), 'privy:wallet:logout', {})
      const old = detach(new LatchError('must_be_authenticated', messages['error.mustBeAuthenticated']))
      if (status === 'ready' || status === 'loading') status = 'idle'
      if (old) clock.setTimeout(() => old.destroy(), WALLET_FRAME_LOGOUT_GRACE_MS)
    },
    /** Removes the frame; waiting requests fail. */
    destroy: () => {
      teardown(new LatchError('unknown_embedded_wallet_error', walletMessages['embeddedWallet.frameClosed']))
      if (status !== 'blocked') status = 'idle'
    },
  }
}

/** The proxy. */
export type EmbeddedWalletProxy = ReturnType<typeof createEmbeddedWalletProxy>
