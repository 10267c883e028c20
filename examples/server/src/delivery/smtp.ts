/** Email through SMTP (nodemailer): one connection per message, STARTTLS when the server offers it. */
import nodemailer from 'nodemailer'
import { DeliveryFailure, thrownFailure } from './failure'
import type { SmtpSettings } from './settings'
import type { Transport } from './transport'

export function smtpTransport(settings: SmtpSettings, timeoutMs: number): Transport {
  const url = new URL(settings.url)
  const auth =
    settings.user || settings.password || url.username
      ? {
          user: settings.user ?? decodeURIComponent(url.username),
          pass: settings.password ?? decodeURIComponent(url.password),
        }
      : undefined
  const transport = nodemailer.createTransport({
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    // nodemailer logs nothing unless asked: it would write the message, code included
    logger: false,
    debug: false,
  })
  return {
    name: 'smtp',
    async send(to, message, id) {
      try {
        await transport.sendMail({
          from: settings.from,
          to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          messageId: `<${id}@latch>`,
          headers: { 'Content-Language': message.locale },
        })
      } catch (error) {
        // 5xx SMTP answers refuse the message for good (no such mailbox); 4xx and connection errors pass later
        const responseCode = (error as { responseCode?: number }).responseCode
        if (typeof responseCode === 'number')
          throw new DeliveryFailure(`smtp ${responseCode}`, responseCode >= 500 && responseCode < 600)
        throw thrownFailure(error)
      }
    },
  }
}
