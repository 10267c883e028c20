/**
 * Builds every login flow for one Latch client and returns the flow stores plus the commands that `createLatch`
 * puts on the `Latch` object. Owned by the flows work (core/src/flows/); this placeholder returns none yet.
 */
import type { LatchContext } from '../context.ts'

export interface Flows {}
export interface FlowCommands {}

export function createFlows(_ctx: LatchContext): { flows: Flows; commands: FlowCommands } {
  return { flows: {}, commands: {} }
}
