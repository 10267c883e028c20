/**
 * Small shape checks for every response of wire.ts. Each returns the typed value or throws a `ShapeError`
 * naming the offending path; the API client turns that into `ApiError('invalid_response')`. Unknown extra fields
 * are ignored so the server can grow without breaking older clients.
 *
 * This module is part of core's eager runtime (the session and the app config use it), and lazily loaded code
 * takes it from there. The answers only lazily loaded commands read (a code sent, SIWE and OAuth starts, the token
 * price, the on-ramp's signed URL) are checked in `shapes.lazy.ts`, which loads with those commands.
 */

import { OIDC_PROVIDER_ID } from '../protocol/providers'
import type {
  AppConfigJSON,
  AuthResponseJSON,
  ErrorJSON,
  ForkResponseJSON,
  GrantAction,
  GrantJSON,
  LinkedAccountJSON,
  MfaMethodJSON,
  SessionResponseJSON,
  UserJSON,
} from './wire'

/** Thrown by a parser when the JSON does not have the expected shape. */
export class ShapeError extends Error {
  override name = 'ShapeError' as const
}

type Obj = Record<string, unknown>

/** Throws the `ShapeError` for a value at `path` that is not what was `expected`. */
export function fail(path: string, expected: string): never {
  throw new ShapeError(`${path}: expected ${expected}`)
}

/** An object (not null, not an array). */
export function object(value: unknown, path = '$'): Obj {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(path, 'an object')
  return value as Obj
}
/** A string. */
export function string(value: unknown, path: string): string {
  if (typeof value !== 'string') fail(path, 'a string')
  return value
}
/** A non-empty string. */
export function nonEmptyString(value: unknown, path: string): string {
  if (typeof value !== 'string' || value.length === 0) fail(path, 'a non-empty string')
  return value
}
/** A finite number. */
export function number(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) fail(path, 'a number')
  return value
}
/** A boolean. */
export function boolean(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') fail(path, 'a boolean')
  return value
}
/** A string or null; a missing field counts as null. */
export function nullableString(value: unknown, path: string): string | null {
  if (value === undefined || value === null) return null
  return string(value, path)
}
/** A number or null; a missing field counts as null. */
export function nullableNumber(value: unknown, path: string): number | null {
  if (value === undefined || value === null) return null
  return number(value, path)
}
/** A boolean, with a default when the field is missing (older servers). */
export function optionalBoolean(value: unknown, path: string, fallback: boolean): boolean {
  return value === undefined || value === null ? fallback : boolean(value, path)
}
/** An array, each item checked. */
export function array<T>(value: unknown, path: string, item: (value: unknown, path: string) => T): T[] {
  if (!Array.isArray(value)) fail(path, 'an array')
  return value.map((entry, index) => item(entry, `${path}[${index}]`))
}
/** One of a fixed set of strings. */
export function oneOf<T extends string>(value: unknown, path: string, options: readonly T[]): T {
  if (typeof value !== 'string' || !(options as readonly string[]).includes(value)) {
    fail(path, `one of ${options.join(', ')}`)
  }
  return value as T
}

/** A 4xx/5xx body `{ error, code, type? }`, or null when the body is not one. */
/** Every action a grant may approve (the server refuses a verification for any other). */
export const GRANT_ACTIONS: readonly GrantAction[] = [
  'link',
  'unlink',
  'mfa_enroll',
  'mfa_remove',
  'passkey_rename',
  'recovery_password',
  'recovery_method',
  'wallet_export',
  'wallet_sign',
  'device_register',
  'device_revoke',
]

/**
 * The longest grant target: `passkey:` and a credential id of 768 bytes (1024 base64url characters), the longest a
 * passkey may have, with room to spare.
 */
export const MAX_GRANT_TARGET = 1100

/**
 * A grant named by the server (`{ action, target, expires_at? }`), or null when it is not one. A target is at most
 * 1100 characters (`unlink passkey:<id>` with a credential id of 768 bytes, base64url).
 */
export function parseGrantJSON(value: unknown): GrantJSON | null {
  if (typeof value !== 'object' || value === null) return null
  const { action, target, expires_at: expiresAt } = value as Obj
  if (!GRANT_ACTIONS.includes(action as GrantAction)) return null
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_GRANT_TARGET) return null
  const out: GrantJSON = { action: action as GrantAction, target }
  if (typeof expiresAt === 'number') out.expires_at = expiresAt
  return out
}

export function parseErrorJSON(json: unknown): ErrorJSON | null {
  if (typeof json !== 'object' || json === null) return null
  const { error, code, type, step_up_methods: methods, grant } = json as Obj
  if (typeof error !== 'string' || typeof code !== 'string') return null
  const out: ErrorJSON = typeof type === 'string' ? { error, code, type } : { error, code }
  if (Array.isArray(methods)) {
    out.step_up_methods = methods.filter((m): m is 'email' | 'phone' => m === 'email' || m === 'phone')
  }
  const parsedGrant = parseGrantJSON(grant)
  if (parsedGrant) out.grant = parsedGrant
  return out
}

function verified(o: Obj, path: string) {
  return {
    verified_at: number(o.verified_at, `${path}.verified_at`),
    first_verified_at: nullableNumber(o.first_verified_at, `${path}.first_verified_at`),
    latest_verified_at: nullableNumber(o.latest_verified_at, `${path}.latest_verified_at`),
  }
}

const LINKED_ACCOUNT_TYPES = [
  'email',
  'phone',
  'wallet',
  'google_oauth',
  'twitter_oauth',
  'discord_oauth',
  'github_oauth',
  'tiktok_oauth',
  'linkedin_oauth',
  'apple_oauth',
  'spotify_oauth',
  'twitch_oauth',
  'instagram_oauth',
  'line_oauth',
  'custom_auth',
  'passkey',
  'smart_wallet',
  'telegram',
] as const

/** MFA methods this client knows; others are dropped so a server with a new method does not break it. */
const MFA_METHODS = ['sms', 'totp', 'passkey'] as const
const isKnownMfaMethod = (value: unknown): value is (typeof MFA_METHODS)[number] =>
  (MFA_METHODS as readonly unknown[]).includes(value)

/** True when the account's type is one this client knows; others are skipped so new types don't break it. */
export function isKnownLinkedAccountType(json: unknown): boolean {
  return (
    typeof json === 'object' &&
    json !== null &&
    ((LINKED_ACCOUNT_TYPES as readonly unknown[]).includes((json as Obj).type) ||
      isOidcAccountType((json as Obj).type))
  )
}

/** An account type of an app's own OpenID Connect provider: `oidc:<id>_oauth`. */
function isOidcAccountType(type: unknown): type is `oidc:${string}_oauth` {
  return typeof type === 'string' && type.endsWith('_oauth') && OIDC_PROVIDER_ID.test(type.slice(0, -6))
}

/** How a field is checked: 'id' a non-empty string, 'str' a string, 'opt' a string or null. */
type FieldKind = 'id' | 'str' | 'opt'
const FIELD: Record<FieldKind, (value: unknown, path: string) => string | null> = {
  id: nonEmptyString,
  str: string,
  opt: nullableString,
}

/** The fields of each linked account type (the wallet has its own checks). */
const ACCOUNT_FIELDS: Record<
  Exclude<LinkedAccountJSON['type'], 'wallet' | 'passkey' | `oidc:${string}`>,
  Record<string, FieldKind>
> = {
  email: { address: 'id' },
  phone: { phone_number: 'id' },
  google_oauth: { subject: 'id', email: 'str', name: 'opt' },
  twitter_oauth: { subject: 'id', username: 'opt', name: 'opt' },
  discord_oauth: { subject: 'id', username: 'opt', email: 'opt' },
  github_oauth: { subject: 'id', username: 'opt', name: 'opt', email: 'opt' },
  tiktok_oauth: { subject: 'id', username: 'opt' },
  linkedin_oauth: { subject: 'id', name: 'opt', email: 'opt' },
  apple_oauth: { subject: 'id', email: 'opt', name: 'opt' },
  spotify_oauth: { subject: 'id', name: 'opt' },
  twitch_oauth: { subject: 'id', username: 'opt', name: 'opt', email: 'opt' },
  instagram_oauth: { subject: 'id', username: 'opt' },
  line_oauth: { subject: 'id', name: 'opt' },
  custom_auth: { custom_user_id: 'id' },
  smart_wallet: { address: 'id', smart_wallet_type: 'id' },
  telegram: {
    telegram_user_id: 'id',
    username: 'opt',
    first_name: 'opt',
    last_name: 'opt',
    photo_url: 'opt',
  },
}

/** One linked account of a known type. */
export function parseLinkedAccountJSON(json: unknown, path = '$'): LinkedAccountJSON {
  const o = object(json, path)
  const p = (key: string) => `${path}.${key}`
  if (isOidcAccountType(o.type)) {
    const provider = o.type.slice(0, -6) as `oidc:${string}`
    return {
      type: o.type,
      provider,
      subject: nonEmptyString(o.subject, p('subject')),
      email: nullableString(o.email, p('email')),
      name: nullableString(o.name, p('name')),
      username: nullableString(o.username, p('username')),
      ...verified(o, path),
    }
  }
  const type = oneOf(o.type, `${path}.type`, LINKED_ACCOUNT_TYPES)
  const v = verified(o, path)
  if (type === 'wallet') {
    return {
      type,
      address: nonEmptyString(o.address, p('address')),
      chain_type: oneOf(o.chain_type, p('chain_type'), ['ethereum', 'solana'] as const),
      chain_id: nullableString(o.chain_id, p('chain_id')),
      wallet_client: oneOf(o.wallet_client, p('wallet_client'), ['privy', 'unknown'] as const),
      wallet_client_type: string(o.wallet_client_type, p('wallet_client_type')),
      connector_type: string(o.connector_type, p('connector_type')),
      recovery_method:
        o.recovery_method === undefined || o.recovery_method === null
          ? null
          : oneOf(o.recovery_method, p('recovery_method'), ['privy', 'user-passcode', 'passkey'] as const),
      ...v,
    }
  }
  if (type === 'passkey') {
    return {
      type,
      credential_id: nonEmptyString(o.credential_id, p('credential_id')),
      name: string(o.name, p('name')),
      device_type: oneOf(o.device_type, p('device_type'), ['singleDevice', 'multiDevice'] as const),
      backed_up: boolean(o.backed_up, p('backed_up')),
      transports: array(o.transports, p('transports'), string),
      enrolled_in_mfa: boolean(o.enrolled_in_mfa, p('enrolled_in_mfa')),
      created_at: number(o.created_at, p('created_at')),
      last_used_at: nullableNumber(o.last_used_at, p('last_used_at')),
      ...v,
    }
  }
  const account: Record<string, unknown> = { type }
  for (const [key, kind] of Object.entries(ACCOUNT_FIELDS[type])) account[key] = FIELD[kind](o[key], p(key))
  return { ...account, ...v } as LinkedAccountJSON
}

function parseMfaMethodJSON(json: unknown, path: string): MfaMethodJSON {
  const o = object(json, path)
  return {
    type: oneOf(o.type, `${path}.type`, MFA_METHODS),
    verified_at: number(o.verified_at, `${path}.verified_at`),
  }
}

/** A list of MFA methods, those of unknown types dropped. */
function knownMfaMethods<T>(
  list: unknown[],
  typeOf: (item: unknown) => unknown,
  parse: (item: unknown, index: number) => T,
): T[] {
  return list.flatMap((item, index) => (isKnownMfaMethod(typeOf(item)) ? [parse(item, index)] : []))
}

/** GET/POST answers carrying a user. Linked accounts of unknown types are dropped. */
export function parseUserJSON(json: unknown, path = '$'): UserJSON {
  const o = object(json, path)
  const accounts = array(o.linked_accounts, `${path}.linked_accounts`, (a) => a)
  return {
    id: nonEmptyString(o.id, `${path}.id`),
    created_at: number(o.created_at, `${path}.created_at`),
    linked_accounts: accounts.flatMap((account, index) =>
      isKnownLinkedAccountType(account)
        ? [parseLinkedAccountJSON(account, `${path}.linked_accounts[${index}]`)]
        : [],
    ),
    mfa_methods:
      o.mfa_methods === undefined
        ? []
        : knownMfaMethods(
            array(o.mfa_methods, `${path}.mfa_methods`, (m) => m),
            (m) => (typeof m === 'object' && m !== null ? (m as Obj).type : undefined),
            (m, index) => parseMfaMethodJSON(m, `${path}.mfa_methods[${index}]`),
          ),
    ...(o.custom_metadata === undefined
      ? {}
      : { custom_metadata: { ...object(o.custom_metadata, `${path}.custom_metadata`) } }),
    ...(o.is_guest === undefined ? {} : { is_guest: optionalBoolean(o.is_guest, `${path}.is_guest`, false) }),
  }
}

/** `{ user }` answers (unlink calls). */
export function parseUserResponseJSON(json: unknown): UserJSON {
  const o = object(json)
  return parseUserJSON(o.user ?? o, o.user === undefined ? '$' : '$.user')
}

/** Auth answers: user, token, refresh_token, is_new_user. */
export function parseAuthResponseJSON(json: unknown): AuthResponseJSON {
  const o = object(json)
  return {
    user: parseUserJSON(o.user, '$.user'),
    token: nonEmptyString(o.token, '$.token'),
    refresh_token: nonEmptyString(o.refresh_token, '$.refresh_token'),
    is_new_user: optionalBoolean(o.is_new_user, '$.is_new_user', false),
  }
}

/** POST /api/v1/sessions (and the fork recovery): the same shape as an auth answer. */
export const parseSessionResponseJSON: (json: unknown) => SessionResponseJSON = parseAuthResponseJSON

/** POST /api/v1/sessions/fork. */
export function parseForkResponseJSON(json: unknown): ForkResponseJSON {
  const o = object(json)
  return {
    token: nonEmptyString(o.token, '$.token'),
    refresh_token: nonEmptyString(o.refresh_token, '$.refresh_token'),
    new_session_refresh_token: nonEmptyString(o.new_session_refresh_token, '$.new_session_refresh_token'),
  }
}

/** Answers whose body is ignored (logout, analytics): anything goes, including an empty body. */
export function parseIgnored(_json: unknown): null {
  return null
}

/**
 * One of the app's own OpenID Connect providers: its id (`oidc:<id>`), name and icon. An entry with a malformed id is
 * dropped (its button could not start a login), as is an icon that is not an https URL (http only on localhost).
 */
function parseOidcProviderJSON(
  json: unknown,
  path: string,
): { id: `oidc:${string}`; name: string; icon: string | null } | null {
  const o = object(json, path)
  if (typeof o.id !== 'string' || !OIDC_PROVIDER_ID.test(o.id)) return null
  const icon = nullableString(o.icon ?? null, `${path}.icon`)
  return {
    id: o.id as `oidc:${string}`,
    name: nonEmptyString(o.name, `${path}.name`),
    icon: icon !== null && /^(https:|http:\/\/(localhost|127\.0\.0\.1)[:/])/.test(icon) ? icon : null,
  }
}

const CREATE_ON_LOGIN = ['users-without-wallets', 'all-users', 'off'] as const

/** GET /api/v1/apps/{appId}. Flags an older server may omit default to off. */
export function parseAppConfigJSON(json: unknown): AppConfigJSON {
  const o = object(json)
  const flag = (key: string) => optionalBoolean(o[key], `$.${key}`, false)
  const text = (key: string) => nullableString(o[key], `$.${key}`)
  const allowlist =
    o.allowlist_config === undefined || o.allowlist_config === null
      ? {}
      : object(o.allowlist_config, '$.allowlist_config')
  const wallet =
    o.embedded_wallet_config === undefined || o.embedded_wallet_config === null
      ? {}
      : object(o.embedded_wallet_config, '$.embedded_wallet_config')
  return {
    id: nonEmptyString(o.id, '$.id'),
    name: string(o.name, '$.name'),
    verification_key: string(o.verification_key ?? '', '$.verification_key'),
    logo_url: text('logo_url'),
    accent_color: text('accent_color'),
    show_wallet_login_first: flag('show_wallet_login_first'),
    allowlist_config: {
      error_title: nullableString(allowlist.error_title, '$.allowlist_config.error_title'),
      error_detail: nullableString(allowlist.error_detail, '$.allowlist_config.error_detail'),
      cta_text: nullableString(allowlist.cta_text, '$.allowlist_config.cta_text'),
      cta_link: nullableString(allowlist.cta_link, '$.allowlist_config.cta_link'),
    },
    wallet_auth: flag('wallet_auth'),
    email_auth: flag('email_auth'),
    sms_auth: flag('sms_auth'),
    passkey_auth: flag('passkey_auth'),
    guest_auth: flag('guest_auth'),
    telegram_auth: flag('telegram_auth'),
    google_oauth: flag('google_oauth'),
    twitter_oauth: flag('twitter_oauth'),
    discord_oauth: flag('discord_oauth'),
    github_oauth: flag('github_oauth'),
    tiktok_oauth: flag('tiktok_oauth'),
    linkedin_oauth: flag('linkedin_oauth'),
    apple_oauth: flag('apple_oauth'),
    spotify_oauth: flag('spotify_oauth'),
    twitch_oauth: flag('twitch_oauth'),
    instagram_oauth: flag('instagram_oauth'),
    line_oauth: flag('line_oauth'),
    oidc_providers:
      o.oidc_providers === undefined || o.oidc_providers === null
        ? []
        : array(o.oidc_providers, '$.oidc_providers', parseOidcProviderJSON).filter((x) => x !== null),
    terms_and_conditions_url: text('terms_and_conditions_url'),
    privacy_policy_url: text('privacy_policy_url'),
    embedded_wallet_config: {
      create_on_login:
        wallet.create_on_login === undefined || wallet.create_on_login === null
          ? 'off'
          : oneOf(wallet.create_on_login, '$.embedded_wallet_config.create_on_login', CREATE_ON_LOGIN),
      require_user_password_on_create: optionalBoolean(
        wallet.require_user_password_on_create,
        '$.embedded_wallet_config.require_user_password_on_create',
        false,
      ),
    },
    custom_api_url: text('custom_api_url'),
    wallet_connect_cloud_project_id: text('wallet_connect_cloud_project_id'),
    fiat_on_ramp_enabled: flag('fiat_on_ramp_enabled'),
    captcha_enabled: flag('captcha_enabled'),
    captcha_site_key: text('captcha_site_key'),
    twitter_oauth_on_mobile_enabled: flag('twitter_oauth_on_mobile_enabled'),
    mfa_methods:
      o.mfa_methods === undefined || o.mfa_methods === null
        ? []
        : knownMfaMethods(
            array(o.mfa_methods, '$.mfa_methods', (m, path) => string(m, path)),
            (m) => m,
            (m) => m as (typeof MFA_METHODS)[number],
          ),
    created_at: nullableNumber(o.created_at, '$.created_at') ?? 0,
    updated_at: nullableNumber(o.updated_at, '$.updated_at') ?? 0,
  }
}
