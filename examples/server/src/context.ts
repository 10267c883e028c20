/** What every route gets: config, storage, keys, and the request-scoped app and caller. */
import type { Context } from 'hono'
import type { ServerConfig } from './config'
import type { Metrics } from './metrics'
import type { DataCrypto } from './secrets'
import type { AppRecord, Storage } from './storage'
import type { SigningKeys } from './tokens'
import type { Webhooks } from './webhooks/queue'

export interface Deps {
  config: ServerConfig
  storage: Storage
  keys: SigningKeys
  /** Code HMAC and sealing of secrets at rest. */
  data: DataCrypto
  /** Webhook events for the apps' endpoints. */
  webhooks: Webhooks
  /** Prometheus metrics of this app (GET /metrics). */
  metrics: Metrics
  /** Lifecycle: `draining` once a shutdown began (/api/ready answers 503), and the requests in flight. */
  lifecycle: { draining: boolean; inFlight: number }
}

export interface Caller {
  userId: string
  sessionId: string
}

export interface HonoEnv {
  Variables: {
    app: AppRecord
    caller: Caller
    ip: string
    /** The request id (`x-request-id` in and out), on every log record of the request. */
    requestId: string
    /** Set when the request's origin was refused: that 403 alone carries CORS headers for it. */
    originRefused: boolean
  }
}

export type Ctx = Context<HonoEnv>

/** Unix seconds from the configured clock. */
export const nowSeconds = (deps: Deps): number => Math.floor(deps.config.now() / 1000)
