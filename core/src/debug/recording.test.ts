import { describe, expect, it } from 'vitest'
import { createDebug, debugRequested } from './facade'
import { createRing, DEBUG_CAPACITY, redactPath, safeCode } from './recording'

const clock = () => {
  let t = 1_000
  return { now: () => t, tick: (ms: number) => (t += ms) }
}
const load = () => import('./recording')

describe('flight recorder', () => {
  it('keeps the newest events within its capacity, oldest first, and counts what it dropped', async () => {
    const c = clock()
    const debug = createDebug({ enabled: true, capacity: 3, now: c.now, meta: { appId: 'a' }, load })
    // events recorded while the recorder's code loads keep their times
    for (const step of ['a', 'b', 'c', 'd', 'e']) {
      c.tick(10)
      debug.record({ kind: 'flow', flow: 'email', step })
    }
    await load()
    await new Promise((r) => setTimeout(r, 0))
    const steps = () => debug.events().map((e) => (e.kind === 'flow' ? e.step : ''))
    expect(steps()).toEqual(['c', 'd', 'e'])
    expect(debug.events().map((e) => e.at)).toEqual([30, 40, 50])
    expect(debug.dropped).toBe(2)
    c.tick(5)
    debug.record({ kind: 'flow', flow: 'email', step: 'f' })
    expect(steps()).toEqual(['d', 'e', 'f'])
    expect(debug.$version.get()).toBe(6)
    const exported = JSON.parse(debug.export())
    expect(exported).toMatchObject({ format: 'latch-debug-recording', version: 1, appId: 'a', dropped: 3 })
    expect(exported.events).toHaveLength(3)
    debug.clear()
    expect(debug.events()).toEqual([])
  })

  it('off: loads nothing and records nothing', () => {
    let loads = 0
    const debug = createDebug({
      enabled: false,
      now: () => 0,
      meta: {},
      load: () => {
        loads++
        return load()
      },
    })
    debug.record({ kind: 'flow', flow: 'email', step: 'done' })
    debug.attach(() => () => {})
    expect(debug.enabled).toBe(false)
    expect(debug.events()).toEqual([])
    expect(debug.$version.get()).toBe(0)
    expect(loads).toBe(0)
  })

  it('keeps only the fields of each kind, redacted: no query, addresses and long ids cut, codes only identifiers', () => {
    const ring = createRing()
    const address = '0x1234567890abcdef1234567890abcdef12345678'
    ring.record(
      {
        kind: 'api',
        method: 'GET',
        path: `/api/v1/embedded_wallets/${address}/auth_share?purpose=sign&token=eyJhbGciOi`,
        status: 403,
        requestId: 'f3b0c442-98fc-4c14-9afb-4c8996fb9242',
        ms: 12.6,
        code: 'missing_or_invalid_mfa',
        // a caller that passes more than the kind's fields loses them
        ...({ body: { code: '123456' }, authorization: 'Bearer eyJ' } as object),
      } as never,
      0,
    )
    ring.record(
      { kind: 'command', name: 'loginWithCode', outcome: 'error', ms: 3, code: 'Invalid code 123456' },
      1,
    )
    const [api, command] = ring.events()
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
    expect(JSON.stringify(ring.events())).not.toMatch(/123456|eyJ|abcdef12345678/)
    expect(DEBUG_CAPACITY).toBe(500)
  })

  it('redactPath, safeCode and when recording is asked for', () => {
    expect(redactPath('/api/v1/users/did:privy:cm4abcdefghijklmnopqrstuvw/x#frag')).toBe(
      '/api/v1/users/did:privy:cm4abc…/x',
    )
    expect(safeCode(4001)).toBe('4001')
    expect(safeCode('user@example.com is invalid')).toBe('other')
    expect(safeCode(undefined)).toBeUndefined()
    const at = (href: string) => ({ location: { href: () => href } }) as never
    expect(debugRequested(true, at('https://app.example.com/'))).toBe(true)
    expect(debugRequested({ capacity: 10 }, at('https://app.example.com/'))).toBe(true)
    expect(debugRequested(false, at('http://localhost:5173/?latch_debug=1'))).toBe(false)
    expect(debugRequested(undefined, at('http://localhost:5173/?latch_debug=1'))).toBe(true)
    expect(debugRequested(undefined, at('https://app.example.com/?latch_debug=1'))).toBe(false)
    expect(debugRequested(undefined, {} as never)).toBe(false)
  })
})
