'use client'
import type { ComponentType } from 'react'
import { ALLOWLIST_REJECTION_SCREEN } from './screens/AllowlistRejection/AllowlistRejection'
import { AWAITING_OAUTH_SCREEN } from './screens/AwaitingOAuth/AwaitingOAuth'
import { AWAITING_PASSWORDLESS_CODE } from './screens/AwaitingPasswordlessCode/AwaitingPasswordlessCode'
import { LANDING } from './screens/Landing/Landing'
import { LINK_EMAIL_SCREEN } from './screens/LinkEmail/LinkEmail'
import { LINK_PHONE_SCREEN } from './screens/LinkPhone/LinkPhone'
import { LOGIN_FAILED_SCREEN } from './screens/LoginFailed/LoginFailed'
/** The screen registry: default screens by SPEC.md name; the provider merges the host's `components` over it. */
import type { ScreenData, ScreenName } from './types'

/** What the modal passes to a screen: its name and the data it was opened with. */
export interface ScreenProps {
  screen: ScreenName
  data: ScreenData
}

/** A screen component. */
export type ScreenComponent = ComponentType<ScreenProps>

/** Screens by name; a host passes any subset as `components`. */
export type ScreenRegistry = Partial<Record<ScreenName, ScreenComponent>>

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
