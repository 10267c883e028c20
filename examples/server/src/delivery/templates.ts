/**
 * What a delivered message says: the subject, plain text and HTML of an email and the body of an SMS, per message
 * kind (login, step-up and MFA codes; security notices) and locale. The HTML escapes every value it is given.
 */
import type { DeliverMessage } from '../config'
import { matchLocale } from './locale'
import { type CodeKind, type DeliveryLocale, type DeliveryTexts, type NoticeEvent, TEXTS } from './texts'

/** A message ready to send. */
export interface RenderedMessage {
  /** 'login_code' | 'step_up_code' | 'mfa_code' | 'notice' */
  kind: CodeKind | 'notice'
  locale: DeliveryLocale
  subject: string
  text: string
  html: string
  /** The SMS body (short: one line). */
  sms: string
}

/** What a code is for, from the flow it is bound to (`mfa_sms:<user>`, `step_up:<user>`, else a login or link). */
export function codeKind(flow: string): CodeKind {
  if (flow.startsWith('mfa_')) return 'mfa_code'
  if (flow.startsWith('step_up')) return 'step_up_code'
  return 'login_code'
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

function methodLabel(texts: DeliveryTexts, method: string | null | undefined): string {
  if (!method) return ''
  const known = texts.labels[method as keyof DeliveryTexts['labels']]
  if (known) return known
  // social providers keep their own names: google_oauth -> Google
  return method.replace(/_oauth$/, '').replace(/^./, (ch) => ch.toUpperCase())
}

function formatWhen(locale: DeliveryLocale, at: number): string {
  const date = new Date(at * 1000)
  try {
    return `${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`
  } catch {
    return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`
  }
}

function htmlPage(locale: DeliveryLocale, title: string, body: string): string {
  const dir = locale === 'ar' ? 'rtl' : 'ltr'
  return `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head><body style="margin:0;padding:24px;background:#f5f5f7;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1d1d1f"><div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">${body}</div></body></html>`
}

const paragraph = (text: string, style = 'margin:0 0 16px;font-size:15px;line-height:1.5') =>
  `<p style="${style}">${escapeHtml(text)}</p>`

/**
 * Renders one message. `appName` names the app in the texts; `codeMinutes` is the code's life. A message without a
 * known locale reads in English.
 */
export function renderMessage(m: DeliverMessage, appName: string, codeMinutes: number): RenderedMessage {
  const locale = matchLocale(m.locale) ?? 'en'
  const texts = TEXTS[locale]
  const app = appName
  if (m.kind === 'notice') {
    const event = m.event as NoticeEvent
    const template = texts.events[event]
    // a notice of an event without a text of its own keeps the text it came with
    const what = template ? fill(template, { method: methodLabel(texts, m.method) }) : m.text
    const when =
      m.at !== undefined && m.ip ? fill(texts.noticeWhen, { when: formatWhen(locale, m.at), ip: m.ip }) : ''
    const advice = fill(texts.noticeAdvice, { app })
    const subject = template ? fill(texts.noticeSubject, { app }) : m.subject
    const lines = template ? [what, when, advice].filter(Boolean) : [m.text]
    return {
      kind: 'notice',
      locale,
      subject,
      text: lines.join('\n\n'),
      html: htmlPage(locale, subject, lines.map((line) => paragraph(line)).join('')),
      sms: template ? [what, when].filter(Boolean).join(' ') : m.text,
    }
  }
  const kind = codeKind(m.flow)
  const values = { app, code: m.code, minutes: String(codeMinutes) }
  const subject = fill(texts.subject[kind], values)
  const lead = fill(texts.lead[kind], values)
  const expires = fill(texts.expires, values)
  const ignore = fill(texts.ignore, values)
  const codeBlock = `<p style="margin:0 0 16px;font-size:32px;font-weight:600;letter-spacing:6px;font-family:ui-monospace,Menlo,Consolas,monospace" dir="ltr">${escapeHtml(m.code)}</p>`
  return {
    kind,
    locale,
    subject,
    text: [lead, '', m.code, '', expires, ignore].join('\n'),
    html: htmlPage(
      locale,
      subject,
      `${paragraph(lead)}${codeBlock}${paragraph(expires)}${paragraph(ignore, 'margin:0;font-size:13px;line-height:1.5;color:#6e6e73')}`,
    ),
    sms: fill(texts.sms[kind], values),
  }
}
