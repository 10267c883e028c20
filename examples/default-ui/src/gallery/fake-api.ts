/**
 * The gallery's stand-in for the reference server: a `fetch` answering the few calls the login screens make, with a
 * chosen answer per call ('ok', 'hang' to freeze a pending step, or an error body). Each gallery case gets its own
 * fake through `createLatch({ env: { fetch } })`, because core has (rightly) no way to set a flow's store from outside:
 * the screens are reached by running the real commands against this fake.
 */
import type { Wire } from '@latch/core/internal'

/** One call's answer. */
export type Answer = 'ok' | 'hang' | { status: number; code: string; error: string; type?: string }

export interface FakeApiOptions {
  appId: string
  /** Overrides of the app config JSON (snake_case, as the server sends it). */
  app?: Record<string, unknown>
  /** Answers by path suffix after /api/v1/, e.g. 'passwordless/init'. Unlisted calls answer 'ok'. */
  answers?: Record<string, Answer>
  /** The signed-in user's accounts. @default one email, ada@example.com */
  accounts?: Wire.LinkedAccountJSON[]
}

const now = () => Math.floor(Date.now() / 1000)

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
}

/** An unsigned token with the claims core reads (aud, exp); core decodes tokens, the server verifies them. */
function fakeToken(appId: string): string {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: 'gallery-user', aud: appId, iat: now(), exp: now() + 3600 })}.`
}

function galleryUser(accounts?: Wire.LinkedAccountJSON[]): Wire.UserJSON {
  return {
    id: 'gallery-user',
    created_at: now(),
    linked_accounts: accounts ?? [{ type: 'email', address: 'ada@example.com', verified_at: now() }],
    mfa_methods: [],
  }
}

function appConfig(appId: string, overrides: Record<string, unknown> = {}) {
  return {
    id: appId,
    name: 'Latch Demo',
    verification_key: 'gallery',
    logo_url: null,
    accent_color: null,
    show_wallet_login_first: false,
    allowlist_config: { error_title: null, error_detail: null, cta_text: null, cta_link: null },
    wallet_auth: true,
    email_auth: true,
    sms_auth: true,
    apple_oauth: true,
    discord_oauth: true,
    github_oauth: true,
    google_oauth: true,
    linkedin_oauth: false,
    twitter_oauth: true,
    tiktok_oauth: false,
    terms_and_conditions_url: 'https://example.com/terms',
    privacy_policy_url: 'https://example.com/privacy',
    embedded_wallet_config: { create_on_login: 'off', require_user_password_on_create: false },
    custom_api_url: null,
    wallet_connect_cloud_project_id: null,
    fiat_on_ramp_enabled: false,
    captcha_enabled: false,
    captcha_site_key: null,
    twitter_oauth_on_mobile_enabled: false,
    mfa_methods: [],
    created_at: now(),
    updated_at: now(),
    ...overrides,
  }
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

/** A `fetch` for one gallery case. */
export function createFakeFetch(options: FakeApiOptions): typeof fetch {
  const { appId } = options
  const answers = options.answers ?? {}
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
    const path = url.pathname.replace(/^\/api\/v1\//, '')
    const method = (init?.method ?? 'GET').toUpperCase()
    if (method === 'GET' && path.startsWith('apps/')) return json(200, appConfig(appId, options.app))
    if (path === 'analytics_events') return json(200, {})
    const answer = answers[path] ?? 'ok'
    if (answer === 'hang') return new Promise<Response>(() => {})
    if (answer !== 'ok')
      return json(answer.status, { error: answer.error, code: answer.code, type: answer.type })
    if (path.endsWith('/authenticate') || path.endsWith('/link') || path === 'sessions') {
      return json(200, {
        user: galleryUser(options.accounts),
        token: fakeToken(appId),
        refresh_token: 'gallery-refresh',
        is_new_user: false,
      } satisfies Wire.AuthResponseJSON)
    }
    if (path === 'oauth/init') return json(200, { url: 'https://example.com/oauth' })
    // passkeys: the ceremony's options (the stand-in browser never answers them), and calls answering the user
    if (path === 'passkey/register/init' || path === 'passkey/authenticate/init') {
      return json(200, { options: { challenge: 'Z2FsbGVyeS1jaGFsbGVuZ2U' } })
    }
    if (path === 'passkey/rename' || path === 'passkey/unlink' || path === 'passkey/register/verify') {
      return json(200, { user: galleryUser(options.accounts) })
    }
    return json(200, { success: true })
  }
}
