import { SCREEN_NAMES } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { defaultScreens, landingButtons, SCREEN_MODULES } from './registry'

describe('the screen registry, built from the list of screen modules', () => {
  it('has a default screen for every screen core declares, and none core does not', () => {
    expect(Object.keys(defaultScreens).sort()).toEqual([...SCREEN_NAMES].sort())
  })

  it('no two screen modules declare the same screen (a later one would hide the earlier)', () => {
    const names = SCREEN_MODULES.flatMap((module) => Object.keys(module))
    expect(names.length).toBe(new Set(names).size)
  })
})

describe('the LANDING entry buttons, declared by the screen modules', () => {
  it('has a button for every entry type a login method offers, and for the overflow entry', async () => {
    const { LOGIN_METHOD_LIST } = await import('../../core/src/user/methods/list')
    const types = new Set([...LOGIN_METHOD_LIST.map((m) => m.landing('input').type), 'overflow'])
    expect(Object.keys(landingButtons).sort()).toEqual([...types].sort())
  })
})
