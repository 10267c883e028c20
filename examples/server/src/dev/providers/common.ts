/**
 * What the local provider fakes share: who signs in (from `login_hint`), single-use codes bound to the client, its
 * redirect URI and PKCE challenge, access tokens, client authentication, and the failure modes tests ask for.
 *
 * `login_hint` on the authorization URL picks the identity, `[mode:]who`: `alice@example.com` signs in Alice
 * (default `johndoe`); `deny` answers like a user who refuses; modes:
 *   unverified  the provider has not verified the email       no-id       the user call answers a user without an id
 *   fail-token  the token endpoint refuses the code           fail-user   the user call answers 500
 *   slow-token  the token endpoint does not answer            slow-user   the user call does not answer
 *   wrong-nonce the id_token's nonce is another login's       forged      the id_token is signed by a key not in
 *                                                                         the provider's key set (OpenID Connect)
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Context } from 'hono'

export type FakeMode =
  | 'ok'
  | 'unverified'
  | 'fail-token'
  | 'slow-token'
  | 'fail-user'
  | 'slow-user'
  | 'no-id'
  | 'wrong-nonce'
  | 'forged'
const MODES: FakeMode[] = [
  'unverified',
  'fail-token',
  'slow-token',
  'fail-user',
  'slow-user',
  'no-id',
  'wrong-nonce',
  'forged',
]

export interface FakeIdentity {
  mode: FakeMode
  email: string
  /** The email's local part: usernames. */
  local: string
  /** 'Alice' from alice@example.com. */
  name: string
  /** Stable bytes per identity, for provider-shaped ids. */
  seed: Buffer
}

/** The identity and failure mode of a `login_hint`; null for `deny`. */
export function identityFromHint(hint: string | undefined): FakeIdentity | null {
  const raw = hint?.trim() || 'johndoe'
  if (raw === 'deny') return null
  const colon = raw.indexOf(':')
  const head = colon > 0 ? raw.slice(0, colon) : ''
  const mode = (MODES as string[]).includes(head) ? (head as FakeMode) : 'ok'
  const who = mode === 'ok' ? raw : raw.slice(colon + 1) || 'johndoe'
  const email = who.includes('@') ? who.toLowerCase() : `${who.toLowerCase()}@example.com`
  const local = email.split('@')[0] ?? 'johndoe'
  return {
    mode,
    email,
    local,
    name: local.charAt(0).toUpperCase() + local.slice(1),
    seed: createHash('sha256').update(email).digest(),
  }
}

/** A decimal id of `digits` digits from the identity (Discord snowflakes, X ids). */
export function decimalId(who: FakeIdentity, digits: number): string {
  const n = who.seed.readBigUInt64BE(0) % 10n ** BigInt(digits - 1)
  return (10n ** BigInt(digits - 1) + n).toString()
}

export interface IssuedCode {
  who: FakeIdentity
  clientId: string
  redirectUri: string
  scope: string
  challenge: string | null
  nonce: string | null
  expiresAt: number
}

const CODE_TTL_MS = 10 * 60 * 1000

/** Codes (single use, 10 minutes) and access tokens of one fake. */
export function createGrants(prefix: string) {
  const codes = new Map<string, IssuedCode>()
  const tokens = new Map<string, IssuedCode>()
  return {
    issue(grant: Omit<IssuedCode, 'expiresAt'>): string {
      const code = randomBytes(16).toString('hex')
      codes.set(code, { ...grant, expiresAt: Date.now() + CODE_TTL_MS })
      return code
    },
    /** Takes a code: null when unknown, spent or expired. */
    redeem(code: string | undefined): IssuedCode | null {
      if (!code) return null
      const grant = codes.get(code)
      codes.delete(code)
      return grant && grant.expiresAt > Date.now() ? grant : null
    },
    token(grant: IssuedCode): string {
      const token = `${prefix}${randomBytes(18).toString('base64url')}`
      tokens.set(token, grant)
      return token
    },
    /** The grant behind `Authorization: Bearer <token>`, or null. */
    bearer(c: Context): IssuedCode | null {
      const m = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')
      return m?.[1] ? (tokens.get(m[1]) ?? null) : null
    },
  }
}

/** True when the verifier matches the S256 challenge (or the code had none). */
export function pkceMatches(challenge: string | null, verifier: string | undefined): boolean {
  if (challenge === null) return true
  return !!verifier && createHash('sha256').update(verifier).digest('base64url') === challenge
}

/** Client credentials of a token request: HTTP Basic (form-encoded parts), else the form's `client_id`/`client_secret`. */
export function clientCredentials(
  c: Context,
  form: Record<string, string>,
  idField = 'client_id',
): { id: string | undefined; secret: string | undefined } {
  const basic = /^Basic\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')
  if (basic?.[1]) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8')
    const i = decoded.indexOf(':')
    // RFC 6749 2.3.1: each part is form-encoded before it goes into the header
    const formDecode = (v: string) => decodeURIComponent(v.replace(/\+/g, ' '))
    return { id: formDecode(decoded.slice(0, i)), secret: formDecode(decoded.slice(i + 1)) }
  }
  return { id: form[idField], secret: form.client_secret }
}

/** The form body of a token request, string fields only. */
export async function readForm(c: Context): Promise<Record<string, string>> {
  const body = await c.req.parseBody().catch(() => ({}))
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(body)) if (typeof v === 'string') out[k] = v
  return out
}

/** Waits as a provider that does not answer: until the fake stops (its connections are closed) or a minute. */
export const hang = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 60_000).unref()
  })

/** The redirect back to the client's redirect URI with `params`. */
export function redirectBack(c: Context, redirectUri: string, params: Record<string, string>) {
  const url = new URL(redirectUri)
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
  return c.redirect(url.toString(), 302)
}

/**
 * The usual end of an authorize step, once the request is checked: the user `login_hint` names either refuses
 * (back to the redirect URI with `denied` and the state) or consents (back with a new code and the state).
 */
export function consentRedirect(
  c: Context,
  grants: ReturnType<typeof createGrants>,
  q: Record<string, string>,
  options: { clientId: string; denied: Record<string, string>; extra?: Record<string, string> },
) {
  const state: Record<string, string> = q.state ? { state: q.state } : {}
  const redirectUri = q.redirect_uri as string
  const who = identityFromHint(q.login_hint)
  if (!who) return redirectBack(c, redirectUri, { ...options.denied, ...state })
  const code = grants.issue({
    who,
    clientId: options.clientId,
    redirectUri,
    scope: q.scope ?? '',
    challenge: q.code_challenge_method === 'S256' ? (q.code_challenge ?? null) : null,
    nonce: null,
  })
  return redirectBack(c, redirectUri, { code, ...options.extra, ...state })
}

/** What every fake knows about its one registered client. */
export interface FakeClient {
  clientId: string
  clientSecret: string
}
