/**
 * The passkey view: the visible frame where the person uses their passkey for passkey recovery. WebAuthn needs a
 * visible document and, for a cross-origin frame, a click inside that frame (transient user activation: Chromium
 * refuses `navigator.credentials.create` in a cross-origin iframe without it, Safari both calls): the hidden frame has
 * neither, so the host's modal shows this view and the person's click on its button starts the ceremony.
 *
 * Like the export view (./export-view.ts) it gets the access token by postMessage, never in its URL, and only from
 * its parent window at one of the app's allowed origins; its URL names the wallet (`address`), the channel, what to
 * do (`action`: `set` switches the wallet's recovery to the passkey, `recover` recovers it on this device) and the
 * button's text in the host's language (`label`). A refusal goes back to the host (the host shows it, and sends the
 * token again for another try); success goes back with the wallet's address. The ceremony runs only on a click, once
 * at a time.
 */
import {
  type ExportViewMessage,
  type ProtocolError,
  parseExportViewMessage,
  toProtocolError,
} from '../protocol'
import type { IncomingMessage, ParentWindow } from './messenger'
import type { FrameWallet } from './wallet'

const COLOR = /^#[0-9a-fA-F]{3,8}$/
const MAX_LABEL = 80

type TokenMessage = Extract<ExportViewMessage, { event: 'privy:export:token' }>

/** Renders the passkey view into `root` (the page's `data-frame-root` element, or its body). */
export function renderPasskeyView(options: {
  wallet: Pick<FrameWallet, 'recover' | 'setRecoveryPasskey'>
  root: HTMLElement
  location: Pick<Location, 'href'> & { ancestorOrigins?: { length: number; [index: number]: string } }
  parent: ParentWindow
  allowedOrigins: readonly string[]
  /** Subscribes to the window's messages. */
  listen(listener: (event: IncomingMessage) => void): void
}): void {
  const { wallet, root, parent, allowedOrigins } = options
  const url = new URL(options.location.href)
  const param = (name: string) => url.searchParams.get(name) ?? ''
  const address = param('address')
  const channel = param('channel')
  const action = param('action') === 'recover' ? 'recover' : 'set'
  const label = param('label').slice(0, MAX_LABEL) || 'Use your passkey'

  const doc = root.ownerDocument
  const style = doc.body.style
  style.margin = '0'
  style.fontFamily = 'inherit'
  for (const [name, prop] of [
    ['color', 'color'],
    ['background', 'background'],
  ] as const) {
    const value = param(name)
    if (COLOR.test(value)) style[prop] = value
  }

  const button = doc.createElement('button')
  button.type = 'button'
  button.textContent = label
  button.setAttribute('data-part', 'passkey-button')
  button.style.cssText = 'width:100%;min-height:44px;font:inherit;cursor:pointer'
  button.disabled = true
  root.replaceChildren(button)

  /** The token delivery the next click answers, and the origin it came from. */
  let delivery: { message: TokenMessage; origin: string } | null = null
  let running = false
  let done = false

  const answer = (id: string, origin: string, result: { address?: string; error?: ProtocolError }) =>
    parent.postMessage({ event: 'privy:export:result', channel, id, ...result }, origin)

  button.addEventListener('click', () => {
    const current = delivery
    if (!current || running || done) return
    running = true
    button.disabled = true
    button.setAttribute('aria-busy', 'true')
    const { accessToken, id } = current.message
    const run =
      action === 'recover'
        ? wallet.recover(accessToken, address)
        : wallet.setRecoveryPasskey(accessToken, address)
    run.then(
      (result) => {
        done = true
        running = false
        button.removeAttribute('aria-busy')
        answer(id, current.origin, { address: result.address })
      },
      (error: unknown) => {
        running = false
        button.removeAttribute('aria-busy')
        // the token of this delivery is spent: another try waits for the host's next one
        delivery = null
        answer(id, current.origin, { error: toProtocolError(error) })
      },
    )
  })

  options.listen((event) => {
    // Only the embedding page: same window object and an allowed origin (never an opaque one).
    if (event.source !== parent || event.origin === 'null' || !allowedOrigins.includes(event.origin)) return
    const message = parseExportViewMessage(event.data)
    if (message?.event !== 'privy:export:token' || message.channel !== channel || running || done) return
    delivery = { message, origin: event.origin }
    button.disabled = !address || !channel
  })
  // The ready message carries nothing secret; it goes to the parent's origin where the browser tells it.
  const ancestor = options.location.ancestorOrigins?.[0]
  const target = ancestor && allowedOrigins.includes(ancestor) ? ancestor : '*'
  parent.postMessage({ event: 'privy:export:ready', channel }, target)
}
