'use client'
import { useStore } from '@nanostores/react'
import { useLatchClient } from '../../context'
import { useMessages } from '../../hooks/useMessages'
import { useScreenIntents } from '../../primitives/intents'
import { WaitingLayout } from '../../primitives/waiting'
import {
  TelegramButton,
  TelegramCancelButton,
  TelegramIcon,
  TelegramRetryButton,
  TelegramRoot,
} from './parts'

/** The LANDING entry 'Telegram', loaded with this screen (`awaiting-telegram.screens.ts`). */
export const TelegramLandingOption = () => <TelegramButton />

/**
 * AWAITING_TELEGRAM_SCREEN: shown while the host's Telegram widget is open and the server checks its answer; on
 * failure, the flow's message with 'Try again'. Cancel is the flow's Back (the wait ends, back to the landing
 * list); 'Try again' is the flow's Retry.
 */
export function AWAITING_TELEGRAM_SCREEN() {
  const latch = useLatchClient()
  const t = useMessages()
  const state = useStore(latch.flows.telegram.$state)
  const { retry } = useScreenIntents()
  return (
    <TelegramRoot state={state.step}>
      <WaitingLayout
        icon={<TelegramIcon />}
        title={t('telegram.awaiting')}
        detail={t('telegram.awaitingDetail')}
        error={state.step === 'error' ? state.message : null}
        actions={
          <>
            {retry ? <TelegramRetryButton>{t('passkey.retry')}</TelegramRetryButton> : null}
            <TelegramCancelButton>{t('passkey.cancel')}</TelegramCancelButton>
          </>
        }
      />
    </TelegramRoot>
  )
}
