'use client'
import type { MessageKey } from '@latch/core'
import { getLatchContext } from '@latch/core/internal'
import { formatWalletMessage } from '@latch/core/wallet'
import { useStore } from '@nanostores/react'
import { useCallback, useEffect } from 'react'
import { useLatchClient } from '../context'

/** A message formatter for wallet screens: any key, wallet texts included (`tw('walletError.userRejected')`). */
export type TranslateWallet = (key: MessageKey, values?: Record<string, string | number>) => string

/**
 * `useMessages` for the wallet half's screens, which load lazily with their texts (this module is imported only by
 * them, so the wallet texts stay out of the eager chunks). The first wallet screen also fetches the locale's
 * wallet catalogue; the screen re-renders when it arrives.
 */
export function useWalletMessages(): TranslateWallet {
  const latch = useLatchClient()
  const { messages } = useStore(latch.$intl)
  useEffect(() => {
    void getLatchContext(latch).intl.loadWalletMessages()
  }, [latch])
  return useCallback<TranslateWallet>((key, values) => formatWalletMessage(messages, key, values), [messages])
}
