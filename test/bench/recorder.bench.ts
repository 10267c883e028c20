/**
 * The flight recorder's cost (not a test: it prints figures and asserts nothing), printed by `npm run bench`:
 * the time one event takes to record (the facade's timestamp, the redaction of its kind's fields and the ring write)
 * for an API attempt with an address in its path and a flow step, against an empty loop of the same shape; and a
 * wrapped command's overhead against the bare function. Interleaved rounds; median of the per-event times.
 */
import { createDebug } from '../../core/src/debug/facade'
import * as recording from '../../core/src/debug/recording'

const EVENTS = Number(process.env.BENCH_RECORDER_EVENTS ?? 20_000)
const ROUNDS = 15
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0

const debug = createDebug({
  enabled: true,
  now: () => performance.now(),
  meta: {},
  load: async () => recording,
})
await debug.attach(() => () => {})

const api = {
  kind: 'api' as const,
  method: 'GET',
  path: '/api/v1/embedded_wallets/0x1234567890abcdef1234567890abcdef12345678/auth_share?purpose=sign',
  status: 200,
  requestId: 'f3b0c442-98fc-4c14-9afb-4c8996fb9242',
  ms: 12,
}
const flow = { kind: 'flow' as const, flow: 'email', step: 'awaiting-code' }

const perEvent = (fn: () => void) => {
  const t0 = performance.now()
  for (let i = 0; i < EVENTS; i++) fn()
  return ((performance.now() - t0) * 1000) / EVENTS
}
let sink = 0
const times = {
  api: [] as number[],
  flow: [] as number[],
  empty: [] as number[],
  wrapped: [] as number[],
  bare: [] as number[],
}
const bare = (x: number) => x + 1
const client: Record<string, unknown> = { bare }
recording.instrument(
  (e) => debug.record(e),
  {},
  client,
  ['bare'],
  () => performance.now(),
)
const wrapped = client.bare as (x: number) => number
for (let r = 0; r < ROUNDS; r++) {
  times.empty.push(
    perEvent(() => {
      sink += api.status
    }),
  )
  times.api.push(perEvent(() => debug.record(api)))
  times.flow.push(perEvent(() => debug.record(flow)))
  times.bare.push(
    perEvent(() => {
      sink += bare(1)
    }),
  )
  times.wrapped.push(
    perEvent(() => {
      sink += wrapped(1)
    }),
  )
}
const us = (x: number) => `${x.toFixed(2)} µs`
console.log(`::: flight recorder (${EVENTS} events x ${ROUNDS} rounds, median per event; ring of 500)`)
console.log(`  record an API attempt (path redacted)   ${us(median(times.api))}`)
console.log(`  record a flow step                      ${us(median(times.flow))}`)
console.log(`  empty loop                              ${us(median(times.empty))}`)
console.log(
  `  a wrapped command (sync) vs bare        ${us(median(times.wrapped))} vs ${us(median(times.bare))}`,
)
console.log(`  events kept ${debug.events().length}, dropped ${debug.dropped} (sink ${sink > 0})`)
