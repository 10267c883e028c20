'use client'
import { useStore } from '@nanostores/react'
import { useLatchClient } from '../../context'
import { useMessages } from '../../hooks/useMessages'
import { PasskeyIcon } from '../../primitives/icons'
import { WaitingLayout } from '../../primitives/waiting'
import type { ScreenProps } from '../../types'
import { PasskeyCancelButton, PasskeyRetryButton, PasskeyRoot } from './parts'

/**
 * AWAITING_PASSKEY_SCREEN: shown while the browser's passkey sheet is open; on failure, the flow's message with
 * 'Try again'. Back and Cancel end the ceremony: a login returns to the landing list, a new passkey to the person's
 * passkey list (LINK_PASSKEY_SCREEN).
 */
export function AWAITING_PASSKEY_SCREEN({ data }: ScreenProps<'AWAITING_PASSKEY_SCREEN'>) {
  const latch = useLatchClient()
  const t = useMessages()
  const state = useStore(latch.flows.passkey.$state)
  const mode = ('mode' in state ? state.mode : null) ?? data?.mode ?? 'login'
  const failed = state.step === 'error'
  const leave = () => {
    if (state.step === 'awaiting' || state.step === 'verifying') latch.flows.passkey.cancel()
    else {
      latch.flows.passkey.reset()
      // a signed-in person adding a passkey goes back to their passkeys, not to the login list
      latch.navigate(mode === 'link' ? 'LINK_PASSKEY_SCREEN' : 'LANDING')
    }
  }
  const retry = () => {
    const again = mode === 'link' ? latch.linkPasskey() : latch.loginWithPasskey()
    again.catch(() => {})
  }
  return (
    <PasskeyRoot state={state.step} mode={mode}>
      <WaitingLayout
        onBack={leave}
        icon={<PasskeyIcon />}
        title={mode === 'link' ? t('passkey.awaitingCreate') : t('passkey.awaiting')}
        detail={t('passkey.awaitingDetail')}
        error={failed ? state.message : null}
        actions={
          <>
            {failed && state.error.retryable ? (
              <PasskeyRetryButton onClick={retry}>{t('passkey.retry')}</PasskeyRetryButton>
            ) : null}
            <PasskeyCancelButton onClick={leave}>{t('passkey.cancel')}</PasskeyCancelButton>
          </>
        }
      />
    </PasskeyRoot>
  )
}
