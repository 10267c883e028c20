import { describe, expect, it } from 'vitest'
import { createAction } from './action'

const deferred = <T>() => {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('createAction', () => {
  it('goes idle, pending, success with the result; an error is kept and rethrown', async () => {
    const action = createAction(async (x: number) => {
      if (x < 0) throw Object.assign(new Error('negative'), { code: 'invalid_input' })
      return x * 2
    })
    const seen: string[] = []
    action.$state.subscribe((s) => seen.push(s.status))
    await expect(action.run(2)).resolves.toBe(4)
    expect(action.$state.get()).toEqual({ status: 'success', data: 4 })
    await expect(action.run(-1)).rejects.toMatchObject({ code: 'invalid_input' })
    expect(action.$state.get()).toMatchObject({ status: 'error', error: { code: 'invalid_input' } })
    expect(seen).toEqual(['idle', 'pending', 'success', 'pending', 'error'])
    action.reset()
    expect(action.$state.get()).toEqual({ status: 'idle' })
  })

  it("a later run supersedes an earlier one: the earlier one's late answer does not overwrite it", async () => {
    const calls = [deferred<string>(), deferred<string>()]
    let n = 0
    const action = createAction(() => (calls[n++] as ReturnType<typeof deferred<string>>).promise)
    const first = action.run()
    const second = action.run()
    calls[1]?.resolve('second')
    await second
    calls[0]?.resolve('first')
    await first
    expect(action.$state.get()).toEqual({ status: 'success', data: 'second' })
    // a reset while a run is under way: its outcome is not written either
    const third = deferred<string>()
    const late = createAction(() => third.promise)
    const run = late.run()
    late.reset()
    third.reject(new Error('late'))
    await expect(run).rejects.toThrow('late')
    expect(late.$state.get()).toEqual({ status: 'idle' })
  })
})
