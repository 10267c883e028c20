'use client'
import { useStore } from '@nanostores/react'
import { useLatchClient } from '../context'
import type { ModalState } from '../types'

/** The modal's state (`step`, `screen`, `data`, `landingView`) and its commands, for custom screens. */
export function useModal(): ModalState & {
  navigate: ReturnType<typeof useLatchClient>['navigate']
  close: () => void
} {
  const latch = useLatchClient()
  const state = useStore(latch.flows.modal.$state)
  return { ...state, navigate: latch.navigate, close: latch.closeModal }
}
