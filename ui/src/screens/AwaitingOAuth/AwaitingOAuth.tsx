'use client'
import type { OAuthProvider } from '@latch/core'
import { oauthProviderName } from '@latch/core'
import { useStore } from '@nanostores/react'
import { useLatchClient } from '../../context'
import { useMessages } from '../../hooks/useMessages'
import { SocialIcon } from '../../primitives/icons'
import { useScreenIntents } from '../../primitives/intents'
import { WaitingLayout } from '../../primitives/waiting'
import type { ScreenProps } from '../../types'
import { OAuthRoot, RetryButton } from './parts'

/**
 * AWAITING_OAUTH_SCREEN: shown while the provider round trip runs; the flow's message on failure, with the flow's
 * Retry when the failure allows one. Back is the flow's (the login options).
 */
export function AWAITING_OAUTH_SCREEN({ data }: ScreenProps<'AWAITING_OAUTH_SCREEN'>) {
  const latch = useLatchClient()
  const t = useMessages()
  const state = useStore(latch.flows.oauth.$state)
  const provider: OAuthProvider | null =
    (state.step !== 'idle' ? state.provider : null) ?? data?.provider ?? null
  const oidcProviders = useStore(latch.$config).oidcProviders
  const name = provider ? oauthProviderName(provider, oidcProviders) : ''
  const icon = oidcProviders.find((p) => p.id === provider)?.icon
  const failed = state.step === 'error'
  const { retry } = useScreenIntents()
  return (
    <OAuthRoot state={state.step} provider={provider}>
      <WaitingLayout
        icon={provider ? <SocialIcon provider={provider} name={name} icon={icon} /> : null}
        title={failed ? t('oauth.failed') : t('oauth.awaiting', { provider: name })}
        detail={t('oauth.awaitingDetail', { provider: name })}
        error={failed ? state.message : null}
        actions={retry ? <RetryButton>{t('oauth.retry')}</RetryButton> : null}
      />
    </OAuthRoot>
  )
}
