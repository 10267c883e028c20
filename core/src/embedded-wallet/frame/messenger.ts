/**
 * The frame's side of the protocol: accepts messages only from its parent window and from one of the app's
 * allowed origins, validates them, runs the handler and replies to that origin (never '*').
 */
import {
  type EmbeddedWalletEvent,
  isEmbeddedWalletEvent,
  PROTOCOL_VERSION,
  parseRequest,
  type ReplyMessage,
  type ReplyPayloads,
  type RequestMessage,
  type RequestPayloads,
  replyData,
  replyError,
  toProtocolError,
} from '../protocol'

/** The parts of a MessageEvent the frame reads. */
export interface IncomingMessage {
  data: unknown
  origin: string
  source: unknown
}

/** Where replies go: the parent window. */
export interface ParentWindow {
  postMessage(message: unknown, targetOrigin: string): void
}

/** What a handler gets besides its payload: `signal` aborts when the host cancels the request or signs out. */
export interface FrameRequestContext {
  signal: AbortSignal
}

/**
 * Handlers by event. The messenger answers the ready handshake and `privy:wallet:cancel` itself; on
 * `privy:wallet:logout` it aborts every request in flight and then runs the logout handler (which forgets keys).
 */
export type FrameHandlers = {
  [E in Exclude<EmbeddedWalletEvent, 'privy:iframe:ready' | 'privy:wallet:cancel'>]?: (
    data: RequestPayloads[E],
    context: FrameRequestContext,
  ) => Promise<ReplyPayloads[E]>
}

/** Builds the `message` listener of the frame. */
export function createFrameMessenger(options: {
  parent: ParentWindow
  allowedOrigins: readonly string[]
  handlers: FrameHandlers
}) {
  const { parent, allowedOrigins, handlers } = options
  /** Requests being handled, by id: a second request under the same id is dropped, not run twice; a cancel or a
   * logout aborts them. */
  const inFlight = new Map<string, AbortController>()
  return async function onMessage(event: IncomingMessage): Promise<void> {
    // Only the embedding page may talk to the frame: same window object and an allowed origin. An opaque origin
    // ('null': a sandboxed or data: document) is never one, whatever the app's list says.
    if (event.source !== parent || event.origin === 'null' || !allowedOrigins.includes(event.origin)) return
    const { id, event: name, parsed } = parseRequest(event.data)
    if (!id || inFlight.has(id)) return
    const post = (reply: ReplyMessage) => parent.postMessage(reply, event.origin)
    // a reply always names a protocol event, so the host's parser can read it (an unknown one is not echoed)
    const replyEvent: EmbeddedWalletEvent = isEmbeddedWalletEvent(name) ? name : 'privy:iframe:ready'
    if (!parsed.ok) return post(replyError(id, replyEvent, parsed.error))
    const request = parsed.value as RequestMessage
    if (request.event === 'privy:iframe:ready') {
      return post(replyData(id, 'privy:iframe:ready', { version: PROTOCOL_VERSION }))
    }
    if (request.event === 'privy:wallet:cancel') {
      const { requestId } = request.data as RequestPayloads['privy:wallet:cancel']
      const running = inFlight.get(requestId)
      running?.abort()
      return post(replyData(id, 'privy:wallet:cancel', { canceled: running !== undefined }))
    }
    if (request.event === 'privy:wallet:logout') {
      for (const running of inFlight.values()) running.abort()
    }
    const handler = handlers[request.event] as
      | ((data: unknown, context: FrameRequestContext) => Promise<unknown>)
      | undefined
    if (!handler) {
      return post(
        replyError(id, request.event, {
          type: 'invalid_request_arguments',
          message: `Unsupported event '${request.event}'`,
        }),
      )
    }
    const controller = new AbortController()
    if (request.event !== 'privy:wallet:logout') inFlight.set(id, controller)
    try {
      const data = await handler(request.data, { signal: controller.signal })
      post({ id, event: request.event, data } as ReplyMessage)
    } catch (error) {
      post(replyError(id, request.event, toProtocolError(error)))
    } finally {
      if (inFlight.get(id) === controller) inFlight.delete(id)
    }
  }
}
