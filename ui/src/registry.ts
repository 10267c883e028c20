'use client'
import type { ComponentType } from 'react'
import { ALLOWLIST_REJECTION_SCREEN } from './screens/AllowlistRejection/AllowlistRejection'
import { AWAITING_OAUTH_SCREEN } from './screens/AwaitingOAuth/AwaitingOAuth'
import { AWAITING_PASSWORDLESS_CODE } from './screens/AwaitingPasswordlessCode/AwaitingPasswordlessCode'
import { LANDING } from './screens/Landing/Landing'
import { LINK_EMAIL_SCREEN } from './screens/LinkEmail/LinkEmail'
import { LINK_PHONE_SCREEN } from './screens/LinkPhone/LinkPhone'
import { LOGIN_FAILED_SCREEN } from './screens/LoginFailed/LoginFailed'
/** The screen registry: default screens by name; the provider merges the host's `components` over it. */
import type { ScreenDataMap, ScreenName } from './types'

/** What the modal passes to a screen: its name and the data it was opened with, typed per screen. */
export interface ScreenProps<S extends ScreenName = ScreenName> {
  screen: S
  data: ScreenDataMap[S]
}

/** A screen component. */
export type ScreenComponent<S extends ScreenName = ScreenName> = ComponentType<ScreenProps<S>>

/** Screens by name; a host passes any subset as `components`. */
export type ScreenRegistry = { [S in ScreenName]?: ScreenComponent<S> }

/** The default screens of this package. */
export const defaultScreens: ScreenRegistry = {
  LANDING,
  AWAITING_PASSWORDLESS_CODE,
  AWAITING_OAUTH_SCREEN,
  ALLOWLIST_REJECTION_SCREEN,
  LINK_EMAIL_SCREEN,
  LINK_PHONE_SCREEN,
  LOGIN_FAILED_SCREEN,
}
