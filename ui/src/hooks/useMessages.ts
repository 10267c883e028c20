'use client'
import type { LoginMessageKey, MessageKey } from '@latch/core'
import { formatMessage, formatWalletMessage } from '@latch/core'
import { useCallback } from 'react'
import { useLatchClient } from '../context'

/** A message formatter over the client's catalogue (host overrides applied): `t('landing.title')`. */
export type Translate = (key: LoginMessageKey, values?: Record<string, string | number>) => string

/** Every text a screen shows comes from here, so a host's `intl.messages` override reaches it. */
export function useMessages(): Translate {
  const latch = useLatchClient()
  return useCallback<Translate>((key, values) => formatMessage(latch.messages, key, values), [latch])
}

/** A message formatter for wallet screens: any key, wallet texts included (`tw('walletError.userRejected')`). */
export type TranslateWallet = (key: MessageKey, values?: Record<string, string | number>) => string

/** `useMessages` for the wallet half's screens, which load lazily with their texts. */
export function useWalletMessages(): TranslateWallet {
  const latch = useLatchClient()
  return useCallback<TranslateWallet>(
    (key, values) => formatWalletMessage(latch.messages, key, values),
    [latch],
  )
}
