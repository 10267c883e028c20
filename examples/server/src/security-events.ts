/**
 * Security events: one line in the server log and one durable record (table `security_events`) for each and, for
 * account changes, a short notice to
 * the user's email (or phone) through the same delivery path as one-time codes (the dev outbox in dev mode).
 *
 * What an event carries: its type, the app, the user and session ids, the method (a login-method type such as
 * `email` or `google_oauth`, an MFA type, or a wallet address for wallet events) and the client IP. Never a token, a
 * code, an email address, a phone number, a share or a key: the log and the record are read by operators.
 *
 *   await securityEvent(deps, c, 'wallet_exported', { user: caller.userId, method: address })
 *
 * A notice failing to go out never fails the request that caused it (the change has happened; it is logged).
 */
import type { DeliverMessage } from './config'
import { type Ctx, type Deps, nowSeconds } from './context'
import { requestLocale } from './delivery/locale'
import { writeLog } from './logging'
import type { UserRecord } from './storage'

/** Every security event. Those in `NOTIFIED_EVENTS` also send the user a notice. */
export type SecurityEventType =
  | 'login_success'
  | 'login_failure'
  | 'refresh_reuse_detected'
  | 'lockout'
  | 'link'
  | 'unlink'
  | 'mfa_enrolled'
  | 'mfa_removed'
  | 'recovery_password_set'
  | 'wallet_exported'
  | 'wallet_recovered'
  | 'wallet_device_added'
  | 'wallet_device_revoked'
  /** A share went to a device key for the first time (one neither the wallet was made on nor just registered). */
  | 'wallet_device_first_used'
  | 'logout_everywhere'
  | 'sessions_revoked'
  | 'step_up'
  | 'step_up_refused'
  /** An MFA verification of a session succeeded (method: the factor). */
  | 'mfa_verified'
  /** A wrong authenticator code for an MFA verification (a wrong SMS code is a `login_failure` with method mfa_sms). */
  | 'mfa_failed'
  | 'server_api_auth_failure'
  | 'user_imported'
  | 'user_deleted'
  /** A passkey's name was changed (recorded, not noticed: the name protects nothing, the record shows who). */
  | 'passkey_renamed'
  /** A passkey answered with a counter that did not increase: two copies of its key exist. */
  | 'passkey_clone_suspected'
  /** A passkey answer named another user than the passkey's owner. */
  | 'passkey_wrong_user'
  /** A custom auth token came again (same `jti`): it signed in, but not as a fresh login. */
  | 'custom_jwt_replayed'
  /** The wallet's hourly budget of recovery-password tries was spent (new devices of a password wallet wait). */
  | 'recovery_guesses_exhausted'
  /** An app's test account was given its fixed code (test-accounts.ts): nothing was delivered. */
  | 'test_account_code'

/** Events the user is told about (a link they did not make is how a takeover starts). */
export const NOTIFIED_EVENTS: ReadonlySet<SecurityEventType> = new Set<SecurityEventType>([
  'link',
  'unlink',
  'mfa_enrolled',
  'mfa_removed',
  'recovery_password_set',
  'wallet_exported',
  'wallet_recovered',
  'wallet_device_added',
  'wallet_device_revoked',
  'wallet_device_first_used',
  'logout_everywhere',
  'recovery_guesses_exhausted',
])

/** Fields of one event; ids and counts only. */
export interface SecurityEventFields {
  user?: string | null
  session?: string | null
  /** Login-method type (`email`, `phone`, `wallet`, `google_oauth`...), MFA type, or wallet address. */
  method?: string | null
  [key: string]: string | number | null | undefined
}

const NOTICE_SUBJECT = 'Security notice'

/** What the notice says happened, by event. `method` is a login-method or MFA type, never an address. */
const NOTICE_WHAT: Record<string, (method: string) => string> = {
  link: (m) => `A login method (${label(m)}) was linked to your account`,
  unlink: (m) => `A login method (${label(m)}) was removed from your account`,
  mfa_enrolled: (m) => `Two-step verification (${label(m)}) was turned on for your account`,
  mfa_removed: (m) => `Two-step verification (${label(m)}) was removed from your account`,
  recovery_password_set: () => 'The recovery password of your wallet was set or changed',
  wallet_exported: () => 'The private key of your wallet was exported',
  wallet_recovered: () => 'Your wallet was recovered on a new device',
  wallet_device_added: () => 'A new device was added to your wallet',
  wallet_device_revoked: () => 'A device was removed from your wallet',
  wallet_device_first_used: () => 'A device used your wallet for the first time',
  logout_everywhere: () => 'All sessions of your account were signed out',
  recovery_guesses_exhausted: () =>
    'Too many recovery passwords were tried for your wallet; adding a new device with it waits an hour',
}

const LABELS: Record<string, string> = {
  email: 'email',
  phone: 'phone number',
  wallet: 'wallet',
  sms: 'SMS',
  totp: 'authenticator app',
  passkey: 'passkey',
  custom_auth: 'custom login',
}
function label(method: string): string {
  return LABELS[method] ?? method.replace(/_oauth$/, '').replace(/^./, (ch) => ch.toUpperCase())
}

/** The notice text: what happened, when (UTC), by which method and from which IP. No token, code or address. */
export function noticeText(type: SecurityEventType, at: number, method: string | null, ip: string): string {
  const what = NOTICE_WHAT[type]?.(method ?? '') ?? type
  const when = `${new Date(at * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`
  return `${what} on ${when} from IP ${ip}. If this was not you, sign in and secure your account, or contact the app's support.`
}

/** Where a notice goes: the user's email, else their phone; null when they have neither. */
export function noticeRecipient(user: UserRecord): { channel: 'email' | 'sms'; to: string } | null {
  const email = user.accounts.find((a) => a.type === 'email')
  if (email) return { channel: 'email', to: email.key }
  const phone = user.accounts.find((a) => a.type === 'phone')
  if (phone) return { channel: 'sms', to: phone.key }
  return null
}

/**
 * Writes one security log record (event, client IP, request id, ids): structured through the pino logger when the
 * server has one, else a text line; and counts it in the metrics (logins, failures, lockouts by kind).
 */
function logLine(
  deps: Deps,
  c: Ctx | null,
  ip: string,
  type: SecurityEventType,
  fields: SecurityEventFields,
): void {
  const parts = [`security: ${type}`, `ip=${ip}`]
  for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== null) parts.push(`${k}=${v}`)
  const record = { event: type, ip, reqId: c?.get('requestId'), ...fields }
  writeLog(deps.config, 'info', record, 'security event', parts.join(' '))
  deps.metrics.securityEvents.inc({ event: type })
  const method = String(fields.method ?? 'unknown')
  if (type === 'login_success') deps.metrics.logins.inc({ method })
  if (type === 'login_failure') deps.metrics.loginFailures.inc({ method })
  if (type === 'lockout') deps.metrics.lockouts.inc({ counter: String(fields.counter ?? 'unknown') })
}

/**
 * Records one security event: the log line, the durable record and, for `NOTIFIED_EVENTS`, the notice to the
 * user. `options.user` is the user as it was before the change (so an unlinked email still hears of its removal);
 * without it the user is read from storage.
 */
export async function securityEvent(
  deps: Deps,
  c: Ctx | null,
  type: SecurityEventType,
  fields: SecurityEventFields = {},
  options: { appId?: string; user?: UserRecord } = {},
): Promise<void> {
  const ip = c?.get('ip') ?? 'unknown'
  logLine(deps, c, ip, type, fields)
  const appId = options.appId ?? (c?.get('app')?.id as string | undefined) ?? null
  const { user, session, method, ...rest } = fields
  const details: Record<string, string | number> = {}
  for (const [k, v] of Object.entries(rest)) if (v !== undefined && v !== null) details[k] = v
  try {
    await deps.storage.addSecurityEvent({
      appId,
      type,
      userId: user ?? null,
      sessionId: session ?? null,
      method: method ?? null,
      ip,
      details,
      createdAt: nowSeconds(deps),
    })
  } catch {
    deps.config.log(`security: record_failed event=${type}`)
  }
  if (!NOTIFIED_EVENTS.has(type) || !user || !appId) return
  try {
    const owner = options.user ?? (await deps.storage.getUser(appId, user))
    const to = owner ? noticeRecipient(owner) : null
    if (!to || !deps.config.deliver) return
    const notice: DeliverMessage = {
      kind: 'notice',
      appId,
      channel: to.channel,
      to: to.to,
      event: type,
      subject: NOTICE_SUBJECT,
      text: noticeText(type, nowSeconds(deps), method ?? null, ip),
      at: nowSeconds(deps),
      method: method ?? null,
      ip,
      locale: c ? requestLocale(c) : undefined,
    }
    await deps.config.deliver(notice)
  } catch {
    // the change is done; a notice that could not go out is logged, never a reason to fail the request
    deps.config.log(`security: notice_failed event=${type} user=${user}`)
  }
}
