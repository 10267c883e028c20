/**
 * Where a webhook may go. An app's endpoint is a URL an operator typed, but the server sends to it from inside the
 * operator's network, so it must not reach what only the server can: loopback, private networks, link-local (and
 * the cloud metadata address 169.254.169.254), carrier-grade NAT, and the other special-purpose ranges below.
 *
 * - Checked on the ADDRESSES, after DNS resolution (`dns.lookup` with `all: true`: every address a name has must be
 *   public), so neither a name that resolves to 127.0.0.1 nor an odd spelling of an address passes (the WHATWG URL
 *   parser already turns `0x7f000001`, `2130706433`, `0177.0.0.1` into 127.0.0.1 and `[::ffff:127.0.0.1]` into
 *   `[::ffff:7f00:1]`; node's `net.BlockList` checks IPv4-mapped IPv6 addresses against the IPv4 ranges).
 * - At delivery the request connects to the addresses that were checked (the socket's lookup is pinned to them), so
 *   a name cannot resolve to a public address for the check and to a private one for the connection (DNS rebinding).
 * - When the URL is set (`apps update --webhook-url`, an app seed) it is checked too, so the operator hears at once.
 * - `allowPrivateWebhookUrls` (dev mode only: `LATCH_ALLOW_PRIVATE_WEBHOOK_URLS=1`, `--allow-private-webhook-urls`)
 *   lets a local receiver on 127.0.0.1 take them.
 */
import { lookup } from 'node:dns/promises'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { BlockList, isIP, type LookupFunction } from 'node:net'

/** Special-purpose ranges (RFC 6890 and its successors) a webhook never goes to. */
const BLOCKED_V4: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
]
const BLOCKED_V6: Array<[string, number]> = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64 (reaches IPv4 addresses)
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (reaches IPv4 addresses)
  ['fc00::', 7], // unique local (AWS metadata fd00:ec2::254 included)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
]

const BLOCKED = new BlockList()
for (const [net, prefix] of BLOCKED_V4) BLOCKED.addSubnet(net, prefix, 'ipv4')
for (const [net, prefix] of BLOCKED_V6) BLOCKED.addSubnet(net, prefix, 'ipv6')

/** True when `address` (an IP address, as text) is one a webhook must not reach; anything not an address is too. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return true
  return BLOCKED.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

/** A checked destination: the URL and the addresses the request must connect to. */
export interface WebhookTarget {
  url: URL
  addresses: Array<{ address: string; family: number }>
}

/** Why a destination was refused (the message names the address class, never anything secret). */
export class WebhookDestinationRefused extends Error {}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '')

/**
 * Resolves a webhook URL and checks every address: a `WebhookTarget`, or `WebhookDestinationRefused` (a private
 * address, a name that does not resolve, not http(s)). `allowPrivate` (dev mode) skips the address check.
 */
export async function resolveWebhookTarget(value: string, allowPrivate: boolean): Promise<WebhookTarget> {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new WebhookDestinationRefused('the webhook URL is not a URL')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new WebhookDestinationRefused('the webhook URL must be http or https')
  }
  const host = hostOf(url)
  let addresses: WebhookTarget['addresses']
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }]
  } else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true })
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'unknown'
      throw new WebhookDestinationRefused(`the webhook host does not resolve (${code})`)
    }
    if (addresses.length === 0) throw new WebhookDestinationRefused('the webhook host does not resolve')
  }
  if (!allowPrivate) {
    const blocked = addresses.find((a) => isPrivateAddress(a.address))
    if (blocked) {
      throw new WebhookDestinationRefused(
        `the webhook URL reaches a loopback, private, link-local or reserved address (${blocked.address}); only public addresses are allowed`,
      )
    }
  }
  return { url, addresses }
}

/**
 * Why a webhook URL may not be set, or null: the same check as at delivery. A name that does not resolve right now
 * is let through (DNS may be down while the operator works; delivery checks again), an address is not.
 */
export async function webhookDestinationIssue(value: string, allowPrivate: boolean): Promise<string | null> {
  try {
    await resolveWebhookTarget(value, allowPrivate)
    return null
  } catch (error) {
    if (!(error instanceof WebhookDestinationRefused)) throw error
    if (/does not resolve/.test(error.message)) return null
    return error.message
  }
}

/**
 * POSTs a webhook to a checked target and resolves with the answer's status (the body is not read). The socket
 * connects only to `target.addresses` (its lookup is pinned to them). Rejects on a network error or the timeout.
 */
export function postWebhook(
  target: WebhookTarget,
  init: { headers: Record<string, string>; body: string; timeoutMs: number },
): Promise<number> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    const first = target.addresses[0] as { address: string; family: number }
    if (options.all) callback(null, target.addresses)
    else callback(null, first.address, first.family)
  }
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const req = send(
      target.url,
      {
        method: 'POST',
        headers: { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) },
        lookup: pinned,
        signal: AbortSignal.timeout(init.timeoutMs),
      },
      (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      },
    )
    req.on('error', reject)
    req.end(init.body)
  })
}
