import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as ui from './index'

describe('the deprecated 0.1 part names', () => {
  it('each alias is the very part its doc names, and @latch/react exports both', () => {
    const source = readFileSync(join(process.cwd(), 'ui/src/deprecated.ts'), 'utf8')
    const aliases = [
      ...source.matchAll(
        /\/\*\* The 0\.1 name\. @deprecated Use `(\w+)\.(\w+)`\. \*\/\nexport const (\w+) = (\w+)\.(\w+)\n/g,
      ),
    ]
    expect(aliases.length).toBeGreaterThan(0)
    expect(aliases).toHaveLength(source.match(/^export const /gm)?.length ?? 0)
    const surface = ui as unknown as Record<string, Record<string, unknown> | undefined>
    for (const [, group, part, name, valueGroup, valuePart] of aliases) {
      expect(`${valueGroup}.${valuePart}`).toBe(`${group}.${part}`)
      const replacement = surface[group as string]?.[part as string]
      expect(replacement, `${group}.${part}`).toBeDefined()
      expect(surface[name as string], name).toBe(replacement)
    }
  })
})
