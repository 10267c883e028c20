/**
 * SMS through a provider's HTTP API in Twilio's shape: POST {apiUrl}/2010-04-01/Accounts/{sid}/Messages.json, a form
 * with To, From (or MessagingServiceSid for an `MG...` sender) and Body, with HTTP Basic auth (account SID, token).
 */
import { httpFailure, thrownFailure } from './failure'
import type { SmsSettings } from './settings'
import type { Transport } from './transport'

export function smsTransport(settings: SmsSettings, timeoutMs: number): Transport {
  const endpoint = `${settings.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`
  const sender: Record<string, string> = /^MG[0-9a-f]{32}$/i.test(settings.from)
    ? { MessagingServiceSid: settings.from }
    : { From: settings.from }
  return {
    name: 'sms',
    async send(to, message) {
      let response: Response
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({ To: to, ...sender, Body: message.sms }),
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        throw thrownFailure(error)
      }
      if (response.ok) {
        await response.body?.cancel()
        return
      }
      // the provider's error number (Twilio's `code`, e.g. 21211 for an invalid number); never its message, which
      // may quote the number
      let providerCode = ''
      try {
        const body = (await response.json()) as { code?: unknown }
        if (typeof body.code === 'number') providerCode = `provider ${body.code}`
      } catch {}
      throw httpFailure(response.status, providerCode)
    },
  }
}
