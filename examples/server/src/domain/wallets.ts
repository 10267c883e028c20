import type { MiddlewareHandler } from 'hono'
import { getAddress, isAddress, verifyMessage } from 'viem'
import type { Ctx, Deps, HonoEnv } from '../context'
import { type Body, badRequest, HttpError } from '../http'
import type { EmbeddedWalletRecord } from '../storage'

export function readAddress(value: unknown, name = 'address'): `0x${string}` {
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) {
    throw badRequest(`Missing or invalid field '${name}'`)
  }
  return getAddress(value)
}

const walletNotFound = () =>
  new HttpError(404, 'not_found', 'No embedded wallet at this address for this user.')

/** A 65-byte hex signature (EIP-191). */
export function readSignature(body: Body, name: string): `0x${string}` {
  const v = body[name]
  if (typeof v !== 'string' || !/^0x[0-9a-fA-F]{130}$/.test(v))
    throw badRequest(`Missing or invalid field '${name}'`)
  return v as `0x${string}`
}

/** True when `signature` is `signer`'s EIP-191 signature of `message` (viem; never throws). */
export async function signedBy(signer: string, message: string, signature: `0x${string}`): Promise<boolean> {
  return verifyMessage({ address: signer as `0x${string}`, message, signature }).catch(() => false)
}

/** The app from `privy-app-id`, and a browser origin that must be this server's own (the wallet frame). */
export function frameOnly(deps: Deps): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    const id = c.req.header('privy-app-id') ?? ''
    const app = id.length === 25 ? await deps.storage.getApp(id) : null
    if (!app) throw new HttpError(400, 'invalid_app_id', 'Missing or unknown privy-app-id header')
    const origin = c.req.header('origin')
    const own = new Set([new URL(c.req.url).origin])
    try {
      own.add(new URL(deps.config.publicUrl).origin)
    } catch {}
    // Browsers say where a request comes from: only the frame's own origin may ask (a request without these
    // headers is not from a browser page, e.g. a server; the device proof still stops it).
    const site = c.req.header('sec-fetch-site')
    if ((origin && !own.has(origin)) || (site && site !== 'same-origin')) {
      throw new HttpError(403, 'origin_not_allowed', 'Wallet shares are only served to the wallet frame')
    }
    c.set('app', app)
    c.header('Cache-Control', 'no-store')
    await next()
  }
}

/** The caller's wallet at `address` (404 for anyone else's). */
export async function callersWallet(deps: Deps, c: Ctx, address: string): Promise<EmbeddedWalletRecord> {
  const wallet = await deps.storage.getEmbeddedWallet(c.get('app').id, c.get('caller').userId)
  if (!wallet || wallet.address.toLowerCase() !== address.toLowerCase()) throw walletNotFound()
  return wallet
}
