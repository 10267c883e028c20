'use client'
/** LANDING is on the first path of a login: it ships with the eager code. */
import type { LandingButtons, ScreenRegistry } from '../../types'
import { LANDING } from './Landing'
import { LANDING_BUTTONS } from './options'

/** This folder's screens, by name (one entry in ui's screen list). */
export const landingScreens = { LANDING } satisfies ScreenRegistry

/** The LANDING entries this folder renders (one entry in ui's list of landing buttons). */
export const landingLandingButtons: LandingButtons = LANDING_BUTTONS
