'use client'
import type { Latch, SendTransactionResult } from '@latch/core'
import { useLatchClient } from '../context'
import { type ActionHookState, useAction } from './useAction'

/** What `useSendTransaction` returns. */
export interface UseSendTransactionReturnType extends ActionHookState<SendTransactionResult> {
  /** Sends from the embedded wallet (the review screen shows it first). */
  sendTransaction(...args: Parameters<Latch['sendTransaction']>): void
  /** The same, resolving with the result (the hash, and the receipt when confirmation is awaited). */
  sendTransactionAsync: Latch['sendTransaction']
}

/** Sends a transaction from the embedded wallet; `status`, `data` and `error` follow the last call. */
export function useSendTransaction(): UseSendTransactionReturnType {
  const latch = useLatchClient()
  const { action, state } = useAction(latch.sendTransaction)
  return {
    ...state,
    sendTransaction: (...args) => void action.run(...args).catch(() => undefined),
    sendTransactionAsync: action.run,
  }
}
