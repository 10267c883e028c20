'use client'
import type { Latch, User } from '@latch/core'
import { useStore } from '@nanostores/react'
import { useMemo } from 'react'
import { useLatchClient } from '../context'

/** What `useLatch()` returns: session state plus the commands a host app calls. */
export interface UseLatchReturnType {
  /** False until the session is restored (`$auth` left 'loading'). */
  ready: boolean
  authenticated: boolean
  user: User | null
  /** Opens the login modal; refused with a warning when already authenticated. */
  login: Latch['login']
  logout: Latch['logout']
  getAccessToken: Latch['getAccessToken']
  refreshUser: Latch['refreshUser']
  openModal: Latch['openModal']
  closeModal: Latch['closeModal']
  linkEmail: Latch['linkEmail']
  linkPhone: Latch['linkPhone']
  linkOAuth: Latch['linkOAuth']
  unlinkEmail: Latch['unlinkEmail']
  unlinkPhone: Latch['unlinkPhone']
  unlinkOAuth: Latch['unlinkOAuth']
  /** Adds a passkey to the signed-in user (the browser's sheet asks for it). */
  linkPasskey: Latch['linkPasskey']
  /** Removes one of the user's passkeys by its credential id. */
  unlinkPasskey: Latch['unlinkPasskey']
  /** The whole client, for stores and commands not listed here. */
  latch: Latch
}

/** Session state and commands of the nearest `<LatchProvider>`. */
export function useLatch(): UseLatchReturnType {
  const latch = useLatchClient()
  const auth = useStore(latch.$auth)
  const commands = useMemo(
    () => ({
      login: latch.login,
      logout: latch.logout,
      getAccessToken: latch.getAccessToken,
      refreshUser: latch.refreshUser,
      openModal: latch.openModal,
      closeModal: latch.closeModal,
      linkEmail: latch.linkEmail,
      linkPhone: latch.linkPhone,
      linkOAuth: latch.linkOAuth,
      unlinkEmail: latch.unlinkEmail,
      unlinkPhone: latch.unlinkPhone,
      unlinkOAuth: latch.unlinkOAuth,
      linkPasskey: latch.linkPasskey,
      unlinkPasskey: latch.unlinkPasskey,
    }),
    [latch],
  )
  return {
    ready: auth.status !== 'loading',
    authenticated: auth.status === 'authenticated',
    user: auth.user,
    ...commands,
    latch,
  }
}
