/**
 * The app's JWKS, fetched from the server and cached: refreshed after `ttlMs`, and at once (at most every
 * `cooldownMs`) when a token names a key the cache does not hold, so a rotation is picked up on the first token
 * signed by the new key. A key the server dropped stops verifying when the cache is next refreshed: at most `ttlMs`
 * after it left the JWKS. Verification itself is jose's (`createLocalJWKSet`).
 */
import { createLocalJWKSet, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose'
import { LatchServerError } from './errors'

export interface KeySetOptions {
  url: string
  fetch: typeof fetch
  now: () => number
  ttlMs: number
  cooldownMs: number
  timeoutMs: number
}

export interface KeySet {
  /** The jose key resolver for `jwtVerify`. */
  getKey: JWTVerifyGetKey
  /** Fetches the JWKS now (and caches it). */
  refresh(): Promise<void>
}

export function createKeySet(options: KeySetOptions): KeySet {
  let cached: { resolve: JWTVerifyGetKey; fetchedAt: number } | null = null
  let inflight: Promise<void> | null = null

  async function load(): Promise<void> {
    let res: Response
    try {
      res = await options.fetch(options.url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      })
    } catch (cause) {
      throw new LatchServerError('network_error', "Could not fetch the app's JWKS from the Latch server", {
        cause,
      })
    }
    if (!res.ok) {
      await res.body?.cancel()
      throw new LatchServerError(
        'server_error',
        `The Latch server answered ${res.status} for the app's JWKS`,
        {
          status: res.status,
        },
      )
    }
    const body = (await res.json().catch(() => null)) as JSONWebKeySet | null
    if (!body || !Array.isArray(body.keys)) {
      throw new LatchServerError('server_error', "The Latch server's JWKS is not a key set")
    }
    cached = { resolve: createLocalJWKSet(body), fetchedAt: options.now() }
  }

  function refresh(): Promise<void> {
    inflight ??= load().finally(() => {
      inflight = null
    })
    return inflight
  }

  return {
    refresh,
    async getKey(header, token) {
      if (!cached || options.now() - cached.fetchedAt >= options.ttlMs) await refresh()
      try {
        return await (cached as NonNullable<typeof cached>).resolve(header, token)
      } catch (error) {
        const current = cached as NonNullable<typeof cached>
        const unknownKey = (error as { code?: string }).code === 'ERR_JWKS_NO_MATCHING_KEY'
        if (!unknownKey || options.now() - current.fetchedAt < options.cooldownMs) throw error
        // a key rotated in since the last fetch: look once more
        await refresh()
        return (cached as NonNullable<typeof cached>).resolve(header, token)
      }
    },
  }
}
