/**
 * `@latch/core/wagmi`: Latch as a wagmi connector. `@wagmi/core` is an optional peer dependency: only a host that
 * imports this subpath needs it (wagmi's React package brings it).
 */
export type { LatchConnectorClient, LatchConnectorParameters } from './latch'
export { LATCH_CONNECTOR_ID, latch } from './latch'
