/**
 * The console's pages: one HTML page (`/console`, and `/console/invite` for an invite link) with one stylesheet and
 * one small script, no framework, served by the server itself under a strict CSP (no inline script or style, only
 * this origin, no framing). The script renders every view from the `/console/api/*` routes, writing text with
 * `textContent` only; WebAuthn goes through the browser's own JSON helpers
 * (`PublicKeyCredential.parseCreationOptionsFromJSON`, `credential.toJSON()`).
 */
import { Hono } from 'hono'
import type { Ctx, Deps, HonoEnv } from '../context'
import { refuseCrossSite } from './auth'
import { CONSOLE_SCRIPT } from './script'
import { CONSOLE_STYLES } from './styles'

export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ')

const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONSOLE_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cache-Control': 'no-store',
}

const HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Latch console</title>
<link rel="stylesheet" href="/console/assets/console.css">
<script src="/console/assets/console.js" defer></script>
</head>
<body>
<header class="bar">
<a class="brand" href="/console#/apps">Latch console</a>
<nav aria-label="Console" id="nav" hidden>
<a href="/console#/apps">Apps</a>
<a href="/console#/users">Users</a>
<a href="/console#/security">Security log</a>
<a href="/console#/webhooks">Webhooks</a>
</nav>
<span class="spacer"></span>
<button type="button" id="theme" aria-pressed="false">Dark theme</button>
<span id="who"></span>
<button type="button" id="logout" hidden>Sign out</button>
</header>
<main id="main" tabindex="-1"><p>Loading…</p></main>
<noscript><p>The console needs JavaScript.</p></noscript>
</body>
</html>
`

export function consolePages(deps: Deps): Hono<HonoEnv> {
  const r = new Hono<HonoEnv>()
  const page = (c: Ctx) => {
    refuseCrossSite(deps, c, true)
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) c.header(k, v)
    return c.html(HTML)
  }
  r.get('/console', page)
  r.get('/console/', page)
  r.get('/console/invite', page)
  r.get('/console/assets/console.js', (c) => {
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) c.header(k, v)
    c.header('Content-Type', 'text/javascript; charset=utf-8')
    return c.body(CONSOLE_SCRIPT)
  })
  r.get('/console/assets/console.css', (c) => {
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) c.header(k, v)
    c.header('Content-Type', 'text/css; charset=utf-8')
    return c.body(CONSOLE_STYLES)
  })
  return r
}
