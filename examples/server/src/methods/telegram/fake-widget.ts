/**
 * The offline fake of Telegram's Login Widget, for dev mode, tests and the demo: it signs a login payload the way
 * Telegram does (HMAC-SHA-256 of the sorted `key=value` lines, keyed with SHA-256 of the bot token; a Mini App's
 * `initData` keyed with HMAC('WebAppData', token)), with `DEV_TELEGRAM_BOT_TOKEN` only. The page
 * (`GET /api/v1/dev/telegram-widget?origin=ORIGIN`, dev mode only) plays the widget's popup: the person picks a test
 * user and confirms, and the page posts the signed object to its opener at ORIGIN, as `{ type:
 * 'latch:telegram-auth', user }`, then closes. It never holds another token: an app with its own bot token or a
 * server with `LATCH_TELEGRAM_BOT_TOKEN` refuses what it signs.
 */
import { createHash, createHmac } from 'node:crypto'
import { Hono } from 'hono'
import type { HonoEnv } from '../../context'
import { DEV_TELEGRAM_BOT_TOKEN } from './service'

/** The fields of a widget login, before signing. */
export interface TelegramWidgetUser {
  id: number | string
  first_name?: string
  last_name?: string
  username?: string
  photo_url?: string
  /** Seconds. */
  auth_date: number
}

const checkString = (fields: Record<string, string | number>): string =>
  Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('\n')

/** A widget payload signed with `botToken` (the dev token by default), as the widget's callback gets it. */
export function signTelegramWidget(
  user: TelegramWidgetUser,
  botToken: string = DEV_TELEGRAM_BOT_TOKEN,
): Record<string, string | number> {
  const fields = Object.fromEntries(Object.entries(user).filter(([, v]) => v !== undefined)) as Record<
    string,
    string | number
  >
  const key = createHash('sha256').update(botToken).digest()
  return { ...fields, hash: createHmac('sha256', key).update(checkString(fields)).digest('hex') }
}

/** A Mini App's `initData` query string for `user`, signed with `botToken` (the dev token by default). */
export function signTelegramInitData(
  user: Omit<TelegramWidgetUser, 'auth_date'>,
  authDate: number,
  botToken: string = DEV_TELEGRAM_BOT_TOKEN,
): string {
  const fields = { auth_date: authDate, query_id: 'AAF-latch-dev', user: JSON.stringify(user) }
  const key = createHmac('sha256', 'WebAppData').update(botToken).digest()
  const hash = createHmac('sha256', key).update(checkString(fields)).digest('hex')
  return new URLSearchParams({ ...fields, auth_date: String(authDate), hash }).toString()
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** The fake widget's popup page: a test user to confirm, signed in the page with the public dev token. */
function widgetPage(origin: string): string {
  const script = `
const token = ${JSON.stringify(DEV_TELEGRAM_BOT_TOKEN)};
const origin = ${JSON.stringify(origin)};
const enc = new TextEncoder();
const hex = (b) => [...new Uint8Array(b)].map((x) => x.toString(16).padStart(2, '0')).join('');
document.querySelector('form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = new FormData(event.target);
  const user = { id: Number(form.get('id')), first_name: form.get('first_name'), auth_date: Math.floor(Date.now() / 1000) };
  if (form.get('username')) user.username = form.get('username');
  const data = Object.entries(user).map(([k, v]) => k + '=' + v).sort().join('\\n');
  const secret = await crypto.subtle.digest('SHA-256', enc.encode(token));
  const key = await crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  user.hash = hex(await crypto.subtle.sign('HMAC', key, enc.encode(data)));
  window.opener?.postMessage({ type: 'latch:telegram-auth', user }, origin);
  window.close();
});
document.querySelector('#cancel').addEventListener('click', () => {
  window.opener?.postMessage({ type: 'latch:telegram-auth', user: false }, origin);
  window.close();
});`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Telegram (fake widget)</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px system-ui,sans-serif;max-width:22rem;margin:2rem auto;padding:0 1rem}label{display:block;margin:.6rem 0}input{display:block;width:100%;padding:.4rem}button{margin:.8rem .4rem 0 0;padding:.5rem 1rem}</style>
</head><body>
<h1>Log in to ${escapeHtml(new URL(origin).host)} with Telegram</h1>
<p>Offline fake of Telegram's Login Widget (dev mode): it signs with a public test bot token.</p>
<form>
<label>Telegram user id <input name="id" inputmode="numeric" pattern="[0-9]{1,15}" required value="424242"></label>
<label>First name <input name="first_name" required value="Test"></label>
<label>Username <input name="username" value="latch_tester"></label>
<button type="submit">Confirm</button><button type="button" id="cancel">Cancel</button>
</form>
<script>${script}</script>
</body></html>`
}

/** `GET /dev/telegram-widget?origin=ORIGIN`, mounted at the API prefix (dev mode only: not mounted otherwise). */
export function fakeWidgetRoutes(): Hono<HonoEnv> {
  const r = new Hono<HonoEnv>()
  r.get('/dev/telegram-widget', (c) => {
    const origin = c.req.query('origin') ?? ''
    let parsed: URL | null = null
    try {
      parsed = new URL(origin)
    } catch {}
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.origin !== origin)
      return c.json({ error: 'invalid_request', message: "Missing or invalid 'origin'" }, 400)
    c.header(
      'content-security-policy',
      "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'",
    )
    return c.html(widgetPage(origin))
  })
  return r
}
