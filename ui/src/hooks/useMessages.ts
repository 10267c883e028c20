'use client'
import type { LoginMessageKey } from '@latch/core'
import { formatMessage } from '@latch/core'
import { useCallback } from 'react'
import { useLatchClient } from '../context'

/** A message formatter over the client's catalogue (host overrides applied): `t('landing.title')`. */
export type Translate = (key: LoginMessageKey, values?: Record<string, string | number>) => string

/** Every text a screen shows comes from here, so a host's `intl.messages` override reaches it. */
export function useMessages(): Translate {
  const latch = useLatchClient()
  return useCallback<Translate>((key, values) => formatMessage(latch.messages, key, values), [latch])
}
