import { atom } from 'nanostores'
import { describe, expect, it } from 'vitest'
import { createHarness } from '../../../test/fixtures/core/harness'
import { createMswServer, useMswServer } from '../../../test/fixtures/msw/server'
import { createFlows, FLOW_MODULES } from '../flows/create-flows'
import { emailModule } from '../flows/passwordless/email.flow'
import { getLatchContext } from '../latch'
import { createDisposer, defineFlowModule } from './flow-module'

const server = useMswServer(createMswServer())

describe('flow modules', () => {
  it('a new flow is one module: its flow lands on flows, its commands on the client, dispose removes its listener', async () => {
    const h = await createHarness(server)
    const ctx = getLatchContext(h.latch)
    const seen: string[] = []
    // The shape a wallet flow (e.g. SIWE) takes: a folder exporting one module like this, plus one list entry.
    const pingModule = defineFlowModule({
      name: 'ping',
      create(context, services) {
        const email = services.get(emailModule)
        const $state = atom<{ step: 'idle' | 'pinged' }>({ step: 'idle' })
        const disposer = createDisposer()
        disposer.add(email.$state.listen((s) => seen.push(s.step)))
        return {
          flow: { $state },
          commands: { ping: () => $state.set({ step: 'pinged' }), appName: () => context.appId },
          dispose: disposer.dispose,
        }
      },
    })
    const created = createFlows(ctx, [...FLOW_MODULES.slice(0, 5), pingModule])
    created.commands // typed over the default list; the extra module's are reached by name here
    const commands = created.commands as unknown as { ping(): void }
    const flows = created.flows as unknown as { ping: { $state: ReturnType<typeof atom> } }
    commands.ping()
    expect(flows.ping.$state.get()).toEqual({ step: 'pinged' })
    await (created.flows as typeof h.latch.flows).email.init({ email: 'ada@example.com' })
    expect(seen).toEqual(['submitting', 'awaiting-code'])
    created.dispose()
    ;(created.flows as typeof h.latch.flows).email.reset()
    expect(seen).toEqual(['submitting', 'awaiting-code'])
  })

  it('a module that uses a flow listed after it is refused with invalid_flow_order', async () => {
    const h = await createHarness(server)
    const early = defineFlowModule({
      name: 'early',
      create: (_ctx, services) => ({
        flow: services.get(emailModule),
        commands: {},
        dispose: () => undefined,
      }),
    })
    expect(() => createFlows(getLatchContext(h.latch), [early, ...FLOW_MODULES])).toThrow(
      expect.objectContaining({ code: 'invalid_flow_order' }),
    )
  })

  it('two modules defining one command name are refused', async () => {
    const h = await createHarness(server)
    const clash = defineFlowModule({
      name: 'clash',
      create: () => ({ flow: null, commands: { loginWithCode: () => undefined }, dispose: () => undefined }),
    })
    expect(() => createFlows(getLatchContext(h.latch), [...FLOW_MODULES, clash])).toThrow(
      expect.objectContaining({ code: 'invalid_flow_order' }),
    )
  })

  it('destroy() disposes every flow: stores subscribed after it get no updates from reactions', async () => {
    const h = await createHarness(server)
    h.latch.openModal()
    h.latch.destroy()
    const modal: string[] = []
    const errors: unknown[] = []
    h.latch.$modal.listen((m) => modal.push(m.screen))
    h.latch.$lastError.listen((e) => errors.push(e))
    // The router no longer moves the modal, and the errors module no longer hears failures.
    await h.latch.initLoginWithEmail('ada@example.com')
    await expect(h.latch.loginWithCode('000000')).rejects.toMatchObject({ status: 422 })
    expect(modal).toEqual([])
    expect(errors).toEqual([])
    // No timer is left behind (the modal's and the captcha's delays are cleared).
    expect(h.clock.pending()).toEqual([])
  })

  it('destroy() twice is harmless', async () => {
    const h = await createHarness(server)
    h.latch.destroy()
    expect(() => h.latch.destroy()).not.toThrow()
  })
})
