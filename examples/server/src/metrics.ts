/**
 * Prometheus metrics (prom-client), one registry per server app (never the module-level default registry, so two
 * apps in one process count apart): requests by route and status, latency histograms, logins, refreshes, lockouts,
 * security events, and the time spent in each storage call. Served at `/metrics` behind `LATCH_METRICS_TOKEN`.
 */
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client'
import type { Storage } from './storage'
import { aroundEachMethod } from './storage/around'

export interface Metrics {
  registry: Registry
  httpRequests: Counter<'method' | 'route' | 'status'>
  httpDuration: Histogram<'method' | 'route'>
  logins: Counter<'method'>
  loginFailures: Counter<'method'>
  refreshes: Counter<'outcome'>
  lockouts: Counter<'counter'>
  securityEvents: Counter<'event'>
  storageDuration: Histogram<'op'>
  /** Webhook tries by outcome: delivered, retry (failed, tried again later), dead (failed, no more tries). */
  webhookTries: Counter<'outcome'>
  /** Webhook tries after the first (a retry, a redelivery, a try cut by a crash). */
  webhookRetries: Counter
  /** Webhook deliveries that became dead letters (every try failed). */
  webhookDeadLetters: Counter
  /** From the event (its commit) to its 2xx answer. */
  webhookLatency: Histogram
  /** Wraps storage so that every call is timed in `storageDuration` (by method name). */
  timeStorage(storage: Storage): Storage
}

export function createMetrics(options: { defaultMetrics?: boolean } = {}): Metrics {
  const registry = new Registry()
  if (options.defaultMetrics ?? true) collectDefaultMetrics({ register: registry, prefix: 'latch_' })
  const registers = [registry]
  const storageDuration = new Histogram({
    name: 'latch_storage_duration_seconds',
    help: 'Time spent in one storage call (one statement or one transaction), by storage method',
    labelNames: ['op'] as const,
    buckets: [0.0002, 0.0005, 0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers,
  })
  return {
    registry,
    httpRequests: new Counter({
      name: 'latch_http_requests_total',
      help: 'HTTP requests by method, matched route and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'latch_http_request_duration_seconds',
      help: 'HTTP request latency by method and matched route',
      labelNames: ['method', 'route'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    }),
    logins: new Counter({
      name: 'latch_logins_total',
      help: 'Successful logins by method (account type)',
      labelNames: ['method'] as const,
      registers,
    }),
    loginFailures: new Counter({
      name: 'latch_login_failures_total',
      help: 'Refused logins by method',
      labelNames: ['method'] as const,
      registers,
    }),
    refreshes: new Counter({
      name: 'latch_refreshes_total',
      help: 'Session refreshes by outcome (ok, refused, rate_limited, error)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    lockouts: new Counter({
      name: 'latch_lockouts_total',
      help: 'Brute-force lockouts by counter (code-fail, mfa-fail)',
      labelNames: ['counter'] as const,
      registers,
    }),
    securityEvents: new Counter({
      name: 'latch_security_events_total',
      help: 'Security events by name',
      labelNames: ['event'] as const,
      registers,
    }),
    storageDuration,
    webhookTries: new Counter({
      name: 'latch_webhook_tries_total',
      help: 'Webhook delivery tries by outcome (delivered, retry, dead)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    webhookRetries: new Counter({
      name: 'latch_webhook_retries_total',
      help: 'Webhook delivery tries after the first (retries, redeliveries, tries cut by a crash)',
      registers,
    }),
    webhookDeadLetters: new Counter({
      name: 'latch_webhook_dead_letters_total',
      help: 'Webhook deliveries that became dead letters (every try failed)',
      registers,
    }),
    webhookLatency: new Histogram({
      name: 'latch_webhook_delivery_latency_seconds',
      help: 'Time from a webhook event to its delivery (2xx answer), retries included',
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15, 60, 300, 3600, 86400],
      registers,
    }),
    timeStorage(storage) {
      return aroundEachMethod(storage, async (op, call) => {
        const end = storageDuration.startTimer({ op })
        try {
          return await call()
        } finally {
          end()
        }
      })
    },
  }
}
