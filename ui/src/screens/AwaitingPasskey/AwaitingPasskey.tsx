'use client'
import { useStore } from '@nanostores/react'
import { useLatchClient } from '../../context'
import { useMessages } from '../../hooks/useMessages'
import { PasskeyIcon } from '../../primitives/icons'
import { useScreenIntents } from '../../primitives/intents'
import { WaitingLayout } from '../../primitives/waiting'
import type { ScreenProps } from '../../types'
import { PasskeyCancelButton, PasskeyRetryButton, PasskeyRoot } from './parts'

/**
 * AWAITING_PASSKEY_SCREEN: shown while the browser's passkey sheet is open; on failure, the flow's message with
 * 'Try again'. Back and Cancel end the ceremony (the passkey flow's Back: a login returns to the landing list, a new
 * passkey to the person's passkey list); 'Try again' is the flow's Retry.
 */
export function AWAITING_PASSKEY_SCREEN({ data }: ScreenProps<'AWAITING_PASSKEY_SCREEN'>) {
  const latch = useLatchClient()
  const t = useMessages()
  const state = useStore(latch.flows.passkey.$state)
  const { retry } = useScreenIntents()
  const mode = ('mode' in state ? state.mode : null) ?? data?.mode ?? 'login'
  const failed = state.step === 'error'
  return (
    <PasskeyRoot state={state.step} mode={mode}>
      <WaitingLayout
        icon={<PasskeyIcon />}
        title={mode === 'link' ? t('passkey.awaitingCreate') : t('passkey.awaiting')}
        detail={t('passkey.awaitingDetail')}
        error={failed ? state.message : null}
        actions={
          <>
            {retry ? <PasskeyRetryButton>{t('passkey.retry')}</PasskeyRetryButton> : null}
            <PasskeyCancelButton>{t('passkey.cancel')}</PasskeyCancelButton>
          </>
        }
      />
    </PasskeyRoot>
  )
}
