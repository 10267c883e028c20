/** Shared steps for the end-to-end specs: unique recipients, the dev outbox, the modal's parts. */
import { readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { type BrowserContext, expect, type Frame, type Locator, type Page } from '@playwright/test'
import { wordlist as BIP39_ENGLISH } from '@scure/bip39/wordlists/english'
import Database from 'better-sqlite3'
import { privateKeyToAccount } from 'viem/accounts'
import { buildTestWalletInitScript } from '../fixtures/wallet/build'
import { SERVER_URL } from './env'

let counter = 0

// Playwright's index of this worker among those running side by side (0 when run outside a worker).
const lane = Number(process.env.TEST_PARALLEL_INDEX ?? 0)

/**
 * A fresh email per call, so codes and per-recipient rate limits never collide between tests, workers or runs (the
 * worker's lane is part of it: two workers may reach the same counter in the same millisecond).
 */
export function uniqueEmail(tag: string): string {
  counter++
  return `${tag}-${Date.now().toString(36)}-w${lane}-${counter}@example.com`
}

// Each worker lane has its own block of 2 000 numbers: a random start in it, then one step per call, so numbers
// never repeat within a run, nor between workers running side by side.
const PHONE_BLOCK = 2000
const phoneBase = Math.floor(Math.random() * PHONE_BLOCK)

/** A fresh US number per call (201-555-xxxx numbers are valid for libphonenumber). */
export function uniquePhone(): { national: string; e164: string } {
  counter++
  const line = String((lane * PHONE_BLOCK + ((phoneBase + counter) % PHONE_BLOCK)) % 10_000).padStart(4, '0')
  return { national: `201555${line}`, e164: `+1201555${line}` }
}

interface OutboxEntry {
  id: number
  channel: 'email' | 'sms'
  to: string
  code: string
}

/** The e2e server's data dir, which the runner shares with the workers through LATCH_E2E_DATA_DIR. */
function serverDataDir(): string {
  const dir = process.env.LATCH_E2E_DATA_DIR
  if (!dir) throw new Error('LATCH_E2E_DATA_DIR is not set (run through test/playwright.config.ts)')
  return dir
}

/**
 * GET /dev/outbox with the server's per-start token, which test/e2e/server.ts writes to its data dir
 * (`dev-outbox-token`).
 */
function fetchOutbox(to: string): Promise<Response> {
  const token = readFileSync(join(serverDataDir(), 'dev-outbox-token'), 'utf8').trim()
  return fetch(`${SERVER_URL}/dev/outbox?to=${encodeURIComponent(to)}`, {
    headers: { 'x-latch-outbox-token': token },
  })
}

/** The id of the newest outbox message for `to` (0 when none), to wait for a newer one after a resend. */
export async function lastOutboxId(to: string): Promise<number> {
  const res = await fetchOutbox(to)
  const { messages } = (await res.json()) as { messages: OutboxEntry[] }
  return messages[0]?.id ?? 0
}

/**
 * Reads the newest code sent to `to` from the reference server's dev outbox (GET /dev/outbox), waiting for it: up to
 * 20 s, since under two workers on a loaded 2-core machine the send can lag the screen that announces it.
 */
export async function readCode(to: string, after = 0): Promise<string> {
  let code: string | undefined
  await expect
    .poll(
      async () => {
        const res = await fetchOutbox(to)
        if (!res.ok) return undefined
        const { messages } = (await res.json()) as { messages: OutboxEntry[] }
        code = messages.find((m) => m.id > after)?.code
        return code
      },
      { message: `a code for ${to} in the dev outbox`, timeout: 20_000 },
    )
    .toMatch(/^\d{6}$/)
  return code as string
}

/**
 * Moves every session of the user who signed up with `email` `seconds` into the past, as far as freshness goes: its
 * primary login and its last step-up code (the server reads both from its SQLite file on each account change; its
 * tokens and expiries are untouched). This stands in for the user coming back after the fresh-login window without
 * making the run wait it out, and touches no other test's user. Throws when no session matched.
 */
export function ageSessions(email: string, seconds: number) {
  const db = new Database(join(serverDataDir(), 'latch.sqlite'))
  try {
    // the server writes in WAL mode beside this connection: wait for its lock rather than fail
    db.pragma('busy_timeout = 5000')
    const { changes } = db
      .prepare(
        `UPDATE sessions SET authenticated_at = authenticated_at - ?, step_up_at = step_up_at - ?
         WHERE user_id IN (SELECT user_id FROM accounts WHERE type = 'email' AND key = ?)`,
      )
      .run(seconds, seconds, email.toLowerCase())
    if (changes === 0) throw new Error(`no session of ${email} to age`)
  } finally {
    db.close()
  }
}

/** A throwaway private key: a fresh one per call, so no earlier run's user owns its address. */
export function freshKey(): `0x${string}` {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return `0x${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`
}

/**
 * Injects the test wallet (a viem local account announcing itself by EIP-6963 as 'Latch Test Wallet') into every
 * document the page loads from now on; resolves its address.
 */
export async function withWallet(
  page: Page,
  privateKey: `0x${string}`,
  options: { rejectSignatures?: boolean } = {},
): Promise<`0x${string}`> {
  await page.addInitScript({ content: await buildTestWalletInitScript({ privateKey, ...options }) })
  return privateKeyToAccount(privateKey).address
}

/** The login modal. */
export function dialog(page: Page): Locator {
  return page.getByRole('dialog')
}

/** The email form of the landing or link screen. */
export function emailInput(scope: Page | Locator): Locator {
  return scope.getByRole('textbox', { name: 'Email address' })
}

export function phoneInput(scope: Page | Locator): Locator {
  return scope.getByRole('textbox', { name: 'Phone number' })
}

/** The first of the six code cells. */
export function firstCodeCell(scope: Page | Locator): Locator {
  return scope.getByRole('textbox', { name: 'Code digit 1 of 6' })
}

/** Types a 6-digit code into the code screen: the cells move focus and auto-submit on the sixth digit. */
export async function typeCode(page: Page, code: string) {
  const first = firstCodeCell(dialog(page))
  await expect(first).toBeVisible()
  await first.focus()
  await page.keyboard.type(code)
}

/** Opens the modal from the default-ui page and logs in with a fresh email; returns the address. */
export async function loginWithEmail(page: Page, tag: string): Promise<string> {
  const email = uniqueEmail(tag)
  await page.getByRole('button', { name: 'Log in' }).click()
  const modal = dialog(page)
  await expect(modal).toBeVisible()
  await emailInput(modal).fill(email)
  await emailInput(modal).press('Enter')
  await expect(modal.getByRole('heading', { name: 'Enter confirmation code' })).toBeVisible()
  await typeCode(page, await readCode(email))
  await expect(modal).toBeHidden()
  return email
}

/** The axe rule tags the suites check: WCAG 2.0-2.2 A and AA, plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** Axe's violations on the page as it is now, one line each ('rule: selectors'); [] when it passes. */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Presses Tab until `target` has focus (at most `max` times); fails otherwise. */
export async function tabTo(page: Page, target: Locator, max = 25) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

/**
 * The contents of every storage area a host page can read, as text: localStorage and sessionStorage, every value of
 * every object store of every IndexedDB database (bytes as hex, so a raw 32-byte key shows as 64 hex digits), the
 * cookies (script-visible and the context's, HttpOnly included) and every response kept in CacheStorage.
 */
export async function storageContents(page: Page, context: BrowserContext, origin: string): Promise<string> {
  const inPage = await page.evaluate(async () => {
    const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
    const seen = new WeakSet<object>()
    const text = (v: unknown, depth = 0): string => {
      if (v === null || v === undefined || depth > 20) return ''
      if (typeof v !== 'object') return String(v)
      if (seen.has(v)) return ''
      seen.add(v)
      if (v instanceof ArrayBuffer) return hex(new Uint8Array(v))
      if (ArrayBuffer.isView(v)) return hex(new Uint8Array(v.buffer, v.byteOffset, v.byteLength))
      if (typeof CryptoKey !== 'undefined' && v instanceof CryptoKey) return `[CryptoKey ${v.type}]`
      if (v instanceof Map)
        return [...v].map(([k, x]) => `${text(k, depth + 1)}=${text(x, depth + 1)}`).join(';')
      if (v instanceof Set) return [...v].map((x) => text(x, depth + 1)).join(';')
      return Object.entries(v as Record<string, unknown>)
        .map(([k, x]) => `${k}=${text(x, depth + 1)}`)
        .join(';')
    }
    const idb: string[] = []
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name as string)
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      for (const name of [...db.objectStoreNames]) {
        const store = db.transaction(name, 'readonly').objectStore(name)
        const [keys, values] = await Promise.all(
          [store.getAllKeys(), store.getAll()].map(
            (r) =>
              new Promise<unknown[]>((resolve, reject) => {
                r.onsuccess = () => resolve(r.result as unknown[])
                r.onerror = () => reject(r.error)
              }),
          ),
        )
        idb.push(`${info.name}/${name}: ${text(keys)} => ${text(values)}`)
      }
      db.close()
    }
    const caches: string[] = []
    if (typeof globalThis.caches !== 'undefined') {
      for (const name of await globalThis.caches.keys()) {
        const cache = await globalThis.caches.open(name)
        for (const request of await cache.keys()) {
          const response = await cache.match(request)
          caches.push(`${name} ${request.url}: ${response ? await response.clone().text() : ''}`)
        }
      }
    }
    return [
      JSON.stringify({ ...localStorage }),
      JSON.stringify({ ...sessionStorage }),
      document.cookie,
      ...idb,
      ...caches,
    ].join('\n')
  })
  return `${inPage}\n${JSON.stringify(await context.cookies(origin))}`
}

/**
 * Key material in a text: any run of exactly 64 hex digits (a private key, with or without 0x), and any run of 12 or
 * more words of the BIP-39 English list in a row (a mnemonic, whatever separates its words).
 */
export function keyMaterialIn(text: string): string[] {
  const found = [...text.matchAll(/(?<![0-9a-fA-F])[0-9a-fA-F]{64}(?![0-9a-fA-F])/g)].map((m) => m[0])
  const words = text.toLowerCase().split(/[^a-z]+/)
  const list = new Set(BIP39_ENGLISH)
  let run: string[] = []
  for (const word of [...words, '']) {
    if (list.has(word)) run.push(word)
    else {
      if (run.length >= 12) found.push(run.join(' '))
      run = []
    }
  }
  return found
}

/**
 * Everything a host page can read, for key-material scans: the contents of its storage areas (`storageContents`),
 * IndexedDB names, the DOM and the window's globals (three levels deep).
 */
export async function hostState(page: Page, context: BrowserContext, origin: string): Promise<string> {
  const inPage = await page.evaluate(async () => {
    const seen = new WeakSet<object>()
    const walk = (v: unknown, depth: number): string => {
      if (depth > 3 || v === null || typeof v !== 'object') return typeof v === 'string' ? v : ''
      if (seen.has(v as object)) return ''
      seen.add(v as object)
      let out = ''
      for (const k of Object.keys(v as object)) {
        try {
          out += `${k}=${walk((v as Record<string, unknown>)[k], depth + 1)};`
        } catch {}
      }
      return out
    }
    return [
      JSON.stringify(await indexedDB.databases()),
      document.documentElement.outerHTML,
      walk(window, 0),
    ].join('\n')
  })
  return `${await storageContents(page, context, origin)}\n${inPage}`
}

/** The body of the markdown code block titled `title` (```lang title="..."```); throws unless there is exactly one. */
export function markdownBlock(markdown: string, title: string): string {
  const found = [...markdown.matchAll(/^```\w+ title="([^"]+)"\n([\s\S]*?)^```$/gm)].filter(
    (m) => m[1] === title,
  )
  if (found.length !== 1) throw new Error(`expected one code block titled ${title}, found ${found.length}`)
  return found[0]?.[2] ?? ''
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
}

/**
 * Serves `dir` on 127.0.0.1:`port` (a directory's index.html for its path; `aliases` maps a request path to a file,
 * e.g. a page's `/main.ts` to its bundle). Resolves the close function.
 */
export function serveDir(
  dir: string,
  port: number,
  aliases: Record<string, string> = {},
): Promise<() => Promise<void>> {
  const root = normalize(dir)
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    let file = aliases[path] ?? normalize(join(root, path))
    if (statSync(file, { throwIfNoEntry: false })?.isDirectory()) file = join(file, 'index.html')
    if (
      !(file === root || file.startsWith(root + sep)) ||
      !statSync(file, { throwIfNoEntry: false })?.isFile()
    ) {
      res.writeHead(404)
      res.end()
      return
    }
    res.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' })
    res.end(readFileSync(file))
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve(() => new Promise<void>((done) => server.close(() => done()))),
    )
  })
}

/**
 * What the wallet frame keeps for its wallet in its origin's IndexedDB (read inside the frame): the device share,
 * and whether the device key is a CryptoKey that cannot be exported.
 */
export async function frameDevice(
  frame: Frame,
): Promise<{ share: string; shareVersion: number; keyIsCryptoKey: boolean; extractable: boolean } | null> {
  return frame.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('latch-wallet')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('devices')) return resolve(null)
          const all = db.transaction('devices').objectStore('devices').getAll()
          all.onerror = () => reject(all.error)
          all.onsuccess = () => {
            const record = (all.result as Array<Record<string, unknown>>).find(
              (r) => typeof r?.share === 'string' && r.keyPair,
            ) as { share: string; shareVersion: number; keyPair: CryptoKeyPair } | undefined
            db.close()
            resolve(
              record
                ? {
                    share: record.share,
                    shareVersion: record.shareVersion,
                    keyIsCryptoKey: record.keyPair.privateKey instanceof CryptoKey,
                    extractable: record.keyPair.privateKey.extractable,
                  }
                : null,
            )
          }
        }
      }),
  )
}

/**
 * How long a spec waits for the screen gallery to report every case ready. The gallery renders every case of the
 * demo at once (each a real client against a fake API): about 5 s on a quiet machine, but close to a minute on a
 * 2-core machine running other suites, so the wait is generous and the tests stay honest about what they check.
 */
export const GALLERY_READY_MS = 90_000

/**
 * Waits until every finite animation of the page (the modal's enter fade and rise) has run to its end, so what a
 * check reads (axe's contrast, computed styles) is the screen at rest. Infinite ones (a spinner) are left turning.
 * Bounded: after `limitMs` the check goes on with what is shown, as a fixed pause would.
 */
export async function animationsSettled(page: Page, limitMs = 10_000): Promise<void> {
  await page.evaluate(
    (limit) =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
            .map((a) => a.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, limit)),
      ]),
    limitMs,
  )
}
