import { describe, expect, it } from 'vitest'
import { createHarness } from '../../../test/fixtures/core/harness'
import { createMswServer, useMswServer } from '../../../test/fixtures/msw/server'
import { getLatchContext } from '../latch'
import type { FlowModule, FlowServices } from '../services/flow-module'
import { createFlows } from './create-flows'
import { FLOW_MODULES } from './list'

const server = useMswServer(createMswServer())

describe('the flow list', () => {
  it('keeps its order rule: a module reaches only modules listed before it, and no flow reaches another flow', async () => {
    const h = await createHarness(server)
    const uses: Record<string, string[]> = {}
    const record = (name: string, used: string) => {
      uses[name] = [...(uses[name] ?? []), used]
    }
    // Each module builds as usual, with the services it is given spied on.
    const spied = FLOW_MODULES.map(
      (module): FlowModule<string, unknown, object> => ({
        ...module,
        create: (ctx, services) =>
          module.create(ctx, {
            get: (other) => {
              record(module.name, other.name)
              return services.get(other)
            },
            all: () => {
              record(module.name, '*')
              return services.all()
            },
          } satisfies FlowServices),
      }),
    )
    const created = createFlows(getLatchContext(h.latch), spied)
    created.dispose()
    const order = FLOW_MODULES.map((module) => module.name as string)
    for (const [name, used] of Object.entries(uses)) {
      for (const other of used) {
        expect(other, `${name} looks every flow up`).not.toBe('*')
        expect(order.indexOf(other), `${name} uses ${other}`).toBeLessThan(order.indexOf(name))
      }
    }
    // The only lookup left: the passwordless face over the email and SMS flows of its own folder (the link flow
    // reaches them through the link channels).
    expect(uses).toEqual({ passwordless: ['email', 'sms'] })
  })
})
