'use client'
/** AWAITING_PASSWORDLESS_CODE is on the first path of a login: it ships with the eager code. */
import type { ScreenRegistry } from '../../types'
import { AWAITING_PASSWORDLESS_CODE } from './AwaitingPasswordlessCode'

/** This folder's screens, by name (one entry in ui's screen list). */
export const awaitingPasswordlessCodeScreens = { AWAITING_PASSWORDLESS_CODE } satisfies ScreenRegistry
