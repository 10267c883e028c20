'use client'
import { useLatchClient } from '../../context'
import { useMessages } from '../../hooks/useMessages'
import { Actions } from '../../primitives/parts'
import { FailureHead } from '../../primitives/screen-head'
import type { ScreenProps } from '../../types'
import { CancelButton, LoginFailedRoot, TryAgainButton } from './parts'

/**
 * LOGIN_FAILED_SCREEN: 'Could not connect with wallet', Try again or Cancel. 'Try again' tries the failed wallet
 * again in one click (`flows.wallets.tryAgain`); with no wallet attempt to retry it goes to the screen named in the
 * data (`retryScreen`), else to LANDING.
 */
export function LOGIN_FAILED_SCREEN({ data }: ScreenProps<'LOGIN_FAILED_SCREEN'>) {
  const latch = useLatchClient()
  const t = useMessages()
  const retryScreen = data?.retryScreen ?? 'LANDING'
  const detail = typeof data?.message === 'string' ? data.message : null
  return (
    <LoginFailedRoot>
      <FailureHead title={t('wallet.loginFailed')} description={detail || null} />
      <Actions>
        <TryAgainButton
          onClick={() => {
            if (!latch.flows.wallets.tryAgain()) latch.navigate(retryScreen)
          }}
        >
          {t('wallet.tryAgain')}
        </TryAgainButton>
        <CancelButton onClick={() => latch.closeModal()}>{t('wallet.cancel')}</CancelButton>
      </Actions>
    </LoginFailedRoot>
  )
}
