/**
 * verifyWebhook against webhooks signed the way the server signs them (`standardwebhooks`): a good one returns the
 * event; a changed body, another secret, missing headers or a timestamp more than 5 minutes off are refused with
 * their codes; Node's header objects, `Headers` and raw bytes all work.
 */
import { Webhook } from 'standardwebhooks'
import { describe, expect, it } from 'vitest'
import { createLatchServerClient, isLatchServerError } from './index'

const SECRET = `whsec_${Buffer.from('a webhook secret of 32 bytes....').toString('base64')}`
const OTHER = `whsec_${Buffer.from('another secret of thirty-two b..').toString('base64')}`
const client = createLatchServerClient({
  appId: 'latchtestapp0000000000001',
  appSecret: 'app-secret',
  apiUrl: 'https://auth.example.test',
  webhookSecret: SECRET,
})

const event = { type: 'mfa.enabled', user_id: 'user-1', method: 'totp' }

function signed(body = JSON.stringify(event), at = new Date(), secret = SECRET, id = 'msg_1') {
  return {
    body,
    headers: {
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(id, at, body),
    },
  }
}

function codeOf(f: () => unknown): string {
  try {
    f()
  } catch (error) {
    if (!isLatchServerError(error)) throw error
    expect(error.message).not.toContain(SECRET.slice(6))
    return error.code
  }
  throw new Error('expected a refusal')
}

describe('verifyWebhook', () => {
  it('returns the event of a well-signed webhook (string or bytes; Node headers or Headers)', () => {
    const { body, headers } = signed()
    expect(client.verifyWebhook(body, headers)).toEqual(event)
    expect(client.verifyWebhook(new TextEncoder().encode(body), new Headers(headers))).toEqual(event)
    // Node's req.headers: any case, an array for a repeated header, other headers around
    const nodeStyle = {
      host: 'backend.example',
      'Webhook-Id': [headers['webhook-id']],
      'WEBHOOK-TIMESTAMP': headers['webhook-timestamp'],
      'webhook-signature': headers['webhook-signature'],
    }
    expect(client.verifyWebhook(Buffer.from(body), nodeStyle)).toEqual(event)
  })

  it('a changed body, another secret, another id or missing headers: invalid_webhook', () => {
    const { body, headers } = signed()
    expect(codeOf(() => client.verifyWebhook(body.replace('totp', 'sms'), headers))).toBe('invalid_webhook')
    const other = signed(body, new Date(), OTHER)
    expect(codeOf(() => client.verifyWebhook(other.body, other.headers))).toBe('invalid_webhook')
    expect(codeOf(() => client.verifyWebhook(body, { ...headers, 'webhook-id': 'msg_2' }))).toBe(
      'invalid_webhook',
    )
    expect(codeOf(() => client.verifyWebhook(body, { 'webhook-id': 'msg_1' }))).toBe('invalid_webhook')
    expect(codeOf(() => client.verifyWebhook(body, { ...headers, 'webhook-signature': 'v1,AAAA' }))).toBe(
      'invalid_webhook',
    )
  })

  it('signed more than 5 minutes ago (a replay) or ahead: expired_webhook; within: fine', () => {
    const old = signed(undefined, new Date(Date.now() - 6 * 60_000))
    expect(codeOf(() => client.verifyWebhook(old.body, old.headers))).toBe('expired_webhook')
    const ahead = signed(undefined, new Date(Date.now() + 6 * 60_000))
    expect(codeOf(() => client.verifyWebhook(ahead.body, ahead.headers))).toBe('expired_webhook')
    const recent = signed(undefined, new Date(Date.now() - 4 * 60_000))
    expect(client.verifyWebhook(recent.body, recent.headers)).toEqual(event)
  })

  it('a secret per call wins; no secret at all, or a malformed one: invalid_request', () => {
    const other = signed(undefined, new Date(), OTHER)
    expect(client.verifyWebhook(other.body, other.headers, OTHER)).toEqual(event)
    const bare = createLatchServerClient({
      appId: 'latchtestapp0000000000001',
      appSecret: 'app-secret',
      apiUrl: 'https://auth.example.test',
    })
    const { body, headers } = signed()
    expect(codeOf(() => bare.verifyWebhook(body, headers))).toBe('invalid_request')
    expect(codeOf(() => bare.verifyWebhook(body, headers, 'whsec_'))).toBe('invalid_request')
  })
})
