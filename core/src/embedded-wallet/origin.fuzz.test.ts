// @vitest-environment jsdom
/**
 * Origin lookalikes against the real origin checks of both ends of the frame protocol (fast-check, 10,000+ per
 * end): the frame's messenger (which host pages it hears) and the host proxy (which frame it hears). Generated from
 * the exact origin: suffixes and prefixes of the host name, other schemes, ports (the default one spelt out too),
 * trailing slashes and dots, user-info, paths, queries and fragments, case changes, IDN homographs in Unicode and in
 * punycode, percent-encoding, whitespace and control characters, "null" and the empty string, and chains of these.
 * None is heard; the exact origin is (so a check that refuses everything cannot pass).
 */
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import type { Clock } from '../env'
import { renderExportView } from './frame/export-view'
import { createFrameMessenger } from './frame/messenger'
import { createEmbeddedWalletProxy, type FrameHost, type HostMessageEvent } from './proxy'

const RUNS = 10_000
const ADDRESS = '0x000000000000000000000000000000000000dEaD'
const TOKEN = 'a.b.c'

/** Mutations of one origin `scheme://host[:port]`, each keeping it a plausible lookalike. */
function lookalikes(origin: string): fc.Arbitrary<string> {
  const url = new URL(origin)
  const scheme = url.protocol.slice(0, -1)
  const host = url.hostname
  const port = url.port
  const withPort = (h: string, p = port) => (p ? `${h}:${p}` : h)
  const label = fc.stringMatching(/^[a-z0-9-]{1,12}$/)
  const tld = fc.constantFrom('io', 'com', 'net', 'example', 'co', 'xn--p1ai', 'local')
  // Latin letters and their Unicode lookalikes (Cyrillic, Greek, full-width, dotless i), and punycode spellings
  const homographs: Record<string, string[]> = {
    a: ['а', 'ɑ', 'ａ'],
    e: ['е', 'ё', 'ｅ'],
    o: ['о', 'ο', '０', 'ｏ'],
    p: ['р', 'ｐ'],
    c: ['с', 'ｃ'],
    x: ['х'],
    l: ['ӏ', '1', 'I'],
    i: ['і', 'ı', 'ｉ'],
    m: ['ｍ'],
    w: ['ԝ'],
    '.': ['。', '．', '%2e'],
    '1': ['l', '１'],
    '0': ['o', '０'],
  }
  const homograph = fc
    .tuple(fc.nat(), fc.nat())
    .map(([at, pick]) => {
      const chars = [...host]
      const spots = chars.map((c, i) => (homographs[c] ? i : -1)).filter((i) => i >= 0)
      if (spots.length === 0) return `${scheme}://${withPort(`${host}\u200b`)}`
      const i = spots[at % spots.length] as number
      const choices = homographs[chars[i] as string] as string[]
      chars[i] = choices[pick % choices.length] as string
      return `${scheme}://${withPort(chars.join(''))}`
    })
    .chain((unicode) =>
      // the same name as the browser would spell it in ASCII (punycode), where the URL parser takes it
      fc.constantFrom(
        unicode,
        (() => {
          try {
            return new URL(unicode).origin
          } catch {
            return unicode
          }
        })(),
      ),
    )
  const caseChange = fc
    .array(fc.boolean(), { minLength: origin.length, maxLength: origin.length })
    .map((flags) => {
      const flipped = [...origin].map((c, i) => (flags[i] ? c.toUpperCase() : c)).join('')
      return flipped === origin ? origin.toUpperCase() : flipped
    })
  const base = fc.oneof(
    // suffixes and prefixes of the host name
    fc.tuple(label, tld).map(([l, t]) => `${scheme}://${withPort(`${host}.${l}.${t}`)}`),
    fc.tuple(label, tld).map(([l, t]) => `${origin}.${l}.${t}`),
    label.map((l) => `${scheme}://${withPort(`${l}${host}`)}`),
    label.map((l) => `${scheme}://${withPort(`${l}.${host}`)}`),
    label.map((l) => `${scheme}://${withPort(`${host}${l}`)}`),
    label.map((l) => `${scheme}://${withPort(`${host}-${l}`)}`),
    label.map((l) => `${origin}${l}`),
    // other schemes, the same host
    fc
      .constantFrom(
        'http',
        'https',
        'ws',
        'wss',
        'ftp',
        'file',
        'chrome-extension',
        'javascript',
        'data',
        'HTTP',
        'Https',
      )
      .filter((s) => s !== scheme)
      .map((s) => `${s}://${withPort(host)}`),
    fc.constantFrom(
      `blob:${origin}`,
      `filesystem:${origin}`,
      `${scheme}:${withPort(host)}`,
      `${scheme}:/${withPort(host)}`,
      `//${withPort(host)}`,
      withPort(host),
      host,
    ),
    // ports: another one, none, the scheme's default spelt out, out of range, with leading zeros
    fc
      .integer({ min: 0, max: 70_000 })
      .filter((p) => String(p) !== port)
      .map((p) => `${scheme}://${host}:${p}`),
    fc
      .constantFrom(
        `${scheme}://${host}`,
        `${scheme}://${host}:`,
        `${scheme}://${host}:${scheme === 'https' ? 443 : 80}`,
        `${scheme}://${host}:0${port}`,
      )
      .filter((o) => o !== origin),
    // trailing characters: slash, dot, path, query, fragment, whitespace, control characters
    fc
      .constantFrom(
        '/',
        '.',
        './',
        '//',
        '/.',
        '?',
        '#',
        ' ',
        '\t',
        '\n',
        '\r\n',
        '\0',
        '%00',
        '%2f',
        '\\',
        '\u200b',
        '\ufeff',
      )
      .map((t) => `${origin}${t}`),
    fc.constantFrom(
      `${scheme}://${host}.${port ? `:${port}` : ''}`,
      `${scheme}://${host}..${port ? `:${port}` : ''}`,
    ),
    fc.constantFrom(' ', '\t', '\n', '\u200b', '\ufeff').map((t) => `${t}${origin}`),
    fc.webPath().map((p) => `${origin}${p.startsWith('/') ? p : `/${p}`}`),
    // user-info: the real host as user name, password or after an @
    fc.webAuthority().map((a) => `${scheme}://${withPort(host)}@${a}`),
    fc.webAuthority().map((a) => `${scheme}://${a}@${withPort(host)}`),
    fc.constantFrom(
      `${scheme}://user:pass@${withPort(host)}`,
      `${scheme}://@${withPort(host)}`,
      `${scheme}://${withPort(host)}%40evil.io`,
    ),
    // case, homographs, percent-encoding of one character of the host
    caseChange,
    homograph,
    fc.nat().map((n) => {
      const i = n % host.length
      const hex = host.charCodeAt(i).toString(16).padStart(2, '0')
      return `${scheme}://${withPort(`${host.slice(0, i)}%${hex}${host.slice(i + 1)}`)}`
    }),
    // opaque and empty origins, and anything at all
    fc.constantFrom('null', 'NULL', 'Null', '', ' ', 'undefined', '*', 'about:blank', 'about:srcdoc'),
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc.webAuthority().map((a) => `${scheme}://${a}`),
    fc.string(),
  )
  /** A lookalike of a lookalike: the mutations chained once more (a suffix on a homograph, a port on a prefix...). */
  const twice = base.chain((first) => {
    try {
      const origin2 = new URL(first).origin
      if (origin2 === 'null') return fc.constant(first)
      return fc.oneof(fc.constant(first), lookalikesOnce(origin2, first))
    } catch {
      return fc.constant(first)
    }
  })
  return fc.oneof({ weight: 3, arbitrary: base }, { weight: 1, arbitrary: twice }).filter((o) => o !== origin)
}

/** One more simple mutation on an already mutated origin (no recursion into `lookalikes`). */
function lookalikesOnce(parsedOrigin: string, raw: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom('/', '.', ':443', ':80', ':8443', '.evil.io').map((t) => `${parsedOrigin}${t}`),
    fc.constant(raw.toUpperCase()),
    fc.constant(parsedOrigin),
  )
}

/** How many generated values differ from the origin, and of which kind: a check that the generator is not trivial. */
function sample(origin: string) {
  return fc.sample(lookalikes(origin), { numRuns: 1000, seed: 42 })
}

describe('origin lookalikes: the frame hears only its exact host origins', () => {
  const HOST = 'https://app.example.com'
  const LOCAL_HOST = 'http://127.0.0.1:5173'

  it('the generator makes lookalikes of every kind, none equal to the origin', () => {
    for (const origin of [HOST, LOCAL_HOST]) {
      const values = sample(origin)
      expect(values).not.toContain(origin)
      expect(new Set(values).size).toBeGreaterThan(500)
      // a lookalike that the URL parser reads back as the exact origin is the most dangerous kind: there are some
      const sameAfterParse = values.filter((v) => {
        try {
          return new URL(v).origin === origin
        } catch {
          return false
        }
      })
      expect(sameAfterParse.length).toBeGreaterThan(20)
      expect(values.some((v) => v.startsWith(`${origin}.`))).toBe(true)
      expect(values.some((v) => v.includes('@'))).toBe(true)
      expect(values.some((v) => v.includes('xn--') || [...v].some((c) => c.charCodeAt(0) > 127))).toBe(true)
    }
  })

  for (const origin of [HOST, LOCAL_HOST]) {
    it(`the messenger answers nothing from ${RUNS} lookalikes of ${origin}, and answers the origin itself`, async () => {
      const parent = { postMessage: vi.fn() }
      const handler = vi.fn(async () => ({ address: ADDRESS }))
      const onMessage = createFrameMessenger({
        parent,
        allowedOrigins: [origin, 'https://other.example.org'],
        handlers: { 'privy:wallet:create': handler },
      })
      let n = 0
      await fc.assert(
        fc.asyncProperty(lookalikes(origin), async (spoofed) => {
          n++
          // each run starts clean, so a counterexample shrinks to the value that was heard
          parent.postMessage.mockClear()
          handler.mockClear()
          await onMessage({
            data: { id: `h${n}`, event: 'privy:iframe:ready' },
            origin: spoofed,
            source: parent,
          })
          await onMessage({
            data: { id: `c${n}`, event: 'privy:wallet:create', data: { accessToken: TOKEN } },
            origin: spoofed,
            source: parent,
          })
          expect(parent.postMessage).not.toHaveBeenCalled()
          expect(handler).not.toHaveBeenCalled()
        }),
        { numRuns: RUNS },
      )
      expect(n).toBe(RUNS)
      await onMessage({ data: { id: 'ok', event: 'privy:iframe:ready' }, origin, source: parent })
      expect(parent.postMessage).toHaveBeenCalledTimes(1)
      expect(parent.postMessage.mock.calls[0]?.[1]).toBe(origin)
    })
  }

  it(`the export view shows nothing for ${RUNS} lookalikes of its host, and shows the key for the host itself`, async () => {
    document.body.innerHTML = '<div data-frame-root></div>'
    const root = document.querySelector<HTMLElement>('[data-frame-root]') as HTMLElement
    const parent = { postMessage: vi.fn() }
    const exportPrivateKey = vi.fn(async () => `0x${'11'.repeat(32)}` as const)
    let listener: (e: { data: unknown; origin: string; source: unknown }) => void = () => {}
    renderExportView({
      wallet: { exportPrivateKey },
      root,
      location: {
        href: `https://wallet.example.com/apps/a/embedded-wallets/export?address=${ADDRESS}&channel=ch`,
        ancestorOrigins: { length: 1, 0: HOST },
      },
      parent,
      allowedOrigins: [HOST],
      listen: (l) => {
        listener = l
      },
    })
    const token = { event: 'privy:export:token', channel: 'ch', id: 'd', accessToken: TOKEN }
    fc.assert(
      fc.property(lookalikes(HOST), (spoofed) => {
        exportPrivateKey.mockClear()
        listener({ data: token, origin: spoofed, source: parent })
        expect(exportPrivateKey).not.toHaveBeenCalled()
      }),
      { numRuns: RUNS },
    )
    listener({ data: token, origin: HOST, source: parent })
    expect(exportPrivateKey).toHaveBeenCalledTimes(1)
  })
})

describe('origin lookalikes: the host proxy hears only its exact frame origin', () => {
  const clock: Clock = {
    now: () => Date.now(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  }

  for (const apiUrl of ['https://wallet.example.com', 'http://127.0.0.1:8787']) {
    const frameOrigin = new URL(apiUrl).origin
    it(`a pending request settles on no reply from ${RUNS} lookalikes of ${frameOrigin}, then on the real one`, async () => {
      let listener: ((e: HostMessageEvent) => void) | undefined
      const sent: Array<{ id: string; event: string }> = []
      const frameWindow = {
        postMessage(m: unknown) {
          const msg = m as { id: string; event: string }
          sent.push(msg)
          if (msg.event === 'privy:iframe:ready') {
            setTimeout(
              () =>
                listener?.({
                  data: { id: msg.id, event: msg.event, data: { version: 1 } },
                  origin: frameOrigin,
                  source: frameWindow,
                }),
              0,
            )
          }
        },
      }
      const host: FrameHost = {
        mount: () => ({ window: frameWindow, destroy() {} }),
        listen(l) {
          listener = l
          return () => {
            listener = undefined
          }
        },
      }
      const proxy = createEmbeddedWalletProxy({ apiUrl, appId: 'latchdemoapp0000000000001', host, clock })
      await proxy.ready()
      let settled = false
      const pending = proxy.connect({ accessToken: TOKEN, address: ADDRESS })
      pending.then(
        () => (settled = true),
        () => (settled = true),
      )
      await new Promise((r) => setTimeout(r, 0))
      const request = sent.find((m) => m.event === 'privy:wallet:connect') as { id: string }
      const reply = { id: request.id, event: 'privy:wallet:connect', data: { address: ADDRESS } }
      fc.assert(
        fc.property(lookalikes(frameOrigin), (spoofed) => {
          listener?.({ data: reply, origin: spoofed, source: frameWindow })
          // a reply that is heard takes its request off the pending map at once
          expect(proxy.pendingCount).toBe(1)
        }),
        { numRuns: RUNS },
      )
      await new Promise((r) => setTimeout(r, 0))
      expect(settled).toBe(false)
      expect(proxy.pendingCount).toBe(1)
      listener?.({ data: reply, origin: frameOrigin, source: frameWindow })
      await expect(pending).resolves.toEqual({ address: ADDRESS })
      proxy.destroy()
    })
  }
})
