'use client'
import type { Latch } from '@latch/core'
import { useLatchClient } from '../context'
import { type ActionHookState, useAction } from './useAction'

/** What `useSignMessage` returns. */
export interface UseSignMessageReturnType extends ActionHookState<`0x${string}`> {
  /** Asks the embedded wallet to sign (the sign screen shows the message unless `noPromptOnSignature`). */
  signMessage(...args: Parameters<Latch['signMessage']>): void
  /** The same, resolving with the signature or rejecting with the error. */
  signMessageAsync: Latch['signMessage']
}

/** Signs a message with the embedded wallet; `status`, `data` (the signature) and `error` follow the last call. */
export function useSignMessage(): UseSignMessageReturnType {
  const latch = useLatchClient()
  const { action, state } = useAction(latch.signMessage)
  return {
    ...state,
    signMessage: (...args) => void action.run(...args).catch(() => undefined),
    signMessageAsync: action.run,
  }
}
