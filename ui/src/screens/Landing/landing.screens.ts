'use client'
/** LANDING is on the first path of a login: it ships with the eager code. */
import type { ScreenRegistry } from '../../types'
import { LANDING } from './Landing'

/** This folder's screens, by name (one entry in ui's screen list). */
export const landingScreens = { LANDING } satisfies ScreenRegistry
