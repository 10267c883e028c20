import { describe, expect, it } from 'vitest'
import { createStepUp, type StepUpProvider } from './step-up.service'

/** A provider that handles one refusal code: it records the ask and sends the call again. */
function provider(code: string, asked: string[]): StepUpProvider {
  return {
    async guard(call) {
      try {
        return await call()
      } catch (error) {
        if ((error as { code?: string }).code !== code) throw error
        asked.push(code)
        return call()
      }
    },
  }
}

/** A call refused with each code in turn, then answering 'ok'. */
function refusing(...codes: string[]) {
  let calls = 0
  const call = async () => {
    const code = codes[calls++]
    if (code) throw Object.assign(new Error(code), { code })
    return 'ok'
  }
  return { call, calls: () => calls }
}

describe('step-up service', () => {
  it('without a provider the call runs as it is', async () => {
    const stepUp = createStepUp()
    const { call } = refusing('step_up_required')
    await expect(stepUp.guard(call)).rejects.toMatchObject({ code: 'step_up_required' })
    await expect(stepUp.prompt()).resolves.toBeUndefined()
  })

  it('each provider handles its own refusal, whichever the server sends', async () => {
    const stepUp = createStepUp()
    const asked: string[] = []
    stepUp.provide(provider('missing_or_invalid_mfa', asked))
    const remove = stepUp.provide(provider('step_up_required', asked))
    const first = refusing('step_up_required')
    await expect(stepUp.guard(first.call)).resolves.toBe('ok')
    const second = refusing('missing_or_invalid_mfa')
    await expect(stepUp.guard(second.call)).resolves.toBe('ok')
    expect(asked).toEqual(['step_up_required', 'missing_or_invalid_mfa'])
    expect([first.calls(), second.calls()]).toEqual([2, 2])
    // other errors pass through every guard; a removed provider asks no more
    await expect(stepUp.guard(refusing('rate_limited').call)).rejects.toMatchObject({ code: 'rate_limited' })
    remove()
    await expect(stepUp.guard(refusing('step_up_required').call)).rejects.toMatchObject({
      code: 'step_up_required',
    })
  })

  it('prompt asks through the first provider that prompts', async () => {
    const stepUp = createStepUp()
    const prompted: string[] = []
    stepUp.provide({ guard: (call) => call(), prompt: async () => void prompted.push('mfa') })
    stepUp.provide({ guard: (call) => call() })
    await stepUp.prompt()
    expect(prompted).toEqual(['mfa'])
  })
})
