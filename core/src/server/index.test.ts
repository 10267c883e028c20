import { describe, expect, it } from 'vitest'
import * as server from './index'

describe('@latch/core/server exports', () => {
  it('pins the runtime names (types are pinned by core/api-report/server.api.md)', () => {
    expect(Object.keys(server).sort()).toEqual([
      'LatchServerError',
      'createLatchServerClient',
      'isLatchServerError',
    ])
  })
})
