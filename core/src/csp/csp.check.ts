/**
 * `checkCsp`: does a page's Content Security Policy let Latch work? It reads the page's
 * `<meta http-equiv="Content-Security-Policy">` policies (or takes the header value you pass: a page cannot read
 * its own response headers), and for each source `latchCsp` would add, decides as the browser does whether every
 * policy allows it (the directive's fallbacks to `default-src`, `'self'`, `*`, schemes, host wildcards, ports and
 * paths). Each source a policy refuses is named once in a console warning, with the directive to add it to.
 * Parsing is `content-security-policy-parser`'s (the spec's algorithm); the matching follows CSP Level 3,
 * "Does url match expression in origin with redirect count".
 */
import parsePolicy from 'content-security-policy-parser'
import type { Logger } from '../env'
import { formatCspMessage } from '../messages.csp'
import { type CspDirectiveName, type LatchCspOptions, latchCspSources } from './csp'

/** Options of `checkCsp`: the `latchCsp` options, plus the policy to check when it is not the page's. */
export interface CheckCspOptions extends LatchCspOptions {
  /**
   * The policy (a `Content-Security-Policy` header value; several policies as an array or comma-separated).
   * @default the page's `<meta http-equiv="Content-Security-Policy">` policies
   */
  policy?: string | readonly string[]
  /** The page's origin, which `'self'` stands for. @default location.origin */
  origin?: string
  /** Where the warnings go; `null` for none. @default console */
  logger?: Pick<Logger, 'warn'> | null
}

/** A source Latch needs that the policy refuses. */
export interface CspProblem {
  /** The directive the source belongs in (`frame-src`). */
  directive: CspDirectiveName
  /** The source the policy refuses (`https://auth.example.com`). */
  source: string
  /** What needs it, in words. */
  purpose: string
  /** The warning's text: names the source and the directive to add it to. */
  message: string
}

/** Directives the browser falls back to, in order (CSP Level 3, "Get the effective directive"). */
const FALLBACKS: Partial<Record<CspDirectiveName, readonly string[]>> = {
  'connect-src': ['connect-src', 'default-src'],
  'img-src': ['img-src', 'default-src'],
  'frame-src': ['frame-src', 'child-src', 'default-src'],
  // Latch adds the captcha as a <script src> element
  'script-src': ['script-src-elem', 'script-src', 'default-src'],
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' }

/** CSP Level 3 "scheme-part match": A (the expression's) and B (the URL's), without the colon. */
function schemeMatches(a: string, b: string): boolean {
  return (
    a === b ||
    (a === 'http' && b === 'https') ||
    (a === 'ws' && (b === 'wss' || b === 'http' || b === 'https')) ||
    (a === 'wss' && b === 'https')
  )
}

/** CSP Level 3 "host-part match": `*.example.com` matches subdomains only; otherwise the same host. */
function hostMatches(pattern: string, host: string): boolean {
  if (pattern.startsWith('*.')) return host.endsWith(pattern.slice(1))
  return pattern === host
}

const HOST_SOURCE =
  /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\*|\d+))?(\/[^?#]*)?$/i

/** The port of a URL, or null when it is its scheme's default (the URL parser drops default ports). */
const portOf = (url: URL): string | null => (url.port === '' ? null : url.port)

/** Does `url` match one source expression, in a page of `self`? */
function expressionMatches(expression: string, url: URL, self: URL | null): boolean {
  const expr = expression.toLowerCase()
  const scheme = url.protocol.slice(0, -1)
  if (expr === '*') {
    // http(s), or the page's own scheme; never data:, blob: or filesystem:
    return scheme === 'http' || scheme === 'https' || (self !== null && url.protocol === self.protocol)
  }
  if (/^[a-z][a-z0-9+.-]*:$/.test(expr)) return schemeMatches(expr.slice(0, -1), scheme)
  if (expr === "'self'") {
    if (!self) return false
    if (url.origin === self.origin) return true
    const ports =
      portOf(url) === portOf(self) ||
      (url.port || DEFAULT_PORTS[url.protocol]) === (self.port || DEFAULT_PORTS[self.protocol])
    const secure = scheme === 'https' || (self.protocol === 'http:' && scheme === 'http')
    return url.hostname === self.hostname && ports && secure
  }
  if (expr.startsWith("'")) return false // nonces, hashes, 'unsafe-*', 'none': no URL matches them
  const m = HOST_SOURCE.exec(expr)
  if (!m) return false
  const [, exprScheme, host = '', port, path] = m
  if (exprScheme !== undefined) {
    if (!schemeMatches(exprScheme, scheme)) return false
  } else if (self) {
    // no scheme: the page's scheme (or its secure twin)
    if (!schemeMatches(self.protocol.slice(0, -1), scheme)) return false
  } else if (scheme !== 'http' && scheme !== 'https') return false
  if (host !== '*' && !hostMatches(host, url.hostname)) return false
  if (port !== '*') {
    const wanted = port === undefined ? null : String(Number(port))
    if (wanted !== portOf(url) && !(portOf(url) === null && wanted === DEFAULT_PORTS[url.protocol]))
      return false
  }
  if (path && path !== '/') {
    const urlPath = decodeURIComponent(url.pathname)
    return path.endsWith('/') ? urlPath.startsWith(path) : urlPath === path
  }
  return true
}

/** Does one parsed policy allow `source` for `directive`? A policy without the directive or a fallback allows it. */
function policyAllows(
  policy: Map<string, string[]>,
  directive: CspDirectiveName,
  source: string,
  self: URL | null,
): boolean {
  const list = (FALLBACKS[directive] ?? [directive]).find((name) => policy.has(name))
  if (list === undefined) return true
  const expressions = policy.get(list) ?? []
  // A script Latch inserts from a trusted script is allowed by 'strict-dynamic' (which then ignores host sources).
  if (directive === 'script-src' && expressions.some((e) => e.toLowerCase() === "'strict-dynamic'"))
    return true
  let url: URL
  try {
    // A WebSocket URL is checked as its http(s) twin, as the browser fetches it (WebSockets, "establish a
    // WebSocket connection"); a scheme source (data:) as a URL of that scheme.
    url = new URL(source.endsWith(':') ? `${source},` : `${source.replace(/^ws(s?):/, 'http$1:')}/`)
  } catch {
    return false
  }
  return expressions.some((expression) => expressionMatches(expression, url, self))
}

/** The page's meta policies (none outside a browser). */
function metaPolicies(): string[] {
  const doc = (globalThis as { document?: Document }).document
  if (!doc) return []
  return [...doc.querySelectorAll('meta[http-equiv]')]
    .filter((meta) => meta.getAttribute('http-equiv')?.toLowerCase() === 'content-security-policy')
    .map((meta) => meta.getAttribute('content') ?? '')
}

/**
 * Checks a Content Security Policy against what Latch needs (`latchCsp` with the same options): returns the
 * sources some policy refuses, and names each in a console warning such as
 * `Latch: this page's Content Security Policy does not allow http://127.0.0.1:8787 in frame-src (the embedded
 * wallet frame and key export): add "frame-src http://127.0.0.1:8787" to it`. With no policy given and no meta
 * policy on the page, there is nothing to check: `[]`.
 */
export function checkCsp(options: CheckCspOptions): CspProblem[] {
  const given = options.policy
  const texts = given === undefined ? metaPolicies() : typeof given === 'string' ? [given] : [...given]
  // A header may carry several policies separated by commas; every one of them is enforced.
  const policies = texts
    .flatMap((text) => text.split(','))
    .filter((text) => text.trim() !== '')
    .map((text) => parsePolicy(text))
  if (policies.length === 0) return []
  const origin = options.origin ?? (globalThis as { location?: { origin?: string } }).location?.origin
  let self: URL | null = null
  try {
    self = origin && origin !== 'null' ? new URL(origin) : null
  } catch {
    self = null
  }
  const problems: CspProblem[] = []
  for (const need of latchCspSources(options)) {
    if (policies.every((policy) => policyAllows(policy, need.directive, need.source, self))) continue
    problems.push({
      ...need,
      message: formatCspMessage('csp.missing', {
        source: need.source,
        directive: need.directive,
        purpose: need.purpose,
      }),
    })
  }
  const logger = options.logger === undefined ? globalThis.console : options.logger
  if (logger) for (const problem of problems) logger.warn(problem.message)
  return problems
}
