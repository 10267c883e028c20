'use client'
import { type ActionState, createAction } from '@latch/core'
import { useStore } from '@nanostores/react'
import { useMemo } from 'react'

/** The state of an action hook, flattened for rendering (wagmi's shape). */
export interface ActionHookState<R> {
  status: ActionState<R>['status']
  isPending: boolean
  isSuccess: boolean
  isError: boolean
  data: R | undefined
  error: unknown
  /** Back to idle. */
  reset(): void
}

/** One core action store per component for `command`; its state flattened. */
export function useAction<A extends unknown[], R>(command: (...args: A) => Promise<R>) {
  const action = useMemo(() => createAction(command), [command])
  const state = useStore(action.$state)
  const flat: ActionHookState<R> = {
    status: state.status,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    data: state.status === 'success' ? state.data : undefined,
    error: state.status === 'error' ? state.error : null,
    reset: action.reset,
  }
  return { action, state: flat }
}
