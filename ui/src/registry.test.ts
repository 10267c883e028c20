import { SCREEN_NAMES } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { defaultScreens, SCREEN_MODULES } from './registry'

describe('the screen registry, built from the list of screen modules', () => {
  it('has a default screen for every screen core declares, and none core does not', () => {
    expect(Object.keys(defaultScreens).sort()).toEqual([...SCREEN_NAMES].sort())
  })

  it('no two screen modules declare the same screen (a later one would hide the earlier)', () => {
    const names = SCREEN_MODULES.flatMap((module) => Object.keys(module))
    expect(names.length).toBe(new Set(names).size)
  })
})
