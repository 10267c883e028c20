/**
 * The export view: rebuilds the private key from this device's share and the auth share and shows it, inside
 * the frame origin only. The token in the address bar is removed from history at once.
 */
import type { FrameWallet } from './wallet'

const COLOR = /^#[0-9a-fA-F]{3,8}$/

/** Renders the export view into `root` (the page's `data-frame-root` element, or its body). */
export async function renderExportView(options: {
  wallet: FrameWallet
  root: HTMLElement
  location: Location
  history: History
}) {
  const { wallet, root } = options
  const url = new URL(options.location.href)
  const token = url.searchParams.get('token') ?? ''
  const address = url.searchParams.get('address') ?? ''
  const width = Number(url.searchParams.get('width'))
  const foreground = url.searchParams.get('color') ?? url.searchParams.get('foreground') ?? ''
  const background = url.searchParams.get('background') ?? ''
  // The token must not stay in this frame's history or be reused by a reload.
  options.history.replaceState(null, '', url.pathname)

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
  try {
    const key = await wallet.exportPrivateKey(token, address)
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
  } catch (error) {
    out.setAttribute('data-state', 'error')
    out.textContent =
      error instanceof Error && error.name === 'FrameError' ? error.message : 'Something went wrong'
  }
}
