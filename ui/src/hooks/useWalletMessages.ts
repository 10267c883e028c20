'use client'
import type { MessageKey } from '@latch/core'
import { formatWalletMessage } from '@latch/core'
import { useCallback } from 'react'
import { useLatchClient } from '../context'

/** A message formatter for wallet screens: any key, wallet texts included (`tw('walletError.userRejected')`). */
export type TranslateWallet = (key: MessageKey, values?: Record<string, string | number>) => string

/**
 * `useMessages` for the wallet half's screens, which load lazily with their texts (this module is imported only by
 * them, so the wallet texts stay out of the eager chunks).
 */
export function useWalletMessages(): TranslateWallet {
  const latch = useLatchClient()
  return useCallback<TranslateWallet>(
    (key, values) => formatWalletMessage(latch.messages, key, values),
    [latch],
  )
}
