import { describe, expect, it } from 'vitest'
import * as server from './index'

describe('@latch/core/server exports', () => {
  it('pins the runtime names (types are pinned by core/api-report/server.api.md)', () => {
    expect(Object.keys(server).sort()).toEqual([
      'ACCESS_TOKEN_COOKIE',
      'LatchServerError',
      'createLatchServerClient',
      'isLatchServerError',
    ])
  })
})
