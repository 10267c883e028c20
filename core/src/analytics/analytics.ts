/**
 * Analytics events (POST /api/v1/analytics_events). Fire and forget: a failure never reaches
 * the caller, because losing an event must not break a login.
 */

import { getClientAnalyticsId } from '../api/client'
import { parseIgnored } from '../api/shapes'
import type { Api } from '../api/types'
import type { LatchEnv } from '../env'
import { ANALYTICS_EVENTS } from '../protocol/endpoints'

/** Payload values an event may carry. Never put tokens, codes or keys here. */
export type AnalyticsPayload = Record<string, string | number | boolean | null | undefined>

/** Sends analytics events of one Latch client. */
export interface Analytics {
  /** Sends one event; resolves once sent or dropped, never rejects. */
  track(eventName: string, payload?: AnalyticsPayload): Promise<void>
}

/** Parameters of `createAnalytics`. */
export interface CreateAnalyticsParameters {
  api: Api
  env: LatchEnv
}

/** Creates the analytics sender of one Latch client. */
export function createAnalytics({ api, env }: CreateAnalyticsParameters): Analytics {
  return {
    async track(eventName, payload = {}) {
      try {
        await api.request({
          ...ANALYTICS_EVENTS,
          body: {
            event_name: eventName,
            client_id: getClientAnalyticsId(env),
            payload: { ...payload, clientTimestamp: new Date(env.clock.now()).toISOString() },
          },
          parse: parseIgnored,
          // The same retry policy as every other call: it runs in the background and never blocks a screen.
        })
      } catch (error) {
        env.logger.debug?.(`analytics event ${eventName} dropped`, (error as { code?: string }).code)
      }
    },
  }
}
