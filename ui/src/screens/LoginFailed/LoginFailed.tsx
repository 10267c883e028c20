'use client'
import { useMessages } from '../../hooks/useMessages'
import { Actions } from '../../primitives/parts'
import { FailureHead } from '../../primitives/screen-head'
import type { ScreenProps } from '../../types'
import { CancelButton, LoginFailedRoot, TryAgainButton } from './parts'

/**
 * LOGIN_FAILED_SCREEN: 'Could not connect with wallet', Try again or Cancel. 'Try again' is the screen's Retry, as
 * core decides it: the failed wallet again in one click, or with no wallet attempt to retry the screen named in the
 * data (`retryScreen`), else LANDING. Cancel leaves (the modal closes).
 */
export function LOGIN_FAILED_SCREEN({ data }: ScreenProps<'LOGIN_FAILED_SCREEN'>) {
  const t = useMessages()
  const detail = typeof data?.message === 'string' ? data.message : null
  return (
    <LoginFailedRoot>
      <FailureHead title={t('wallet.loginFailed')} description={detail || null} />
      <Actions>
        <TryAgainButton>{t('wallet.tryAgain')}</TryAgainButton>
        <CancelButton>{t('wallet.cancel')}</CancelButton>
      </Actions>
    </LoginFailedRoot>
  )
}
