/**
 * The export view: rebuilds the private key from this device's share and the auth share and shows it, inside
 * the frame origin only. Its URL names the wallet and the host's export channel, never the access token: the view
 * says it is ready on the channel, and the host posts the token to it (see `ExportViewMessage` in ../protocol.ts).
 * Only its parent window, from one of the app's allowed origins, is heard; the result goes back to that origin. A
 * refusal a verification lifts (an MFA user's `wallet_export` grant) is sent back with its grant, and the view tries
 * again when the token comes again. The key is cleared from the view after EXPORT_VIEW_CLEAR_MS (60 s).
 */
import {
  type ExportViewMessage,
  FrameError,
  type ProtocolError,
  parseExportViewMessage,
  toProtocolError,
} from '../protocol'
import type { IncomingMessage, ParentWindow } from './messenger'
import type { FrameWallet } from './wallet'

const COLOR = /^#[0-9a-fA-F]{3,8}$/
/** How long the key stays on screen: then the view clears it (the person opens the export again to see it). */
export const EXPORT_VIEW_CLEAR_MS = 60_000

/** Renders the export view into `root` (the page's `data-frame-root` element, or its body). */
export function renderExportView(options: {
  wallet: Pick<FrameWallet, 'exportPrivateKey'>
  root: HTMLElement
  location: Pick<Location, 'href'> & { ancestorOrigins?: { length: number; [index: number]: string } }
  parent: ParentWindow
  allowedOrigins: readonly string[]
  /** Subscribes to the window's messages. */
  listen(listener: (event: IncomingMessage) => void): void
}): { done: Promise<void> } {
  const { wallet, root, parent, allowedOrigins } = options
  const url = new URL(options.location.href)
  const address = url.searchParams.get('address') ?? ''
  const channel = url.searchParams.get('channel') ?? ''
  const width = Number(url.searchParams.get('width'))
  const foreground = url.searchParams.get('color') ?? url.searchParams.get('foreground') ?? ''
  const background = url.searchParams.get('background') ?? ''

  const doc = root.ownerDocument
  // The page's look (font, width, the host's colours) goes on the body; the view's content into `root`.
  const style = doc.body.style
  style.fontFamily = 'ui-monospace, SFMono-Regular, Menlo, monospace'
  style.fontSize = '14px'
  style.margin = '0'
  style.wordBreak = 'break-all'
  if (Number.isFinite(width) && width > 0 && width <= 2000) style.maxWidth = `${width}px`
  if (COLOR.test(foreground)) style.color = foreground
  if (COLOR.test(background)) style.background = background

  const out = doc.createElement('output')
  out.setAttribute('data-part', 'private-key')
  out.setAttribute('aria-label', 'Private key')
  out.textContent = 'Loading…'
  root.replaceChildren(out)
  const fail = (message: string) => {
    out.setAttribute('data-state', 'error')
    out.textContent = message
  }

  let resolveDone = () => {}
  const done = new Promise<void>((resolve) => {
    resolveDone = resolve
  })
  if (!channel) {
    fail('Something went wrong')
    resolveDone()
    return { done }
  }

  let shown = false
  let running = false
  async function show(message: Extract<ExportViewMessage, { event: 'privy:export:token' }>, origin: string) {
    running = true
    let error: ProtocolError | undefined
    try {
      const key = await wallet.exportPrivateKey(message.accessToken, address)
      shown = true
      out.removeAttribute('data-state')
      out.textContent = key
      const copy = doc.createElement('button')
      copy.type = 'button'
      copy.textContent = 'Copy key'
      copy.setAttribute('data-part', 'copy')
      copy.addEventListener('click', () => {
        void navigator.clipboard?.writeText(key).then(() => {
          copy.textContent = 'Copied'
        })
      })
      root.append(copy)
      // the key does not stay on screen: cleared after EXPORT_VIEW_CLEAR_MS, copy button included
      setTimeout(() => {
        out.setAttribute('data-state', 'cleared')
        out.textContent = 'Hidden: export again to see the key'
        copy.remove()
      }, EXPORT_VIEW_CLEAR_MS)
    } catch (e) {
      error = toProtocolError(e)
      fail(
        e instanceof FrameError || (e instanceof Error && e.name === 'FrameError')
          ? e.message
          : 'Something went wrong',
      )
    } finally {
      running = false
    }
    const result = { event: 'privy:export:result', channel, id: message.id, ...(error ? { error } : {}) }
    parent.postMessage(result, origin)
    if (shown) resolveDone()
  }

  options.listen((event) => {
    // Only the embedding page: same window object and an allowed origin (never an opaque one).
    if (event.source !== parent || event.origin === 'null' || !allowedOrigins.includes(event.origin)) return
    const message = parseExportViewMessage(event.data)
    if (message?.event !== 'privy:export:token' || message.channel !== channel) return
    if (shown || running) return
    void show(message, event.origin)
  })
  // The ready message carries nothing secret (the channel is in this frame's URL, which the host made); it goes to
  // the parent's origin where the browser tells it.
  const ancestor = options.location.ancestorOrigins?.[0]
  const target = ancestor && allowedOrigins.includes(ancestor) ? ancestor : '*'
  parent.postMessage({ event: 'privy:export:ready', channel }, target)
  return { done }
}
