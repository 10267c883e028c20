'use client'
import { shortenAddress } from '@latch/core/wallet'
import { useStore } from '@nanostores/react'
import { useLatchClient } from '../../context'
import { useWalletMessages } from '../../hooks/useWalletMessages'
import { AlertIcon, CheckIcon, WalletIcon } from '../../primitives/icons'
import { useScreenIntents } from '../../primitives/intents'
import { forwardPart, type PartProps, renderPart, useScope } from '../../primitives/part'
import {
  Actions,
  Button,
  Description,
  ErrorText,
  IntentButton,
  ScreenRoot,
  Spinner,
} from '../../primitives/parts'
import { ScreenHead } from '../../primitives/screen-head'
import type { ScreenProps } from '../../types'

/** The funding screens' root (`data-scope="fiat"`); `data-state` is the step or the status. */
export const FiatRoot = forwardPart(
  'FiatRoot',
  function FiatRoot({ state, ...props }: PartProps<'div'> & { state: string }) {
    return <ScreenRoot scope="fiat" data-state={state} {...props} />
  },
)

/** The wallet being funded (short address). */
export const FundedAddress = forwardPart('FundedAddress', function FundedAddress(props: PartProps<'p'>) {
  return renderPart('p', props, { 'data-scope': useScope(), 'data-part': 'address' })
})

/** The status text of a payment, announced politely. */
export const FiatStatus = forwardPart('FiatStatus', function FiatStatus(props: PartProps<'p'>) {
  return renderPart('p', props, {
    'data-scope': useScope(),
    'data-part': 'status',
    role: 'status',
    'aria-live': 'polite',
  })
})

/** A supplementary hint ('Debit cards often work better than credit cards.'). */
export const FiatHint = forwardPart('FiatHint', function FiatHint(props: PartProps<'p'>) {
  return renderPart('p', props, { 'data-scope': useScope(), 'data-part': 'hint' })
})

/** FIAT_ON_RAMP_PROMPT_SCREEN: 'Fund account', the on-ramp intro, Continue (opens the provider's window). */
export function FIAT_ON_RAMP_PROMPT_SCREEN(_props: ScreenProps<'FIAT_ON_RAMP_PROMPT_SCREEN'>) {
  const latch = useLatchClient()
  const tw = useWalletMessages()
  const state = useStore(latch.flows.fiat.$state)
  const address = state.step === 'prompt' || state.step === 'signing' ? state.address : null
  return (
    <FiatRoot state={state.step}>
      <ScreenHead icon={<WalletIcon />} title={tw('fiat.fundAccount')} description={tw('fiat.promptBody')} />
      {address ? (
        <FundedAddress title={address}>
          {`${tw('fiat.walletLabel')}: `}
          <span dir="ltr">{shortenAddress(address)}</span>
        </FundedAddress>
      ) : null}
      <ErrorText>{state.step === 'prompt' ? (state.error?.message ?? null) : null}</ErrorText>
      <Actions>
        <Button
          part="continue"
          disabled={state.step !== 'prompt'}
          loading={state.step === 'signing'}
          onClick={() => void latch.flows.fiat.start().catch(() => {})}
        >
          {tw('mfa.continue')}
        </Button>
      </Actions>
    </FiatRoot>
  )
}

/** FIAT_ON_RAMP_STATUS_SCREEN: 'Fund account' with the payment's status (polled every 3 s until it ends). */
export function FIAT_ON_RAMP_STATUS_SCREEN(_props: ScreenProps<'FIAT_ON_RAMP_STATUS_SCREEN'>) {
  const latch = useLatchClient()
  const tw = useWalletMessages()
  const state = useStore(latch.flows.fiat.$state)
  const status = state.step === 'status' ? state.status : 'pending'
  const texts = state.step === 'status' ? state.texts : null
  const tone = status === 'completed' ? 'success' : status === 'pending' ? 'accent' : 'error'
  // Back (to the transaction that asked for funds, while it waits) is the funding flow's.
  const { back } = useScreenIntents()
  return (
    <FiatRoot state={status}>
      <ScreenHead
        icon={status === 'completed' ? <CheckIcon /> : status === 'pending' ? <WalletIcon /> : <AlertIcon />}
        tone={tone}
        title={tw('fiat.fundAccount')}
      />
      <FiatStatus>{tw(texts?.title ?? 'fiat.inProgress')}</FiatStatus>
      <Description>{tw(texts?.body ?? 'fiat.inProgressBody')}</Description>
      {texts?.hint ? <FiatHint>{tw(texts.hint)}</FiatHint> : null}
      {status === 'pending' ? <Spinner /> : null}
      {status !== 'pending' ? (
        <Actions>
          {back ? (
            <IntentButton intent="back" part="back">
              {tw('fiat.backToTransaction')}
            </IntentButton>
          ) : (
            <IntentButton intent="leave" part="done">
              {tw('mfa.done')}
            </IntentButton>
          )}
        </Actions>
      ) : null}
    </FiatRoot>
  )
}
