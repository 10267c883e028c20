import { describe, expect, it } from 'vitest'
import * as csp from './index'

describe('@latch/core/csp exports', () => {
  it('pins the runtime names (types are pinned by core/api-report/csp.api.md)', () => {
    expect(Object.keys(csp).sort()).toEqual(['checkCsp', 'formatCsp', 'latchCsp', 'latchCspSources'])
  })
})
