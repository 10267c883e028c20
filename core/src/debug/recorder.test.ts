import { describe, expect, it } from 'vitest'
import { createRecorder, DEBUG_CAPACITY, redactPath, safeCode } from './recorder'

const clock = () => {
  let t = 1_000
  return { now: () => t, tick: (ms: number) => (t += ms) }
}

describe('flight recorder', () => {
  it('keeps the newest events within its capacity, oldest first, and counts what it dropped', () => {
    const c = clock()
    const debug = createRecorder({ enabled: true, capacity: 3, now: c.now })
    for (const step of ['a', 'b', 'c', 'd', 'e']) {
      c.tick(10)
      debug.record({ kind: 'flow', flow: 'email', step })
    }
    expect(debug.events().map((e) => (e.kind === 'flow' ? e.step : ''))).toEqual(['c', 'd', 'e'])
    expect(debug.events().map((e) => e.at)).toEqual([30, 40, 50])
    expect(debug.dropped).toBe(2)
    expect(debug.$version.get()).toBe(5)
    const exported = JSON.parse(debug.export())
    expect(exported).toMatchObject({ format: 'latch-debug-recording', version: 1, dropped: 2 })
    expect(exported.events).toHaveLength(3)
    debug.clear()
    expect(debug.events()).toEqual([])
  })

  it('off: records nothing, whatever is recorded', () => {
    const debug = createRecorder({ enabled: false, now: () => 0 })
    debug.record({ kind: 'flow', flow: 'email', step: 'done' })
    expect(debug.enabled).toBe(false)
    expect(debug.events()).toEqual([])
    expect(DEBUG_CAPACITY).toBeGreaterThan(0)
  })

  it('keeps only the fields of each kind, redacted: no query, addresses and long ids cut, codes only identifiers', () => {
    const debug = createRecorder({ enabled: true, now: () => 0 })
    const address = '0x1234567890abcdef1234567890abcdef12345678'
    debug.record({
      kind: 'api',
      method: 'GET',
      path: `/api/v1/embedded_wallets/${address}/auth_share?purpose=sign&token=eyJhbGciOi`,
      status: 403,
      requestId: 'f3b0c442-98fc-4c14-9afb-4c8996fb9242',
      ms: 12.6,
      code: 'missing_or_invalid_mfa',
      // a caller that passes more than the kind's fields loses them
      ...({ body: { code: '123456' }, authorization: 'Bearer eyJ' } as object),
    } as never)
    debug.record({
      kind: 'command',
      name: 'loginWithCode',
      outcome: 'error',
      ms: 3,
      code: 'Invalid code 123456',
    })
    const [api, command] = debug.events()
    expect(api).toEqual({
      kind: 'api',
      method: 'GET',
      path: '/api/v1/embedded_wallets/0x1234…/auth_share',
      status: 403,
      requestId: 'f3b0c442-98fc-4c14-9afb-4c8996fb9242',
      ms: 13,
      code: 'missing_or_invalid_mfa',
      at: 0,
    })
    expect(command).toMatchObject({ name: 'loginWithCode', outcome: 'error', code: 'other' })
    expect(JSON.stringify(debug.events())).not.toMatch(/123456|eyJ|abcdef12345678/)
  })

  it('redactPath and safeCode', () => {
    expect(redactPath('/api/v1/users/did:privy:cm4abcdefghijklmnopqrstuvw/x#frag')).toBe(
      '/api/v1/users/did:privy:cm4abc…/x',
    )
    expect(safeCode(4001)).toBe('4001')
    expect(safeCode('user@example.com is invalid')).toBe('other')
    expect(safeCode(undefined)).toBeUndefined()
  })
})
