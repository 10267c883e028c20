'use client'
import type { LatchError, User } from '@latch/core'
import { useEffect, useRef } from 'react'
import { useLatchClient } from '../context'

/** Callbacks of `useLogin`. */
export interface UseLoginParameters {
  /** Called once each time a user becomes authenticated while this component is mounted. */
  onComplete?: (user: User) => void
  /**
   * Called with the error when any login flow fails, and with `exited_auth_flow` when the person closes the login
   * modal before finishing.
   */
  onError?: (error: LatchError) => void
}

/** Opens the login modal and reports how the login ends. */
export function useLogin(parameters: UseLoginParameters = {}): { login: () => boolean } {
  const latch = useLatchClient()
  const callbacks = useRef(parameters)
  callbacks.current = parameters

  useEffect(() => {
    let previous = latch.$auth.get().status
    const offAuth = latch.$auth.listen((auth) => {
      if (auth.status === 'authenticated' && previous !== 'authenticated')
        callbacks.current.onComplete?.(auth.user)
      previous = auth.status
    })
    // Core's one error store hears every flow, current and future.
    const offErrors = latch.$lastError.listen((event) => {
      if (event) callbacks.current.onError?.(event.error)
    })
    return () => {
      offAuth()
      offErrors()
    }
  }, [latch])

  return { login: latch.login }
}
