'use client'
import type { LoginMessageKey } from '@latch/core'
import { formatMessage } from '@latch/core'
import { getLatchContext } from '@latch/core/internal'
import { useStore } from '@nanostores/react'
import { useCallback } from 'react'
import { useLatchClient } from '../context'

/** A message formatter over the client's catalogue (host overrides applied): `t('landing.title')`. */
export type Translate = (key: LoginMessageKey, values?: Record<string, string | number>) => string

/**
 * Every text a screen shows comes from here, in the language of `config.intl.locale` (screens re-render when its
 * login texts arrive, not when its wallet texts do), so a host's `intl.messages` override reaches it too.
 */
export function useMessages(): Translate {
  const { messages } = useStore(getLatchContext(useLatchClient()).intl.$loginIntl)
  return useCallback<Translate>((key, values) => formatMessage(messages, key, values), [messages])
}
