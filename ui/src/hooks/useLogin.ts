'use client'
import type { LatchError, User } from '@latch/core'
import { useEffect, useRef } from 'react'
import { useLatchClient } from '../context'

/** Callbacks of `useLogin`. */
export interface UseLoginParameters {
  /** Called once each time a user becomes authenticated while this component is mounted. */
  onComplete?: (user: User) => void
  /** Called with the error when an email, SMS or OAuth login step fails. */
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
    const flows = [latch.flows.email, latch.flows.sms, latch.flows.oauth].filter(Boolean)
    const offErrors = flows.map((flow) =>
      flow.$state.listen((state) => {
        if (state.step === 'error') callbacks.current.onError?.(state.error)
      }),
    )
    return () => {
      offAuth()
      for (const off of offErrors) off()
    }
  }, [latch])

  return { login: latch.login }
}
