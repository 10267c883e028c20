'use client'
import type { OAuthProvider } from '@latch/core'
import { oauthProviderName } from '@latch/core'
import { useStore } from '@nanostores/react'
import { useLatchClient } from '../../context'
import { useMessages } from '../../hooks/useMessages'
import { ProviderIcon } from '../../primitives/icons'
import {
  Actions,
  BackTrigger,
  CloseTrigger,
  Description,
  ErrorText,
  Header,
  Hero,
  Icon,
  Spinner,
  Title,
} from '../../primitives/parts'
import type { ScreenProps } from '../../types'
import { OAuthRoot, RetryButton } from './parts'

/** AWAITING_OAUTH_SCREEN: shown while the provider round trip runs; the flow's message on failure. */
export function AWAITING_OAUTH_SCREEN({ data }: ScreenProps<'AWAITING_OAUTH_SCREEN'>) {
  const latch = useLatchClient()
  const t = useMessages()
  const state = useStore(latch.flows.oauth.$state)
  const provider: OAuthProvider | null =
    (state.step !== 'idle' ? state.provider : null) ?? data?.provider ?? null
  const name = provider ? oauthProviderName(provider) : ''
  const failed = state.step === 'error'
  return (
    <OAuthRoot state={state.step} provider={provider}>
      <Header>
        <BackTrigger
          onClick={() => {
            latch.flows.oauth.reset()
            latch.navigate('LANDING')
          }}
        />
        <CloseTrigger />
      </Header>
      <Hero>
        <Icon tone={failed ? 'error' : 'accent'}>
          {provider ? <ProviderIcon provider={provider} /> : null}
        </Icon>
        <Title>{failed ? t('oauth.failed') : t('oauth.awaiting', { provider: name })}</Title>
        {failed ? null : <Description>{t('oauth.awaitingDetail', { provider: name })}</Description>}
      </Hero>
      {failed ? <ErrorText>{state.message}</ErrorText> : <Spinner />}
      {failed && state.retryable && provider ? (
        <Actions>
          <RetryButton onClick={() => latch.flows.oauth.init({ provider, mode: state.mode }).catch(() => {})}>
            {t('oauth.retry')}
          </RetryButton>
        </Actions>
      ) : null}
    </OAuthRoot>
  )
}
