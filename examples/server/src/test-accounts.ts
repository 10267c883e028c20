/**
 * Test accounts: an app may list a few emails and phone numbers that log in with one fixed code, so an app store's
 * reviewer (or a scripted check) can sign in without a mailbox. Off unless the app lists some; only the login and
 * link codes of those exact recipients are fixed (never a step-up or MFA code); nothing is delivered to them; every
 * fixed code handed out and every login with it is in the security log (`test_account_code`, `login`), and the
 * allowlist applies to them like to anyone.
 *
 *   latch-server apps update APP_ID --test-account reviewer@example.com --test-account +15555550100 --test-code 424242
 *   latch-server apps update APP_ID --set testAccounts=null          (off)
 */
import type { AppSettings } from './config'
import { normalizeEmail, normalizePhone } from './http'

/** Recipients an app may list (each kind). */
export const MAX_TEST_ACCOUNTS = 20

/** Why an app's test accounts are refused, or null. */
export function testAccountsIssue(settings: Pick<AppSettings, 'testAccounts'>): string | null {
  const t = settings.testAccounts
  if (t === undefined || t === null) return null
  if (typeof t !== 'object' || !Array.isArray(t.emails) || !Array.isArray(t.phones)) {
    return 'testAccounts must be { emails: [...], phones: [...], code: "123456" }'
  }
  if (typeof t.code !== 'string' || !/^\d{6}$/.test(t.code)) return 'testAccounts.code must be six digits'
  if (t.emails.length + t.phones.length === 0) return 'testAccounts lists no email and no phone number'
  if (t.emails.length > MAX_TEST_ACCOUNTS || t.phones.length > MAX_TEST_ACCOUNTS) {
    return `testAccounts lists more than ${MAX_TEST_ACCOUNTS} emails or phone numbers`
  }
  for (const email of t.emails) {
    if (typeof email !== 'string' || normalizeEmail(email) !== email) {
      return `testAccounts: '${String(email)}' is not an email address in lower case`
    }
  }
  for (const phone of t.phones) {
    if (typeof phone !== 'string' || normalizePhone(phone) !== phone) {
      return `testAccounts: '${String(phone)}' is not a phone number in E.164 (+15555550100)`
    }
  }
  return null
}

/** The fixed code of a login or link code to `to` on `flow` ('email' or 'sms'), or null for anyone else. */
export function testAccountCode(
  settings: Pick<AppSettings, 'testAccounts'>,
  flow: string,
  to: string,
): string | null {
  const t = settings.testAccounts
  if (!t) return null
  if (flow === 'email' && t.emails.includes(to)) return t.code
  if (flow === 'sms' && t.phones.includes(to)) return t.code
  return null
}

/** `apps update` edits: add recipients (each an email or a phone number), set the code, or turn them off. */
export function withTestAccount(settings: AppSettings, recipients: string[]): AppSettings {
  const current = settings.testAccounts ?? { emails: [], phones: [], code: '' }
  const emails = new Set(current.emails)
  const phones = new Set(current.phones)
  for (const r of recipients) {
    const email = normalizeEmail(r)
    const phone = email ? null : normalizePhone(r)
    if (email) emails.add(email)
    else if (phone) phones.add(phone)
    else throw new Error(`--test-account: '${r}' is neither an email address nor a phone number`)
  }
  return { ...settings, testAccounts: { ...current, emails: [...emails], phones: [...phones] } }
}
