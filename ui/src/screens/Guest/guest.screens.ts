'use client'
/**
 * The guest login has no screen of its own: its LANDING button, whose code loads with `import()` once LANDING lists
 * the guest entry (only when the app has guests on), so apps without guests never download it.
 */
import { type ComponentType, createElement, useEffect, useState } from 'react'
import type { LandingButtons, ScreenRegistry } from '../../types'

/** This folder's screens: none. */
export const guestScreens = {} satisfies ScreenRegistry

let loaded: ComponentType | undefined
const load = () =>
  import('./parts').then((m) => {
    loaded = m.GuestButton
    return loaded
  })

/** The button once its code is here (nothing before: the entry appears when it can be pressed). */
function GuestOption() {
  const [Button, setButton] = useState(() => loaded)
  useEffect(() => {
    if (!Button)
      void load().then(
        (b) => setButton(() => b),
        () => undefined,
      )
  }, [Button])
  return Button ? createElement(Button) : null
}

/** The LANDING entry this folder renders. */
export const guestLandingButtons = { guest: GuestOption } satisfies LandingButtons
