/**
 * The wallet frame pages: `/apps/{appId}/embedded-wallets?caid=...` (the hidden frame) and
 * `/apps/{appId}/embedded-wallets/export?address&channel&width&caid&...` (the export view: it gets the access token
 * by postMessage from the host, never in its URL), `/apps/{appId}/embedded-wallets/passkey?address&channel&action&label`
 * (the passkey view: passkey recovery's WebAuthn ceremony on the person's click inside it), and their script
 * `/embedded-wallets/frame.js` (and its chunks loaded on first use, `/embedded-wallets/frame-<name>-<hash>.js`), bundled
 * from core/src/embedded-wallet/frame/ with esbuild on first use and cached.
 *
 * The pages carry a strict CSP: only the app's allowed origins may embed them (`frame-ancestors`), scripts only
 * from this origin (no inline script: the app id and allowed origins travel in a `<meta>` tag), fetches only to
 * this origin, the page's one fixed style by its hash, nothing else; and `Referrer-Policy: no-referrer`.
 */
import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import type { Deps, HonoEnv } from '../context'
import { buildFrameBundle } from '../domain/frame-bundle'
import { HttpError } from '../http'
import type { AppRecord } from '../storage'

/** A CSP source expression for an origin (scheme://host[:port]); anything else is dropped. */
const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$|^https?:\/\/\[[0-9a-fA-F:]+\](:\d{1,5})?$/

/** The CSP of the frame pages for this app. */
export function frameCsp(app: AppRecord): string {
  const ancestors = app.settings.allowedOrigins.filter((o) => ORIGIN.test(o))
  return [
    "default-src 'none'",
    "script-src 'self'",
    "connect-src 'self'",
    `style-src '${FRAME_STYLE_HASH}'`,
    "img-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${ancestors.length > 0 ? ancestors.join(' ') : "'none'"}`,
  ].join('; ')
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The pages' only style: the heading is for screen readers (the frame's design has no title; the export view styles
 * its content itself through the CSSOM). Allowed by its hash in the CSP, so no other inline style can run.
 */
const FRAME_STYLE =
  'h1{position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap}'
const FRAME_STYLE_HASH = `sha256-${createHash('sha256').update(FRAME_STYLE).digest('base64')}`

/**
 * A frame page: a `main` landmark with the page's level-one heading, and the element the frame script renders into
 * (`data-frame-root`).
 */
function page(app: AppRecord, title: string): string {
  const config = escapeAttr(JSON.stringify({ appId: app.id, allowedOrigins: app.settings.allowedOrigins }))
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="latch-frame" content="${config}"><title>${title}</title><style>${FRAME_STYLE}</style><script type="module" src="/embedded-wallets/frame.js"></script></head><body><main><h1>${title}</h1><div data-frame-root></div></main></body></html>`
}

export function walletFrameRoutes(deps: Deps): Hono<HonoEnv> {
  const r = new Hono<HonoEnv>()
  const serve = (title: string) => async (c: import('hono').Context<HonoEnv>) => {
    const id = c.req.param('appId') ?? ''
    const app = id.length === 25 ? await deps.storage.getApp(id) : null
    if (!app) throw new HttpError(404, 'app_not_found', 'App not found')
    c.header('Content-Security-Policy', frameCsp(app))
    c.header('Referrer-Policy', 'no-referrer')
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Cache-Control', 'no-store')
    return c.html(page(app, title))
  }
  r.get('/apps/:appId/embedded-wallets', serve('Wallet'))
  r.get('/apps/:appId/embedded-wallets/export', serve('Export wallet'))
  // passkey recovery's WebAuthn ceremony (a visible frame: the person clicks inside it)
  r.get('/apps/:appId/embedded-wallets/passkey', serve('Use your passkey'))
  r.get('/embedded-wallets/frame.js', async (c) => {
    const b = await buildFrameBundle(deps.config.walletFrameEntry)
    c.header('Referrer-Policy', 'no-referrer')
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Cache-Control', 'no-cache')
    c.header('ETag', b.etag)
    if (c.req.header('if-none-match') === b.etag) return c.body(null, 304)
    return c.body(b.code, 200, { 'Content-Type': 'text/javascript; charset=utf-8' })
  })
  // a chunk of the frame program loaded on first use (its name carries its content hash)
  r.get('/embedded-wallets/:file{frame-[A-Za-z0-9_-]+\\.js}', async (c) => {
    const b = await buildFrameBundle(deps.config.walletFrameEntry)
    const chunk = b.chunks.get(c.req.param('file'))
    if (!chunk) throw new HttpError(404, 'not_found', 'Not found')
    c.header('Referrer-Policy', 'no-referrer')
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Cache-Control', 'no-cache')
    c.header('ETag', chunk.etag)
    if (c.req.header('if-none-match') === chunk.etag) return c.body(null, 304)
    return c.body(chunk.code, 200, { 'Content-Type': 'text/javascript; charset=utf-8' })
  })
  return r
}
